/**
 * The meshopt geometry decoder (EXT_meshopt_compression), loaded on first use: the demo
 * garments ship meshopt-compressed, customers' GLBs mostly do not, and the first frame's
 * JavaScript budget has no room for it (docs/performance.md, "Viewer"). It decodes in
 * WebAssembly in its own workers, so the main thread only hands buffers over.
 */
import type { MeshoptDecoder as MeshoptDecoderModule } from 'three/addons/libs/meshopt_decoder.module.js';

/** three's meshopt decoder, as GLTFLoader's `setMeshoptDecoder` takes it. */
export type GltfMeshoptDecoder = typeof MeshoptDecoderModule;

/**
 * Decoding workers: one per spare core, at most two. A garment's buffers are decoded in
 * parallel across them; more would only compete with the page and the texture worker.
 */
export function meshoptWorkerCount(cores: number | undefined): number {
  return Math.max(1, Math.min(2, (cores ?? 2) - 1));
}

let decoder: Promise<GltfMeshoptDecoder> | null = null;

/** The decoder, imported and its workers started once per page. */
export function loadMeshoptDecoder(
  cores = globalThis.navigator?.hardwareConcurrency,
): Promise<GltfMeshoptDecoder> {
  decoder ??= import('three/addons/libs/meshopt_decoder.module.js').then(async (module) => {
    const found = module.MeshoptDecoder;
    await found.ready;
    // Workers exist in browsers; Node (the asset tools' tests) decodes on its own thread.
    if (typeof Worker !== 'undefined') found.useWorkers(meshoptWorkerCount(cores));
    return found;
  });
  // A failed import may succeed later (a network blip): do not keep the rejection.
  decoder.catch(() => {
    decoder = null;
  });
  return decoder;
}
