import type { WebGLRenderer } from 'three';
import type { CameraTransform, DesignDocument, MediaPlate } from '@atelier/schema';
import type { CaptureOptions } from '../capture/capture';
import { Emitter } from '../core/emitter';
import { DECAL_CANVAS_SIZE, DECAL_IMAGE_WIDTH } from '../decals/decal-compositor';
import type { DecalLayer, UvVector } from '../decals/decal-layer';
import type { CanvasPoint, DecalTransform } from '../interaction/decal-drag';
import type { SurfaceHit } from '../interaction/surface-raycaster';
import type { Ktx2Images } from '../loading/ktx2-images';
import { TEXTURE_REQUEST_WIDTH } from '../materials/material-record';
import { TextureCache } from '../materials/texture-cache';
import {
  createBrowserServices,
  detectBrowserPlatform,
  type EngineServices,
  type Platform,
} from '../services/services';
import type { TextureWorkerClient } from '../workers/texture-worker-client';
import { CameraRig } from './camera-rig';
import { DecalCanvases } from './decal-canvases';
import { DecalDragging, type DecalDragStart } from './decal-dragging';
import { DesignApplication } from './design-application';
import { registerInternals } from './internals';
import { ModelSlot } from './model-slot';
import { PartLooks } from './part-looks';
import { Picking } from './picking';
import { PointerInput } from './pointer-input';
import { SceneSettings, SHADOW_MAP_SIZE } from './scene-settings';
import { SHORTCUTS, shortcutForKey, type Shortcut, type ShortcutAction } from './shortcuts';
import { Stage } from './stage';
import { limitRequestWidths, PHONE_PREVIEW_WIDTHS, textureSizeLimit } from './texture-limits';
import type { ViewerCapture } from './viewer-capture';
import type {
  ApplyDesignOptions,
  CameraState,
  ViewerError,
  ViewerEvents,
  ViewerOptions,
  ViewerQuality,
} from './viewer-types';
import { emptyWork, type ViewerWork } from './work-counters';

/** Options only the engine's own tests and benchmarks use: not part of the public surface. */
export interface InternalViewerOptions extends ViewerOptions {
  /** A renderer to draw with (shared by tests); the viewer then leaves it alive on dispose. */
  renderer?: WebGLRenderer;
}

/**
 * The 3D viewer: everything a design asks for (model, part materials, colourways,
 * variations, decals, background, environment, lighting) drawn on a canvas, only when
 * something changed (render on demand), every GPU resource freed on {@link dispose}.
 * This class is the engine's facade: it wires the concerns in this folder (stage, camera,
 * model, part looks, decals, picking, pointer, capture, design application) and gives
 * hosts plain values; no three.js object is reachable through it.
 *
 * ```ts
 * const viewer = new Viewer({ canvas });
 * viewer.on('error', (e) => showError(e.message));
 * await viewer.applyDesign(document); // a DesignDocument of @atelier/schema
 * await viewer.applyDesign(next, { sections: ['groups'] }); // only the part looks
 * ```
 */
export class Viewer {
  /** The keyboard shortcuts (for the Shortcuts help overlay). */
  readonly shortcuts: readonly Shortcut[] = SHORTCUTS;

  private readonly services: EngineServices;
  private readonly events = new Emitter<ViewerEvents>();
  private readonly counters = emptyWork();
  private readonly stage: Stage;
  private readonly camera: CameraRig;
  private readonly textures: TextureCache;
  /** Phones' KTX2 normal maps, a chunk loaded with the first normal map (never on desktops). */
  private ktx2: Promise<Ktx2Images> | null = null;
  private readonly model: ModelSlot;
  private readonly looks: PartLooks;
  private readonly decals: DecalCanvases;
  private readonly scene: SceneSettings;
  private readonly picking: Picking;
  private readonly pointer: PointerInput;
  private readonly dragging: DecalDragging;
  /** Loaded on the first capture: the offscreen output pass is not needed for the first frame. */
  private capture: Promise<ViewerCapture> | null = null;
  private readonly design: DesignApplication;
  private readonly defaultDecalCanvasSize: number;
  /** The texture worker, made on first use (captures, v2 decal migration): not needed for a first frame. */
  private worker: Promise<TextureWorkerClient | null> | null = null;
  private disposed = false;
  /** Counts context losses, so only the latest restoration reports `contextrestored`. */
  private restoring = 0;

