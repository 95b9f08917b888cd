import {
  ClampToEdgeWrapping,
  LinearMipmapLinearFilter,
  NoColorSpace,
  RepeatWrapping,
  SRGBColorSpace,
  Texture,
  type ColorSpace,
} from 'three';
import type { ImageLoaderService } from '../services/services';

export interface TextureRequest {
  /** The url to load (already passed through the image helper). */
  url: string;
  colorSpace: 'srgb' | 'linear';
  repeat: readonly [number, number];
  /** How the texture continues past its edge: tiled (the default) or clamped (decals). */
  wrap?: 'repeat' | 'clamp';
}

interface Entry {
  references: number;
  promise: Promise<Texture>;
  texture?: Texture;
  released: boolean;
}

/**
 * Textures shared across parts with reference counting: two parts on the same material
 * (or two materials naming the same image with the same tiling) hold one texture, which
 * is disposed when the last holder releases it. Loads in flight are shared too.
 */
export class TextureCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly loadImage: ImageLoaderService,
    private readonly anisotropy = 1,
  ) {}

  static keyOf(request: TextureRequest): string {
    return `${request.colorSpace}|${request.wrap ?? 'repeat'}|${request.repeat[0]}x${request.repeat[1]}|${request.url}`;
  }

  /** Number of distinct textures held (loaded or loading). */
  get size(): number {
    return this.entries.size;
  }

  /** Takes a reference; the promise rejects when the image cannot be loaded. */
  acquire(request: TextureRequest): Promise<Texture> {
    const key = TextureCache.keyOf(request);
    const existing = this.entries.get(key);
    if (existing) {
      existing.references++;
      return existing.promise;
    }
    const entry: Entry = { references: 1, released: false, promise: Promise.resolve(null as never) };
    entry.promise = this.loadImage(request.url).then(
      (image) => {
        const texture = new Texture(image);
        texture.colorSpace = (request.colorSpace === 'srgb' ? SRGBColorSpace : NoColorSpace) as ColorSpace;
        // Images are uploaded as decoded; UVs follow the glTF convention (v down).
        texture.flipY = false;
        texture.wrapS = texture.wrapT = request.wrap === 'clamp' ? ClampToEdgeWrapping : RepeatWrapping;
        texture.repeat.set(request.repeat[0], request.repeat[1]);
        texture.minFilter = LinearMipmapLinearFilter;
        texture.anisotropy = this.anisotropy;
        texture.name = request.url.startsWith('data:') ? 'data-url' : request.url;
        texture.needsUpdate = true;
        entry.texture = texture;
        if (entry.released) {
          texture.dispose();
          image.close();
        }
        return texture;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    this.entries.set(key, entry);
    return entry.promise;
  }

  /** Drops a reference taken with {@link acquire}; the last one disposes the texture. */
  release(request: TextureRequest): void {
    const key = TextureCache.keyOf(request);
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.references--;
    if (entry.references > 0) return;
    this.entries.delete(key);
    entry.released = true;
    if (entry.texture) {
      entry.texture.dispose();
      const image = entry.texture.image as ImageBitmap | undefined;
      image?.close?.();
    }
  }

  /** Disposes everything regardless of references (the viewer is going away). */
  dispose(): void {
    for (const entry of this.entries.values()) {
      entry.released = true;
      if (entry.texture) {
        entry.texture.dispose();
        (entry.texture.image as ImageBitmap | undefined)?.close?.();
      }
    }
    this.entries.clear();
  }
}
