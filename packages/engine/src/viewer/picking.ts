import { Box3, Vector3 } from 'three';
import type { UvVector } from '../decals/decal-layer';
import type { PartMeshes } from '../loading/part-map';
import { SurfaceRaycaster, worldPointAtUv, type SurfaceHit } from '../interaction/surface-raycaster';
import type { Stage } from './stage';

/**
 * The picking concern (001 §7 opticRaycaster, get2DPositionFrom3DPosition, Spawn_at_front):
 * canvas points to garment surface points and back, through the stage's camera.
 */
export class Picking {
  private readonly raycaster = new SurfaceRaycaster();

  constructor(
    private readonly stage: Stage,
    /** The current design's meshes by part, or null when no design is shown. */
    private readonly partMeshes: () => PartMeshes | null,
  ) {}

  /** Whether a design is shown (there is something to pick). */
  get ready(): boolean {
    return this.partMeshes() !== null;
  }

  /** The part surface under a point of the canvas (CSS pixels from its top-left corner). */
  raycast(x: number, y: number, onlyPart?: string): SurfaceHit | null {
    const meshes = this.partMeshes();
    if (!meshes) return null;
    const ndcX = (x / this.stage.width) * 2 - 1;
    const ndcY = -(y / this.stage.height) * 2 + 1;
    return this.raycaster.fromCamera(this.stage.camera, ndcX, ndcY, meshes, onlyPart);
  }

  /** A client (viewport) position as a canvas point in CSS pixels. */
  canvasPoint(clientX: number, clientY: number): { x: number; y: number } {
    const rect = this.stage.canvas.getBoundingClientRect();
    const sx = rect.width > 0 ? this.stage.width / rect.width : 1;
    const sy = rect.height > 0 ? this.stage.height / rect.height : 1;
    return { x: (clientX - rect.left) * sx, y: (clientY - rect.top) * sy };
  }

  /** Where a world point appears on the canvas; `visible` is false behind the camera or off screen. */
  screenPosition(x: number, y: number, z: number): { x: number; y: number; visible: boolean } {
    const point = new Vector3(x, y, z).project(this.stage.camera);
    return {
      x: ((point.x + 1) / 2) * this.stage.width,
      y: ((1 - point.y) / 2) * this.stage.height,
      visible: point.z >= -1 && point.z <= 1 && Math.abs(point.x) <= 1 && Math.abs(point.y) <= 1,
    };
  }

  /**
   * The surface point at the centre of the view; when the centre misses the garment, the
   * point of the garment towards its middle. Null when no part is visible.
   */
  spawnAtFront(onlyPart?: string): SurfaceHit | null {
    const partMeshes = this.partMeshes();
    if (!partMeshes) return null;
    const camera = this.stage.camera;
    const centre = this.raycaster.fromCamera(camera, 0, 0, partMeshes, onlyPart);
    if (centre) return centre;
    const bounds = new Box3();
    for (const [part, meshes] of partMeshes) {
      if (onlyPart !== undefined && part !== onlyPart) continue;
      for (const mesh of meshes) if (mesh.visible) bounds.expandByObject(mesh);
    }
    if (bounds.isEmpty()) return null;
    const middle = bounds.getCenter(new Vector3());
    return this.raycaster.fromRay(camera.position.clone(), middle.sub(camera.position), partMeshes, onlyPart);
  }

  /** The world point at a UV of a part (a decal's centre), or null. */
  worldPositionAtUv(part: string, uv: UvVector): [number, number, number] | null {
    const meshes = this.partMeshes()?.get(part) ?? [];
    const point = worldPointAtUv(meshes, uv);
    return point ? [point.x, point.y, point.z] : null;
  }
}
