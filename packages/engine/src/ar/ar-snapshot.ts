import type {
  Box3,
  BufferAttribute,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  Object3D,
  Texture,
  WebGLRenderTarget,
  WebGLRenderer,
} from 'three';

// No value is imported from three.js here: every three.js name this module imported would
// be one more export of the viewer's first-frame chunk, whose budget has no bytes to spare.
// Types are told by their `is...` flags and matrices made by cloning.
const REPEAT_WRAPPING = 1000; // RepeatWrapping

/** Longest side of a texture in an AR model: Quick Look and Scene Viewer refuse or shrink larger ones. */
export const AR_TEXTURE_SIZE = 2048;

/**
 * An image for the worker: a copy of a decoded texture's bitmap, or the pixels of a decal
 * canvas read back from the GPU (row 0 first, row 0 being texel row 0, v = 0, as the
 * garment samples it; a bitmap's top row is that row too, textures keeping `flipY` false).
 */
export type ArImage =
  { bitmap: ImageBitmap } | { pixels: Uint8ClampedArray<ArrayBuffer>; width: number; height: number };

export interface ArTexture {
  image: number;
  /** An opacity map to fold into this image's alpha (glTF and USD carry opacity there). */
  alpha?: number;
  colorSpace: 'srgb' | 'linear';
  repeat: [number, number];
  offset: [number, number];
  /** Whether the texture tiles (a material's cloth) or is clamped (a decal canvas). */
  tiled: boolean;
}

export interface ArMaterial {
  name: string;
  color: [number, number, number];
  roughness: number;
  metalness: number;
  opacity: number;
  alphaTest: number;
  doubleSided: boolean;
  map?: ArTexture;
  normalMap?: ArTexture;
  normalScale?: [number, number];
}

export interface ArMesh {
  name: string;
  /** Column-major, in metres, the garment standing on y = 0 and centred on x and z. */
  matrix: number[];
  position: Float32Array<ArrayBuffer>;
  normal?: Float32Array<ArrayBuffer>;
  uv?: Float32Array<ArrayBuffer>;
  index?: Uint32Array<ArrayBuffer>;
  /** One material per group (or one for the whole mesh when `groups` is empty). */
  groups: { start: number; count: number; material: number }[];
}

/**
 * The garment as plain data for the AR worker: geometry, materials and images (decals
 * already composited into the base colour), every buffer and bitmap transferable.
 */
export interface ArSnapshot {
  meshes: ArMesh[];
  materials: ArMaterial[];
  images: ArImage[];
}

const flat = (
  attribute: BufferAttribute | undefined,
  size: number,
): Float32Array<ArrayBuffer> | undefined => {
  if (!attribute || attribute.itemSize !== size) return undefined;
  const out = new Float32Array(attribute.count * size);
  for (let i = 0; i < attribute.count; i++)
    for (let c = 0; c < size; c++) out[i * size + c] = attribute.getComponent(i, c);
  return out;
};

/** A texture's image for the worker: the decal canvas read from the GPU, a bitmap copied. */
async function imageOf(texture: Texture, renderer: WebGLRenderer): Promise<ArImage | null> {
  const target = (texture as Texture & { renderTarget?: WebGLRenderTarget | null }).renderTarget;
  if (texture.isRenderTargetTexture && target) {
    const { width, height } = target;
    const pixels = new Uint8ClampedArray(width * height * 4);
    // A decal canvas keeps one framebuffer per mip level, which readRenderTargetPixels does
    // not pick from: bind level 0 as the render target and read it with WebGL itself.
    const previous = renderer.getRenderTarget();
    try {
      renderer.setRenderTarget(target, 0, 0);
      const gl = renderer.getContext();
      gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    } finally {
      renderer.setRenderTarget(previous);
    }
    return { pixels, width, height };
  }
  const image = texture.image as CanvasImageSource | null;
  if (!image) return null;
  // A copy: the original stays with the texture on screen.
  return { bitmap: await createImageBitmap(image as ImageBitmap) };
}

/**
 * Takes the garment under `model` (the stage's model group) apart into plain data: each
 * mesh's geometry and placement (the viewer's display scaling undone, so metres as the
 * model was made, standing on the floor), each material's factors and its textures read
 * back as pixels. Runs on the main thread because the GPU and the scene live here; it only
 * copies, the encoding happens in the worker.
 */
