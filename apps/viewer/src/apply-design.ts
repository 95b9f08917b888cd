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

/** The sections the engine does not draw: the quality is set here, the form and version are data. */
const NOT_DRAWN: readonly DesignSection[] = ['quality', 'form', 'version'];

/**
 * Hands a design document and the sections that changed to the engine: the quality as
 * the engine's run-time quality (a policy of this page: capped by the device), the rest
 * as `viewer.applyDesign(document, { sections })`, after which the engine redraws only
 * those sections. The document was validated once, by the protocol server. Nothing goes
 * to the engine before the document names a model, nor when nothing drawn changed.
 */
export function applyDesignToEngine(
  viewer: Viewer,
  document: DesignDocument,
  sections: readonly DesignSection[],
): EngineApplication {
  // Cheap when unchanged; set before the model so a first load uses it.
  if (sections.includes('quality')) viewer.setQuality(viewerQuality(document.quality));
  if (!document.model || sections.every((section) => NOT_DRAWN.includes(section))) {
    return { applied: false, done: Promise.resolve() };
  }
  return { applied: true, done: viewer.applyDesign(document, { sections }) };
}
