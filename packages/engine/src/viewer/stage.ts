import {
  Group,
  Mesh,
  NeutralToneMapping,
  PCFShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  SRGBColorSpace,
  Scene,
  ShadowMaterial,
  WebGLRenderer,
} from 'three';
import { FrameLoop } from '../core/frame-loop';
import type { EngineServices } from '../services/services';

/** 001 §2: the viewer's camera field of view (degrees). */
export const DEFAULT_FOV = 50;

export interface StageOptions {
  canvas?: HTMLCanvasElement;
  /** A renderer to draw with (tests share one); left alive on dispose. */
  renderer?: WebGLRenderer;
  antialias?: boolean;
  pixelRatio?: number;
  width?: number;
  height?: number;
  autoResize?: boolean;
}

export interface StageHooks {
  /** Runs before each frame is drawn; answers true when another frame is needed right after. */
  beforeDraw(time: number): boolean;
  /** A frame was drawn. */
  afterDraw(frame: number, time: number): void;
  /** The drawing buffer changed size (CSS pixels). */
  resized(width: number, height: number): void;
  /** The WebGL context was lost: nothing is drawn until it comes back. */
  contextLost(): void;
  /**
   * The WebGL context is back (three.js has made its state anew, so geometries, programs
   * and image textures upload again when next drawn); render targets' contents are gone.
   */
  contextRestored(): void;
}

/**
 * The stage: the WebGL renderer, the scene with its model group and shadow floor, the
 * perspective camera, the render-on-demand frame loop and the canvas's size. It knows
 * nothing of designs; everything else draws through it.
 */
export class Stage {
  readonly renderer: WebGLRenderer;
  readonly scene = new Scene();
  readonly camera = new PerspectiveCamera(DEFAULT_FOV, 1, 0.01, 100);
  readonly canvas: HTMLCanvasElement;
  readonly modelGroup = new Group();
  readonly floor: Mesh<PlaneGeometry, ShadowMaterial>;
  /** Set when the shadow map must be redrawn with the next frame. */
  shadowsDirty = true;

  private readonly ownsRenderer: boolean;
  private readonly frameLoop: FrameLoop;
  private readonly stopResize: (() => void) | undefined;
  private readonly defaultPixelRatio: number;
  private pixelRatio: number;
  private widthCss = 1;
  private heightCss = 1;
  private frames = 0;
  private frameWaiters: (() => void)[] = [];
  private lost = false;

  constructor(
    private readonly services: EngineServices,
    options: StageOptions,
    private readonly hooks: StageHooks,
  ) {
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
    this.frameLoop = new FrameLoop(services.scheduler, (time) => this.drawFrame(time));

    this.floor = new Mesh(
      new PlaneGeometry(12, 12).rotateX(-Math.PI / 2),
      new ShadowMaterial({ opacity: 0.18 }),
    );
    this.floor.name = 'shadow-floor';
    this.floor.receiveShadow = true;
    this.floor.visible = false;
    this.modelGroup.name = 'model';
    // The lighting group goes in first (the viewer adds it): the scene's order is the draw order of equals.
    if (this.canvas.tabIndex < 0) this.canvas.tabIndex = 0;

    this.initialSize = {
      width: options.width ?? (this.canvas.clientWidth || this.canvas.width),
      height: options.height ?? (this.canvas.clientHeight || this.canvas.height),
    };
    this.canvas.addEventListener('webglcontextlost', this.onContextLost);
    this.canvas.addEventListener('webglcontextrestored', this.onContextRestored);
    this.stopResize =
      options.autoResize === false
        ? undefined
        : services.observeResize(this.canvas, () => {
            if (this.canvas.clientWidth > 0 && this.canvas.clientHeight > 0) {
              this.setSize(this.canvas.clientWidth, this.canvas.clientHeight);
            }
          });
  }

  /** The size asked for at construction, applied once every part of the viewer exists. */
  readonly initialSize: { width: number; height: number };

  /** The canvas size in CSS pixels. */
  get width(): number {
    return this.widthCss;
  }

