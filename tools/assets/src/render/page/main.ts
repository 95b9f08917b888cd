/**
 * The render page: the engine's own Viewer in headless Chromium. ../render.ts builds it
 * with Vite, serves it with assets/ under /assets/, and calls `atelierRender` per image:
 * the design is applied (model, materials, decal, environment, background), then
 * `captureThumbnail` renders it offscreen and the encoded image comes back as base64.
 */
import {
  DESKTOP_PLATFORM,
  Viewer,
  createBrowserServices,
  createImageUrlResolver,
  type CaptureOptions,
  type ViewerError,
} from '@atelier/engine';
import { DesignDocumentSchema, type DesignDocumentInput } from '@atelier/schema';

export interface RenderRequest {
  design: DesignDocumentInput;
  capture: CaptureOptions;
}

declare global {
  interface Window {
    atelierRender?: (request: RenderRequest) => Promise<string>;
    atelierReady?: boolean;
  }
}

const viewer = new Viewer({
  canvas: document.getElementById('view') as HTMLCanvasElement,
  services: createBrowserServices({ resolveImageUrl: createImageUrlResolver(undefined, '/assets/') }),
  platform: DESKTOP_PLATFORM,
  pixelRatio: 1,
  width: 256,
  height: 256,
  autoResize: false,
});

let errors: ViewerError[] = [];
viewer.on('error', (error) => errors.push(error));

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

window.atelierRender = async ({ design, capture }) => {
  errors = [];
  // This page is the engine's host: it validates the document once, as the viewer page's
  // protocol server does.
  await viewer.applyDesign(DesignDocumentSchema.parse(design));
  // Anything that failed (a texture, the decal, the environment) fails the image.
  if (errors.length) throw new Error(errors.map((e) => `${e.code}: ${e.message}`).join('\n'));
  const blob = await viewer.captureThumbnail(capture);
  return toBase64(blob);
};
window.atelierReady = true;
