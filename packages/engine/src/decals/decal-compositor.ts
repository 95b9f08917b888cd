import {
  Box2,
  Color,
  CustomBlending,
  LinearFilter,
  LinearMipmapLinearFilter,
  Matrix3,
  Matrix4,
  Mesh,
  NoBlending,
  OneFactor,
  OneMinusSrcAlphaFactor,
  OrthographicCamera,
  PlaneGeometry,
  Quaternion,
  Scene,
  ShaderMaterial,
  SRGBColorSpace,
  SrcAlphaFactor,
  Vector2,
  Vector3,
  WebGLRenderTarget,
  ZeroFactor,
  type Texture,
  type WebGLRenderer,
} from 'three';
import type { ImageUrlResolver } from '../services/services';
import type { TextureCache, TextureRequest } from '../materials/texture-cache';
import type { DecalLayer, DecalMask, UvVector } from './decal-layer';

/** 001 §9: the canvas (composite) texture is 4096 px on desktop and 1024 on mobile. */
export const DECAL_CANVAS_SIZE = { desktop: 4096, mobile: 1024 } as const;

/** 001 §7: decal images are asked of the image helper at 4096 px wide. */
export const DECAL_IMAGE_WIDTH = 4096;

const VERTEX = /* glsl */ `
  varying vec2 vUv;
  varying vec2 vCanvas;
  void main() {
    vUv = uv;
    vec4 canvasPosition = modelMatrix * vec4(position, 1.0);
    vCanvas = canvasPosition.xy;
    gl_Position = projectionMatrix * viewMatrix * canvasPosition;
  }
`;

const BASE_FRAGMENT = /* glsl */ `
  uniform sampler2D map;
  uniform bool hasMap;
  uniform mat3 mapTransform;
  varying vec2 vCanvas;
  void main() {
    gl_FragColor = hasMap ? texture2D(map, (mapTransform * vec3(vCanvas, 1.0)).xy) : vec4(1.0);
  }
`;

const LAYER_FRAGMENT = /* glsl */ `
  uniform sampler2D map;
  uniform vec3 tint;
  uniform bool hasMask;
  uniform sampler2D maskMap;
  uniform mat3 canvasToMask;
  varying vec2 vUv;
  varying vec2 vCanvas;
  void main() {
    vec4 texel = texture2D(map, vUv);
    float coverage = texel.a;
    if (hasMask) {
      vec2 maskUv = (canvasToMask * vec3(vCanvas, 1.0)).xy + 0.5;
      bool inside = all(greaterThanEqual(maskUv, vec2(0.0))) && all(lessThanEqual(maskUv, vec2(1.0)));
      vec4 mask = inside ? texture2D(maskMap, maskUv) : vec4(0.0);
      coverage *= mask.a * dot(mask.rgb, vec3(0.2126, 0.7152, 0.0722));
    }
    gl_FragColor = vec4(texel.rgb * tint, coverage);
  }
`;

interface LayerEntry {
  layer: DecalLayer;
  mesh: Mesh<PlaneGeometry, ShaderMaterial>;
  image?: { request: TextureRequest; texture: Texture };
  mask?: { request: TextureRequest; texture: Texture };
  bounds: Box2;
  ready: boolean;
}

interface PartCanvas {
  target: WebGLRenderTarget;
  scene: Scene;
  base: Mesh<PlaneGeometry, ShaderMaterial>;
  layers: Map<string, LayerEntry>;
  order: string[];
  /** The UV region to redraw, or null when clean. */
  dirty: Box2 | null;
  token: number;
}

const FULL = new Box2(new Vector2(0, 0), new Vector2(1, 1));

/** Levels of a full mip chain of a square texture of that side (4096 px: 13). */
export function mipLevelCount(size: number): number {
  return Math.floor(Math.log2(Math.max(1, size))) + 1;
}

function mipPlaceholders(size: number): Texture['mipmaps'] {
  return Array.from({ length: mipLevelCount(size) }, (_, level) => {
    const side = Math.max(1, size >> level);
    return { data: null, width: side, height: side };
  }) as unknown as Texture['mipmaps'];
}

