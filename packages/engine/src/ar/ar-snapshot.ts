import {
  Box3,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  NoBlending,
  NoColorSpace,
  OrthographicCamera,
  PlaneGeometry,
  RepeatWrapping,
  Scene,
  ShaderMaterial,
  SRGBColorSpace,
  WebGLRenderTarget,
  type BufferAttribute,
  type Object3D,
  type Texture,
  type WebGLRenderer,
} from 'three';

/** Longest side of a texture in an AR model: Quick Look and Scene Viewer refuse or shrink larger ones. */
export const AR_TEXTURE_SIZE = 2048;

/** RGBA pixels, row 0 first, row 0 being texel row 0 (v = 0) as the garment samples it. */
export interface ArImage {
  pixels: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

export interface ArTexture {
  image: number;
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
 * already composited into the base colour), every buffer transferable.
 */
export interface ArSnapshot {
  meshes: ArMesh[];
  materials: ArMaterial[];
  images: ArImage[];
}

const BLIT_VERTEX = /* glsl */ `
  varying vec2 vUv;
  void main() { vUv = uv; gl_Position = vec4(position.xy * 2.0, 0.0, 1.0); }
`;
// The texture's own texels at their own UVs (no tiling); an opacity map, when given, goes
// into alpha: glTF and USD carry opacity in the base colour's alpha, not in a map of its own.
const BLIT_FRAGMENT = /* glsl */ `
  uniform sampler2D map;
  uniform sampler2D alphaMap;
  uniform bool hasAlphaMap;
  varying vec2 vUv;
  void main() {
    vec4 texel = texture2D(map, vUv);
    if (hasAlphaMap) texel.a *= texture2D(alphaMap, vUv).g;
    gl_FragColor = texel;
  }
`;

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

const sizeOf = (texture: Texture): { width: number; height: number } => {
  const image = texture.image as { width?: number; height?: number } | null;
  if (texture.isRenderTargetTexture) {
    const { width, height } = texture.image as { width: number; height: number };
    return { width, height };
  }
  return { width: image?.width ?? 1, height: image?.height ?? 1 };
};

/**
 * Reads textures back through the GPU: a decal canvas lives only there, and drawing every
 * texture through one pass gives the same row order, colour encoding and size cap for all.
 */
class TextureReader {
  private readonly scene = new Scene();
  private readonly camera = new OrthographicCamera();
  private readonly material = new ShaderMaterial({
    uniforms: { map: { value: null }, alphaMap: { value: null }, hasAlphaMap: { value: false } },
    vertexShader: BLIT_VERTEX,
    fragmentShader: BLIT_FRAGMENT,
    blending: NoBlending,
    depthTest: false,
    depthWrite: false,
  });
  private readonly quad = new Mesh(new PlaneGeometry(1, 1), this.material);

  constructor(private readonly renderer: WebGLRenderer) {
    this.quad.frustumCulled = false;
    this.scene.add(this.quad);
  }

  read(texture: Texture, alphaMap: Texture | null, srgb: boolean): ArImage {
    const { width: w, height: h } = sizeOf(texture);
    const scale = Math.min(1, AR_TEXTURE_SIZE / Math.max(w, h, 1));
    const width = Math.max(1, Math.round(w * scale));
    const height = Math.max(1, Math.round(h * scale));
    const target = new WebGLRenderTarget(width, height, {
      colorSpace: srgb ? SRGBColorSpace : NoColorSpace,
      generateMipmaps: false,
      depthBuffer: false,
    });
    const uniforms = this.material.uniforms;
    uniforms['map']!.value = texture;
    uniforms['alphaMap']!.value = alphaMap;
    uniforms['hasAlphaMap']!.value = alphaMap !== null;
    const renderer = this.renderer;
    const previous = renderer.getRenderTarget();
    try {
      renderer.setRenderTarget(target);
      renderer.render(this.scene, this.camera);
      const pixels = new Uint8ClampedArray(width * height * 4);
      renderer.readRenderTargetPixels(target, 0, 0, width, height, pixels);
      return { pixels, width, height };
    } finally {
      renderer.setRenderTarget(previous);
      target.dispose();
      uniforms['map']!.value = null;
      uniforms['alphaMap']!.value = null;
    }
  }

