/**
 * Writes a garment as GLB: one node and one mesh per part, named by the part's value, its
 * geometry meshopt-compressed (export/meshopt.ts).
 */
import { Document, Logger } from '@gltf-transform/core';
import { MATERIALS } from '../materials/specs.js';
import type { Garment } from '../garments/types.js';
import { compressGeometry, meshoptIO } from './meshopt.js';

const srgbToLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));

function baseColor(hex: string): [number, number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [
    srgbToLinear(((n >> 16) & 255) / 255),
    srgbToLinear(((n >> 8) & 255) / 255),
    srgbToLinear((n & 255) / 255),
    1,
  ];
}

/** The garment as a glTF document, uncompressed (the compression test compares against it). */
export function garmentDocument(g: Garment): Document {
  // Warnings only: the compression's clean-up steps log every accessor they drop.
  const doc = new Document().setLogger(new Logger(Logger.Verbosity.WARN));
  doc.getRoot().getAsset().generator = 'Atelier asset generator (@atelier/assets)';
  const buffer = doc.createBuffer();
  const scene = doc.createScene(`${g.id}_scene`);
  // The root must not share a part's name: loaders would rename the part's node.
  const root = doc.createNode(`${g.id}_garment`);
  scene.addChild(root);
  const materials = new Map<string, ReturnType<Document['createMaterial']>>();
  for (const part of g.parts) {
    const geo = part.geometry;
    let material = materials.get(part.defaultMaterial);
    if (!material) {
      const spec = MATERIALS.find((m) => m.id === part.defaultMaterial);
      if (!spec) throw new Error(`unknown material ${part.defaultMaterial}`);
      material = doc
        .createMaterial(spec.id)
        .setBaseColorFactor(baseColor(spec.color))
        .setRoughnessFactor(spec.roughness)
        .setMetallicFactor(spec.metalness)
        .setDoubleSided(true);
      materials.set(spec.id, material);
    }
    const prim = doc
      .createPrimitive()
      .setAttribute(
        'POSITION',
        doc.createAccessor().setType('VEC3').setArray(geo.positions).setBuffer(buffer),
      )
      .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(geo.normals).setBuffer(buffer))
      .setAttribute('TANGENT', doc.createAccessor().setType('VEC4').setArray(geo.tangents).setBuffer(buffer))
      .setAttribute('TEXCOORD_0', doc.createAccessor().setType('VEC2').setArray(geo.uvs).setBuffer(buffer))
      .setIndices(
        doc
          .createAccessor()
          .setType('SCALAR')
          .setArray(geo.positions.length / 3 < 65536 ? new Uint16Array(geo.indices) : geo.indices)
          .setBuffer(buffer),
      )
      .setMaterial(material);
    const mesh = doc.createMesh(part.value).addPrimitive(prim);
    mesh.setExtras({ text: part.text, defaultMaterial: part.defaultMaterial, uvSpan: geo.uvSpan });
    root.addChild(doc.createNode(part.value).setMesh(mesh));
  }
  return doc;
}

export async function garmentToGlb(g: Garment): Promise<Uint8Array> {
  const doc = garmentDocument(g);
  await compressGeometry(doc);
  return (await meshoptIO()).writeBinary(doc);
}