export interface DecalCompositorOptions {
  renderer: WebGLRenderer;
  cache: TextureCache;
  resolveImageUrl: ImageUrlResolver;
  /** Side of each part's canvas texture in pixels. */
  size: number;
  /** Width asked of the image helper for decal images. */
  imageWidth?: number;
  onError?: (message: string, cause: unknown) => void;
  /** Called once per part canvas a flush redraws (the viewer's work counters). */
  onRedraw?: (part: string) => void;
}

/**
 * Composites decal layers per part in UV space on the GPU: each part with layers gets a
 * square render target holding its base diffuse (with the material's tiling baked in)
 * and every layer drawn over it, masks applied, with the part's transparency kept.
 * Changing a layer marks only the region it covered and covers now; {@link flush}
 * redraws those regions (scissored), so moving one decal costs a fraction of the canvas.
 */
export class DecalCompositor {
  private readonly parts = new Map<string, PartCanvas>();
  private readonly camera = new OrthographicCamera(0, 1, 1, 0, -1, 1);
  private readonly quad = new PlaneGeometry(1, 1);
  private readonly baseQuad = new PlaneGeometry(1, 1).translate(0.5, 0.5, 0);
  private readonly scratchMatrix = new Matrix4();
  private readonly scratchPoint = new Vector3();
  private readonly scratchScale = new Vector3();
  private readonly scratchQuaternion = new Quaternion();
  private readonly zAxis = new Vector3(0, 0, 1);

  private canvasSize: number;

  constructor(private readonly options: DecalCompositorOptions) {
    this.canvasSize = options.size;
    this.camera.position.z = 0.5;
    this.camera.updateMatrixWorld();
  }

  /** Side of each part's canvas texture in pixels. */
  get size(): number {
    return this.canvasSize;
  }

  /**
   * Changes the side of every part's canvas (and of those made later). The textures stay
   * the same objects (materials keep them); each canvas is redrawn whole at the next flush.
   */
  setSize(size: number): void {
    if (size === this.canvasSize) return;
    this.canvasSize = size;
    for (const canvas of this.parts.values()) {
      canvas.target.texture.mipmaps = mipPlaceholders(size);
      canvas.target.setSize(size, size);
      this.markDirty(canvas, FULL);
    }
  }

  /**
   * Marks every canvas to be redrawn whole at the next flush: a render target's texels
   * live only on the GPU and are gone with a lost WebGL context.
   */
  redrawAll(): void {
    for (const canvas of this.parts.values()) this.markDirty(canvas, FULL);
  }

  /** The composite texture of a part, or null when the part has no layers. */
  textureOf(part: string): Texture | null {
    return this.parts.get(part)?.target.texture ?? null;
  }

  /** Whether some part waits to be redrawn. */
  get dirty(): boolean {
    for (const canvas of this.parts.values()) if (canvas.dirty) return true;
    return false;
  }

  /** Ids of the layers currently on `part`, in drawing order. */
  layerIds(part: string): string[] {
    return [...(this.parts.get(part)?.order ?? [])];
  }

  /** The layer as last set (with live drag changes), if any. */
  layer(part: string, id: string): DecalLayer | undefined {
    return this.parts.get(part)?.layers.get(id)?.layer;
  }

  /** Sets the base diffuse of a part (its material's map, tiling included). */
  setBase(part: string, map: Texture | null): void {
    const canvas = this.parts.get(part);
    if (!canvas) return;
    const uniforms = canvas.base.material.uniforms;
    if (uniforms['map']!.value === map) return;
    uniforms['map']!.value = map;
    uniforms['hasMap']!.value = map !== null;
    if (map) {
      map.updateMatrix();
      (uniforms['mapTransform']!.value as Matrix3).copy(map.matrix);
    }
    this.markDirty(canvas, FULL);
  }