  dispose(): void {
    this.quad.geometry.dispose();
    this.material.dispose();
  }
}

/**
 * Takes the garment under `model` (the stage's model group) apart into plain data: each
 * mesh's geometry and placement (the viewer's display scaling undone, so metres as the
 * model was made, standing on the floor), each material's factors and its textures read
 * back as pixels. Runs on the main thread because the GPU and the scene live here; it only
 * copies, the encoding happens in the worker.
 */
export function snapshotGarment(model: Object3D, renderer: WebGLRenderer): ArSnapshot {
  const reader = new TextureReader(renderer);
  const images: ArImage[] = [];
  const imageIndex = new Map<string, number>();
  const materials: ArMaterial[] = [];
  const materialIndex = new Map<unknown, number>();
  const meshes: ArMesh[] = [];

  const textureOf = (
    texture: Texture | null,
    alphaMap: Texture | null,
    srgb: boolean,
  ): ArTexture | undefined => {
    if (!texture) return undefined;
    // An opacity map merges only into a colour map of the same tiling (the same UVs).
    const merged =
      alphaMap && alphaMap.repeat.equals(texture.repeat) && alphaMap.offset.equals(texture.offset);
    const key = `${texture.uuid}|${merged ? alphaMap.uuid : ''}`;
    let image = imageIndex.get(key);
    if (image === undefined) {
      image = images.push(reader.read(texture, merged ? alphaMap : null, srgb)) - 1;
      imageIndex.set(key, image);
    }
    return {
      image,
      colorSpace: srgb ? 'srgb' : 'linear',
      repeat: [texture.repeat.x, texture.repeat.y],
      offset: [texture.offset.x, texture.offset.y],
      tiled: texture.wrapS === RepeatWrapping || texture.wrapT === RepeatWrapping,
    };
  };

  const materialOf = (material: unknown): number => {
    const known = materialIndex.get(material);
    if (known !== undefined) return known;
    const m = material as Partial<MeshStandardMaterial> & { name?: string };
    const standard = material instanceof MeshStandardMaterial ? material : null;
    const map = standard ? textureOf(standard.map, standard.alphaMap, true) : undefined;
    const normalMap = standard ? textureOf(standard.normalMap, null, false) : undefined;
    const entry: ArMaterial = {
      name: m.name || `material-${materials.length}`,
      color: m.color ? [m.color.r, m.color.g, m.color.b] : [1, 1, 1],
      roughness: standard?.roughness ?? 1,
      metalness: standard?.metalness ?? 0,
      opacity: m.opacity ?? 1,
      alphaTest: m.alphaTest ?? 0,
      doubleSided: (m.side ?? 0) !== 0,
      ...(map ? { map } : {}),
      ...(normalMap && standard
        ? { normalMap, normalScale: [standard.normalScale.x, standard.normalScale.y] }
        : {}),
    };
    materialIndex.set(material, materials.push(entry) - 1);
    return materials.length - 1;
  };

  try {
    model.updateMatrixWorld(true);
    // The viewer scales every garment to one display size (normalizeModel): undo the
    // model root's scale so the AR garment has the size it was made in, in metres.
    const roots = model.children;
    const fromWorld = new Matrix4();
    const bounds = new Box3();
    const placed: { mesh: Mesh; matrix: Matrix4 }[] = [];
    for (const root of roots) {
      fromWorld.copy(root.matrixWorld).invert();
      root.traverseVisible((object) => {
        if (!(object instanceof Mesh) || !object.geometry?.attributes['position']) return;
        const matrix = fromWorld.clone().multiply(object.matrixWorld);
        const geometry = object.geometry;
        geometry.computeBoundingBox();
        bounds.union(geometry.boundingBox!.clone().applyMatrix4(matrix));
        placed.push({ mesh: object, matrix });
      });
    }
    if (bounds.isEmpty()) throw new Error('There is no garment to export');
    // Standing on the floor (y = 0), centred on x and z: AR places the model's origin on the floor.
    const centre = bounds.getCenter(bounds.min.clone());
    const lift = new Matrix4().makeTranslation(-centre.x, -bounds.min.y, -centre.z);
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
          ? geometry.groups.map((group) => ({
              start: group.start,
              count: group.count,
              material: materialOf(list[group.materialIndex ?? 0]),
            }))
          : [{ start: 0, count: Infinity, material: materialOf(list[0]) }];
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
  } finally {
    reader.dispose();
  }
}

/** Every buffer of a snapshot, to transfer rather than copy. */
export function transferablesOf(snapshot: ArSnapshot): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const image of snapshot.images) buffers.add(image.pixels.buffer);
  for (const mesh of snapshot.meshes)
    for (const array of [mesh.position, mesh.normal, mesh.uv, mesh.index])
      if (array) buffers.add(array.buffer);
  return [...buffers];
}
