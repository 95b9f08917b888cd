/**
 * KTX2 files (Basis Universal) made into GPU-compressed textures by three's KTX2Loader, which
 * runs the Basis transcoder (WebAssembly) in Web Workers of its own and picks the format the
 * GPU takes (ASTC, ETC2, BC7, ... as `detectSupport` finds; plain RGBA where it takes none).
 * A chunk of its own, loaded with a phone's first KTX2 answer (./ktx2-images.ts). The loader
 * fetches the transcoder files from the host's folder itself: they are code, loaded once like
 * the engine's chunks, not a design's resource.
 */
import { CompressedTexture, LinearFilter, LinearMipmapLinearFilter, type WebGLRenderer } from 'three';
import { KTX2Loader } from 'three/addons/loaders/KTX2Loader.js';
import type { CompressedImage } from '../materials/texture-cache';

/**
 * Transcoding workers: one per spare core, at most two. Each compiles its own copy of the
 * transcoder, and a garment has few normal maps; more would only compete with the page.
 */
export function transcoderWorkerCount(cores: number | undefined): number {
  return Math.max(1, Math.min(2, (cores ?? 2) - 1));
}

/** One renderer's KTX2 transcoding: its loader, its workers. */
export class Ktx2Transcoder {
  private readonly loader: KTX2Loader;

  constructor(
    renderer: WebGLRenderer,
    transcoderPath: string,
    cores = globalThis.navigator?.hardwareConcurrency,
  ) {
    this.loader = new KTX2Loader()
      .setTranscoderPath(transcoderPath)
      .setWorkerLimit(transcoderWorkerCount(cores))
      .detectSupport(renderer);
  }

  /** Transcodes a KTX2 file; its buffer goes to a worker (detached here afterwards). */
  async transcode(bytes: ArrayBuffer): Promise<CompressedImage> {
    const texture = await new Promise<CompressedTexture>((resolve, reject) =>
      this.loader.parse(bytes, resolve, reject),
    );
    return compressedImage(texture);
  }

  /** Ends the workers (a transcoding in flight never answers). */
  dispose(): void {
    this.loader.dispose();
  }
}

/**
 * The transcoded texture as the texture cache holds it: its source (the mips' size) and mip
 * chain, shared by every tiling. A KTX2 file that is no single 2D image (an array, a cube map,
 * uncompressed data) is refused: the image API sends none, and the cache's tilings assume one.
 */
export function compressedImage(transcoded: CompressedTexture): CompressedImage {
  const layered = transcoded as { isCompressedArrayTexture?: boolean; isCompressedCubeTexture?: boolean };
  if (!transcoded.isCompressedTexture || layered.isCompressedArrayTexture || layered.isCompressedCubeTexture)
    throw new Error('The KTX2 file is not a Basis Universal 2D texture');
  const { source, mipmaps, format, type, premultiplyAlpha } = transcoded;
  const { width, height } = transcoded.image;
  return {
    source,
    newTexture: () => {
      const texture = new CompressedTexture(mipmaps, width, height, format, type);
      texture.source = source;
      // The file's mip chain, never generated (a GPU cannot mipmap compressed data).
      texture.generateMipmaps = false;
      texture.minFilter = mipmaps.length > 1 ? LinearMipmapLinearFilter : LinearFilter;
      texture.magFilter = LinearFilter;
      texture.premultiplyAlpha = premultiplyAlpha;
      // Drawable without marking the shared source new: three uploads the mips when it makes
      // the GPU texture for this source and sampler, so a later tiling uploads nothing again.
      texture.version++;
      return texture;
    },
  };
}
