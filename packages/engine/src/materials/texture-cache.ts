import {
  ClampToEdgeWrapping,
  LinearMipmapLinearFilter,
  NoColorSpace,
  RepeatWrapping,
  SRGBColorSpace,
  TextureSource,
  Texture,
  type ColorSpace,
} from 'three';
import type { ImageLoaderService } from '../services/services';

export interface TextureRequest {
  /** The url to load (already passed through the image helper). */
  url: string;
  colorSpace: 'srgb' | 'linear';
  /** Repeats across the UV square. */
  repeat: readonly [number, number];
  /** How the texture continues past its edge: tiled (the default) or clamped (decals). */
  wrap?: 'repeat' | 'clamp';
  /**
   * A normal map: on a phone it may come GPU-compressed (KTX2, `loadCompressible`). Opacity maps
   * do not ask: they are part of a first look's colours, which must not wait for a transcoder.
   */
  compressible?: boolean;
}

/**
 * A GPU-compressed image (its mip chain comes from the file): one source that every tiling's
 * texture shares, and the maker of those textures (see loading/ktx2-textures.ts).
 */
export interface CompressedImage {
  readonly source: TextureSource<unknown>;
  /** A new texture over the shared source and mips. */
  newTexture(): Texture;
}

/**
 * Loads a normal map (a request marked `compressible`), which may come GPU-compressed: a
 * bitmap, or a compressed image.
 */
export type CompressibleImageLoader = (url: string) => Promise<ImageBitmap | CompressedImage>;

/** A loaded image as the cache holds it: a bitmap's source, or a compressed image. */
type HeldImage = Pick<CompressedImage, 'source'> & Partial<Pick<CompressedImage, 'newTexture'>>;

/** One decoded image, shared by every tiling of it. */
interface ImageEntry {
  /** The tilings holding it. */
  references: number;
  promise: Promise<HeldImage>;
  image?: HeldImage;
  released: boolean;
}

/** One tiling of an image: a texture of its own over the image's shared source. */
interface TextureEntry {
  references: number;
  imageKey: string;
  promise: Promise<Texture>;
  texture?: Texture;
  released: boolean;
}

/**
 * Textures shared across parts with reference counting, in two levels. An image (url and
 * colour space) is loaded and decoded once into one three.js `TextureSource`; each tiling of it
 * (repeat and wrap) is a `Texture` over that source, held by every part asking for that
 * tiling. Parts wearing one material at different repeats (tiling per metre of cloth)
 * thus share the decoded image and, as three.js keys GPU textures by source and sampler
 * settings (not repeat), one GPU texture. A tiling is disposed when its last holder
 * releases it, the image when its last tiling goes. Loads in flight are shared too.
 * A GPU-compressed image (a phone's KTX2 data map) is held the same way: its tilings are
 * `CompressedTexture`s over its one source and mip chain.
 */
export class TextureCache {
  private readonly images = new Map<string, ImageEntry>();
  private readonly textures = new Map<string, TextureEntry>();

  constructor(
    private readonly loadImage: ImageLoaderService,
    private readonly anisotropy = 1,
    /** Phones' loader of normal maps (loading/ktx2-images.ts); absent, they load as bitmaps too. */
    private readonly loadCompressible?: CompressibleImageLoader,
  ) {}

  static keyOf(request: TextureRequest): string {
    return `${request.colorSpace}|${request.wrap ?? 'repeat'}|${request.repeat[0]}x${request.repeat[1]}|${request.url}`;
  }

  static imageKeyOf(request: TextureRequest): string {
    return `${request.colorSpace}|${request.url}`;
  }

  /** Number of distinct textures (tilings) held, loaded or loading. */
  get size(): number {
    return this.textures.size;
  }

  /** Number of distinct images held, decoded or loading. */
  get imageCount(): number {
    return this.images.size;
  }

  /** Takes a reference; the promise rejects when the image cannot be loaded. */
  acquire(request: TextureRequest): Promise<Texture> {
    const key = TextureCache.keyOf(request);
    const existing = this.textures.get(key);
    if (existing) {
      existing.references++;
      return existing.promise;
    }
    const imageKey = TextureCache.imageKeyOf(request);
    const image = this.acquireImage(imageKey, request);
    const promise = image.promise.then(
      (held) => {
        const texture = this.createTexture(request, held);
        entry.texture = texture;
        // Released while the image was loading: never drawn, nothing on the GPU yet.
        if (entry.released) texture.dispose();
        return texture;
      },
      (error: unknown) => {
        if (this.textures.get(key) === entry) this.textures.delete(key);
        throw error;
      },
    );
    // The callbacks above run once the image is decoded, after `entry` exists.
    const entry: TextureEntry = { references: 1, imageKey, released: false, promise };
    this.textures.set(key, entry);
    return promise;
  }

