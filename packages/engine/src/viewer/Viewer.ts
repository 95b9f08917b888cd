import {
  Box3,
  Group,
  Mesh,
  MeshDepthMaterial,
  NeutralToneMapping,
  PCFShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  SRGBColorSpace,
  Scene,
  ShadowMaterial,
  Texture,
  Vector3,
  WebGLRenderer,
  type Material as ThreeMaterial,
  type Object3D,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import {
  CombinationConfigSchema,
  DEFAULT_CAPTURE_FOV,
  DEFAULT_CAPTURE_SIZE,
  defaultCameraTransform,
  isV2Decal,
  migrateDecalsV2ToV3,
  type CameraTransform,
  type CanvasDecalLayer,
  type CombinationConfig,
  type CombinationConfigInput,
  type DecalMigrationFailure,
  type Material,
  type MediaPlate,
} from '@atelier/schema';
import { captureCamera, encodePixelsHere, renderOffscreen, type CaptureOptions } from '../capture/capture';
import { Emitter } from '../core/emitter';
import { FrameLoop } from '../core/frame-loop';
import { DECAL_CANVAS_SIZE, DecalCompositor } from '../decals/decal-compositor';
import { decalLayersByPart, type DecalLayer, type UvVector } from '../decals/decal-layer';
import { resolvePartAppearances } from '../design/part-appearance';
import {
  DecalDrag,
  normalizeRotation,
  transformOf,
  type CanvasPoint,
  type DecalHandle,
  type DecalTransform,
} from '../interaction/decal-drag';
import { SurfaceRaycaster, worldPointAtUv, type SurfaceHit } from '../interaction/surface-raycaster';
import { loadModel, normalizeModel, type ModelSource } from '../loading/model-loader';
import { mapMeshesToParts, partUvSpan, type PartMeshes } from '../loading/part-map';
import { FALLBACK_LOOK, readMaterialLook, TEXTURE_REQUEST_WIDTH } from '../materials/material-record';
import { PartMaterial } from '../materials/part-material';
import { TextureCache } from '../materials/texture-cache';
import { SceneBackground } from '../scene/background';
import { SceneEnvironment } from '../scene/environment';
import { SceneLighting } from '../scene/lighting';
import {
  createBrowserServices,
  detectBrowserPlatform,
  type EngineServices,
  type Platform,
} from '../services/services';
import { TextureWorkerClient } from '../workers/texture-worker-client';
import { SHORTCUTS, shortcutForKey, type Shortcut, type ShortcutAction } from './shortcuts';

/** 001 §9, issue "Scene": shadow map 4096 on desktop, 512 on iOS and Android. */
export const SHADOW_MAP_SIZE = { desktop: 4096, mobileOs: 512 } as const;

/** 001 §2: the viewer's camera field of view (degrees). */
export const DEFAULT_FOV = 50;

/** A design as the viewer shows it: the model, the material records and the design config. */
export interface ViewerDesign {
  model: ModelSource;
  /** The material records the parts, colorways and form answers refer to by id. */
  materials?: readonly Material[];
  /** The design (combination_config); parsed with the schema, so defaults may be left out. */
  config: CombinationConfigInput;
  /** The editor's canvas decal layers (002 §3) by part id, drawn over the placed decals. */
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
  /** A shortcut key was pressed; `toggleShortcutsHelp` is for the host's help overlay. */
  shortcut: { action: ShortcutAction };
}

export interface ViewerOptions {
  /** The canvas to draw on (ignored when `renderer` is given: its canvas is used). */
  canvas?: HTMLCanvasElement;
  /** Injected I/O (STYLE.md 7); default {@link createBrowserServices}(). */
  services?: EngineServices;
  /** Picks texture and shadow sizes; default: read from the browser. */
  platform?: Platform;
  /** A renderer to draw with; the viewer then leaves it alive on dispose. */
  renderer?: WebGLRenderer;
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
  /** Widths asked of the image helper for material textures; default 4096 and 1024. */
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

interface LoadedModel {
  url: string;
  root: Object3D;
  /** Each mesh's own material, restored when a part has no material record. */
  originalMaterials: Map<Mesh, ThreeMaterial | ThreeMaterial[]>;
  bounds: Box3;
}

interface AppliedState {
  config: CombinationConfig;
  partMeshes: PartMeshes;
  layers: Map<string, DecalLayer[]>;
}

const toTuple = (v: Vector3): [number, number, number] => [v.x, v.y, v.z];

/**
 * Frees a model's geometries and depth materials, and its own materials: those it was
 * loaded with (`originals`), or, when none are given, whatever its meshes wear. Part
 * materials are not the model's and are left alone.
 */
function disposeObjectTree(root: Object3D, originals?: Iterable<ThreeMaterial | ThreeMaterial[]>): void {
  const materials = new Set<ThreeMaterial>();
  root.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    object.geometry.dispose();
    (object.customDepthMaterial as ThreeMaterial | undefined)?.dispose();
    if (!originals) {
      for (const material of Array.isArray(object.material) ? object.material : [object.material])
        materials.add(material);
    }
  });
  for (const entry of originals ?? [])
    for (const material of Array.isArray(entry) ? entry : [entry]) materials.add(material);
  for (const material of materials) disposeMaterial(material);
}

