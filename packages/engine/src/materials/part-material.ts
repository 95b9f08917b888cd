import { DoubleSide, MeshStandardMaterial, type Texture } from 'three';
import type { ImageUrlResolver } from '../services/services';
import {
  FALLBACK_LOOK,
  TEXTURE_REQUEST_WIDTH,
  textureRepeat,
  textureRequestWidth,
  type MaterialLook,
} from './material-record';
import type { TextureCache, TextureRequest } from './texture-cache';

/** 001 §9: alpha test of every part material. */
export const PART_ALPHA_TEST = 0.5;

type TextureSlot = 'diffuse' | 'normal' | 'opacity';

/** A texture taken from the cache, with the request that releases it. */
interface HeldTexture {
  request: TextureRequest;
  texture: Texture;
}

type HeldTextures = Partial<Record<TextureSlot, HeldTexture>>;

export interface PartMaterialOptions {
  cache: TextureCache;
  resolveImageUrl: ImageUrlResolver;
  requestWidths?: { full: number; tiled: number };
  /**
   * Phones: the widths of a first look's colours (its diffuse and opacity maps), shown first;
   * the images at `requestWidths` follow with the relief. Absent: the colours come at full width.
   */
  previewWidths?: { full: number; tiled: number };
  /**
   * The rest of a first look (its relief, and its full-width colours after a preview) came in
   * after the first colours: the part wants a frame, and whatever drew the old base diffuse
   * (a decal canvas) its new one. The replaced textures are released after this call.
   */
  onRelief?: () => void;
}

/**
 * The PBR material of one part. Each part has its own MeshStandardMaterial (its decals
 * are composited into its own map) while the textures are shared through the cache.
 * Changing the material record updates this material in place: no mesh is rebuilt.
 * The textures' tiling follows the record's scale and the part's UV span
 * ({@link setUvSpan}): parts on one material may tile differently yet share the images.
 */
export class PartMaterial {
  readonly material = new MeshStandardMaterial({ side: DoubleSide });
  private held: HeldTextures = {};
  private look: MaterialLook = FALLBACK_LOOK;
  private uvSpan: number | null = null;
  private compositeMap: Texture | null = null;
  private token = 0;
  private lookKey = '';
  private relief: Promise<void> = Promise.resolve();

  constructor(private readonly options: PartMaterialOptions) {
    this.applyFactors(FALLBACK_LOOK);
  }

  /** The diffuse texture of the material record (with the part's tiling), if any. */
  get baseDiffuse(): Texture | null {
    return this.held.diffuse?.texture ?? null;
  }

  /**
   * Resolves once the rest of the part's first look is in (its relief, and its full-width
   * colours after a preview; at once when it all came together, or when there was none);
   * rejects when one of those images failed to load.
   */
  get reliefReady(): Promise<void> {
    return this.relief;
  }

  /**
   * Loads the textures of `look` and swaps them in once all are ready, so a part never
   * shows half of a new material. A newer call supersedes an older one still loading.
   * Resolves to whether the material changed (false when the look is the same, or when a
   * newer call superseded this one).
   *
   * The part's first look (nothing shown yet) comes in two steps (issue 20): its colours
   * (diffuse and opacity maps) and factors first, then its relief (the normal map), the
   * largest of its images (a fabric's normal map is often ten times its diffuse map). On a
   * phone's connection the garment then shows seconds earlier, in its colours; the relief
   * follows (`reliefReady`, `onRelief`). With `previewWidths` (phones) the first colours are
   * small images (a tiled fabric at 200 px instead of 1024 px: a tenth of the bytes, and at a
   * phone's first view of a whole garment hardly different), and the full-width colours come
   * with the relief. A change of look later is still swapped whole.
   */
  async setLook(look: MaterialLook): Promise<boolean> {
    const key = JSON.stringify(look);
    if (key === this.lookKey) return false;
    const token = ++this.token;
    const widthAt = (sizes: { full: number; tiled: number }) =>
      textureRequestWidth(look.scaleX, look.scaleY, sizes);
    const width = widthAt(this.options.requestWidths ?? TEXTURE_REQUEST_WIDTH);
    const repeat = textureRepeat(look, this.uvSpan);
    const requestsAt = (at: number, slots: readonly TextureSlot[]) => {
      const requests: [TextureSlot, TextureRequest][] = [];
      for (const slot of slots) {
        const reference = look[slot];
        if (!reference) continue;
        // Linear maps hold vectors and factors, not colours: asked as data (full-chroma encoding).
        const colorSpace = slot === 'diffuse' ? 'srgb' : 'linear';
        const url = this.options.resolveImageUrl(reference, at, colorSpace === 'srgb' ? 'color' : 'data');
        const request: TextureRequest = { url, colorSpace, repeat };
        // Only the relief may come GPU-compressed (KTX2 on phones): it follows the first frame anyway.
        if (slot === 'normal') request.compressible = true;
        requests.push([slot, request]);
      }
      return requests;
    };
    const wanted = requestsAt(width, ['diffuse', 'normal', 'opacity']);
    const first = this.lookKey === '' && Object.keys(this.held).length === 0;
    const colours = wanted.filter(([slot]) => slot !== 'normal');
    const staged = first && colours.length > 0;
    const preview = this.options.previewWidths ? widthAt(this.options.previewWidths) : width;
    let now = wanted;
    let later: [TextureSlot, TextureRequest][] = [];
    if (staged && preview < width) {
      // A phone's first look: small colours now, the full images and the relief together later.
      now = requestsAt(preview, ['diffuse', 'opacity']);
      later = wanted;
    } else if (staged) {
      now = colours;
      later = wanted.filter(([slot]) => slot === 'normal');
    }
    const results = await Promise.allSettled(now.map(([, request]) => this.options.cache.acquire(request)));
    const acquired: HeldTextures = {};
    const failures: string[] = [];
    results.forEach((result, index) => {
      const [slot, request] = now[index]!;
      if (result.status === 'fulfilled') {
        acquired[slot] = { request, texture: result.value };
      } else {
        failures.push(
          `${request.url}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`,
        );
      }
    });
    if (token !== this.token) {
      this.releaseAll(acquired);
      return false;
    }
    this.releaseAll(this.held);
    // The part's UV span may have changed while the images loaded.
    this.held = this.retile(acquired, textureRepeat(look, this.uvSpan));
    this.look = look;
    this.lookKey = key;
    this.applyFactors(look);
    this.relief = later.length > 0 ? this.loadRest(token, later) : Promise.resolve();
    // Nobody may be waiting for it (the material was replaced): its failure is reported by
    // whoever asks for `reliefReady`, not as an unhandled rejection.
    this.relief.catch(() => undefined);
    if (failures.length > 0) throw new Error(`Failed to load texture ${failures.join('; ')}`);
    return true;
  }

