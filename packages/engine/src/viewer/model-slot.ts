import { Box3, Mesh, MeshDepthMaterial, Texture, type Material as ThreeMaterial, type Object3D } from 'three';
import { loadModel, normalizeModel, type ModelSource } from '../loading/model-loader';
import type { FetchService } from '../services/services';
import type { Stage } from './stage';

export interface LoadedModel {
  url: string;
  root: Object3D;
  /** Each mesh's own material, restored when a part has no material record. */
  originalMaterials: Map<Mesh, ThreeMaterial | ThreeMaterial[]>;
  bounds: Box3;
}

/**
 * Frees a model's geometries and depth materials, and its own materials: those it was
 * loaded with (`originals`), or, when none are given, whatever its meshes wear. Part
 * materials are not the model's and are left alone.
 */
function disposeObjectTree(root: Object3D, originals?: Iterable<ThreeMaterial | ThreeMaterial[]>): void {
  const materials = new Set<ThreeMaterial>();
  root.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    object.geometry.dispose();
    (object.customDepthMaterial as ThreeMaterial | undefined)?.dispose();
    if (!originals) {
      for (const material of Array.isArray(object.material) ? object.material : [object.material])
        materials.add(material);
    }
  });
  for (const entry of originals ?? [])
    for (const material of Array.isArray(entry) ? entry : [entry]) materials.add(material);
  for (const material of materials) disposeMaterial(material);
}

function disposeMaterial(material: ThreeMaterial): void {
  for (const value of Object.values(material)) {
    if (value instanceof Texture) {
      value.dispose();
      (value.image as ImageBitmap | undefined)?.close?.();
    }
  }
  material.dispose();
}

/**
 * The model concern: the one garment model in the stage's model group, loaded (glTF/GLB
 * or FBX through the injected fetch), normalised, made to cast and receive shadows, and
 * freed with everything it brought.
 */
export class ModelSlot {
  private loaded: LoadedModel | null = null;

  constructor(
    private readonly stage: Stage,
    private readonly fetch: FetchService,
  ) {}

  get current(): LoadedModel | null {
    return this.loaded;
  }

  /**
   * Fetches and parses `source`, then puts it in place of the current model. Answers
   * false when `isCancelled` said so once it arrived (the viewer was disposed): nothing
   * changes then. Rejects when the model cannot be loaded; the current one stays.
   */
  async replace(
    source: ModelSource,
    onProgress: (progress: { loaded: number; total: number }) => void,
    isCancelled: () => boolean,
  ): Promise<boolean> {
    const root = await loadModel(this.fetch, source, onProgress);
    if (isCancelled()) {
      disposeObjectTree(root);
      return false;
    }
    // Part materials and decal canvases are kept: they belong to parts, not to a model,
    // and decals are drawn in UV space.
    this.dispose();
    normalizeModel(root);
    const originalMaterials = new Map<Mesh, ThreeMaterial | ThreeMaterial[]>();
    root.traverse((object) => {
      if (!(object instanceof Mesh)) return;
      originalMaterials.set(object, object.material);
      object.castShadow = true;
      object.receiveShadow = true;
      // three.js's shadow pass otherwise draws every mesh with one shared depth material
      // that keeps the last map it was given in its uniforms; a later mesh without a map
      // would then upload that texture again after we disposed it (a leak across designs).
      object.customDepthMaterial = new MeshDepthMaterial();
    });
    const bounds = new Box3().setFromObject(root);
    this.stage.modelGroup.add(root);
    this.stage.floor.position.y = bounds.min.y - 0.001;
    // Shown with the full shadow, after the garment's first frame (see DesignApplication).
    this.stage.floor.visible = false;
    this.loaded = { url: source.url, root, originalMaterials, bounds };
    this.stage.shadowsDirty = true;
    return true;
  }

  /** Takes the model out of the scene and frees it. */
  dispose(): void {
    if (this.loaded) {
      this.stage.modelGroup.remove(this.loaded.root);
      disposeObjectTree(this.loaded.root, this.loaded.originalMaterials.values());
      this.loaded = null;
    }
    this.stage.floor.visible = false;
    this.stage.shadowsDirty = true;
  }
}
