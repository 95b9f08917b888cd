import { Matrix3, Raycaster, Vector2, Vector3, type Camera, type Mesh, type Object3D } from 'three';

/** Where a ray meets a part: the part id, the UV there, and the world point and normal. */
export interface SurfaceHit {
  part: string;
  uv: { x: number; y: number };
  point: [number, number, number];
  /** World-space unit normal, turned towards the viewer. */
  normal: [number, number, number];
  distance: number;
}

function visibleInHierarchy(object: Object3D | null): boolean {
  for (let node = object; node; node = node.parent) if (!node.visible) return false;
  return true;
}

/**
 * Raycasts the visible part meshes. Reuses its raycaster and vectors (pointer moves call
 * it every frame while dragging).
 */
export class SurfaceRaycaster {
  private readonly raycaster = new Raycaster();
  private readonly ndc = new Vector2();
  private readonly normalMatrix = new Matrix3();
  private readonly normal = new Vector3();
  private readonly toCamera = new Vector3();

  /** Raycasts from the camera through a point in normalised device coordinates (-1..1, y up). */
  fromCamera(
    camera: Camera,
    ndcX: number,
    ndcY: number,
    partMeshes: ReadonlyMap<string, readonly Mesh[]>,
    onlyPart?: string,
  ): SurfaceHit | null {
    this.raycaster.setFromCamera(this.ndc.set(ndcX, ndcY), camera);
    return this.cast(partMeshes, onlyPart);
  }

  /** Raycasts along a world-space ray. */
  fromRay(
    origin: Vector3,
    direction: Vector3,
    partMeshes: ReadonlyMap<string, readonly Mesh[]>,
    onlyPart?: string,
  ): SurfaceHit | null {
    this.raycaster.set(origin, direction.clone().normalize());
    return this.cast(partMeshes, onlyPart);
  }

  private cast(partMeshes: ReadonlyMap<string, readonly Mesh[]>, onlyPart?: string): SurfaceHit | null {
    const meshes: Mesh[] = [];
    const partOf = new Map<Object3D, string>();
    for (const [part, list] of partMeshes) {
      if (onlyPart !== undefined && part !== onlyPart) continue;
      for (const mesh of list) {
        if (!visibleInHierarchy(mesh)) continue;
        meshes.push(mesh);
        partOf.set(mesh, part);
      }
    }
    const hits = this.raycaster.intersectObjects(meshes, false);
    for (const hit of hits) {
      if (!hit.uv) continue;
      const part = partOf.get(hit.object);
      if (part === undefined) continue;
      const source = hit.normal ?? hit.face?.normal;
      if (source) {
        this.normalMatrix.getNormalMatrix(hit.object.matrixWorld);
        this.normal.copy(source).applyMatrix3(this.normalMatrix).normalize();
        this.toCamera.copy(this.raycaster.ray.origin).sub(hit.point);
        if (this.normal.dot(this.toCamera) < 0) this.normal.negate();
      } else {
        this.normal.copy(this.raycaster.ray.direction).negate();
      }
      return {
        part,
        uv: { x: hit.uv.x, y: hit.uv.y },
        point: [hit.point.x, hit.point.y, hit.point.z],
        normal: [this.normal.x, this.normal.y, this.normal.z],
        distance: hit.distance,
      };
    }
    return null;
  }
}

/**
 * The world point of a part where its UV equals `uv` (the centre of a decal), found by
 * searching the part's triangles; null when no triangle covers it.
 */
export function worldPointAtUv(meshes: readonly Mesh[], uv: { x: number; y: number }): Vector3 | null {
  const a = new Vector2();
  const b = new Vector2();
  const c = new Vector2();
  for (const mesh of meshes) {
    const geometry = mesh.geometry;
    const uvs = geometry.getAttribute('uv');
    const positions = geometry.getAttribute('position');
    if (!uvs || !positions) continue;
    const index = geometry.getIndex();
    const count = index ? index.count : positions.count;
    for (let i = 0; i + 2 < count; i += 3) {
      const i0 = index ? index.getX(i) : i;
      const i1 = index ? index.getX(i + 1) : i + 1;
      const i2 = index ? index.getX(i + 2) : i + 2;
      a.set(uvs.getX(i0), uvs.getY(i0));
      b.set(uvs.getX(i1), uvs.getY(i1));
      c.set(uvs.getX(i2), uvs.getY(i2));
      const d = (b.y - c.y) * (a.x - c.x) + (c.x - b.x) * (a.y - c.y);
      if (Math.abs(d) < 1e-12) continue;
      const w0 = ((b.y - c.y) * (uv.x - c.x) + (c.x - b.x) * (uv.y - c.y)) / d;
      const w1 = ((c.y - a.y) * (uv.x - c.x) + (a.x - c.x) * (uv.y - c.y)) / d;
      const w2 = 1 - w0 - w1;
      if (w0 < 0 || w1 < 0 || w2 < 0) continue;
      const point = new Vector3()
        .fromBufferAttribute(positions, i0)
        .multiplyScalar(w0)
        .add(new Vector3().fromBufferAttribute(positions, i1).multiplyScalar(w1))
        .add(new Vector3().fromBufferAttribute(positions, i2).multiplyScalar(w2));
      return point.applyMatrix4(mesh.matrixWorld);
    }
  }
  return null;
}