  /**
   * Replaces the layers of a part. Layers are matched by id: a layer whose transform
   * changed only redraws its old and new regions; images are loaded through the
   * texture cache. Resolves when every image is loaded (or failed and was skipped).
   */
  async setLayers(part: string, layers: readonly DecalLayer[], base: Texture | null): Promise<void> {
    let canvas = this.parts.get(part);
    if (layers.length === 0) {
      if (canvas) this.removePart(part);
      return;
    }
    canvas ??= this.createCanvas(part);
    this.setBase(part, base);
    const token = ++canvas.token;
    const wanted = new Set(layers.map((layer) => layer.id));
    for (const [id, entry] of canvas.layers) {
      if (wanted.has(id)) continue;
      this.markDirty(canvas, entry.bounds);
      this.disposeEntry(canvas, entry);
      canvas.layers.delete(id);
    }
    const loads: Promise<void>[] = [];
    for (const layer of layers) {
      const entry = canvas.layers.get(layer.id);
      if (!entry) {
        loads.push(this.addLayer(canvas, layer, token));
      } else if (entry.layer.url !== layer.url || entry.layer.mask?.url !== layer.mask?.url) {
        loads.push(this.reloadLayer(canvas, entry, layer, token));
      } else {
        this.updateLayer(canvas, entry, layer);
      }
    }
    const order = layers.map((layer) => layer.id);
    if (order.join('\n') !== canvas.order.join('\n')) {
      canvas.order = order;
      order.forEach((id, index) => {
        const entry = canvas.layers.get(id);
        if (entry) entry.mesh.renderOrder = index + 1;
      });
      this.markDirty(canvas, FULL);
    }
    await Promise.all(loads);
  }

  /**
   * Moves, turns or resizes one layer at once (a drag): only the regions it left and
   * entered are redrawn at the next flush. Answers false when there is no such layer.
   */
  updateLayerTransform(
    part: string,
    id: string,
    transform: { position?: UvVector; scale?: UvVector; rotation?: number; mask?: DecalMask },
  ): boolean {
    const canvas = this.parts.get(part);
    const entry = canvas?.layers.get(id);
    if (!canvas || !entry) return false;
    this.updateLayer(canvas, entry, { ...entry.layer, ...transform });
    return true;
  }

  /**
   * Redraws every dirty region; the viewer calls this right before drawing a frame.
   *
   * The canvas's mip levels are composited too, each at its own resolution and only in the
   * dirty region (scissored), instead of three.js regenerating the whole mip chain from
   * level 0: moving a decal on a 4096 px canvas then costs about 4/3 of its footprint
   * rather than the 16 million texels of a full mipmap pass. Each level samples the base
   * map and the decal images through their own mipmaps, which filters as well as a box
   * downsample of level 0.
   */
  flush(): void {
    const renderer = this.options.renderer;
    let previousTarget: ReturnType<WebGLRenderer['getRenderTarget']> | undefined;
    let previousAutoClear = true;
    for (const [part, canvas] of this.parts) {
      if (!canvas.dirty) continue;
      this.options.onRedraw?.(part);
      if (previousTarget === undefined) {
        previousTarget = renderer.getRenderTarget();
        previousAutoClear = renderer.autoClear;
        // The base quad overwrites every pixel of the region, so nothing needs clearing.
        renderer.autoClear = false;
      }
      const box = canvas.dirty;
      canvas.dirty = null;
      const target = canvas.target;
      const levels = mipLevelCount(this.canvasSize);
      for (let level = 0; level < levels; level++) {
        const side = Math.max(1, this.canvasSize >> level);
        // A texel of margin on every level: linear filtering reads one neighbour.
        const x = Math.max(0, Math.floor(box.min.x * side) - 2);
        const y = Math.max(0, Math.floor(box.min.y * side) - 2);
        const right = Math.min(side, Math.ceil(box.max.x * side) + 2);
        const top = Math.min(side, Math.ceil(box.max.y * side) + 2);
        if (right <= x || top <= y) continue;
        target.viewport.set(0, 0, side, side);
        target.scissor.set(x, y, right - x, top - y);
        target.scissorTest = !(x === 0 && y === 0 && right === side && top === side);
        renderer.setRenderTarget(target, 0, level);
        renderer.render(canvas.scene, this.camera);
      }
      target.viewport.set(0, 0, this.canvasSize, this.canvasSize);
      target.scissor.set(0, 0, this.canvasSize, this.canvasSize);
      target.scissorTest = false;
    }
    if (previousTarget !== undefined) {
      renderer.setRenderTarget(previousTarget);
      renderer.autoClear = previousAutoClear;
    }
  }

  /** Drops a part's canvas and its layers. */
  removePart(part: string): void {
    const canvas = this.parts.get(part);
    if (!canvas) return;
    canvas.token++;
    for (const entry of canvas.layers.values()) this.disposeEntry(canvas, entry);
    canvas.base.material.dispose();
    canvas.target.dispose();
    this.parts.delete(part);
  }

