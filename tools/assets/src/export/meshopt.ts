/**
 * Geometry compression for the demo garments: EXT_meshopt_compression over quantized
 * attributes (KHR_mesh_quantization). The GLB was the largest part of a garment's first
 * view (docs/performance.md, "Viewer bytes, first view"); meshopt shrinks it several times
 * and decodes in a WebAssembly worker in the viewer, far faster than Draco.
 */
import { NodeIO, type Document } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { meshopt } from '@gltf-transform/functions';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';

/**
 * Quantization bits. Texture coordinates keep 14 bits (the default is 12): decals are
 * composited in UV space on canvases up to 4096 px, so a UV must land within a quarter texel
 * of where the uncompressed model put it. Positions keep the default 14 bits (0.1 mm on a
 * 1.2 m hoodie). Normals and tangents are octahedral-encoded by meshopt's filters (8 bits in
 * the 'high' level), which shades cloth indistinguishably at garment scale.
 */
export const QUANTIZE_BITS = { quantizePosition: 14, quantizeTexcoord: 14 } as const;

/** Reorders, quantizes and marks the document for meshopt compression when written. */
export async function compressGeometry(doc: Document): Promise<void> {
  await MeshoptEncoder.ready;
  await doc.transform(meshopt({ encoder: MeshoptEncoder, level: 'high', ...QUANTIZE_BITS }));
}

/** An IO that writes (and reads) meshopt-compressed, quantized GLBs. */
export async function meshoptIO(): Promise<NodeIO> {
  await Promise.all([MeshoptEncoder.ready, MeshoptDecoder.ready]);
  return new NodeIO()
    .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
    .registerDependencies({ 'meshopt.encoder': MeshoptEncoder, 'meshopt.decoder': MeshoptDecoder });
}
