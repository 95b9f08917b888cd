/**
 * @atelier/engine: the three.js viewer of Atelier. Its public surface is what this file
 * exports, and only what hosts (apps/viewer, the engine's stories and benchmarks) use;
 * docs/engine.md describes it with an example, and api-report.md pins it (a change shows
 * as a diff there; `pnpm --filter @atelier/engine api:report` rewrites it). The engine's
 * own tests import its internals by path.
 */
export { Viewer } from './viewer/Viewer';
export type {
  ApplyDesignOptions,
  CameraState,
  CanvasPointer,
  DecalChange,
  ViewerError,
  ViewerErrorCode,
  ViewerEvents,
  ViewerOptions,
  ViewerQuality,
} from './viewer/viewer-types';
export type { ViewerWork } from './viewer/work-counters';
export type { DecalDragStart } from './viewer/decal-dragging';
export type { Shortcut, ShortcutAction } from './viewer/shortcuts';

export { DESKTOP_PLATFORM, createBrowserServices, createImageUrlResolver } from './services/services';
export type {
  Clock,
  EngineServices,
  FetchService,
  FrameScheduler,
  ImageLoaderService,
  ImageUrlResolver,
  Logger,
  Platform,
  ResizeObserverService,
  WorkerFactory,
} from './services/services';

export type { CaptureOptions } from './capture/capture';
export type { DecalLayer, DecalMask, UvVector } from './decals/decal-layer';
export type { CanvasPoint, DecalHandle, DecalTransform } from './interaction/decal-drag';
export type { SurfaceHit } from './interaction/surface-raycaster';

// Issue 20: which AR a device opens, for hosts that reach the domain only through the engine
// (the viewer's own "View in your space"); the export itself is `@atelier/engine/ar`.
export { type ArViewer, detectArViewer } from '@atelier/domain';
