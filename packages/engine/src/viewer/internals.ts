import type { PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import type { DecalCompositor } from '../decals/decal-compositor';
import type { TextureWorkerClient } from '../workers/texture-worker-client';

/**
 * A viewer's three.js objects, for the engine's own tests and benchmarks only (they import
 * this file by path). Hosts never see them: the package's entry does not export this.
 */
export interface ViewerInternals {
  renderer: WebGLRenderer;
  scene: Scene;
  camera: PerspectiveCamera;
  compositor: DecalCompositor;
  textureWorker(): Promise<TextureWorkerClient | null>;
}

const table = new WeakMap<object, ViewerInternals>();

export function registerInternals(viewer: object, internals: ViewerInternals): void {
  table.set(viewer, internals);
}

/** The three.js objects behind a viewer (tests and benchmarks). */
export function internalsOf(viewer: object): ViewerInternals {
  const internals = table.get(viewer);
  if (!internals) throw new Error('Not a viewer');
  return internals;
}