  constructor(options: ViewerOptions = {}) {
    const internal = options as InternalViewerOptions;
    const services = (this.services = options.services ?? createBrowserServices());
    const platform: Platform = options.platform ?? detectBrowserPlatform();
    const invalidate = () => this.stage.invalidate();

    this.stage = new Stage(
      services,
      {
        ...(options.canvas ? { canvas: options.canvas } : {}),
        ...(internal.renderer ? { renderer: internal.renderer } : {}),
        ...(options.antialias !== undefined ? { antialias: options.antialias } : {}),
        ...(options.pixelRatio !== undefined ? { pixelRatio: options.pixelRatio } : {}),
        ...(options.autoResize !== undefined ? { autoResize: options.autoResize } : {}),
        ...(options.width !== undefined ? { width: options.width } : {}),
        ...(options.height !== undefined ? { height: options.height } : {}),
      },
      {
        beforeDraw: () => {
          this.dragging.beforeDraw();
          this.pointer.beforeDraw();
          const again = this.camera.update();
          this.decals.compositor.flush();
          return again;
        },
        afterDraw: (frame, time) => this.events.emit('frame', { frame, time }),
        resized: (width, height) => this.scene.setAspect(width / height),
        contextLost: () => {
          this.restoring++;
          this.events.emit('contextlost', {});
        },
        contextRestored: () => void this.restoreContext(),
      },
    );
    const stage = this.stage;
    this.camera = new CameraRig(stage.camera, stage.canvas, services.clock, {
      invalidate,
      gesture: (kind, transform) =>
        this.events.emit(kind === 'start' ? 'camerastart' : 'camerastop', {
          position: [...transform.position],
          target: [...transform.target],
        }),
    });
    const { basisTranscoderPath } = services;
    this.textures = new TextureCache(
      services.loadImage,
      Math.min(options.maxAnisotropy ?? 8, stage.renderer.capabilities.getMaxAnisotropy()),
      platform.mobile && basisTranscoderPath
        ? (url) =>
            (this.ktx2 ??= import('../loading/ktx2-images').then(
              ({ Ktx2Images }) => new Ktx2Images(services, basisTranscoderPath, stage.renderer),
            )).then((images) => images.load(url))
        : undefined,
    );
    // Phones ask for no image over 2048 px, and no device for more than its GPU takes.
    const textureLimit = textureSizeLimit(platform, stage.renderer.capabilities.maxTextureSize);
    const decalImageWidth = Math.min(options.decalImageWidth ?? DECAL_IMAGE_WIDTH, textureLimit);
    this.defaultDecalCanvasSize = Math.min(
      options.decalCanvasSize ?? (platform.mobile ? DECAL_CANVAS_SIZE.mobile : DECAL_CANVAS_SIZE.desktop),
      textureLimit,
    );
    this.decals = new DecalCanvases({
      renderer: stage.renderer,
      cache: this.textures,
      resolveImageUrl: services.resolveImageUrl,
      size: this.defaultDecalCanvasSize,
      imageWidth: decalImageWidth,
      onError: (message, cause) => this.reportError({ code: 'decal-load-failed', message, cause }),
      onRedraw: () => void this.counters.decalCanvasesRedrawn++,
    });
    this.model = new ModelSlot(stage, services.fetch);
    this.looks = new PartLooks(stage, this.model, {
      cache: this.textures,
      resolveImageUrl: services.resolveImageUrl,
      requestWidths: limitRequestWidths(options.textureRequestWidths ?? TEXTURE_REQUEST_WIDTH, textureLimit),
      ...(platform.mobile ? { previewWidths: PHONE_PREVIEW_WIDTHS } : {}),
      onBaseChanged: (part, base) => this.decals.setBase(part, base),
      onError: (error) =>
        this.reportError({
          code: 'texture-load-failed',
          message: error instanceof Error ? error.message : String(error),
          cause: error,
        }),
      onRebuilt: () => void this.counters.materialsRebuilt++,
      onPartDropped: (part) => this.decals.removePart(part),
    });
    const shadowMapSize =
      options.shadowMapSize ??
      (platform.ios || platform.android ? SHADOW_MAP_SIZE.mobileOs : SHADOW_MAP_SIZE.desktop);
    this.scene = new SceneSettings(stage, services, shadowMapSize, this.counters, (error) =>
      this.reportError(error),
    );
    stage.scene.add(this.scene.lighting.group, stage.modelGroup, stage.floor);
    this.picking = new Picking(stage, () => this.design.applied?.partMeshes ?? null);
    this.pointer = new PointerInput(stage.canvas, this.picking, this.camera, {
      invalidate,
      pointer: (event) => this.events.emit('pointer', event),
      hit: (hit) => this.events.emit('surfacehit', hit),
    });
    this.dragging = new DecalDragging(this.decals, this.picking, this.camera, {
      invalidate,
      change: (change) => this.events.emit('decalchange', change),
      hit: (hit) => this.events.emit('surfacehit', hit),
    });
    const worker = () => this.textureWorker();
    this.design = new DesignApplication({
      services,
      stage,
      camera: this.camera,
      model: this.model,
      looks: this.looks,
      decals: this.decals,
      scene: this.scene,
      work: this.counters,
      worker,
      decalImageWidth,
      emit: (type, event) => this.events.emit(type, event),
      reportError: (error) => this.reportError(error),
      isDisposed: () => this.disposed,
    });

    stage.canvas.addEventListener('keydown', this.onKeyDown);
    this.camera.reset();
    stage.setSize(stage.initialSize.width, stage.initialSize.height);
    registerInternals(this, {
      renderer: stage.renderer,
      scene: stage.scene,
      camera: stage.camera,
      compositor: this.decals.compositor,
      textureWorker: worker,
    });
  }