function disposeMaterial(material: ThreeMaterial): void {
  for (const value of Object.values(material)) {
    if (value instanceof Texture) {
      value.dispose();
      (value.image as ImageBitmap | undefined)?.close?.();
    }
  }
  material.dispose();
}

/**
 * The 3D viewer: a WebGL2 renderer, a scene, a perspective camera with orbit controls,
 * and everything a design asks for (model, part materials, colorways, variations,
 * decals, background, environment, lighting). It draws only when something changed
 * (render on demand) and frees every GPU resource on {@link dispose}.
 *
 * ```ts
 * const viewer = new Viewer({ canvas });
 * viewer.on('error', (e) => showError(e.message));
 * await viewer.applyDesign({ model: { url: '/assets/models/tshirt.glb' }, materials, config });
 * ```
 */
export class Viewer {
  readonly renderer: WebGLRenderer;
  readonly scene = new Scene();
  readonly camera: PerspectiveCamera;
  readonly controls: OrbitControls;
  readonly services: EngineServices;
  readonly platform: Platform;
  /** The keyboard shortcuts (for the Shortcuts help overlay). */
  readonly shortcuts: readonly Shortcut[] = SHORTCUTS;

  private readonly canvas: HTMLCanvasElement;
  private readonly ownsRenderer: boolean;
  private readonly events = new Emitter<ViewerEvents>();
  private readonly frameLoop: FrameLoop;
  private readonly textures: TextureCache;
  private readonly compositor: DecalCompositor;
  private readonly background: SceneBackground;
  private readonly environment: SceneEnvironment;
  private readonly lighting: SceneLighting;
  private readonly raycaster = new SurfaceRaycaster();
  private readonly modelGroup = new Group();
  private readonly floor: Mesh<PlaneGeometry, ShadowMaterial>;
  private readonly partMaterials = new Map<string, PartMaterial>();
  private readonly options: ViewerOptions;
  private readonly stopResize: (() => void) | undefined;
  private readonly migrationCache = new Map<string, string>();
  private model: LoadedModel | null = null;
  private applied: AppliedState | null = null;
  private initialCamera: CameraTransform = defaultCameraTransform();
  private pendingDesign: {
    design: ViewerDesign;
    settle: { resolve: () => void; reject: (e: unknown) => void }[];
  } | null = null;
  private applying = false;
  private frames = 0;
  private frameWaiters: (() => void)[] = [];
  private shadowsDirty = true;
  private drag: DecalDrag | null = null;
  private worker: TextureWorkerClient | null = null;
  private disposed = false;
  private width = 1;
  private height = 1;
  private pixelRatio: number;
  private readonly defaultPixelRatio: number;
  private readonly defaultDecalCanvasSize: number;
  private readonly shadowMapSize: number;

  constructor(options: ViewerOptions = {}) {
    this.options = options;
    this.services = options.services ?? createBrowserServices();
    this.platform = options.platform ?? detectBrowserPlatform();
    this.ownsRenderer = !options.renderer;
    this.renderer =
      options.renderer ??
      new WebGLRenderer({
        canvas: options.canvas,
        antialias: options.antialias ?? true,
        powerPreference: 'high-performance',
      });
    this.canvas = this.renderer.domElement;
    const renderer = this.renderer;
    renderer.outputColorSpace = SRGBColorSpace;
    renderer.toneMapping = NeutralToneMapping;
    renderer.shadowMap.enabled = true;
    renderer.shadowMap.type = PCFShadowMap;
    // The shadow only changes with the model, its parts or the lights, not with the camera.
    renderer.shadowMap.autoUpdate = false;
    this.defaultPixelRatio = options.pixelRatio ?? Math.min(2, globalThis.devicePixelRatio || 1);
    this.pixelRatio = this.defaultPixelRatio;

    this.camera = new PerspectiveCamera(DEFAULT_FOV, 1, 0.01, 100);
    this.controls = new OrbitControls(this.camera, this.canvas);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = 0.12;
    this.controls.addEventListener('change', this.invalidate);

    this.frameLoop = new FrameLoop(this.services.scheduler, (time) => this.drawFrame(time));
    this.textures = new TextureCache(
      this.services.loadImage,
      Math.min(8, renderer.capabilities.getMaxAnisotropy()),
    );
    this.defaultDecalCanvasSize =
      options.decalCanvasSize ??
      (this.platform.mobile ? DECAL_CANVAS_SIZE.mobile : DECAL_CANVAS_SIZE.desktop);
    this.compositor = new DecalCompositor({
      renderer,
      cache: this.textures,
      resolveImageUrl: this.services.resolveImageUrl,
      size: this.defaultDecalCanvasSize,
      ...(options.decalImageWidth ? { imageWidth: options.decalImageWidth } : {}),
      onError: (message, cause) => this.reportError({ code: 'decal-load-failed', message, cause }),
    });
    this.background = new SceneBackground(this.scene, this.services.loadImage, this.services.resolveImageUrl);
    this.environment = new SceneEnvironment(this.scene, renderer, this.services);
    this.shadowMapSize =
      options.shadowMapSize ??
      (this.platform.ios || this.platform.android ? SHADOW_MAP_SIZE.mobileOs : SHADOW_MAP_SIZE.desktop);
    this.lighting = new SceneLighting(this.shadowMapSize);
    this.floor = new Mesh(
      new PlaneGeometry(12, 12).rotateX(-Math.PI / 2),
      new ShadowMaterial({ opacity: 0.18 }),
    );
    this.floor.name = 'shadow-floor';
    this.floor.receiveShadow = true;
    this.floor.visible = false;
    this.modelGroup.name = 'model';
    this.scene.add(this.lighting.group, this.modelGroup, this.floor);

    if (this.canvas.tabIndex < 0) this.canvas.tabIndex = 0;
    this.canvas.addEventListener('keydown', this.onKeyDown);
    this.resetViewport();
    this.setSize(
      options.width ?? (this.canvas.clientWidth || this.canvas.width),
      options.height ?? (this.canvas.clientHeight || this.canvas.height),
    );
    this.stopResize =
      options.autoResize === false
        ? undefined
        : this.services.observeResize(this.canvas, () => {
            if (this.canvas.clientWidth > 0 && this.canvas.clientHeight > 0) {
              this.setSize(this.canvas.clientWidth, this.canvas.clientHeight);
            }
          });
  }

