/**
 * @atelier/engine/ar: the garment on screen as an AR model (issue 20, "View in your
 * space"). An entry of its own, imported lazily by hosts: the first frame of the viewer
 * carries none of it, nor three.js's exporters, and the encoding runs in a worker.
 */
import type { WorkerFactory } from '../services/services';
import { internalsOf } from '../viewer/internals';
import type { Viewer } from '../viewer/Viewer';
import type { ArExportWorkerApi } from '../workers/ar-export-worker';
import { transfer, wrap } from '../workers/texture-worker-client';
import type { ArFormat } from './ar-build';
import { snapshotGarment, transferablesOf } from './ar-snapshot';

export type { ArFormat } from './ar-build';
export { AR_TEXTURE_SIZE } from './ar-snapshot';

export interface ArExportOptions {
  /** `glb` for Android's Scene Viewer (and the web), `usdz` for iOS Quick Look. */
  format: ArFormat;
  /** Makes the export worker (default: a module worker running `workers/ar-export-worker.ts`). */
  createWorker?: WorkerFactory;
}

/** The MIME type of each format, for uploads and blob URLs. */
export const AR_MIME_TYPES: Readonly<Record<ArFormat, string>> = {
  glb: 'model/gltf-binary',
  usdz: 'model/vnd.usdz+zip',
};

const defaultWorker: WorkerFactory = () =>
  new Worker(new URL('../workers/ar-export-worker.ts', import.meta.url), { type: 'module' });

/**
 * The design the viewer shows, as an AR model: the garment's geometry in metres standing
 * on the floor at its true size, each part's material with its decals baked into the base
 * colour. The scene is read on the main thread (the GPU holds the decal canvases), then a
 * worker writes the file with three.js's GLTFExporter or USDZExporter and is ended.
 * Rejects when no garment is shown or the WebGL context is lost.
 */
export async function exportArModel(
  viewer: Viewer,
  options: ArExportOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  if (viewer.contextLost) throw new Error('The WebGL context is lost');
  const { renderer, scene, compositor } = internalsOf(viewer);
  const model = scene.getObjectByName('model');
  if (!model || model.children.length === 0) throw new Error('There is no garment to export');
  // Decal changes waiting for the next frame are drawn now, so the export shows them.
  compositor.flush();
  const snapshot = await snapshotGarment(model, renderer);
  const worker = (options.createWorker ?? defaultWorker)();
  try {
    const api = wrap<ArExportWorkerApi>(worker);
    return await api.exportModel(transfer(snapshot, transferablesOf(snapshot)), options.format);
  } finally {
    worker.terminate();
  }
}
