import { CanvasTexture, Color, SRGBColorSpace, Texture, type Scene } from 'three';
import type { BackgroundConfig } from '@atelier/schema';
import type { ImageLoaderService, ImageUrlResolver } from '../services/services';
import { paintGradient, parseCssGradient, type ParsedGradient } from './css-gradient';

/** The backdrop when a design sets none (a warm off-white that flatters fabrics). */
export const DEFAULT_BACKGROUND_COLOR = '#f4f1ec';

/** Width asked of the image helper for background images. */
export const BACKGROUND_IMAGE_WIDTH = 2048;

/** Longest side of the canvas a gradient is painted on (it is smooth, so small is enough). */
const GRADIENT_SIZE = 512;

/**
 * The scene background (002 §3 background_config): an image (fitted to cover the view),
 * a plain colour, or a CSS gradient painted to the view's aspect ratio.
 */
export class SceneBackground {
  private key = '';
  private texture: Texture | null = null;
  private image: ImageBitmap | null = null;
  private gradient: { parsed: ParsedGradient; canvas: OffscreenCanvas } | null = null;
  private aspect = 1;
  private token = 0;

  constructor(
    private readonly scene: Scene,
    private readonly loadImage: ImageLoaderService,
    private readonly resolveImageUrl: ImageUrlResolver,
  ) {
    scene.background = new Color(DEFAULT_BACKGROUND_COLOR);
  }

  /** Applies a background; a config equal to the current one does nothing. */
  async apply(config: BackgroundConfig | undefined): Promise<void> {
    const key = JSON.stringify(config ?? null);
    if (key === this.key) return;
    this.key = key;
    const token = ++this.token;
    if (config?.type === 'img' && config.url) {
      const bitmap = await this.loadImage(this.resolveImageUrl(config.url, BACKGROUND_IMAGE_WIDTH));
      if (token !== this.token) {
        bitmap.close();
        return;
      }
      const texture = new Texture(bitmap);
      texture.colorSpace = SRGBColorSpace;
      texture.flipY = false;
      texture.needsUpdate = true;
      this.replace(texture, bitmap, null);
      this.fit();
      return;
    }
    if (config?.type === 'gradient' && config.color) {
      const parsed = parseCssGradient(config.color);
      if (parsed) {
        const canvas = new OffscreenCanvas(GRADIENT_SIZE, GRADIENT_SIZE);
        const texture = new CanvasTexture(canvas);
        texture.colorSpace = SRGBColorSpace;
        this.replace(texture, null, { parsed, canvas });
        this.fit();
        return;
      }
    }
    const color = config?.type === 'color' && config.color ? config.color : DEFAULT_BACKGROUND_COLOR;
    this.replace(null, null, null);
    this.scene.background = new Color(color);
  }

  /** Refits an image and repaints a gradient for a view of this aspect ratio (width / height). */
  setAspect(aspect: number): void {
    if (!(aspect > 0) || aspect === this.aspect) return;
    this.aspect = aspect;
    this.fit();
  }

  dispose(): void {
    this.token++;
    this.replace(null, null, null);
    this.scene.background = null;
  }

  private replace(
    texture: Texture | null,
    image: ImageBitmap | null,
    gradient: SceneBackground['gradient'],
  ): void {
    this.texture?.dispose();
    this.image?.close();
    this.texture = texture;
    this.image = image;
    this.gradient = gradient;
    if (texture) this.scene.background = texture;
  }

  private fit(): void {
    const texture = this.texture;
    if (!texture) return;
    if (this.gradient) {
      const { canvas, parsed } = this.gradient;
      const width = this.aspect >= 1 ? GRADIENT_SIZE : Math.max(1, Math.round(GRADIENT_SIZE * this.aspect));
      const height = this.aspect >= 1 ? Math.max(1, Math.round(GRADIENT_SIZE / this.aspect)) : GRADIENT_SIZE;
      if (canvas.width !== width || canvas.height !== height) {
        // A resized canvas needs a new GPU texture of the new size.
        texture.dispose();
        canvas.width = width;
        canvas.height = height;
      }
      const context = canvas.getContext('2d');
      if (context) paintGradient(context, parsed, width, height);
      texture.needsUpdate = true;
      return;
    }
    if (!this.image) return;
    // Cover: fill the view, cropping the image's excess; the bitmap is not flipped, so the
    // texture transform flips v.
    const imageAspect = this.image.width / this.image.height;
    let repeatX = 1;
    let repeatY = 1;
    if (this.aspect > imageAspect) repeatY = imageAspect / this.aspect;
    else repeatX = this.aspect / imageAspect;
    texture.repeat.set(repeatX, -repeatY);
    texture.offset.set((1 - repeatX) / 2, (1 + repeatY) / 2);
    texture.updateMatrix();
  }
}