  // ---------------------------------------------------------------------------
  // Events, size, frames
  // ---------------------------------------------------------------------------

  /** Listens to a viewer event; answers the function that stops listening. */
  on<K extends keyof ViewerEvents>(type: K, listener: (event: ViewerEvents[K]) => void): () => void {
    return this.events.on(type, listener);
  }

  /** Resizes the drawing buffer to `width` x `height` CSS pixels (the canvas's CSS size is left alone). */
  setSize(width: number, height: number): void {
    const w = Math.max(1, Math.round(width));
    const h = Math.max(1, Math.round(height));
    if (w === this.width && h === this.height && this.renderer.getPixelRatio() === this.pixelRatio) return;
    this.width = w;
    this.height = h;
    this.renderer.setPixelRatio(this.pixelRatio);
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this.background.setAspect(w / h);
    this.invalidate();
  }

  /** The decal canvas size and pixel ratio in use. */
  get quality(): { decalCanvasSize: number; pixelRatio: number } {
    return { decalCanvasSize: this.compositor.size, pixelRatio: this.pixelRatio };
  }

  /**
   * Changes the rendering quality at run time: the pixel ratio resizes the drawing buffer,
   * the decal canvas size redraws every part's decal canvas at the new size. Either way
   * the next frame shows it; unchanged values cost nothing.
   */
  setQuality(quality: ViewerQuality): void {
    const { decalCanvasSize, pixelRatio } = quality;
    if (decalCanvasSize !== undefined) {
      const size = decalCanvasSize === 'auto' ? this.defaultDecalCanvasSize : decalCanvasSize;
      if (!Number.isInteger(size) || size < 1)
        throw new RangeError(`The decal canvas size must be a positive whole number, not ${size}`);
      if (size !== this.compositor.size) {
        this.compositor.setSize(size);
        this.invalidate();
      }
    }
    if (pixelRatio !== undefined) {
      const ratio = pixelRatio === 'auto' ? this.defaultPixelRatio : pixelRatio;
      if (!Number.isFinite(ratio) || ratio <= 0)
        throw new RangeError(`The pixel ratio must be a positive number, not ${ratio}`);
      if (ratio !== this.pixelRatio) {
        this.pixelRatio = ratio;
        this.setSize(this.width, this.height);
      }
    }
  }

  /** Asks for a frame; nothing is drawn until something calls this (render on demand). */
  readonly invalidate = (): void => {
    this.frameLoop.invalidate();
  };

  /** Draws the pending frame now, if one is pending (tests, captures, benchmarks). */
  renderNow(): void {
    this.frameLoop.flush(this.services.clock.now());
  }

  /** Frames drawn so far. */
  get frameCount(): number {
    return this.frames;
  }

  /** Resolves after the next frame is drawn. */
  nextFrame(): Promise<void> {
    return new Promise((resolve) => {
      this.frameWaiters.push(resolve);
      this.invalidate();
    });
  }

  private drawFrame(time: number): boolean {
    let again = false;
    if (this.drag?.pending) this.applyDragStep();
    if (this.controls.enabled && this.controls.enableDamping) again = this.controls.update() || again;
    this.compositor.flush();
    if (this.shadowsDirty) {
      this.renderer.shadowMap.needsUpdate = true;
      this.shadowsDirty = false;
    }
    this.renderer.setRenderTarget(null);
    this.renderer.render(this.scene, this.camera);
    this.frames++;
    this.events.emit('frame', { frame: this.frames, time });
    const waiters = this.frameWaiters;
    this.frameWaiters = [];
    for (const resolve of waiters) resolve();
    return again;
  }

  // ---------------------------------------------------------------------------
  // Camera
  // ---------------------------------------------------------------------------

  /** Returns the camera to the design's initialCameraTransform, or to [0,1,6] looking at [0,0,0]. */
  resetViewport(): void {
    this.setCameraTransform(this.initialCamera);
  }

  /** Moves the camera (position and the point it orbits and looks at). */
  setCameraTransform(transform: CameraTransform): void {
    this.camera.position.fromArray(transform.position);
    this.controls.target.fromArray(transform.target);
    this.camera.lookAt(this.controls.target);
    this.controls.update();
    this.invalidate();
  }

