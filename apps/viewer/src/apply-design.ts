import type { Viewer, ViewerQuality } from '@atelier/engine';
import type { DesignDocument, DesignSection, Quality } from '@atelier/protocol';

/**
 * The engine quality a design's `quality` section asks for: `textureSize` is the side of
 * the decal canvases, `pixelRatio` the largest device pixel ratio rendered (so never above
 * the device's); `auto` leaves either to the engine's platform default.
 */
export function viewerQuality(
  quality: Partial<Quality> | undefined,
  devicePixelRatio = globalThis.devicePixelRatio || 1,
): Required<ViewerQuality> {
  const pixelRatio = quality?.pixelRatio ?? 'auto';
  return {
    decalCanvasSize: quality?.textureSize ?? 'auto',
    pixelRatio: pixelRatio === 'auto' ? 'auto' : Math.min(devicePixelRatio, pixelRatio),
  };
}

/** What the engine was asked to do for one change: for the viewer's tests and its loading state. */
export interface EngineApplication {
  /** Whether the design went to the engine (false: only the quality, or no model yet). */
  applied: boolean;
  /** Resolves when the engine has shown it (rejections are reported as its `error` event). */
  done: Promise<void>;
}

const QUALITY_ONLY: readonly DesignSection[] = ['quality'];

/**
 * Hands a design document and the sections that changed to the engine.
 *
 * merge: today's engine takes a whole design (`applyDesign({ model, materials, config })`)
 * and works out itself what changed; the engine helper switches this one call to
 * `viewer.applyDesign(document, { sections })`, after which the engine redraws only the
 * named sections. Until then a change of the quality alone skips the design, and every
 * other change passes the whole document's config, already validated by the protocol
 * server (the engine parses it again today; that goes with the switch).
 */
export function applyDesignToEngine(
  viewer: Viewer,
  document: DesignDocument,
  sections: readonly DesignSection[],
): EngineApplication {
  // Cheap when unchanged; set before the model so a first load uses it.
  if (sections.includes('quality')) viewer.setQuality(viewerQuality(document.quality));
  const model = document.model;
  if (!model || sections.every((section) => QUALITY_ONLY.includes(section))) {
    return { applied: false, done: Promise.resolve() };
  }
  return {
    applied: true,
    done: viewer.applyDesign({ model, materials: document.materials, config: document.config }),
  };
}
