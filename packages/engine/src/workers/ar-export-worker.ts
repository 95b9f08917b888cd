/**
 * The AR export worker's entry: rebuilds the garment from a snapshot (ar/ar-snapshot.ts)
 * and writes it as GLB (Scene Viewer) or USDZ (Quick Look) with three.js's exporters,
 * off the main thread: encoding the textures as PNG and zipping take seconds.
 */
import { expose, transfer } from 'comlink';
import { buildArScene, encodeArModel, type ArFormat } from '../ar/ar-build';
import type { ArSnapshot } from '../ar/ar-snapshot';

// The exporters draw their images on a `document` canvas with `toBlob` (USDZExporter
// always, GLTFExporter when a document exists). A worker has neither, only
// OffscreenCanvas: this gives them one that behaves alike.
interface WorkerCanvas extends OffscreenCanvas {
  toBlob?(callback: (blob: Blob | null) => void, type?: string): void;
}
const canvasPrototype = OffscreenCanvas.prototype as WorkerCanvas;
canvasPrototype.toBlob ??= function (this: OffscreenCanvas, callback, type) {
  void this.convertToBlob(type ? { type } : {}).then(callback, () => callback(null));
};
(globalThis as { document?: unknown }).document ??= {
  createElement: (name: string) => {
    if (name !== 'canvas') throw new Error(`No <${name}> in a worker`);
    return new OffscreenCanvas(1, 1);
  },
};

const api = {
  async exportModel(snapshot: ArSnapshot, format: ArFormat): Promise<Uint8Array<ArrayBuffer>> {
    const scene = await buildArScene(snapshot);
    const bytes = await encodeArModel(scene, format);
    return transfer(bytes, [bytes.buffer]);
  },
};

export type ArExportWorkerApi = typeof api;

expose(api);