  /** The camera's position, target and rotation (Euler XYZ, radians): `getCameraPosRot` of 001 §7. */
  getCameraTransform(): CameraTransform & { rotation: [number, number, number] } {
    const r = this.camera.rotation;
    return {
      position: toTuple(this.camera.position),
      target: toTuple(this.controls.target),
      rotation: [r.x, r.y, r.z],
    };
  }

  /** The transform {@link resetViewport} returns to. */
  get initialCameraTransform(): CameraTransform {
    return { position: [...this.initialCamera.position], target: [...this.initialCamera.target] };
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const shortcut = shortcutForKey(event.key);
    if (!shortcut) return;
    this.runShortcut(shortcut.action);
    event.preventDefault();
  };

  /** Performs a shortcut's action (also used by hosts' help-overlay buttons). */
  runShortcut(action: ShortcutAction): void {
    const step = Math.PI / 12;
    switch (action) {
      case 'resetViewport':
        this.resetViewport();
        break;
      case 'orbitLeft':
        this.controls.rotateLeft(step);
        break;
      case 'orbitRight':
        this.controls.rotateLeft(-step);
        break;
      case 'orbitUp':
        this.controls.rotateUp(step);
        break;
      case 'orbitDown':
        this.controls.rotateUp(-step);
        break;
      case 'zoomIn':
        this.controls.dollyIn(1.15);
        break;
      case 'zoomOut':
        this.controls.dollyOut(1.15);
        break;
      case 'toggleShortcutsHelp':
        break;
    }
    this.events.emit('shortcut', { action });
  }

  // ---------------------------------------------------------------------------
  // Designs
  // ---------------------------------------------------------------------------

  /**
   * Shows a design. Only what changed since the last design is updated: a new model url
   * reloads the model; a material, colorway or variation change swaps materials or
   * toggles visibility; a decal change redraws that part's canvas; background,
   * environment and lighting update alone. Calls made while one is applying are
   * coalesced: the latest design wins and every caller's promise settles with it.
   * Rejects (and emits `error`) when the design is invalid or the model cannot be loaded.
   */
  applyDesign(design: ViewerDesign): Promise<void> {
    return new Promise((resolve, reject) => {
      const settle = { resolve, reject };
      if (this.pendingDesign) {
        this.pendingDesign.design = design;
        this.pendingDesign.settle.push(settle);
      } else {
        this.pendingDesign = { design, settle: [settle] };
      }
      void this.pumpDesigns();
    });
  }

  /** The design config last applied (after migration), if any. */
  get config(): CombinationConfig | undefined {
    return this.applied?.config;
  }

  /** The part ids that have meshes in the loaded model. */
  get parts(): string[] {
    return [...(this.applied?.partMeshes ?? new Map<string, Mesh[]>())]
      .filter(([, meshes]) => meshes.length > 0)
      .map(([id]) => id);
  }

  private async pumpDesigns(): Promise<void> {
    if (this.applying) return;
    this.applying = true;
    try {
      while (this.pendingDesign && !this.disposed) {
        const job = this.pendingDesign;
        this.pendingDesign = null;
        try {
          await this.applyNow(job.design);
          for (const settle of job.settle) settle.resolve();
        } catch (error) {
          for (const settle of job.settle) settle.reject(error);
        }
      }
    } finally {
      this.applying = false;
    }
  }

  private reportError(error: ViewerError): void {
    this.services.log.error(error.message, error.cause);
    this.events.emit('error', error);
  }

