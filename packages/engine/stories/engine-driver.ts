/**
 * Every call the engine's stories make into the engine, in one file, through its public
 * entry only ('@atelier/engine'): when the facade's names change, this file is the one to
 * adjust. The stories and their React view know only `StoryViewer`.
 */
import { LIGHTING_PRESET_LAYOUTS, lightingPresetLayout, type LightingPresetName } from '@atelier/domain';
import { Viewer, createBrowserServices, createImageUrlResolver } from '@atelier/engine';
import {
  DesignDocumentSchema,
  type CanvasDecalLayer,
  type CombinationConfigInput,
  type Light,
  type Material,
} from '@atelier/schema';

/** A design as the stories build it: a model, its material records, the design document. */
export interface StoryDesign {
  modelUrl: string;
  materials: readonly Material[];
  config: CombinationConfigInput;
  /** Editor canvas layers (decals with masks) by part id. */
  decalLayers?: Readonly<Record<string, readonly CanvasDecalLayer[]>>;
}

/**
 * What the view shows while it works, on its `data-state`: `loading` until the design is
 * applied, `ready` after; `error` when the engine reported one.
 */
export type StoryViewerState = 'loading' | 'ready' | 'error';

export interface StoryViewerCallbacks {
  onState(state: StoryViewerState, message?: string): void;
  /** The first frame with a newly loaded garment was drawn. */
  onFirstFrame(): void;
}

export interface StoryViewer {
  /** Shows `design` (the engine redoes only what changed in each section); resolves once applied. */
  show(design: StoryDesign): Promise<void>;
  /** Renders the current design offscreen at `size` and answers a PNG. */
  capture(size: readonly [number, number]): Promise<Blob>;
  dispose(): void;
}

/** The engine's lighting presets, by name. */
export const LIGHTING_PRESETS = Object.keys(LIGHTING_PRESET_LAYOUTS) as LightingPresetName[];

/** The light layout of a lighting preset (the engine's). */
export const lightingLayout = (name: string): Light[] =>
  lightingPresetLayout(
    (LIGHTING_PRESETS as string[]).includes(name) ? (name as LightingPresetName) : LIGHTING_PRESETS[0]!,
  );

/** A viewer on `canvas` that reads the demo assets (textures, decals) from `assetBase`. */
export function createStoryViewer(
  canvas: HTMLCanvasElement,
  assetBase: string,
  callbacks: StoryViewerCallbacks,
): StoryViewer {
  const viewer = new Viewer({
    canvas,
    services: createBrowserServices({ resolveImageUrl: createImageUrlResolver(undefined, assetBase) }),
  });
  let modelLoaded = false;
  let failed = false;
  const stops = [
    viewer.on('load', () => {
      modelLoaded = true;
    }),
    viewer.on('frame', () => {
      if (!modelLoaded) return;
      modelLoaded = false;
      callbacks.onFirstFrame();
    }),
    viewer.on('error', (error) => {
      failed = true;
      callbacks.onState('error', error.message);
    }),
  ];
  let latest = 0;
  return {
    async show(design) {
      const call = ++latest;
      failed = false;
      callbacks.onState('loading');
      try {
        // The driver is the stories' host: it validates the document once, as the
        // protocol server does for the viewer page.
        const document = DesignDocumentSchema.parse({
          model: { url: design.modelUrl },
          materials: design.materials,
          config: design.config,
        });
        await viewer.applyDesign(document, design.decalLayers ? { decalLayers: design.decalLayers } : {});
      } catch (error) {
        failed = true;
        callbacks.onState('error', error instanceof Error ? error.message : String(error));
      }
      // A newer design replaced this one while it loaded: that one reports its state.
      if (call === latest && !failed) callbacks.onState('ready');
    },
    capture: (size) => viewer.captureThumbnail({ size, type: 'image/png' }),
    dispose() {
      for (const stop of stops) stop();
      viewer.dispose();
    },
  };
}