  get height(): number {
    return this.heightCss;
  }

  /** Resizes the drawing buffer to `width` x `height` CSS pixels (the canvas's CSS size is left alone). */
  setSize(width: number, height: number): void {
    const w = Math.max(1, Math.round(width));
    const h = Math.max(1, Math.round(height));
    if (w === this.widthCss && h === this.heightCss && this.renderer.getPixelRatio() === this.pixelRatio)
      return;
    this.widthCss = w;
    this.heightCss = h;
    this.renderer.setPixelRatio(this.pixelRatio);
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this.hooks.resized(w, h);
    this.invalidate();
  }

  get currentPixelRatio(): number {
    return this.pixelRatio;
  }

  /** Sets the pixel ratio ('auto': the constructor's, else devicePixelRatio capped at 2). */
  setPixelRatio(pixelRatio: number | 'auto'): void {
    const ratio = pixelRatio === 'auto' ? this.defaultPixelRatio : pixelRatio;
    if (!Number.isFinite(ratio) || ratio <= 0)
      throw new RangeError(`The pixel ratio must be a positive number, not ${ratio}`);
    if (ratio === this.pixelRatio) return;
    this.pixelRatio = ratio;
    this.setSize(this.widthCss, this.heightCss);
  }

  /** The drawing buffer's size in device pixels. */
  drawingBufferSize(): { width: number; height: number } {
    const gl = this.renderer.getContext();
    return { width: gl.drawingBufferWidth, height: gl.drawingBufferHeight };
  }

  /** Asks for a frame; nothing is drawn until something calls this (render on demand). */
  readonly invalidate = (): void => {
    this.frameLoop.invalidate();
  };

  /** Draws the pending frame now, if one is pending. */
  renderNow(): void {
    this.frameLoop.flush(this.services.clock.now());
  }

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

  /** Whether the WebGL context is lost (nothing is drawn until it is restored). */
  get contextLost(): boolean {
    return this.lost;
  }

  // three.js's own listeners were added first (by the renderer): on restore its state is new
  // before this runs. Preventing the default is what lets the browser restore the context.
  private readonly onContextLost = (event: Event): void => {
    event.preventDefault();
    if (this.lost) return;
    this.lost = true;
    this.hooks.contextLost();
  };

  private readonly onContextRestored = (): void => {
    if (!this.lost) return;
    this.lost = false;
    this.shadowsDirty = true;
    this.hooks.contextRestored();
    this.invalidate();
  };

  private drawFrame(time: number): boolean {
    // Drawing on a lost context does nothing, and the hooks' GPU work (decal canvases)
    // would be marked done without being done: wait for the context, frame waiters too.
    if (this.lost) return false;
    const again = this.hooks.beforeDraw(time);
    if (this.shadowsDirty) {
      this.renderer.shadowMap.needsUpdate = true;
      this.shadowsDirty = false;
    }
    this.renderer.setRenderTarget(null);
    this.renderer.render(this.scene, this.camera);
    this.frames++;
    this.hooks.afterDraw(this.frames, time);
    const waiters = this.frameWaiters;
    this.frameWaiters = [];
    for (const resolve of waiters) resolve();
    return again;
  }

  /** Stops drawing and following the canvas's size (the first step of disposal). */
  stop(): void {
    this.canvas.removeEventListener('webglcontextlost', this.onContextLost);
    this.canvas.removeEventListener('webglcontextrestored', this.onContextRestored);
    this.frameLoop.dispose();
    this.stopResize?.();
    this.frameWaiters = [];
  }

  /** Frees the floor and clears the scene; the renderer too unless it was passed in. */
  dispose(): void {
    this.stop();
    this.floor.geometry.dispose();
    this.floor.material.dispose();
    this.scene.clear();
    if (this.ownsRenderer) {
      this.renderer.dispose();
      this.renderer.forceContextLoss();
    } else {
      this.renderer.shadowMap.autoUpdate = true;
    }
  }
}
