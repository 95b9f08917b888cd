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

/**
 * The key of a part's UV span in its model: the demo garments write
 * `{ text, defaultMaterial, uvSpan }` in each part's glTF mesh extras (tools/assets).
 */
export const UV_SPAN_KEY = 'uvSpan';

/**
 * Metres of cloth covered by a part's 0..1 UV square, when its model says; null otherwise
 * (customers' own GLBs, FBX). three's GLTFLoader copies a glTF mesh's extras into the
 * userData of each of its primitives' meshes, and a node's extras into the node's object,
 * which is the mesh itself for a single-primitive mesh and a group above the primitives
 * otherwise: so the span is read from the mesh, else from its nearest ancestor carrying
 * one. A part has one material, hence one span: its first mesh's that declares one.
 */
export function partUvSpan(meshes: readonly Mesh[]): number | null {
  for (const mesh of meshes) {
    for (let object: Object3D | null = mesh; object; object = object.parent) {
      const span: unknown = object.userData[UV_SPAN_KEY];
      if (typeof span === 'number' && Number.isFinite(span) && span > 0) return span;
    }
  }
  return null;
}