  /** The parts that have a canvas. */
  get partIds(): string[] {
    return [...this.parts.keys()];
  }

  dispose(): void {
    for (const part of [...this.parts.keys()]) this.removePart(part);
    this.quad.dispose();
    this.baseQuad.dispose();
  }

  private createCanvas(part: string): PartCanvas {
    const size = this.canvasSize;
    const target = new WebGLRenderTarget(size, size, {
      colorSpace: SRGBColorSpace,
      // The mip levels are drawn by flush(), region by region (see there).
      generateMipmaps: false,
      minFilter: LinearMipmapLinearFilter,
      magFilter: LinearFilter,
      depthBuffer: false,
    });
    target.texture.name = `decal-canvas:${part}`;
    // three.js allocates one level per entry (and a framebuffer for each) and samples
    // levels 0..n-1; the entries themselves are never read for a render target.
    target.texture.mipmaps = mipPlaceholders(size);
    const base = new Mesh(
      this.baseQuad,
      new ShaderMaterial({
        uniforms: { map: { value: null }, hasMap: { value: false }, mapTransform: { value: new Matrix3() } },
        vertexShader: VERTEX,
        fragmentShader: BASE_FRAGMENT,
        blending: NoBlending,
        depthTest: false,
        depthWrite: false,
      }),
    );
    base.renderOrder = 0;
    base.frustumCulled = false;
    const scene = new Scene();
    scene.add(base);
    const canvas: PartCanvas = {
      target,
      scene,
      base,
      layers: new Map(),
      order: [],
      dirty: FULL.clone(),
      token: 0,
    };
    this.parts.set(part, canvas);
    return canvas;
  }

  private createLayerMesh(): Mesh<PlaneGeometry, ShaderMaterial> {
    const material = new ShaderMaterial({
      uniforms: {
        map: { value: null },
        tint: { value: new Color(1, 1, 1) },
        hasMask: { value: false },
        maskMap: { value: null },
        canvasToMask: { value: new Matrix3() },
      },
      vertexShader: VERTEX,
      fragmentShader: LAYER_FRAGMENT,
      transparent: true,
      blending: CustomBlending,
      // Colour: the layer over what is below. Alpha: unchanged, so a decal never paints
      // over a transparent (cut-away) region of the garment.
      blendSrc: SrcAlphaFactor,
      blendDst: OneMinusSrcAlphaFactor,
      blendSrcAlpha: ZeroFactor,
      blendDstAlpha: OneFactor,
      depthTest: false,
      depthWrite: false,
    });
    const mesh = new Mesh(this.quad, material);
    mesh.frustumCulled = false;
    mesh.visible = false;
    return mesh;
  }

  private request(url: string, colorSpace: 'srgb' | 'linear'): TextureRequest {
    const width = this.options.imageWidth ?? DECAL_IMAGE_WIDTH;
    return { url: this.options.resolveImageUrl(url, width), colorSpace, repeat: [1, 1], wrap: 'clamp' };
  }

  private async addLayer(canvas: PartCanvas, layer: DecalLayer, token: number): Promise<void> {
    const mesh = this.createLayerMesh();
    const entry: LayerEntry = { layer, mesh, bounds: new Box2(), ready: false };
    canvas.layers.set(layer.id, entry);
    canvas.scene.add(mesh);
    await this.reloadLayer(canvas, entry, layer, token);
  }