  /**
   * The rest of the first look (its normal map, and its full-width colours after a preview),
   * worn once all of it is in unless a newer look came meanwhile. What failed to load is
   * reported; the part keeps what it showed in its place.
   */
  private async loadRest(token: number, rest: [TextureSlot, TextureRequest][]): Promise<void> {
    const results = await Promise.allSettled(rest.map(([, request]) => this.options.cache.acquire(request)));
    const acquired: HeldTextures = {};
    const failures: string[] = [];
    results.forEach((result, index) => {
      const [slot, request] = rest[index]!;
      if (result.status === 'fulfilled') acquired[slot] = { request, texture: result.value };
      else
        failures.push(
          `${request.url}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`,
        );
    });
    if (token !== this.token) {
      this.releaseAll(acquired);
      return;
    }
    // The part's UV span may have changed while the images loaded.
    const incoming = this.retile(acquired, textureRepeat(this.look, this.uvSpan));
    const replaced: HeldTextures = {};
    for (const slot of Object.keys(incoming) as TextureSlot[]) replaced[slot] = this.held[slot];
    this.held = { ...this.held, ...incoming };
    this.applyFactors(this.look);
    this.options.onRelief?.();
    // Released only now: until the call above, a decal canvas may still draw the preview.
    this.releaseAll(replaced);
    if (failures.length > 0) throw new Error(`Failed to load texture ${failures.join('; ')}`);
  }

  /**
   * Sets how many metres of cloth the part's 0..1 UV square covers (its model's `uvSpan`),
   * or null when the model does not say: the record's scale is then repeats per UV square
   * instead of per metre. Retiles the textures at once (their images are already decoded);
   * a look still loading picks the span up when it arrives. Answers whether the material
   * changed.
   */
  setUvSpan(uvSpan: number | null): boolean {
    if (uvSpan === this.uvSpan) return false;
    this.uvSpan = uvSpan;
    const before = this.held;
    this.held = this.retile(before, textureRepeat(this.look, uvSpan));
    const changed = (Object.keys(before) as TextureSlot[]).some(
      (slot) => before[slot]?.texture !== this.held[slot]?.texture,
    );
    if (changed) this.applyFactors(this.look);
    return changed;
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

  /**
   * The same images at another repeat: each texture whose tiling differs is exchanged for
   * the cache's texture of that tiling, which shares the decoded image (taken before the
   * old one is released, so the image stays decoded).
   */
  private retile(held: HeldTextures, repeat: readonly [number, number]): HeldTextures {
    const cache = this.options.cache;
    const result: HeldTextures = {};
    for (const slot of Object.keys(held) as TextureSlot[]) {
      const current = held[slot]!;
      const [x, y] = current.request.repeat;
      if (x === repeat[0] && y === repeat[1]) {
        result[slot] = current;
        continue;
      }
      const request = { ...current.request, repeat };
      // Holding `current` keeps its image decoded, so this does not come back empty.
      const texture = cache.acquireDecoded(request);
      if (!texture) {
        result[slot] = current;
        continue;
      }
      cache.release(current.request);
      result[slot] = { request, texture };
    }
    return result;
  }

  private applyFactors(look: MaterialLook): void {
    const material = this.material;
    const before = this.programSignature();
    material.normalMap = this.held.normal?.texture ?? null;
    material.normalScale.set(look.normalScale, look.normalScale);
    material.alphaMap = this.held.opacity?.texture ?? null;
    material.alphaTest = material.alphaMap ? PART_ALPHA_TEST : 0;
    material.roughness = look.roughness;
    material.metalness = look.metalness;
    material.opacity = look.opacityFactor;
    material.transparent = look.opacityFactor < 1;
    material.depthWrite = !material.transparent;
    material.map = this.compositeMap ?? this.baseDiffuse;
    // Toggling a map on or off changes the shader; swapping one texture for another does not.
    if (this.programSignature() !== before) material.needsUpdate = true;
  }

  private assignMap(): void {
    const next = this.compositeMap ?? this.baseDiffuse;
    if (this.material.map === next) return;
    if ((this.material.map === null) !== (next === null)) this.material.needsUpdate = true;
    this.material.map = next;
  }

  private programSignature(): string {
    const m = this.material;
    return `${Boolean(m.map)}${Boolean(m.normalMap)}${Boolean(m.alphaMap)}${m.alphaTest > 0}${m.transparent}`;
  }

  private releaseAll(held: HeldTextures): void {
    for (const entry of Object.values(held)) if (entry) this.options.cache.release(entry.request);
  }
}
