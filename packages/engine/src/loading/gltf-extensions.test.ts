import { describe, expect, it } from 'vitest';
import { gltfExtensionsUsed, usesMeshopt } from './gltf-extensions';
import { meshoptWorkerCount } from './meshopt';

/** A GLB of one JSON chunk (padded with spaces to 4 bytes, as the format asks). */
function glb(json: object): ArrayBuffer {
  let text = JSON.stringify(json);
  while (text.length % 4 !== 0) text += ' ';
  const body = new TextEncoder().encode(text);
  const bytes = new Uint8Array(20 + body.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, bytes.length, true);
  view.setUint32(12, body.length, true);
  view.setUint32(16, 0x4e4f534a, true);
  bytes.set(body, 20);
  return bytes.buffer;
}

describe('gltfExtensionsUsed', () => {
  it('reads extensionsUsed from a GLB and from a .gltf document', () => {
    const used = ['EXT_meshopt_compression', 'KHR_mesh_quantization'];
    expect(gltfExtensionsUsed(glb({ asset: { version: '2.0' }, extensionsUsed: used }))).toEqual(used);
    const gltf = new TextEncoder().encode(JSON.stringify({ extensionsUsed: ['KHR_texture_basisu'] }));
    expect(gltfExtensionsUsed(gltf.buffer)).toEqual(['KHR_texture_basisu']);
    expect(usesMeshopt(used)).toBe(true);
    expect(usesMeshopt(['KHR_texture_basisu'])).toBe(false);
  });

  it('answers none for a file without extensions, truncated or not glTF at all', () => {
    expect(gltfExtensionsUsed(glb({ asset: { version: '2.0' } }))).toEqual([]);
    expect(gltfExtensionsUsed(glb({ extensionsUsed: 'EXT_meshopt_compression' }))).toEqual([]);
    expect(gltfExtensionsUsed(glb({ extensionsUsed: ['A'] }).slice(0, 24))).toEqual([]);
    expect(gltfExtensionsUsed(new TextEncoder().encode('Kaydara FBX Binary  ').buffer)).toEqual([]);
  });
});

describe('meshoptWorkerCount', () => {
  it('uses a spare core, at most two, and one when the page cannot tell', () => {
    expect(meshoptWorkerCount(1)).toBe(1);
    expect(meshoptWorkerCount(2)).toBe(1);
    expect(meshoptWorkerCount(8)).toBe(2);
    expect(meshoptWorkerCount(undefined)).toBe(1);
  });
});
