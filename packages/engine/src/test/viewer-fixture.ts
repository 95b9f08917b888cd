import { WebGLRenderer } from 'three';
import {
  DesignDocumentSchema,
  type CanvasDecalLayer,
  type CombinationConfigInput,
  type DesignDocument,
  type DesignSection,
  type Material,
} from '@atelier/schema';
import { Viewer, type InternalViewerOptions } from '../viewer/Viewer';
import { internalsOf } from '../viewer/internals';
import type { ModelSource } from '../loading/model-loader';
import { DESKTOP_PLATFORM } from '../services/services';
import { createTestServices } from './services';
import { testGarment, type TestGarment } from './test-garment';

/**
 * A design as tests write it: a model, material records, a config with its defaults left
 * out, and the editor's canvas layers. {@link show} validates it, as a host does, and
 * hands the document to the viewer.
 */
export interface TestDesign {
  model: ModelSource;
  materials?: readonly Material[];
  config: CombinationConfigInput;
  decalLayers?: Readonly<Record<string, readonly CanvasDecalLayer[]>>;
}

/** The design document of a test design (validated once, here, as the protocol server does). */
export function toDocument(design: TestDesign): DesignDocument {
  return DesignDocumentSchema.parse({
    model: design.model,
    materials: design.materials ?? [],
    config: design.config,
  });
}

/** Shows a test design: all its sections, or only `sections`. */
export function show(viewer: Viewer, design: TestDesign, sections?: readonly DesignSection[]): Promise<void> {
  return viewer.applyDesign(toDocument(design), {
    ...(sections ? { sections } : {}),
    ...(design.decalLayers ? { decalLayers: design.decalLayers } : {}),
  });
}

let sharedRenderer: WebGLRenderer | undefined;

/**
 * One renderer shared by the viewers of a test file. Tearing a WebGL context down takes
 * seconds under SwiftShader, so tests do not make one per viewer (a viewer leaves a
 * renderer it was given alive, and frees everything it made on it).
 */
export function sharedTestRenderer(): WebGLRenderer {
  if (!sharedRenderer) {
    const canvas = document.createElement('canvas');
    canvas.style.width = '160px';
    canvas.style.height = '120px';
    document.body.append(canvas);
    sharedRenderer = new WebGLRenderer({ canvas, antialias: true });
  }
  return sharedRenderer;
}

/** A small viewer for tests: 160x120 at pixel ratio 1, small decal canvases and shadow map. */
export function createTestViewer(options: Partial<InternalViewerOptions> = {}): Viewer {
  const canvas = options.canvas;
  const renderer = options.renderer ?? (canvas ? undefined : sharedTestRenderer());
  const all: InternalViewerOptions = {
    services: createTestServices(),
    platform: DESKTOP_PLATFORM,
    pixelRatio: 1,
    width: 160,
    height: 120,
    decalCanvasSize: 256,
    shadowMapSize: 256,
    ...(canvas ? { canvas } : {}),
    ...(renderer ? { renderer } : {}),
    ...options,
  };
  return new Viewer(all);
}

/** The test garment's design, with config changes applied. */
export async function testDesign(
  change: (config: CombinationConfigInput, garment: TestGarment) => CombinationConfigInput | void = () => {},
): Promise<TestDesign> {
  const garment = await testGarment();
  const config = structuredClone(garment.config);
  const changed = change(config, garment) ?? config;
  return { model: { url: garment.modelUrl, format: 'glb' }, materials: garment.materials, config: changed };
}

/** Reads the canvas's pixels right after drawing a frame (RGBA, bottom row first). */
export function readCanvasPixels(viewer: Viewer): { pixels: Uint8Array; width: number; height: number } {
  viewer.invalidate();
  viewer.renderNow();
  const gl = internalsOf(viewer).renderer.getContext();
  const width = gl.drawingBufferWidth;
  const height = gl.drawingBufferHeight;
  const pixels = new Uint8Array(width * height * 4);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  return { pixels, width, height };
}

/** The colour at (x, y) from the top-left of what {@link readCanvasPixels} read. */
export function pixelAt(
  read: { pixels: Uint8Array; width: number; height: number },
  x: number,
  y: number,
): number[] {
  const i = ((read.height - 1 - y) * read.width + x) * 4;
  return [...read.pixels.subarray(i, i + 4)];
}
