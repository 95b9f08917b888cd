import type { Texture, WebGLRenderer } from 'three';
import { DecalCompositor } from '../decals/decal-compositor';
import type { DecalLayer } from '../decals/decal-layer';
import type { DecalTransform } from '../interaction/decal-drag';
import type { PartMeshes } from '../loading/part-map';
import type { TextureCache } from '../materials/texture-cache';
import type { ImageUrlResolver } from '../services/services';
import type { PartLooks } from './part-looks';

export interface DecalCanvasesOptions {
  renderer: WebGLRenderer;
  cache: TextureCache;
  resolveImageUrl: ImageUrlResolver;
  size: number;
  imageWidth?: number;
  onError(message: string, cause: unknown): void;
  onRedraw(part: string): void;
}

/**
 * The decal concern: each part's decal canvas (its base diffuse with the layers baked in,
 * composited in UV space), updated only for the parts whose layers changed, and worn by
 * the part's material.
 */
export class DecalCanvases {
  readonly compositor: DecalCompositor;
  /** The layers last given to each part's canvas (serialised), to skip unchanged parts. */
  private readonly given = new Map<string, string>();

  constructor(options: DecalCanvasesOptions) {
    this.compositor = new DecalCompositor({
      renderer: options.renderer,
      cache: options.cache,
      resolveImageUrl: options.resolveImageUrl,
      size: options.size,
      ...(options.imageWidth ? { imageWidth: options.imageWidth } : {}),
      onError: options.onError,
      onRedraw: options.onRedraw,
    });
  }

  /**
   * Gives each part its layers (none on a part without meshes). Only parts whose layers
   * differ from what they were last given are touched, and within a part only the layers
   * that changed are redrawn. Then every part material wears its canvas, over its base.
   */
  async apply(
    partMeshes: PartMeshes,
    layers: ReadonlyMap<string, DecalLayer[]>,
    looks: PartLooks,
  ): Promise<void> {
    const parts = new Set([...layers.keys(), ...this.compositor.partIds, ...this.given.keys()]);
    await Promise.all(
      [...parts].map(async (partId) => {
        const partLayers = partMeshes.get(partId)?.length ? (layers.get(partId) ?? []) : [];
        const key = JSON.stringify(partLayers);
        if (this.given.get(partId) === key) return;
        if (partLayers.length === 0) this.given.delete(partId);
        else this.given.set(partId, key);
        await this.compositor.setLayers(partId, partLayers, looks.get(partId)?.baseDiffuse ?? null);
      }),
    );
    for (const [partId, partMaterial] of looks.entries()) {
      partMaterial.setCompositeMap(this.compositor.textureOf(partId));
      this.compositor.setBase(partId, partMaterial.baseDiffuse);
    }
  }

  /** The layers drawn on a part, in order (placed decals, then canvas layers). */
  layersOf(part: string): DecalLayer[] {
    return this.compositor.layerIds(part).flatMap((id) => {
      const layer = this.compositor.layer(part, id);
      return layer ? [layer] : [];
    });
  }

  /** Moves, turns or resizes one layer at once (sliders, drags): its old and new regions redraw. */
  transform(
    part: string,
    id: string,
    transform: Partial<DecalTransform> & { mask?: DecalLayer['mask'] },
  ): boolean {
    const changed = this.compositor.updateLayerTransform(part, id, transform);
    // The canvas no longer shows what it was last given: the next design redraws it.
    if (changed) this.given.delete(part);
    return changed;
  }

  /** A part's base diffuse changed outside a design (a preview replaced): its canvas redraws over it. */
  setBase(part: string, base: Texture | null): void {
    this.compositor.setBase(part, base);
  }

  /** Drops a part's canvas (its material is gone). */
  removePart(part: string): void {
    this.compositor.removePart(part);
    this.given.delete(part);
  }

  removeAll(): void {
    for (const partId of this.compositor.partIds) this.removePart(partId);
    this.given.clear();
  }

  dispose(): void {
    this.given.clear();
    this.compositor.dispose();
  }
}
