import { Mesh, type Texture } from 'three';
import type { Material } from '@atelier/schema';
import type { PartAppearance } from '@atelier/domain';
import type { PartMeshes } from '../loading/part-map';
import { partUvSpan } from '../loading/part-map';
import { FALLBACK_LOOK, readMaterialLook, TEXTURE_REQUEST_WIDTH } from '../materials/material-record';
import { PartMaterial } from '../materials/part-material';
import type { TextureCache } from '../materials/texture-cache';
import type { ImageUrlResolver } from '../services/services';
import type { ModelSlot } from './model-slot';
import type { Stage } from './stage';

/** A part's material with its look loading (true once loaded when the look changed). */
export interface PendingLook {
  material: PartMaterial;
  ready: Promise<boolean>;
}

export interface PartLooksOptions {
  cache: TextureCache;
  resolveImageUrl: ImageUrlResolver;
  requestWidths?: { full: number; tiled: number };
  /** Phones: the widths of a first look's colours, before the full images (`PartMaterial`). */
  previewWidths?: { full: number; tiled: number };
  /**
   * A part's base diffuse changed without a change of look (its full-width colours replaced a
   * preview): a decal canvas drawing it takes the new one.
   */
  onBaseChanged?(part: string, base: Texture | null): void;
  /** A look failed to load (the part keeps the rest of it). */
  onError(error: unknown): void;
  /** A look changed (the work counters). */
  onRebuilt(): void;
  /** A part lost its material (its decal canvas goes with it). */
  onPartDropped(part: string): void;
}

/**
 * The part-look concern: one PBR material per part that has a material record (or decals
 * to show), its look read from the record the part's resolved appearance names, worn by
 * the part's meshes; parts without one wear the model's own material. Which record a part
 * wears is decided by @atelier/domain (`resolvePartAppearances`), not here.
 */
export class PartLooks {
  private readonly materials = new Map<string, PartMaterial>();

  constructor(
    private readonly stage: Stage,
    private readonly model: ModelSlot,
    private readonly options: PartLooksOptions,
  ) {}

  get(part: string): PartMaterial | undefined {
    return this.materials.get(part);
  }

  entries(): IterableIterator<[string, PartMaterial]> {
    return this.materials.entries();
  }

  /**
   * Starts loading each part's look. Material textures depend on the design only, not on
   * the model, so they load while a model downloads.
   */
  prepare(
    appearances: ReadonlyMap<string, PartAppearance>,
    records: ReadonlyMap<string, Material>,
    partsWithDecals: ReadonlySet<string>,
  ): Map<string, PendingLook> {
    const looks = new Map<string, PendingLook>();
    for (const [partId, appearance] of appearances) {
      const record = appearance.materialId === undefined ? undefined : records.get(appearance.materialId);
      if (!record && !partsWithDecals.has(partId)) continue;
      let partMaterial = this.materials.get(partId);
      if (!partMaterial) {
        const created: PartMaterial = new PartMaterial({
          cache: this.options.cache,
          resolveImageUrl: this.options.resolveImageUrl,
          requestWidths: this.options.requestWidths ?? TEXTURE_REQUEST_WIDTH,
          ...(this.options.previewWidths ? { previewWidths: this.options.previewWidths } : {}),
          onRelief: () => {
            this.options.onBaseChanged?.(partId, created.baseDiffuse);
            this.stage.invalidate();
          },
        });
        partMaterial = created;
        this.materials.set(partId, partMaterial);
      }
      const ready = partMaterial
        .setLook(record ? readMaterialLook(record) : FALLBACK_LOOK)
        .then((changed) => {
          if (changed) this.options.onRebuilt();
          return changed;
        })
        .catch((error: unknown) => {
          this.options.onError(error);
          return true;
        });
      looks.set(partId, { material: partMaterial, ready });
    }
    return looks;
  }

  /**
   * Dresses the meshes: visibility first (it decides the first frame), then each part's
   * material once its look is loaded; parts without a look get the model's own material
   * back. Resolves when every part wears its look.
   */
  async assign(
    partMeshes: PartMeshes,
    appearances: ReadonlyMap<string, PartAppearance>,
    looks: ReadonlyMap<string, PendingLook>,
    isCancelled: () => boolean,
  ): Promise<void> {
    const stage = this.stage;
    const assigned: Promise<void>[] = [];
    for (const [partId, meshes] of partMeshes) {
      const appearance = appearances.get(partId)!;
      for (const mesh of meshes) {
        if (mesh.visible !== appearance.visible) stage.shadowsDirty = true;
        mesh.visible = appearance.visible;
      }
      const look = looks.get(partId);
      if (!look) {
        this.restoreOriginal(partId, meshes);
        continue;
      }
      // Tiling per metre of cloth needs the part's UV span, known once the model is here;
      // a retiled opacity map moves the shadow's holes.
      if (look.material.setUvSpan(partUvSpan(meshes))) stage.shadowsDirty = true;
      assigned.push(
        look.ready.then((changed) => {
          if (isCancelled() || this.materials.get(partId) !== look.material) return;
          // Opacity maps cut the shadow too.
          if (changed) stage.shadowsDirty = true;
          for (const mesh of meshes) {
            if (mesh.material !== look.material.material) {
              mesh.material = look.material.material;
              stage.shadowsDirty = true;
            }
          }
        }),
      );
    }
    for (const partId of [...this.materials.keys()]) {
      if (!looks.has(partId)) this.restoreOriginal(partId, []);
    }
    await Promise.all(assigned);
  }

  /**
   * Resolves once every part's relief is in (a first look's normal map comes after its
   * colours, `PartMaterial.setLook`); a relief that failed is reported, the part keeps the rest.
   */
  async reliefs(): Promise<void> {
    const results = await Promise.allSettled([...this.materials.values()].map((m) => m.reliefReady));
    for (const result of results) if (result.status === 'rejected') this.options.onError(result.reason);
  }

  /** Gives every part the model's own material back and frees the part materials. */
  restoreAll(): void {
    for (const partId of [...this.materials.keys()]) this.restoreOriginal(partId, []);
  }

  private restoreOriginal(partId: string, meshes: readonly Mesh[]): void {
    const partMaterial = this.materials.get(partId);
    const model = this.model.current;
    for (const mesh of meshes) {
      const original = model?.originalMaterials.get(mesh);
      if (original && mesh.material !== original) {
        mesh.material = original;
        this.stage.shadowsDirty = true;
      }
    }
    if (!partMaterial) return;
    if (model) {
      model.root.traverse((object) => {
        if (object instanceof Mesh && object.material === partMaterial.material) {
          object.material = model.originalMaterials.get(object) ?? object.material;
        }
      });
    }
    partMaterial.dispose();
    this.materials.delete(partId);
    this.options.onPartDropped(partId);
  }
}
