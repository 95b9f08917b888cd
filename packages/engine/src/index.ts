/**
 * @atelier/engine: the three.js viewer of Atelier. Its public surface is what this file
 * exports; docs/engine.md describes it with an example.
 */
export { createPreview, type Preview, type PreviewOptions } from './preview';

export {
  Viewer,
  DEFAULT_FOV,
  SHADOW_MAP_SIZE,
  type ViewerOptions,
  type ViewerQuality,
  type ViewerDesign,
  type ViewerEvents,
  type ViewerError,
  type ViewerErrorCode,
  type DecalChange,
} from './viewer/Viewer';
export {
  SHORTCUTS,
  POINTER_GESTURES,
  shortcutForKey,
  type Shortcut,
  type ShortcutAction,
  type PointerGesture,
} from './viewer/shortcuts';

export {
  createBrowserServices,
  createImageUrlResolver,
  decodeImageBlob,
  detectBrowserPlatform,
  detectPlatform,
  DESKTOP_PLATFORM,
  type EngineServices,
  type FrameScheduler,
  type Clock,
  type Logger,
  type FetchService,
  type ImageLoaderService,
  type ImageUrlResolver,
  type ResizeObserverService,
  type WorkerFactory,
  type Platform,
} from './services/services';

export {
  ModelLoadError,
  NORMALIZED_MODEL_SIZE,
  guessModelFormat,
  type ModelFormat,
  type ModelSource,
} from './loading/model-loader';
export { type LoadProgress } from './loading/fetch-bytes';

export {
  DEFAULT_NORMAL_SCALE,
  TEXTURE_REQUEST_WIDTH,
  textureRepeat,
  textureRequestWidth,
  readMaterialLook,
  type MaterialLook,
} from './materials/material-record';
export { PART_ALPHA_TEST } from './materials/part-material';

export { resolvePartAppearances, currentVariantOption, type PartAppearance } from './design/part-appearance';

export {
  decalLayersByPart,
  decalPartOf,
  layerFromCanvasLayer,
  layerFromPlacedDecal,
  maskFromStored,
  maskToStored,
  type DecalLayer,
  type DecalMask,
  type UvVector,
} from './decals/decal-layer';
export { DECAL_CANVAS_SIZE, DECAL_IMAGE_WIDTH } from './decals/decal-compositor';
export {
  normalizeRotation,
  type DecalHandle,
  type CanvasPoint,
  type DecalTransform,
} from './interaction/decal-drag';
export { type SurfaceHit } from './interaction/surface-raycaster';

export { AMBIENT_LIGHT_INTENSITY, MAIN_LIGHT_INTENSITY } from './scene/lighting';
export { DEFAULT_BACKGROUND_COLOR } from './scene/background';
export { parseCssGradient, type ParsedGradient, type GradientStop } from './scene/css-gradient';

export { type CaptureOptions } from './capture/capture';

export { TextureWorkerClient, type ImageSource } from './workers/texture-worker-client';
export {
  CONVERSION_ERRORS,
  MERGE_ERRORS,
  IMAGE_LIMITS,
  clampQuality,
  fitSize,
  type ConvertOptions,
  type ConvertResult,
  type MergeOptions,
  type MergeResult,
} from './workers/texture-processing';
