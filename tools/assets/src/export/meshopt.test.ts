/**
 * The shipped garments are meshopt-compressed and quantized: the same parts, UV spans and
 * shapes as the uncompressed geometry they were made from, within the quantization's
 * precision (export/meshopt.ts).
 */
import { NodeIO } from '@gltf-transform/core';
import { Box3, Vector3, type Mesh, type Object3D } from 'three';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { GARMENTS } from '../library.js';
import { garmentDocument, garmentToGlb } from './glb.js';

const toArrayBuffer = (b: Uint8Array): ArrayBuffer =>
  b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

async function parse(bytes: Uint8Array): Promise<Object3D> {
  const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
  const gltf = await loader.parseAsync(toArrayBuffer(bytes), '');
  gltf.scene.updateMatrixWorld(true);
  return gltf.scene;
}

function meshes(root: Object3D): Map<string, Mesh> {
  const out = new Map<string, Mesh>();
  root.traverse((o) => {
    if ((o as Mesh).isMesh) out.set(o.name, o as Mesh);
  });
  return out;
}

/** The part's surface in square metres (world space, node transforms applied). */
function surfaceArea(mesh: Mesh): number {
  const pos = mesh.geometry.getAttribute('position');
  const index = mesh.geometry.index!;
  const [a, b, c] = [new Vector3(), new Vector3(), new Vector3()];
  let area = 0;
  for (let t = 0; t < index.count; t += 3) {
    a.fromBufferAttribute(pos, index.getX(t)).applyMatrix4(mesh.matrixWorld);
    b.fromBufferAttribute(pos, index.getX(t + 1)).applyMatrix4(mesh.matrixWorld);
    c.fromBufferAttribute(pos, index.getX(t + 2)).applyMatrix4(mesh.matrixWorld);
    area += b.sub(a).cross(c.sub(a)).length() / 2;
  }
  return area;
}

function uvBounds(mesh: Mesh): [number, number, number, number] {
  const uv = mesh.geometry.getAttribute('uv');
  const box = [Infinity, Infinity, -Infinity, -Infinity] as [number, number, number, number];
  for (let i = 0; i < uv.count; i++) {
    box[0] = Math.min(box[0], uv.getX(i));
    box[1] = Math.min(box[1], uv.getY(i));
    box[2] = Math.max(box[2], uv.getX(i));
    box[3] = Math.max(box[3], uv.getY(i));
  }
  return box;
}

/** A quarter texel of a 4096 px decal canvas: where decals land must not move visibly. */
const UV_TOLERANCE = 0.25 / 4096;
/** Half a millimetre: far below anything a camera at garment scale shows. */
const POSITION_TOLERANCE_M = 0.0005;

describe.each(GARMENTS.map(({ id, build }) => [id, build] as const))('compressed %s', (_id, build) => {
  let plain: Map<string, Mesh>;
  let packed: Map<string, Mesh>;
  let glb: Uint8Array;
  beforeAll(async () => {
    const garment = build();
    glb = await garmentToGlb(garment);
    plain = meshes(await parse(await new NodeIO().writeBinary(garmentDocument(garment))));
    packed = meshes(await parse(glb));
  });

  it('declares meshopt compression and quantized attributes', async () => {
    const json = (await new NodeIO().binaryToJSON(glb)).json;
    expect(json.extensionsRequired).toEqual(
      expect.arrayContaining(['EXT_meshopt_compression', 'KHR_mesh_quantization']),
    );
  });

  it('keeps every part, by name, with its UV span and default material', () => {
    expect([...packed.keys()]).toEqual([...plain.keys()]);
    for (const [name, mesh] of plain) {
      const compressed = packed.get(name)!;
      expect(compressed.userData, name).toEqual(mesh.userData);
      expect(typeof compressed.userData['uvSpan'], name).toBe('number');
    }
  });

  it('keeps every triangle, the bounding box, the surface area and the UV layout', () => {
    for (const [name, mesh] of plain) {
      const compressed = packed.get(name)!;
      expect(compressed.geometry.index!.count, name).toBe(mesh.geometry.index!.count);
      const [a, b] = [new Box3().setFromObject(mesh), new Box3().setFromObject(compressed)];
      for (const axis of ['x', 'y', 'z'] as const) {
        expect(Math.abs(a.min[axis] - b.min[axis]), `${name} min ${axis}`).toBeLessThan(POSITION_TOLERANCE_M);
        expect(Math.abs(a.max[axis] - b.max[axis]), `${name} max ${axis}`).toBeLessThan(POSITION_TOLERANCE_M);
      }
      expect(surfaceArea(compressed) / surfaceArea(mesh), `${name} area`).toBeCloseTo(1, 3);
      const [u, v] = [uvBounds(mesh), uvBounds(compressed)];
      for (let k = 0; k < 4; k++)
        expect(Math.abs(u[k]! - v[k]!), `${name} uv bound ${k}`).toBeLessThan(UV_TOLERANCE);
    }
  });
});