  private async applyNow(design: ViewerDesign): Promise<void> {
    const parsed = CombinationConfigSchema.safeParse(design.config);
    if (!parsed.success) {
      const error = new Error(
        `Invalid design: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
      );
      this.reportError({ code: 'invalid-design', message: error.message, cause: parsed.error });
      throw error;
    }
    let config = parsed.data;
    if (config.decals.placed.some(isV2Decal)) config = await this.migrateDecals(config);
    if (this.disposed) return;

    // Material textures depend on the design only, not on the model: they load while the
    // model downloads and parses.
    const layers = decalLayersByPart(config, design.decalLayers);
    const records = new Map((design.materials ?? []).map((material) => [material.id, material]));
    const appearances = resolvePartAppearances(config);
    const looks = new Map<string, { material: PartMaterial; ready: Promise<boolean> }>();
    for (const [partId, appearance] of appearances) {
      const record = appearance.materialId === undefined ? undefined : records.get(appearance.materialId);
      if (!record && !layers.has(partId)) continue;
      let partMaterial = this.partMaterials.get(partId);
      if (!partMaterial) {
        partMaterial = new PartMaterial({
          cache: this.textures,
          resolveImageUrl: this.services.resolveImageUrl,
          requestWidths: this.options.textureRequestWidths ?? TEXTURE_REQUEST_WIDTH,
        });
        this.partMaterials.set(partId, partMaterial);
      }
      const ready = partMaterial
        .setLook(record ? readMaterialLook(record) : FALLBACK_LOOK)
        .catch((error: unknown) => {
          this.reportError({
            code: 'texture-load-failed',
            message: error instanceof Error ? error.message : String(error),
            cause: error,
          });
          return true;
        });
      looks.set(partId, { material: partMaterial, ready });
    }

    const modelChanged = !this.model || this.model.url !== design.model.url;
    if (modelChanged) await this.replaceModel(design.model);
    if (this.disposed || !this.model) return;
    const model = this.model;

    const partMeshes = mapMeshesToParts(model.root, config.parts);
    const previous = this.applied;
    this.applied = { config, partMeshes, layers };

    // Materials and visibility first: they decide the first frame.
    const assigned: Promise<void>[] = [];
    for (const [partId, meshes] of partMeshes) {
      const appearance = appearances.get(partId)!;
      for (const mesh of meshes) {
        if (mesh.visible !== appearance.visible) this.shadowsDirty = true;
        mesh.visible = appearance.visible;
      }
      const look = looks.get(partId);
      if (!look) {
        this.restoreOriginalMaterials(partId, meshes);
        continue;
      }
      // Tiling per metre of cloth needs the part's UV span, known once the model is here;
      // a retiled opacity map moves the shadow's holes.
      if (look.material.setUvSpan(partUvSpan(meshes))) this.shadowsDirty = true;
      assigned.push(
        look.ready.then((changed) => {
          if (this.disposed || this.partMaterials.get(partId) !== look.material) return;
          // Opacity maps cut the shadow too.
          if (changed) this.shadowsDirty = true;
          for (const mesh of meshes) {
            if (mesh.material !== look.material.material) {
              mesh.material = look.material.material;
              this.shadowsDirty = true;
            }
          }
        }),
      );
    }
    for (const partId of [...this.partMaterials.keys()]) {
      if (!looks.has(partId)) this.restoreOriginalMaterials(partId, []);
    }
    await Promise.all(assigned);
    if (this.disposed) return;
    if (!previous || modelChanged) {
      this.initialCamera = config.initialCameraTransform ?? defaultCameraTransform();
      this.resetViewport();
      this.events.emit('load', {
        url: model.url,
        parts: [...partMeshes].filter(([, m]) => m.length > 0).map(([id]) => id),
        partsWithoutMeshes: [...partMeshes].filter(([, m]) => m.length === 0).map(([id]) => id),
      });
    } else {
      this.initialCamera = config.initialCameraTransform ?? defaultCameraTransform();
    }
    this.invalidate();

    // Decals, background and lighting.
    const decalParts = new Set([...layers.keys(), ...this.compositor.partIds]);
    await Promise.all(
      [...decalParts].map(async (partId) => {
        const partMaterial = this.partMaterials.get(partId);
        const partLayers = partMeshes.get(partId)?.length ? (layers.get(partId) ?? []) : [];
        await this.compositor.setLayers(partId, partLayers, partMaterial?.baseDiffuse ?? null);
        partMaterial?.setCompositeMap(this.compositor.textureOf(partId));
      }),
    );
    for (const [partId, partMaterial] of this.partMaterials) {
      this.compositor.setBase(partId, partMaterial.baseDiffuse);
    }
    try {
      await this.background.apply(config.background_config);
    } catch (error) {
      this.reportError({
        code: 'background-load-failed',
        message: `Failed to load background "${config.background_config?.url ?? ''}"`,
        ...(config.background_config?.url ? { url: config.background_config.url } : {}),
        cause: error,
      });
    }
    if (this.lighting.apply(config.lighting_config)) this.shadowsDirty = true;
    this.environment.setIntensity(config.environment_config.intensity);
    this.invalidate();

    // The shadow and the environment last: the garment is already on screen in plain
    // light, and a 4096 px shadow pass or prefiltering an HDR map
    // takes a while, so they wait for that frame.
    const upgradeShadow =
      !this.lighting.main.castShadow ||
      this.lighting.shadowMapSize !== this.shadowMapSize ||
      !this.floor.visible;
    const loadEnvironment = this.environment.needsLoad(config.environment_config);
    if (upgradeShadow || loadEnvironment) {
      await this.nextFrame();
      if (this.disposed) return;
      if (upgradeShadow) {
        this.lighting.main.castShadow = true;
        this.lighting.setShadowMapSize(this.shadowMapSize);
        this.floor.visible = this.model !== null;
        this.shadowsDirty = true;
      }
      if (loadEnvironment) {
        try {
          await this.environment.load(config.environment_config);
        } catch (error) {
          const url = config.environment_config.url;
          this.reportError({
            code: 'environment-load-failed',
            message: `Failed to load environment "${url ?? ''}"`,
            ...(url ? { url } : {}),
            cause: error,
          });
        }
      }
      this.invalidate();
    }
    this.events.emit('designapplied', { config });
  }

  private restoreOriginalMaterials(partId: string, meshes: readonly Mesh[]): void {
    const partMaterial = this.partMaterials.get(partId);
    for (const mesh of meshes) {
      const original = this.model?.originalMaterials.get(mesh);
      if (original && mesh.material !== original) {
        mesh.material = original;
        this.shadowsDirty = true;
      }
    }
    if (partMaterial) {
      if (this.model) {
        this.model.root.traverse((object) => {
          if (object instanceof Mesh && object.material === partMaterial.material) {
            object.material = this.model!.originalMaterials.get(object) ?? object.material;
          }
        });
      }
      partMaterial.dispose();
      this.partMaterials.delete(partId);
      this.compositor.removePart(partId);
    }
  }

  private async replaceModel(source: ModelSource): Promise<void> {
    let root: Object3D;
    try {
      root = await loadModel(this.services.fetch, source, ({ loaded, total }) =>
        this.events.emit('progress', {
          url: source.url,
          loaded,
          total,
          ratio: total > 0 ? loaded / total : null,
        }),
      );
    } catch (error) {
      this.reportError({
        code: 'model-load-failed',
        message: error instanceof Error ? error.message : String(error),
        url: source.url,
        cause: error,
      });
      // The canvas keeps the background (and any previous model), never a blank frame.
      this.invalidate();
      throw error;
    }
    if (this.disposed) {
      disposeObjectTree(root);
      return;
    }
    // Part materials and decal canvases are kept: they belong to parts, not to a model,
    // and decals are drawn in UV space.
    this.disposeModel();
    normalizeModel(root);
    const originalMaterials = new Map<Mesh, ThreeMaterial | ThreeMaterial[]>();
    root.traverse((object) => {
      if (!(object instanceof Mesh)) return;
      originalMaterials.set(object, object.material);
      object.castShadow = true;
      object.receiveShadow = true;
      // three.js's shadow pass otherwise draws every mesh with one shared depth material
      // that keeps the last map it was given in its uniforms; a later mesh without a map
      // would then upload that texture again after we disposed it (a leak across designs).
      object.customDepthMaterial = new MeshDepthMaterial();
    });
    const bounds = new Box3().setFromObject(root);
    this.modelGroup.add(root);
    this.floor.position.y = bounds.min.y - 0.001;
    // Shown with the full shadow, after the garment's first frame (see applyNow).
    this.floor.visible = false;
    this.model = { url: source.url, root, originalMaterials, bounds };
    this.shadowsDirty = true;
    // A new model's first frame has no shadow pass at all: a shadow pass draws every mesh
    // once more (slow on weak GPUs and software renderers), so the garment shows at once
    // in plain light and its shadow follows in the next frame (see applyNow).
    this.lighting.main.castShadow = false;
  }

  /** Removes the model and everything made for it; the viewer stays usable. */
  unloadDesign(): void {
    this.pendingDesign = null;
    this.endDecalDrag();
    this.unloadModel();
    this.applied = null;
    this.invalidate();
  }

  private unloadModel(): void {
    for (const partId of [...this.partMaterials.keys()]) this.restoreOriginalMaterials(partId, []);
    for (const partId of this.compositor.partIds) this.compositor.removePart(partId);
    this.disposeModel();
  }

  private disposeModel(): void {
    if (this.model) {
      this.modelGroup.remove(this.model.root);
      disposeObjectTree(this.model.root, this.model.originalMaterials.values());
      this.model = null;
    }
    this.floor.visible = false;
    this.shadowsDirty = true;
  }

  // ---------------------------------------------------------------------------
  // v2 -> v3 decal migration (001 §4)
  // ---------------------------------------------------------------------------

  /** The texture worker client (created on first use), or null when no worker factory was injected. */
  get textureWorker(): TextureWorkerClient | null {
    if (!this.worker && this.services.createTextureWorker) {
      this.worker = new TextureWorkerClient(
        this.services.createTextureWorker,
        this.services.fetch,
        this.services.log,
      );
    }
    return this.worker;
  }

  private async migrateDecals(config: CombinationConfig): Promise<CombinationConfig> {
    const worker = this.textureWorker;
    const resolve = (url: string) => this.services.resolveImageUrl(url, this.options.decalImageWidth ?? 4096);
    const result = await migrateDecalsV2ToV3(config, async (diffuse, opacity) => {
      const key = `${diffuse}\n${opacity}`;
      const cached = this.migrationCache.get(key);
      if (cached) return cached;
      if (!worker) throw new Error('No texture worker to merge the decal images');
      const merged = await worker.mergeToDataUrl(resolve(diffuse), resolve(opacity));
      this.migrationCache.set(key, merged);
      return merged;
    });
    for (const failure of result.failures) {
      this.services.log.warn(
        `Decal "${failure.value}" was not converted to v3 and is kept unchanged: ${failure.error}`,
      );
    }
    this.events.emit('designmigrated', result);
    return result.config;
  }

  // ---------------------------------------------------------------------------
  // Raycasting (001 §7 opticRaycaster, get2DPositionFrom3DPosition, Spawn_at_front)
  // ---------------------------------------------------------------------------

  /** The part surface under a point of the canvas (CSS pixels from its top-left corner). */
  raycast(x: number, y: number, onlyPart?: string): SurfaceHit | null {
    if (!this.applied) return null;
    const ndcX = (x / this.width) * 2 - 1;
    const ndcY = -(y / this.height) * 2 + 1;
    return this.raycaster.fromCamera(this.camera, ndcX, ndcY, this.applied.partMeshes, onlyPart);
  }

  /** The part surface under a pointer event's client position. */
  raycastClient(clientX: number, clientY: number, onlyPart?: string): SurfaceHit | null {
    const rect = this.canvas.getBoundingClientRect();
    const sx = rect.width > 0 ? this.width / rect.width : 1;
    const sy = rect.height > 0 ? this.height / rect.height : 1;
    return this.raycast((clientX - rect.left) * sx, (clientY - rect.top) * sy, onlyPart);
  }

  /**
   * Where a world point appears on the canvas, in CSS pixels from its top-left corner
   * (001 §7 get2DPositionFrom3DPosition); `visible` is false behind the camera or off screen.
   */
  get2DPositionFrom3DPosition(x: number, y: number, z: number): { x: number; y: number; visible: boolean } {
    const point = new Vector3(x, y, z).project(this.camera);
    return {
      x: ((point.x + 1) / 2) * this.width,
      y: ((1 - point.y) / 2) * this.height,
      visible: point.z >= -1 && point.z <= 1 && Math.abs(point.x) <= 1 && Math.abs(point.y) <= 1,
    };
  }

  /**
   * Where a new decal goes (001 §7 Spawn_at_front): the surface point at the centre of
   * the view, facing the camera; when the centre misses the garment, the point of the
   * garment towards its middle. Null when no part is visible. The host adds the decal
   * (with `part_binding = part`, `position = uv`, `world_position = point`).
   */
  spawnAtFront(onlyPart?: string): SurfaceHit | null {
    if (!this.applied) return null;
    const centre = this.raycaster.fromCamera(this.camera, 0, 0, this.applied.partMeshes, onlyPart);
    if (centre) return centre;
    const bounds = new Box3();
    for (const [part, meshes] of this.applied.partMeshes) {
      if (onlyPart !== undefined && part !== onlyPart) continue;
      for (const mesh of meshes) if (mesh.visible) bounds.expandByObject(mesh);
    }
    if (bounds.isEmpty()) return null;
    const middle = bounds.getCenter(new Vector3());
    return this.raycaster.fromRay(
      this.camera.position.clone(),
      middle.sub(this.camera.position),
      this.applied.partMeshes,
      onlyPart,
    );
  }

  /** The world point at a UV of a part (a decal's centre), or null. */
  worldPositionAtUv(part: string, uv: UvVector): [number, number, number] | null {
    const meshes = this.applied?.partMeshes.get(part) ?? [];
    const point = worldPointAtUv(meshes, uv);
    return point ? toTuple(point) : null;
  }

  // ---------------------------------------------------------------------------
  // Decal layers and handle drags
  // ---------------------------------------------------------------------------

  /** The layers drawn on a part, in order (placed decals, then canvas layers). */
  decalLayers(part: string): DecalLayer[] {
    return this.compositor.layerIds(part).flatMap((id) => {
      const layer = this.compositor.layer(part, id);
      return layer ? [layer] : [];
    });
  }

  /**
   * Moves, turns or resizes one decal layer at once, without a full design update (the
   * editor's fine-tune sliders); the part's canvas redraws only the touched region in
   * the next frame.
   */
  setDecalTransform(part: string, id: string, transform: Partial<DecalTransform>): boolean {
    const changed = this.compositor.updateLayerTransform(part, id, transform);
    if (changed) this.invalidate();
    return changed;
  }

  /**
   * Starts dragging a decal handle (001 §4): orbit controls are switched off until
   * {@link endDecalDrag}; pointer positions given to {@link moveDecalDrag} are applied
   * once per frame, so the decal follows the pointer at frame rate. `pointer` is in CSS
   * pixels from the canvas's top-left corner.
   */
  beginDecalDrag(options: {
    part: string;
    id: string;
    handle: DecalHandle;
    pointer: CanvasPoint;
    /** A placed decal's area limit (when `limit_enable`). */
    limit?: { min: UvVector; max: UvVector };
  }): boolean {
    const layer = this.compositor.layer(options.part, options.id);
    if (!layer || !this.applied) return false;
    this.endDecalDrag();
    const world = this.worldPositionAtUv(options.part, layer.position);
    const centre = world
      ? this.get2DPositionFrom3DPosition(...world)
      : { x: options.pointer.x, y: options.pointer.y };
    const hit = this.raycast(options.pointer.x, options.pointer.y, options.part);
    this.drag = new DecalDrag(
      options.part,
      options.id,
      options.handle,
      options.pointer,
      transformOf(layer),
      centre,
      hit?.uv ?? null,
      layer.source === 'placed' ? 'positive' : 'signed',
      options.limit,
    );
    this.controls.enabled = false;
    return true;
  }

  /** A pointer move while dragging (mousemove / opticRaycaster of 001 §7). */
  moveDecalDrag(pointer: CanvasPoint): void {
    if (!this.drag) return;
    this.drag.pending = { x: pointer.x, y: pointer.y };
    this.invalidate();
  }

  /** Ends the drag (mouseup): applies the last move, reports the final value, restores orbiting. */
  endDecalDrag(): void {
    const drag = this.drag;
    if (!drag) return;
    if (drag.pending) this.applyDragStep();
    this.drag = null;
    this.controls.enabled = true;
    this.emitDecalChange(drag.part, drag.layerId, true);
    this.invalidate();
  }

  private applyDragStep(): void {
    const drag = this.drag;
    if (!drag?.pending) return;
    const pointer = drag.pending;
    drag.pending = null;
    let transform: DecalTransform | null;
    if (drag.handle === 'pan') {
      const hit = this.raycast(pointer.x, pointer.y, drag.part);
      transform = hit ? drag.panTo(hit.uv) : null;
    } else {
      transform = drag.rotateOrScale(pointer);
    }
    if (!transform) return;
    const layer = this.compositor.layer(drag.part, drag.layerId);
    const mask = layer?.mask ? this.followMask(layer, transform) : undefined;
    this.compositor.updateLayerTransform(drag.part, drag.layerId, mask ? { ...transform, mask } : transform);
    this.emitDecalChange(drag.part, drag.layerId, false);
  }

  /** A mask moves with its layer during a drag, keeping its placement relative to it. */
  private followMask(layer: DecalLayer, next: DecalTransform): DecalLayer['mask'] {
    const mask = layer.mask!;
    const fx = layer.scale.x !== 0 ? next.scale.x / layer.scale.x : 1;
    const fy = layer.scale.y !== 0 ? next.scale.y / layer.scale.y : 1;
    const turn = ((next.rotation - layer.rotation) * Math.PI) / 180;
    const dx = (mask.position.x - layer.position.x) * fx;
    const dy = (mask.position.y - layer.position.y) * fy;
    return {
      ...mask,
      position: {
        x: next.position.x + dx * Math.cos(turn) - dy * Math.sin(turn),
        y: next.position.y + dx * Math.sin(turn) + dy * Math.cos(turn),
      },
      scale: { x: mask.scale.x * fx, y: mask.scale.y * fy },
      rotation: mask.rotation + (next.rotation - layer.rotation),
    };
  }

  private emitDecalChange(part: string, id: string, final: boolean): void {
    const layer = this.compositor.layer(part, id);
    if (!layer) return;
    const offset = layer.offset ?? { x: 0, y: 0 };
    const world = final ? this.worldPositionAtUv(part, layer.position) : null;
    this.events.emit('decalchange', {
      id,
      part,
      source: layer.source,
      position: { x: layer.position.x - offset.x, y: layer.position.y - offset.y },
      scale: { ...layer.scale },
      rotation: normalizeRotation(layer.rotation, layer.source === 'placed' ? 'positive' : 'signed'),
      ...(world ? { world_position: { x: world[0], y: world[1], z: world[2] } } : {}),
      final,
    });
  }

  // ---------------------------------------------------------------------------
  // Capture (001 §7 captureThumbnail; media plates)
  // ---------------------------------------------------------------------------

  /**
   * Renders the current design offscreen at `size` (default 1920x1080, fov 75) from the
   * given camera and answers a WebP (default) or PNG blob. The live view is not touched.
   */
  async captureThumbnail(options: CaptureOptions = {}): Promise<Blob> {
    const [width, height] = options.size ?? DEFAULT_CAPTURE_SIZE;
    const type = options.type ?? 'image/webp';
    const camera = captureCamera(
      { ...options, fov: options.fov ?? DEFAULT_CAPTURE_FOV },
      this.initialCamera,
      this.camera.near,
      this.camera.far,
    );
    let captured;
    try {
      this.compositor.flush();
      if (this.shadowsDirty) this.renderer.shadowMap.needsUpdate = true;
      this.background.setAspect(width / height);
      captured = renderOffscreen(this.renderer, this.scene, camera, width, height);
    } catch (error) {
      this.reportError({ code: 'capture-failed', message: 'Capture failed', cause: error });
      throw error;
    } finally {
      this.background.setAspect(this.width / this.height);
    }
    const worker = this.textureWorker;
    if (worker)
      return worker.encodePixels(captured.pixels, captured.width, captured.height, type, options.quality);
    return encodePixelsHere(captured, type, options.quality);
  }

  /**
   * Captures every auto-capture media plate (type `capture`, captureInfo.auto_capture
   * true), one after another; answers each plate's id with its image.
   */
  async captureMediaPlates(
    plates: readonly MediaPlate[],
    options: Pick<CaptureOptions, 'type' | 'quality'> = {},
  ): Promise<{ id: number; blob: Blob }[]> {
    const results: { id: number; blob: Blob }[] = [];
    for (const plate of plates) {
      const info = plate.captureInfo;
      if (plate.type !== 'capture' || !info || info.auto_capture === false) continue;
      const blob = await this.captureThumbnail({
        ...options,
        size: info.size,
        fov: info.fov,
        ...(info.position ? { position: info.position } : {}),
        ...(info.rotation ? { rotation: info.rotation } : {}),
      });
      results.push({ id: plate.id, blob });
    }
    return results;
  }

  // ---------------------------------------------------------------------------
  // Disposal
  // ---------------------------------------------------------------------------

  /**
   * Frees every GPU resource the viewer made (model, materials, textures, decal canvases,
   * environment, shadow map), stops listening and drawing, and ends the texture worker.
   * The renderer is disposed too unless it was passed in.
   */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const settle of this.pendingDesign?.settle ?? []) settle.resolve();
    this.pendingDesign = null;
    this.frameLoop.dispose();
    this.stopResize?.();
    this.canvas.removeEventListener('keydown', this.onKeyDown);
    this.controls.removeEventListener('change', this.invalidate);
    this.controls.dispose();
    this.unloadModel();
    this.compositor.dispose();
    this.textures.dispose();
    this.background.dispose();
    this.environment.dispose();
    this.lighting.main.shadow.map?.dispose();
    this.lighting.dispose();
    this.floor.geometry.dispose();
    this.floor.material.dispose();
    this.scene.clear();
    this.worker?.dispose();
    this.worker = null;
    this.events.clear();
    this.frameWaiters = [];
    if (this.ownsRenderer) {
      this.renderer.dispose();
      this.renderer.forceContextLoss();
    } else {
      this.renderer.shadowMap.autoUpdate = true;
    }
  }
}
