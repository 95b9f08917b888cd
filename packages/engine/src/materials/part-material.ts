import { DoubleSide, MeshStandardMaterial, type Texture } from 'three';
import type { ImageUrlResolver } from '../services/services';
import {
  FALLBACK_LOOK,
  TEXTURE_REQUEST_WIDTH,
  textureRequestWidth,
  type MaterialLook,
} from './material-record';
import type { TextureCache, TextureRequest } from './texture-cache';

/** 001 §9: alpha test of every part material. */
export const PART_ALPHA_TEST = 0.5;

interface HeldTextures {
  diffuse?: TextureRequest;
  normal?: TextureRequest;
  opacity?: TextureRequest;
}

export interface PartMaterialOptions {
  cache: TextureCache;
  resolveImageUrl: ImageUrlResolver;
  requestWidths?: { full: number; tiled: number };
}

/**
 * The PBR material of one part. Each part has its own MeshStandardMaterial (its decals
 * are composited into its own map) while the textures are shared through the cache.
 * Changing the material record updates this material in place: no mesh is rebuilt.
 */
export class PartMaterial {
  readonly material = new MeshStandardMaterial({ side: DoubleSide });
  private held: HeldTextures = {};
  private baseMap: Texture | null = null;
  private compositeMap: Texture | null = null;
  private token = 0;
  private lookKey = '';

  constructor(private readonly options: PartMaterialOptions) {
    this.applyFactors(FALLBACK_LOOK, {});
  }

  /** The diffuse texture of the material record (with its tiling), if any. */
  get baseDiffuse(): Texture | null {
    return this.baseMap;
  }

  /**
   * Loads the textures of `look` and swaps them in once all are ready, so a part never
   * shows half of a new material. A newer call supersedes an older one still loading.
   * Resolves to whether the material changed (false when the look is the same, or when a
   * newer call superseded this one).
   */
  async setLook(look: MaterialLook): Promise<boolean> {
    const key = JSON.stringify(look);
    if (key === this.lookKey) return false;
    const token = ++this.token;
    const width = textureRequestWidth(
      look.scaleX,
      look.scaleY,
      this.options.requestWidths ?? TEXTURE_REQUEST_WIDTH,
    );
    const request = (url: string | undefined, colorSpace: 'srgb' | 'linear'): TextureRequest | undefined =>
      url
        ? { url: this.options.resolveImageUrl(url, width), colorSpace, repeat: [look.scaleX, look.scaleY] }
        : undefined;
    const wanted: HeldTextures = {};
    const diffuse = request(look.diffuse, 'srgb');
    const normal = request(look.normal, 'linear');
    const opacity = request(look.opacity, 'linear');
    if (diffuse) wanted.diffuse = diffuse;
    if (normal) wanted.normal = normal;
    if (opacity) wanted.opacity = opacity;
    const entries = Object.entries(wanted) as [keyof HeldTextures, TextureRequest][];
    const results = await Promise.allSettled(entries.map(([, req]) => this.options.cache.acquire(req)));
    const textures: Partial<Record<keyof HeldTextures, Texture>> = {};
    const acquired: HeldTextures = {};
    const failures: string[] = [];
    results.forEach((result, index) => {
      const [slot, req] = entries[index]!;
      if (result.status === 'fulfilled') {
        textures[slot] = result.value;
        acquired[slot] = req;
      } else {
        failures.push(
          `${req.url}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`,
        );
      }
    });
    if (token !== this.token) {
      this.releaseAll(acquired);
      return false;
    }
    this.releaseAll(this.held);
    this.held = acquired;
    this.lookKey = key;
    this.applyFactors(look, textures);
    if (failures.length > 0) throw new Error(`Failed to load texture ${failures.join('; ')}`);
    return true;
  }

  /** Shows the decal composite (base diffuse with the layers baked in) instead of the base map. */
  setCompositeMap(texture: Texture | null): void {
    if (this.compositeMap === texture) return;
    this.compositeMap = texture;
    this.assignMap();
  }

  dispose(): void {
    this.token++;
    this.releaseAll(this.held);
    this.held = {};
    this.material.dispose();
  }

  private applyFactors(look: MaterialLook, textures: Partial<Record<keyof HeldTextures, Texture>>): void {
    const material = this.material;
    const before = this.programSignature();
    this.baseMap = textures.diffuse ?? null;
    material.normalMap = textures.normal ?? null;
    material.normalScale.set(look.normalScale, look.normalScale);
    material.alphaMap = textures.opacity ?? null;
    material.alphaTest = material.alphaMap ? PART_ALPHA_TEST : 0;
    material.roughness = look.roughness;
    material.metalness = look.metalness;
    material.opacity = look.opacityFactor;
    material.transparent = look.opacityFactor < 1;
    material.depthWrite = !material.transparent;
    material.map = this.compositeMap ?? this.baseMap;
    // Toggling a map on or off changes the shader; swapping one texture for another does not.
    if (this.programSignature() !== before) material.needsUpdate = true;
  }

  private assignMap(): void {
    const next = this.compositeMap ?? this.baseMap;
    if (this.material.map === next) return;
    if ((this.material.map === null) !== (next === null)) this.material.needsUpdate = true;
    this.material.map = next;
  }

  private programSignature(): string {
    const m = this.material;
    return `${Boolean(m.map)}${Boolean(m.normalMap)}${Boolean(m.alphaMap)}${m.alphaTest > 0}${m.transparent}`;
  }

  private releaseAll(held: HeldTextures): void {
    for (const request of Object.values(held)) if (request) this.options.cache.release(request);
  }
}