export async function snapshotGarment(model: Object3D, renderer: WebGLRenderer): Promise<ArSnapshot> {
  const images: ArImage[] = [];
  const imageIndex = new Map<Texture, Promise<number | undefined>>();
  const materials: ArMaterial[] = [];
  const materialIndex = new Map<unknown, number>();
  const meshes: ArMesh[] = [];

  const indexOf = (texture: Texture): Promise<number | undefined> => {
    let index = imageIndex.get(texture);
    if (!index) {
      const slot = images.length;
      images.push(null as unknown as ArImage);
      index = imageOf(texture, renderer).then((image) => {
        if (!image) return undefined;
        images[slot] = image;
        return slot;
      });
      imageIndex.set(texture, index);
    }
    return index;
  };

  const textureOf = async (
    texture: Texture | null,
    alphaMap: Texture | null,
    srgb: boolean,
  ): Promise<ArTexture | undefined> => {
    if (!texture) return undefined;
    const image = await indexOf(texture);
    if (image === undefined) return undefined;
    // An opacity map merges only into a colour map of the same tiling (the same UVs).
    const merged =
      alphaMap && alphaMap.repeat.equals(texture.repeat) && alphaMap.offset.equals(texture.offset);
    const alpha = merged ? await indexOf(alphaMap) : undefined;
    return {
      image,
      ...(alpha !== undefined ? { alpha } : {}),
      colorSpace: srgb ? 'srgb' : 'linear',
      repeat: [texture.repeat.x, texture.repeat.y],
      offset: [texture.offset.x, texture.offset.y],
      tiled: texture.wrapS === REPEAT_WRAPPING || texture.wrapT === REPEAT_WRAPPING,
    };
  };

  const materialOf = async (material: unknown): Promise<number> => {
    const known = materialIndex.get(material);
    if (known !== undefined) return known;
    const slot = materials.length;
    materialIndex.set(material, slot);
    materials.push(null as unknown as ArMaterial);
    const m = material as Partial<MeshStandardMaterial> & { name?: string };
    const standard = (material as MeshStandardMaterial).isMeshStandardMaterial
      ? (material as MeshStandardMaterial)
      : null;
    const map = standard ? await textureOf(standard.map, standard.alphaMap, true) : undefined;
    const normalMap = standard ? await textureOf(standard.normalMap, null, false) : undefined;
    materials[slot] = {
      name: m.name || `material-${slot}`,
      color: m.color ? [m.color.r, m.color.g, m.color.b] : [1, 1, 1],
      roughness: standard?.roughness ?? 1,
      metalness: standard?.metalness ?? 0,
      opacity: m.opacity ?? 1,
      alphaTest: m.alphaTest ?? 0,
      doubleSided: (m.side ?? 0) !== 0,
      ...(map ? { map } : {}),
      ...(normalMap && standard
        ? { normalMap, normalScale: [standard.normalScale.x, standard.normalScale.y] as [number, number] }
        : {}),
    };
    return slot;
  };

  model.updateMatrixWorld(true);
  // The viewer scales every garment to one display size (normalizeModel): undo the model
  // root's transform so the AR garment has the size it was made in, in metres.
  let bounds: Box3 | null = null;
  const placed: { mesh: Mesh; matrix: Matrix4 }[] = [];
  for (const root of model.children) {
    const fromRoot = root.matrixWorld.clone().invert();
    root.traverseVisible((object) => {
      const mesh = object as Mesh;
      if (!mesh.isMesh || !mesh.geometry?.attributes['position']) return;
      const matrix = fromRoot.clone().multiply(mesh.matrixWorld);
      mesh.geometry.computeBoundingBox();
      const box = mesh.geometry.boundingBox!.clone().applyMatrix4(matrix);
      bounds = bounds ? bounds.union(box) : box;
      placed.push({ mesh, matrix });
    });
  }
  const box = bounds as Box3 | null;
  if (!box || box.isEmpty()) throw new Error('There is no garment to export');
  // Standing on the floor (y = 0), centred on x and z: AR puts the model's origin on the floor.
  const centre = box.getCenter(box.min.clone());
  const lift = placed[0]!.matrix.clone().makeTranslation(-centre.x, -box.min.y, -centre.z);
  for (const { mesh, matrix } of placed) {
    const geometry = mesh.geometry;
    const attributes = geometry.attributes as Record<string, BufferAttribute | undefined>;
    const position = flat(attributes['position'], 3)!;
    const normal = flat(attributes['normal'], 3);
    const uv = flat(attributes['uv'], 2);
    const index = geometry.index ? Uint32Array.from(geometry.index.array as ArrayLike<number>) : undefined;
    const list = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
    const groups =
      geometry.groups.length > 0 && Array.isArray(mesh.material)
        ? await Promise.all(
            geometry.groups.map(async (group) => ({
              start: group.start,
              count: group.count,
              material: await materialOf(list[group.materialIndex ?? 0]),
            })),
          )
        : [{ start: 0, count: Infinity, material: await materialOf(list[0]) }];
    meshes.push({
      name: mesh.name || `mesh-${meshes.length}`,
      matrix: lift.clone().multiply(matrix).toArray(),
      position,
      ...(normal ? { normal } : {}),
      ...(uv ? { uv } : {}),
      ...(index ? { index } : {}),
      groups,
    });
  }
  return { meshes, materials, images };
}

/** Every buffer of a snapshot, to transfer rather than copy. */
export function transferablesOf(snapshot: ArSnapshot): Transferable[] {
  const buffers = new Set<Transferable>();
  for (const image of snapshot.images) buffers.add('bitmap' in image ? image.bitmap : image.pixels.buffer);
  for (const mesh of snapshot.meshes)
    for (const array of [mesh.position, mesh.normal, mesh.uv, mesh.index])
      if (array) buffers.add(array.buffer);
  return [...buffers];
}
