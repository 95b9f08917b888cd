import {
  BufferAttribute,
  BufferGeometry,
  Color,
  ClampToEdgeWrapping,
  DoubleSide,
  FrontSide,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  NoColorSpace,
  RepeatWrapping,
  Scene,
  SRGBColorSpace,
  Texture,
} from 'three';
import { GLTFExporter } from 'three/addons/exporters/GLTFExporter.js';
import { USDZExporter } from 'three/addons/exporters/USDZExporter.js';
import { AR_TEXTURE_SIZE, type ArImage, type ArSnapshot, type ArTexture } from './ar-snapshot';

export type ArFormat = 'glb' | 'usdz';

/**
 * The garment of a snapshot as a three.js scene again (in the worker): one mesh per
 * mesh, one standard material per material, the images as bitmaps (both exporters take
 * ImageBitmap, and it is made from pixels without a DOM). Textures keep `flipY` false,
 * as the viewer's are: row 0 of an image is v = 0, which each exporter writes in its
 * format's convention.
 */
export async function buildArScene(snapshot: ArSnapshot): Promise<Scene> {
  const sources = await Promise.all(snapshot.images.map((image) => (image ? toBitmap(image) : null)));
  const merged = new Map<string, Promise<ImageBitmap>>();
  const bitmapOf = (entry: ArTexture): Promise<ImageBitmap | null> => {
    const colour = sources[entry.image];
    const alpha = entry.alpha !== undefined ? sources[entry.alpha] : null;
    if (!colour || !alpha) return Promise.resolve(colour ?? null);
    const key = `${entry.image}|${entry.alpha}`;
    if (!merged.has(key)) merged.set(key, withAlpha(colour, alpha));
    return merged.get(key)!;
  };
  const bitmaps = new Map<ArTexture, ImageBitmap | null>();
  for (const material of snapshot.materials)
    for (const entry of [material.map, material.normalMap])
      if (entry) bitmaps.set(entry, await bitmapOf(entry));
  const textureOf = (entry: ArTexture | undefined): Texture | null => {
    const bitmap = entry ? bitmaps.get(entry) : null;
    if (!entry || !bitmap) return null;
    const texture = new Texture(bitmap);
    texture.flipY = false;
    texture.colorSpace = entry.colorSpace === 'srgb' ? SRGBColorSpace : NoColorSpace;
    texture.wrapS = texture.wrapT = entry.tiled ? RepeatWrapping : ClampToEdgeWrapping;
    texture.repeat.fromArray(entry.repeat);
    texture.offset.fromArray(entry.offset);
    texture.needsUpdate = true;
    return texture;
  };
  const materials = snapshot.materials.map((record) => {
    const material = new MeshStandardMaterial({
      name: record.name,
      color: new Color(...record.color),
      roughness: record.roughness,
      metalness: record.metalness,
      opacity: record.opacity,
      transparent: record.opacity < 1,
      alphaTest: record.alphaTest,
      side: record.doubleSided ? DoubleSide : FrontSide,
      map: textureOf(record.map),
      normalMap: textureOf(record.normalMap),
    });
    if (record.normalScale) material.normalScale.fromArray(record.normalScale);
    return material;
  });
  const scene = new Scene();
  scene.name = 'garment';
  for (const entry of snapshot.meshes) {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(entry.position, 3));
    if (entry.normal) geometry.setAttribute('normal', new BufferAttribute(entry.normal, 3));
    else geometry.computeVertexNormals();
    if (entry.uv) geometry.setAttribute('uv', new BufferAttribute(entry.uv, 2));
    if (entry.index) geometry.setIndex(new BufferAttribute(entry.index, 1));
    const whole = entry.groups.length === 1 && !Number.isFinite(entry.groups[0]!.count);
    if (!whole) entry.groups.forEach((group, index) => geometry.addGroup(group.start, group.count, index));
    const meshMaterials = entry.groups.map((group) => materials[group.material]!);
    const mesh = new Mesh(geometry, whole ? meshMaterials[0] : meshMaterials);
    mesh.name = entry.name;
    mesh.matrixAutoUpdate = false;
    mesh.matrix.copy(new Matrix4().fromArray(entry.matrix));
    mesh.matrix.decompose(mesh.position, mesh.quaternion, mesh.scale);
    mesh.matrixAutoUpdate = true;
    scene.add(mesh);
  }
  scene.updateMatrixWorld(true);
  return scene;
}

/** An image as a bitmap no larger than {@link AR_TEXTURE_SIZE} on its longest side. */
async function toBitmap(image: ArImage): Promise<ImageBitmap> {
  const source = 'bitmap' in image ? image.bitmap : new ImageData(image.pixels, image.width, image.height);
  const scale = Math.min(1, AR_TEXTURE_SIZE / Math.max(source.width, source.height, 1));
  if (scale === 1 && 'bitmap' in image) return image.bitmap;
  return createImageBitmap(source, {
    resizeWidth: Math.max(1, Math.round(source.width * scale)),
    resizeHeight: Math.max(1, Math.round(source.height * scale)),
    resizeQuality: 'high',
  });
}

/** The colour image with the opacity map's green channel (as three.js reads it) as its alpha. */
async function withAlpha(colour: ImageBitmap, alpha: ImageBitmap): Promise<ImageBitmap> {
  const { width, height } = colour;
  const read = (image: ImageBitmap) => {
    const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
    context.drawImage(image, 0, 0, width, height);
    return context.getImageData(0, 0, width, height);
  };
  const pixels = read(colour);
  const mask = read(alpha).data;
  for (let i = 3; i < pixels.data.length; i += 4) pixels.data[i] = (pixels.data[i]! * mask[i - 2]!) / 255;
  return createImageBitmap(pixels);
}

/** Writes the scene as a binary glTF 2.0 (Scene Viewer) or a USDZ (Quick Look). */
export async function encodeArModel(scene: Scene, format: ArFormat): Promise<Uint8Array<ArrayBuffer>> {
  if (format === 'usdz') {
    const usdz = await new USDZExporter().parseAsync(scene, {
      quickLookCompatible: true,
      maxTextureSize: AR_TEXTURE_SIZE,
    });
    return new Uint8Array(usdz.buffer as ArrayBuffer, usdz.byteOffset, usdz.byteLength).slice();
  }
  const glb = await new GLTFExporter().parseAsync(scene, { binary: true, maxTextureSize: AR_TEXTURE_SIZE });
  if (!(glb instanceof ArrayBuffer)) throw new Error('The glTF exporter did not write a GLB');
  return new Uint8Array(glb);
}