  // ---------------------------------------------------------------------------
  // Events, size, frames, quality, work
  // ---------------------------------------------------------------------------

  /** Listens to a viewer event; answers the function that stops listening. */
  on<K extends keyof ViewerEvents>(type: K, listener: (event: ViewerEvents[K]) => void): () => void {
    return this.events.on(type, listener);
  }

  /** Resizes the drawing buffer to `width` x `height` CSS pixels (the canvas's CSS size is left alone). */
  setSize(width: number, height: number): void {
    this.stage.setSize(width, height);
  }

  /** The canvas's drawing buffer in device pixels. */
  canvasSize(): { width: number; height: number } {
    return this.stage.drawingBufferSize();
  }

  /** The decal canvas size and pixel ratio in use. */
  get quality(): { decalCanvasSize: number; pixelRatio: number } {
    return { decalCanvasSize: this.decals.compositor.size, pixelRatio: this.stage.currentPixelRatio };
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
      if (size !== this.decals.compositor.size) {
        this.decals.compositor.setSize(size);
        this.invalidate();
      }
    }
    if (pixelRatio !== undefined) this.stage.setPixelRatio(pixelRatio);
  }

  /** What the viewer has done so far (a copy): models, materials, decal canvases, scene work. */
  get work(): ViewerWork {
    return { ...this.counters };
  }

  /** Asks for a frame; nothing is drawn until something calls this (render on demand). */
  readonly invalidate = (): void => {
    this.stage.invalidate();
  };

  /** Draws the pending frame now, if one is pending (tests, captures, benchmarks). */
  renderNow(): void {
    this.stage.renderNow();
  }

  /** Frames drawn so far. */
  get frameCount(): number {
    return this.stage.frameCount;
  }

  /** Resolves after the next frame is drawn. */
  nextFrame(): Promise<void> {
    return this.stage.nextFrame();
  }

  /** Whether the WebGL context is lost: nothing is drawn until the browser restores it. */
  get contextLost(): boolean {
    return this.stage.contextLost;
  }

  /**
   * The context is back with three.js's state made anew: geometries, programs and image
   * textures upload again as they are drawn (their images are kept), but what lived only
   * on the GPU is rebuilt here: the decal canvases, the prefiltered environment and the
   * shadow map (the stage marks it). `contextrestored` follows the first complete frame.
   */
  private async restoreContext(): Promise<void> {
    const restoration = this.restoring;
    this.decals.compositor.redrawAll();
    await this.scene.rebuildEnvironment();
    if (this.disposed || restoration !== this.restoring) return;
    await this.stage.nextFrame();
    if (this.disposed || restoration !== this.restoring) return;
    this.events.emit('contextrestored', {});
  }

  // ---------------------------------------------------------------------------
  // Camera
  // ---------------------------------------------------------------------------

  /** Returns the camera to the design's initialCameraTransform, or to [0,1,6] looking at [0,0,0]. */
  resetViewport(): void {
    this.camera.runShortcut('resetViewport');
  }

  /** Moves the camera at once (position and the point it orbits and looks at). */
  setCameraTransform(transform: CameraTransform): void {
    this.camera.set(transform);
  }

  /**
   * Moves the camera over `duration` ms (0 jumps) and resolves with where it ended; a
   * newer move, or the person taking the view, stops it where it is.
   */
  animateCameraTo(transform: CameraTransform, duration: number): Promise<CameraTransform> {
    return this.camera.animateTo(transform, duration);
  }

  /** The camera's position, target, rotation (Euler XYZ, radians) and fov: `getCameraPosRot` of 001 §7. */
  getCamera(): CameraState {
    return this.camera.get();
  }

  /** The camera's position, target and rotation (without the fov). */
  getCameraTransform(): CameraTransform & { rotation: [number, number, number] } {
    const { position, target, rotation } = this.camera.get();
    return { position, target, rotation };
  }

  /** The transform {@link resetViewport} returns to. */
  get initialCameraTransform(): CameraTransform {
    return this.camera.initialTransform;
  }

  /** Whether the person can orbit the view (false while dragging a decal or in raycast mode). */
  get orbitEnabled(): boolean {
    return this.camera.orbitEnabled;
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const shortcut = shortcutForKey(event.key);
    if (!shortcut) return;
    this.runShortcut(shortcut.action);
    event.preventDefault();
  };

  /** Performs a shortcut's action (also used by hosts' help-overlay buttons). */
  runShortcut(action: ShortcutAction): void {
    this.camera.runShortcut(action);
    this.events.emit('shortcut', { action });
  }

  // ---------------------------------------------------------------------------
  // Designs
  // ---------------------------------------------------------------------------

  /**
   * Shows a design document (already validated by whoever made it: the protocol server,
   * the editor store). Only the named `sections` are applied (all on a first design or a
   * new model): a colourway or variation change swaps part looks, a decal change redraws
   * the canvases of the parts whose decals changed, background, lighting and environment
   * update alone. Calls made while one is applying are coalesced: the latest document
   * wins, the sections add up, and every caller's promise settles with it. Rejects (and
   * emits `error`) when the document names no model or the model cannot be loaded.
   */
  applyDesign(document: DesignDocument, options: ApplyDesignOptions = {}): Promise<void> {
    return this.design.apply(document, options);
  }

  /** The design config last applied (after migration), if any. */
  get config(): DesignDocument['config'] | undefined {
    return this.design.applied?.config;
  }

  /** The part ids that have meshes in the loaded model. */
  get parts(): string[] {
    return [...(this.design.applied?.partMeshes ?? new Map<string, unknown[]>())]
      .filter(([, meshes]) => meshes.length > 0)
      .map(([id]) => id);
  }

  /** Removes the model and everything made for it; the viewer stays usable. */
  unloadDesign(): void {
    this.design.clear();
    this.dragging.end();
    this.unloadModel();
    this.invalidate();
  }

  private unloadModel(): void {
    this.looks.restoreAll();
    this.decals.removeAll();
    this.model.dispose();
  }

  private reportError(error: ViewerError): void {
    this.services.log.error(error.message, error.cause);
    this.events.emit('error', error);
  }

  /** The texture worker (created on first use), or null when no worker factory was injected. */
  private textureWorker(): Promise<TextureWorkerClient | null> {
    const { createTextureWorker, fetch, log } = this.services;
    this.worker ??= createTextureWorker
      ? import('../workers/texture-worker-client').then(({ TextureWorkerClient }) =>
          this.disposed ? null : new TextureWorkerClient(createTextureWorker, fetch, log),
        )
      : Promise.resolve(null);
    return this.worker;
  }

  // ---------------------------------------------------------------------------
  // Picking and pointer (001 §7 opticRaycaster, get2DPositionFrom3DPosition, Spawn_at_front)
  // ---------------------------------------------------------------------------

  /** The part surface under a point of the canvas (CSS pixels from its top-left corner). */
  raycast(x: number, y: number, onlyPart?: string): SurfaceHit | null {
    return this.picking.raycast(x, y, onlyPart);
  }

  /** The part surface under a pointer event's client position. */
  raycastClient(clientX: number, clientY: number, onlyPart?: string): SurfaceHit | null {
    const { x, y } = this.picking.canvasPoint(clientX, clientY);
    return this.picking.raycast(x, y, onlyPart);
  }

  /**
   * Where a world point appears on the canvas, in CSS pixels from its top-left corner;
   * `visible` is false behind the camera or off screen.
   */
  get2DPositionFrom3DPosition(x: number, y: number, z: number): { x: number; y: number; visible: boolean } {
    return this.picking.screenPosition(x, y, z);
  }

  /**
   * Where a new decal goes (001 §7 Spawn_at_front): the surface point at the centre of
   * the view, facing the camera; when the centre misses the garment, the point of the
   * garment towards its middle. Null when no part is visible.
   */
  spawnAtFront(onlyPart?: string): SurfaceHit | null {
    return this.picking.spawnAtFront(onlyPart);
  }

  /** The world point at a UV of a part (a decal's centre), or null. */
  worldPositionAtUv(part: string, uv: UvVector): [number, number, number] | null {
    return this.picking.worldPositionAtUv(part, uv);
  }

  /**
   * Raycast mode (001 §7): orbiting off, and a `surfacehit` event with the surface under
   * the pointer at most once per frame while the pointer moves over the canvas.
   */
  setRaycastMode(enabled: boolean): void {
    this.pointer.setRaycastMode(enabled);
  }

  get raycastMode(): boolean {
    return this.pointer.raycastMode;
  }

  // ---------------------------------------------------------------------------
  // Decal layers and handle drags (001 §4)
  // ---------------------------------------------------------------------------

  /** The layers drawn on a part, in order (placed decals, then canvas layers). */
  decalLayers(part: string): DecalLayer[] {
    return this.decals.layersOf(part);
  }

  /**
   * Moves, turns or resizes one decal layer at once, without a design update (the
   * editor's fine-tune sliders); the part's canvas redraws only the touched region.
   */
  setDecalTransform(part: string, id: string, transform: Partial<DecalTransform>): boolean {
    const changed = this.decals.transform(part, id, transform);
    if (changed) this.invalidate();
    return changed;
  }

  /**
   * Starts dragging a decal handle: orbiting is off until {@link endDecalDrag}; pointer
   * positions given to {@link moveDecalDrag} are applied once per frame, each reported as
   * `decalchange` and the surface under the pointer as `surfacehit`.
   */
  beginDecalDrag(options: DecalDragStart): boolean {
    return this.dragging.begin(options);
  }

  /** A pointer move while dragging (CSS pixels from the canvas's top-left corner). */
  moveDecalDrag(pointer: CanvasPoint): void {
    this.dragging.move(pointer);
  }

  /** Ends the drag: applies the last move, reports the final value, restores orbiting. */
  endDecalDrag(): void {
    this.dragging.end();
  }

  // ---------------------------------------------------------------------------
  // Capture (001 §7 captureThumbnail; media plates)
  // ---------------------------------------------------------------------------

  /**
   * Renders the current design offscreen at `size` (default 1920x1080, fov 75) from the
   * given camera and answers a WebP (default) or PNG blob. The live view is not touched.
   */
  async captureThumbnail(options: CaptureOptions = {}): Promise<Blob> {
    return (await this.capturing()).thumbnail(options);
  }

  /** Captures every auto-capture media plate, one after another; answers each plate's id with its image. */
  async captureMediaPlates(
    plates: readonly MediaPlate[],
    options: Pick<CaptureOptions, 'type' | 'quality'> = {},
  ): Promise<{ id: number; blob: Blob }[]> {
    return (await this.capturing()).mediaPlates(plates, options);
  }

  private capturing(): Promise<ViewerCapture> {
    this.capture ??= import('./viewer-capture').then(
      ({ ViewerCapture }) =>
        new ViewerCapture(
          this.stage,
          this.camera,
          this.decals,
          this.scene,
          () => this.textureWorker(),
          (error) => this.reportError(error),
        ),
    );
    return this.capture;
  }

  // ---------------------------------------------------------------------------
  // Disposal
  // ---------------------------------------------------------------------------

  /**
   * Frees every GPU resource the viewer made (model, materials, textures, decal canvases,
   * environment, shadow map), stops listening and drawing, and ends the texture worker.
   */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.design.cancel();
    this.stage.stop();
    this.stage.canvas.removeEventListener('keydown', this.onKeyDown);
    this.pointer.dispose();
    this.camera.dispose();
    this.unloadModel();
    this.decals.dispose();
    this.textures.dispose();
    void this.ktx2?.then((images) => images.dispose());
    this.scene.dispose();
    this.stage.dispose();
    void this.worker?.then((worker) => worker?.dispose());
    this.worker = null;
    this.events.clear();
  }
}