  /**
   * Takes a reference at once when the request's image is already decoded (another tiling
   * of it is held), so a part can change its tiling without waiting or going blank;
   * answers null when the image is not decoded yet (then use {@link acquire}).
   */
  acquireDecoded(request: TextureRequest): Texture | null {
    const key = TextureCache.keyOf(request);
    const existing = this.textures.get(key);
    if (existing) {
      if (!existing.texture) return null;
      existing.references++;
      return existing.texture;
    }
    const imageKey = TextureCache.imageKeyOf(request);
    const held = this.images.get(imageKey)?.image;
    if (!held) return null;
    this.acquireImage(imageKey, request);
    const texture = this.createTexture(request, held);
    this.textures.set(key, {
      references: 1,
      imageKey,
      released: false,
      texture,
      promise: Promise.resolve(texture),
    });
    return texture;
  }

  /** Drops a reference taken with {@link acquire}; the last one disposes the texture. */
  release(request: TextureRequest): void {
    const key = TextureCache.keyOf(request);
    const entry = this.textures.get(key);
    if (!entry) return;
    entry.references--;
    if (entry.references > 0) return;
    this.textures.delete(key);
    entry.released = true;
    entry.texture?.dispose();
    this.releaseImage(entry.imageKey);
  }

  /** Disposes everything regardless of references (the viewer is going away). */
  dispose(): void {
    for (const entry of this.textures.values()) {
      entry.released = true;
      entry.texture?.dispose();
    }
    this.textures.clear();
    for (const entry of this.images.values()) {
      entry.released = true;
      closeImage(entry.image);
    }
    this.images.clear();
  }

  private acquireImage(key: string, request: TextureRequest): ImageEntry {
    const existing = this.images.get(key);
    if (existing) {
      existing.references++;
      return existing;
    }
    const loading =
      request.compressible && this.loadCompressible
        ? this.loadCompressible(request.url)
        : this.loadImage(request.url);
    const promise = loading.then(
      (image) => {
        const held: HeldImage = 'newTexture' in image ? image : { source: new TextureSource(image) };
        entry.image = held;
        if (entry.released) closeImage(held);
        return held;
      },
      (error: unknown) => {
        if (this.images.get(key) === entry) this.images.delete(key);
        throw error;
      },
    );
    // As in acquire: the callbacks run after `entry` exists.
    const entry: ImageEntry = { references: 1, released: false, promise };
    this.images.set(key, entry);
    return entry;
  }

  private releaseImage(key: string): void {
    const entry = this.images.get(key);
    if (!entry) return;
    entry.references--;
    if (entry.references > 0) return;
    this.images.delete(key);
    entry.released = true;
    closeImage(entry.image);
  }

  private createTexture(request: TextureRequest, held: HeldImage): Texture {
    const texture = held.newTexture?.() ?? bitmapTexture(held.source);
    texture.colorSpace = (request.colorSpace === 'srgb' ? SRGBColorSpace : NoColorSpace) as ColorSpace;
    // Images are uploaded as decoded; UVs follow the glTF convention (v down).
    texture.flipY = false;
    texture.wrapS = texture.wrapT = request.wrap === 'clamp' ? ClampToEdgeWrapping : RepeatWrapping;
    texture.repeat.set(request.repeat[0], request.repeat[1]);
    texture.anisotropy = this.anisotropy;
    texture.name = request.url.startsWith('data:') ? 'data-url' : request.url;
    return texture;
  }
}

/** A tiling of a bitmap: mipmapped by the GPU from the decoded image. */
function bitmapTexture(source: TextureSource<unknown>): Texture {
  const texture = new Texture();
  texture.source = source;
  texture.minFilter = LinearMipmapLinearFilter;
  // Marks the shared source as new too: a tiling made after its image reached the GPU
  // uploads the image once more, into the same GPU texture (three.js's way to make a
  // texture over an existing source drawable).
  texture.needsUpdate = true;
  return texture;
}

/** Frees a decoded bitmap (a compressed image's data has nothing to close); an injected loader may answer an image kind without `close`. */
function closeImage(image: HeldImage | undefined): void {
  (image?.source.data as { close?: () => void } | undefined)?.close?.();
}
