import type {
  CanvasDecalLayer,
  CombinationConfig,
  DecalMigrationFailure,
  DesignSection,
} from '@atelier/schema';
import type { UvVector } from '../decals/decal-layer';
import type { SurfaceHit } from '../interaction/surface-raycaster';
import type { EngineServices, Platform } from '../services/services';
import type { ShortcutAction } from './shortcuts';

/** What {@link Viewer.applyDesign} is told besides the document. */
export interface ApplyDesignOptions {
  /**
   * The sections of the document that changed since the last call (`DESIGN_SECTIONS` of
   * @atelier/schema); absent: all of them. A first design, or a new model, applies every
   * section whatever this says. `quality`, `form` and `version` are not the engine's
   * (hosts call {@link Viewer.setQuality}).
   */
  sections?: readonly DesignSection[];
  /**
   * The editor's canvas decal layers (002 §3) by part id, drawn over the placed decals.
   * They belong to the `decals` section: given, they replace the previous ones; absent,
   * the previous ones stay unless `decals` is among the sections.
   */
  decalLayers?: Readonly<Record<string, readonly CanvasDecalLayer[]>>;
}

export type ViewerErrorCode =
  | 'invalid-design'
  | 'model-load-failed'
  | 'texture-load-failed'
  | 'decal-load-failed'
  | 'background-load-failed'
  | 'environment-load-failed'
  | 'capture-failed';

export interface ViewerError {
  code: ViewerErrorCode;
  /** English, for logs and developer consoles; hosts show their own text by `code`. */
  message: string;
  url?: string;
  /**
   * Why a model failed (`model-load-failed` only): the server answered 404 or 410
   * (`not-found`) or another error status (`http`), the request never got an answer
   * (`network`), or the bytes are not a model it can read (`unreadable`).
   */
  reason?: 'not-found' | 'http' | 'network' | 'unreadable';
  cause?: unknown;
}

/** A decal moved, turned or resized by a handle drag, in the terms the design stores. */
export interface DecalChange {
  id: string;
  part: string;
  source: 'placed' | 'canvas';
  /** The stored position (a placed decal's offset already taken off). */
  position: UvVector;
  scale: UvVector;
  rotation: number;
  /** The surface point under the decal's centre, when found. */
  world_position?: { x: number; y: number; z: number };
  /** True on release: the value to save. */
  final: boolean;
}

/** Where the camera is: `getCameraPosRot` of 001 §7 plus the field of view. */
export interface CameraState {
  position: [number, number, number];
  target: [number, number, number];
  /** Euler XYZ, radians. */
  rotation: [number, number, number];
  /** Vertical field of view, degrees. */
  fov: number;
}

/** A pointer over the canvas, in CSS pixels from its top-left corner. */
export interface CanvasPointer {
  type: 'down' | 'move' | 'up';
  x: number;
  y: number;
  /** The button pressed or released (down, up); the buttons held (move). */
  button: number;
  buttons: number;
}

export interface ViewerEvents {
  /** Model download progress; `ratio` is null when the size is unknown. */
  progress: { url: string; loaded: number; total: number; ratio: number | null };
  /** A model is in the scene with its materials. */
  load: { url: string; parts: string[]; partsWithoutMeshes: string[] };
  error: ViewerError;
  /** A design (and everything it asked for) is applied. */
  designapplied: { config: CombinationConfig };
  /** v2 decals were converted on load (001 §4); failed ones are kept unchanged. */
  designmigrated: { config: CombinationConfig; failures: DecalMigrationFailure[] };
  /** A frame was drawn (render on demand: only when something changed). */
  frame: { frame: number; time: number };
  decalchange: DecalChange;
  /**
   * The WebGL context was lost (the GPU was reset, or the browser reclaimed it): nothing
   * is drawn until it comes back; the canvas is blank meanwhile.
   */
  contextlost: Record<string, never>;
  /** The context is back and the design is drawn again as it was (its first complete frame). */
  contextrestored: Record<string, never>;
  /** A shortcut key was pressed; `toggleShortcutsHelp` is for the host's help overlay. */
  shortcut: { action: ShortcutAction };
  /** The person started turning, moving or zooming the view (a running camera animation stops). */
  camerastart: { position: [number, number, number]; target: [number, number, number] };
  /** The person let the view go. */
  camerastop: { position: [number, number, number]; target: [number, number, number] };
  /** A pointer moved over, or was pressed or released on, the canvas. */
  pointer: CanvasPointer;
  /**
   * In raycast mode ({@link Viewer.setRaycastMode}), the surface under the pointer, at
   * most once per drawn frame; during a decal handle drag, the surface under the drag.
   */
  surfacehit: SurfaceHit;
}

export interface ViewerOptions {
  /** The canvas to draw on. */
  canvas?: HTMLCanvasElement;
  /** Injected I/O (STYLE.md 7); default createBrowserServices(). */
  services?: EngineServices;
  /** Picks texture and shadow sizes; default: read from the browser. */
  platform?: Platform;
  /** Drawing-buffer pixels per CSS pixel; default devicePixelRatio capped at 2. */
  pixelRatio?: number;
  /** Initial size in CSS pixels; default the canvas's client size. */
  width?: number;
  height?: number;
  /** Follow the canvas's size (through the injected resize observer). Default true. */
  autoResize?: boolean;
  /** Side of each part's decal canvas; default 4096 (1024 on mobile). */
  decalCanvasSize?: number;
  /** Shadow map size; default 4096 (512 on iOS and Android). */
  shadowMapSize?: number;
  /**
   * Widths asked of the image helper for material textures; default 4096 and 1024. Like the
   * decal sizes below, held to 2048 on phones and to the GPU's maximum texture size.
   */
  textureRequestWidths?: { full: number; tiled: number };
  /** Width asked of the image helper for decal images; default 4096. */
  decalImageWidth?: number;
  /** Multisample the canvas; default true. */
  antialias?: boolean;
  /** Anisotropic filtering of material textures (capped by the GPU); default 8. */
  maxAnisotropy?: number;
}

/**
 * What {@link Viewer.setQuality} changes at run time. An omitted field stays as it is;
 * `'auto'` returns to the viewer's default (its constructor option, else the platform's).
 */
export interface ViewerQuality {
  /** Side of each part's decal canvas in pixels; the default is 4096 (1024 on mobile). */
  decalCanvasSize?: number | 'auto';
  /** Drawing-buffer pixels per CSS pixel; the default is devicePixelRatio capped at 2. */
  pixelRatio?: number | 'auto';
}
