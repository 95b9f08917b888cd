import { Mesh, PropertyBinding, type Object3D } from 'three';
import type { Part } from '@atelier/schema';

/** The meshes of each part, by part id (`Part.value`). */
export type PartMeshes = Map<string, Mesh[]>;

function meshesUnder(object: Object3D): Mesh[] {
  const meshes: Mesh[] = [];
  object.traverse((child) => {
    if (child instanceof Mesh) meshes.push(child);
  });
  return meshes;
}

/**
 * Maps meshes to parts by name: an object named after a part's id (`value`) or, failing
 * that, its display name (`text`) gives that part every mesh under it. Names are compared
 * as written and as three.js sanitises node names (spaces become underscores). A part
 * with no matching object has no meshes (older designs may keep removed parts).
 */
export function mapMeshesToParts(root: Object3D, parts: readonly Part[]): PartMeshes {
  const byName = new Map<string, Object3D>();
  root.traverse((object) => {
    if (object.name && !byName.has(object.name)) byName.set(object.name, object);
  });
  const result: PartMeshes = new Map();
  const claimed = new Set<Mesh>();
  for (const part of parts) {
    const candidates = [part.value, PropertyBinding.sanitizeNodeName(part.value), part.text];
    const object = candidates.map((name) => byName.get(name)).find((found) => found !== undefined);
    const meshes = object ? meshesUnder(object).filter((mesh) => !claimed.has(mesh)) : [];
    for (const mesh of meshes) claimed.add(mesh);
    result.set(part.value, meshes);
  }
  return result;
}
