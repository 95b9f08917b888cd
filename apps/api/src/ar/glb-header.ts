/**
 * The checks a GLB passes before it is stored (glTF 2.0, "GLB File Format Specification"):
 * the 12-byte header (magic `glTF`, version 2, the total length equal to the bytes sent)
 * and a first chunk of JSON that fits inside the file. The full validation (the Khronos
 * validator) runs in the tests on what the engine exports; the server only refuses what
 * is not a GLB at all, cheaply, without parsing the JSON.
 */
const MAGIC_GLTF = 0x46546c67;
const CHUNK_JSON = 0x4e4f534a;

/** Null when `bytes` has a GLB's header and JSON chunk; otherwise what is wrong. */
export function glbProblem(bytes: Uint8Array): string | null {
  if (bytes.length < 20) return 'The file is too short to be a GLB.';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC_GLTF) return 'The file is not a GLB (no glTF magic).';
  if (view.getUint32(4, true) !== 2) return 'Only glTF 2.0 GLB files are taken.';
  if (view.getUint32(8, true) !== bytes.length) return "The GLB's length does not match its header.";
  const jsonLength = view.getUint32(12, true);
  if (view.getUint32(16, true) !== CHUNK_JSON) return "The GLB's first chunk is not JSON.";
  if (jsonLength === 0 || 20 + jsonLength > bytes.length)
    return "The GLB's JSON chunk does not fit in the file.";
  return null;
}
