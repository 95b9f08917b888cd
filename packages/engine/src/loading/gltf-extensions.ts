/**
 * Reads which glTF extensions a GLB declares (`extensionsUsed` in its JSON chunk) before it
 * is parsed, so the decoders a file needs (meshopt geometry) are imported only for the files
 * that need them: the first frame's JavaScript carries none of them.
 */

const GLB_MAGIC = 0x46546c67; // 'glTF'
const JSON_CHUNK = 0x4e4f534a; // 'JSON'
const GLB_HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;

/** The extensions a glTF asset (GLB bytes or a .gltf JSON document) uses; empty when unreadable. */
export function gltfExtensionsUsed(bytes: ArrayBuffer): string[] {
  const view = new DataView(bytes);
  let json: string;
  if (bytes.byteLength >= GLB_HEADER_BYTES && view.getUint32(0, true) === GLB_MAGIC) {
    if (bytes.byteLength < GLB_HEADER_BYTES + CHUNK_HEADER_BYTES) return [];
    const length = view.getUint32(GLB_HEADER_BYTES, true);
    const type = view.getUint32(GLB_HEADER_BYTES + 4, true);
    const start = GLB_HEADER_BYTES + CHUNK_HEADER_BYTES;
    if (type !== JSON_CHUNK || start + length > bytes.byteLength) return [];
    json = new TextDecoder().decode(new Uint8Array(bytes, start, length));
  } else {
    json = new TextDecoder().decode(bytes);
  }
  try {
    const used: unknown = (JSON.parse(json) as { extensionsUsed?: unknown }).extensionsUsed;
    return Array.isArray(used) ? used.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

export const MESHOPT_EXTENSIONS = ['EXT_meshopt_compression', 'KHR_meshopt_compression'] as const;

/** Whether the asset's geometry is meshopt-compressed. */
export const usesMeshopt = (extensions: readonly string[]): boolean =>
  MESHOPT_EXTENSIONS.some((name) => extensions.includes(name));