  private async reloadLayer(
    canvas: PartCanvas,
    entry: LayerEntry,
    layer: DecalLayer,
    token: number,
  ): Promise<void> {
    entry.layer = layer;
    const cache = this.options.cache;
    const imageRequest = this.request(layer.url, 'srgb');
    const maskRequest = layer.mask ? this.request(layer.mask.url, 'linear') : undefined;
    const [image, mask] = await Promise.allSettled([
      cache.acquire(imageRequest),
      maskRequest ? cache.acquire(maskRequest) : Promise.resolve(undefined),
    ]);
    const stale = token !== canvas.token || canvas.layers.get(layer.id) !== entry || entry.layer !== layer;
    if (stale || image.status === 'rejected') {
      if (image.status === 'fulfilled') cache.release(imageRequest);
      if (mask.status === 'fulfilled' && maskRequest) cache.release(maskRequest);
      if (!stale && image.status === 'rejected') {
        this.options.onError?.(`Failed to load decal image "${layer.url}"`, image.reason);
      }
      return;
    }
    if (entry.image) cache.release(entry.image.request);
    if (entry.mask) cache.release(entry.mask.request);
    entry.image = { request: imageRequest, texture: image.value };
    delete entry.mask;
    if (mask.status === 'fulfilled' && mask.value && maskRequest) {
      entry.mask = { request: maskRequest, texture: mask.value };
    } else if (mask.status === 'rejected') {
      this.options.onError?.(`Failed to load decal mask "${layer.mask?.url}"`, mask.reason);
    }
    const uniforms = entry.mesh.material.uniforms;
    uniforms['map']!.value = entry.image.texture;
    uniforms['maskMap']!.value = entry.mask?.texture ?? null;
    uniforms['hasMask']!.value = entry.mask !== undefined;
    entry.ready = true;
    entry.mesh.visible = true;
    this.markDirty(canvas, entry.bounds);
    this.updateLayer(canvas, entry, layer, true);
  }

  private updateLayer(canvas: PartCanvas, entry: LayerEntry, layer: DecalLayer, force = false): void {
    const before = JSON.stringify([
      entry.layer.position,
      entry.layer.scale,
      entry.layer.rotation,
      entry.layer.color,
      entry.layer.mask,
    ]);
    const after = JSON.stringify([layer.position, layer.scale, layer.rotation, layer.color, layer.mask]);
    entry.layer = layer;
    if (!force && before === after) return;
    if (!entry.ready) return;
    const image = entry.image?.texture.image as { width: number; height: number } | undefined;
    const aspect = image && image.width > 0 ? image.height / image.width : 1;
    const mesh = entry.mesh;
    mesh.position.set(layer.position.x, layer.position.y, 0);
    mesh.rotation.set(0, 0, (layer.rotation * Math.PI) / 180);
    mesh.scale.set(layer.scale.x, layer.scale.y * aspect, 1);
    mesh.updateMatrixWorld();
    const uniforms = mesh.material.uniforms;
    (uniforms['tint']!.value as Color).set(layer.color);
    if (layer.mask && entry.mask) {
      const maskImage = entry.mask.texture.image as { width: number; height: number };
      const maskAspect = maskImage.width > 0 ? maskImage.height / maskImage.width : 1;
      const m = layer.mask;
      this.scratchMatrix.compose(
        this.scratchPoint.set(m.position.x, m.position.y, 0),
        this.scratchQuaternion.setFromAxisAngle(this.zAxis, (m.rotation * Math.PI) / 180),
        this.scratchScale.set(m.scale.x, m.scale.y * maskAspect, 1),
      );
      const e = this.scratchMatrix.invert().elements;
      (uniforms['canvasToMask']!.value as Matrix3).set(e[0]!, e[4]!, e[12]!, e[1]!, e[5]!, e[13]!, 0, 0, 1);
    }
    this.markDirty(canvas, entry.bounds);
    this.boundsOf(mesh, entry.bounds);
    this.markDirty(canvas, entry.bounds);
  }

  private boundsOf(mesh: Mesh, target: Box2): void {
    target.makeEmpty();
    const elements = mesh.matrixWorld.elements;
    for (const [cx, cy] of [
      [-0.5, -0.5],
      [0.5, -0.5],
      [0.5, 0.5],
      [-0.5, 0.5],
    ] as const) {
      target.expandByPoint(
        new Vector2(
          elements[0]! * cx + elements[4]! * cy + elements[12]!,
          elements[1]! * cx + elements[5]! * cy + elements[13]!,
        ),
      );
    }
  }

  private markDirty(canvas: PartCanvas, region: Box2): void {
    if (region.isEmpty()) return;
    const clipped = region.clone().intersect(FULL);
    if (clipped.isEmpty()) return;
    canvas.dirty = canvas.dirty ? canvas.dirty.union(clipped) : clipped;
  }

  private disposeEntry(canvas: PartCanvas, entry: LayerEntry): void {
    canvas.scene.remove(entry.mesh);
    entry.mesh.material.dispose();
    if (entry.image) this.options.cache.release(entry.image.request);
    if (entry.mask) this.options.cache.release(entry.mask.request);
    delete entry.image;
    delete entry.mask;
  }
}
