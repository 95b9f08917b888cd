import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BufferGeometry, Mesh, Object3D } from 'three';
import { FBXLoader } from 'three/addons/loaders/FBXLoader.js';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModels, checkModels } from './build.js';
import type { Catalog, ModelAsset } from './catalog.js';
import { ASSETS_DIR, assetPath, readCatalog } from './catalog.js';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await readCatalog();
});

const toArrayBuffer = (b: Buffer): ArrayBuffer =>
  b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

async function loadGlb(model: ModelAsset): Promise<Object3D> {
  const bytes = await readFile(assetPath(model.asset_data.url));
  // The demo garments ship meshopt-compressed (export/meshopt.ts).
  const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
  return new Promise((resolve, reject) =>
    loader.parse(toArrayBuffer(bytes), '', (g) => resolve(g.scene), reject),
  );
}

function meshes(root: Object3D): Map<string, Mesh> {
  const out = new Map<string, Mesh>();
  root.traverse((o) => {
    if ((o as Mesh).isMesh) out.set(o.name, o as Mesh);
  });
  return out;
}

const PX = 1024;

/** Union-find islands of a geometry: groups of triangles connected through shared vertices. */
function islandOf(geo: BufferGeometry): { tri: Int32Array; count: number } {
  const index = geo.index!.array;
  const nv = geo.getAttribute('position').count;
  const parent = Int32Array.from({ length: nv }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  for (let t = 0; t < index.length; t += 3) {
    const a = find(index[t]!);
    parent[find(index[t + 1]!)] = a;
    parent[find(index[t + 2]!)] = a;
  }
  const ids = new Map<number, number>();
  const tri = new Int32Array(index.length / 3);
  for (let t = 0; t < index.length; t += 3) {
    const root = find(index[t]!);
    if (!ids.has(root)) ids.set(root, ids.size);
    tri[t / 3] = ids.get(root)!;
  }
  return { tri, count: ids.size };
}

/** Rasterises triangles (by pixel centres, plus their vertices) into an owner buffer. */
function rasterOverlap(geo: BufferGeometry): { overlaps: number; islands: number } {
  const uv = geo.getAttribute('uv');
  const index = geo.index!.array;
  const { tri, count } = islandOf(geo);
  const owner = new Int32Array(PX * PX).fill(-1);
  let overlaps = 0;
  const mark = (x: number, y: number, id: number) => {
    if (x < 0 || y < 0 || x >= PX || y >= PX) return;
    const o = owner[y * PX + x]!;
    if (o === -1) owner[y * PX + x] = id;
    else if (o !== id) overlaps++;
  };
  for (let t = 0; t < index.length; t += 3) {
    const id = tri[t / 3]!;
    const p = [0, 1, 2].map((k) => [uv.getX(index[t + k]!) * PX, uv.getY(index[t + k]!) * PX] as const);
    const [a, b, c] = p as [readonly [number, number], readonly [number, number], readonly [number, number]];
    const minX = Math.floor(Math.min(a[0], b[0], c[0]));
    const maxX = Math.ceil(Math.max(a[0], b[0], c[0]));
    const minY = Math.floor(Math.min(a[1], b[1], c[1]));
    const maxY = Math.ceil(Math.max(a[1], b[1], c[1]));
    const area = (b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1]);
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const w0 = (b[0] - px) * (c[1] - py) - (c[0] - px) * (b[1] - py);
        const w1 = (c[0] - px) * (a[1] - py) - (a[0] - px) * (c[1] - py);
        const w2 = (a[0] - px) * (b[1] - py) - (b[0] - px) * (a[1] - py);
        const inside = area > 0 ? w0 >= 0 && w1 >= 0 && w2 >= 0 : w0 <= 0 && w1 <= 0 && w2 <= 0;
        if (inside) mark(x, y, id);
      }
    }
  }
  return { overlaps, islands: count };
}

/** Plausible sizes (metres) per garment: [min, max] of the bounding box height. */
const HEIGHT: Record<string, [number, number]> = {
  tshirt: [0.6, 0.85],
  hoodie: [0.9, 1.25],
  cap: [0.1, 0.2],
  tote: [0.55, 0.8],
};

describe('catalog', () => {
  it('lists the four garments with their declared parts', () => {
    expect(catalog.models.map((m) => m.id)).toEqual(['tshirt', 'hoodie', 'cap', 'tote']);
    const parts = (id: string) =>
      catalog.models.find((m) => m.id === id)!.asset_data.parts.map((p) => p.value);
    expect(parts('tshirt')).toEqual([
      'front',
      'back',
      'sleeve_left',
      'sleeve_right',
      'collar',
      'cuff_left',
      'cuff_right',
    ]);
    expect(parts('hoodie')).toEqual(['hoodie', 'hood', 'sleeves', 'pocket', 'rib', 'straps', 'metal']);
    expect(parts('cap')).toEqual(['crown', 'brim', 'button']);
    expect(parts('tote')).toEqual(['body', 'bottom', 'handles']);
  });

  it('keeps the documents’ hoodie layer order: hoodie, rib, straps, metal', () => {
    const hoodie = catalog.models.find((m) => m.id === 'hoodie')!.asset_data;
    const order = hoodie.layer_order.filter((p) => ['hoodie', 'rib', 'straps', 'metal'].includes(p));
    expect(order).toEqual(['hoodie', 'rib', 'straps', 'metal']);
    expect(hoodie.decal_ignored_parts).toEqual(['straps', 'metal']);
  });

  it('refers only to existing materials', () => {
    const ids = new Set(catalog.materials.map((m) => m.id));
    for (const m of catalog.models) {
      for (const p of m.asset_data.parts) {
        expect(ids.has(p.default), `${m.id}/${p.value} default ${p.default}`).toBe(true);
        for (const id of p.materials) expect(ids.has(id), `${m.id}/${p.value}: ${id}`).toBe(true);
        expect(p.materials).toContain(p.default);
      }
    }
  });
});

describe.each(['tshirt', 'hoodie', 'cap', 'tote'])('model %s', (id) => {
  let model: ModelAsset;
  let root: Object3D;
  beforeAll(async () => {
    model = catalog.models.find((m) => m.id === id)!;
    root = await loadGlb(model);
  });

  it('loads with GLTFLoader and has every declared part as a mesh named by its value', () => {
    const found = meshes(root);
    expect([...found.keys()].sort()).toEqual(model.asset_data.parts.map((p) => p.value).sort());
  });

  it('has normals, tangents and UVs within 0..1, and no degenerate triangles', () => {
    for (const [name, mesh] of meshes(root)) {
      const geo = mesh.geometry;
      expect(geo.getAttribute('normal'), name).toBeDefined();
      expect(geo.getAttribute('tangent'), name).toBeDefined();
      const uv = geo.getAttribute('uv');
      for (let i = 0; i < uv.count; i++) {
        expect(uv.getX(i)).toBeGreaterThanOrEqual(0);
        expect(uv.getX(i)).toBeLessThanOrEqual(1);
        expect(uv.getY(i)).toBeGreaterThanOrEqual(0);
        expect(uv.getY(i)).toBeLessThanOrEqual(1);
      }
      const pos = geo.getAttribute('position');
      const idx = geo.index!.array;
      let minArea = Infinity;
      for (let t = 0; t < idx.length; t += 3) {
        const [a, b, c] = [idx[t]!, idx[t + 1]!, idx[t + 2]!];
        const ux = pos.getX(b) - pos.getX(a);
        const uy = pos.getY(b) - pos.getY(a);
        const uz = pos.getZ(b) - pos.getZ(a);
        const vx = pos.getX(c) - pos.getX(a);
        const vy = pos.getY(c) - pos.getY(a);
        const vz = pos.getZ(c) - pos.getZ(a);
        const area = 0.5 * Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx);
        minArea = Math.min(minArea, area);
      }
      expect(minArea, `${name} smallest triangle (m²)`).toBeGreaterThan(1e-10);
    }
  });

  it('has UV islands that do not overlap (rasterised at 1024 px) and are padded apart', () => {
    for (const [name, mesh] of meshes(root)) {
      const { overlaps, islands } = rasterOverlap(mesh.geometry);
      expect(overlaps, `${name} overlapping pixels`).toBe(0);
      const rects = model.asset_data.parts.find((p) => p.value === name)!.islands;
      expect(rects.length, name).toBe(islands);
      const pad = 8 / PX;
      for (let i = 0; i < rects.length; i++) {
        for (let j = i + 1; j < rects.length; j++) {
          const a = rects[i]!;
          const b = rects[j]!;
          const apart = a[2] + pad <= b[0] || b[2] + pad <= a[0] || a[3] + pad <= b[1] || b[3] + pad <= a[1];
          expect(apart, `${name} islands ${i} and ${j}`).toBe(true);
        }
      }
    }
  });

  it('is built in metres, Y up, with its front facing +Z and normals facing out', () => {
    const [lo, hi] = HEIGHT[id]!;
    const { min, max } = model.asset_data.bounds_m;
    expect(max[1] - min[1]).toBeGreaterThan(lo);
    expect(max[1] - min[1]).toBeLessThan(hi);
    // The centre of the default decal part's first island lies on the front.
    const mesh = meshes(root).get(model.asset_data.default_decal_part)!;
    const [u0, v0, u1, v1] = model.asset_data.parts.find((p) => p.value === mesh.name)!.islands[0]!;
    const uv = mesh.geometry.getAttribute('uv');
    const pos = mesh.geometry.getAttribute('position');
    let zSum = 0;
    let n = 0;
    for (let i = 0; i < uv.count; i++) {
      const du = Math.abs(uv.getX(i) - (u0 + u1) / 2) / (u1 - u0);
      const dv = Math.abs(uv.getY(i) - (v0 + v1) / 2) / (v1 - v0);
      if (du < 0.08 && dv < 0.2) {
        zSum += pos.getZ(i);
        n++;
      }
    }
    expect(n).toBeGreaterThan(0);
    expect(zSum / n).toBeGreaterThan(0);
    // Most of each part's surface faces away from the part's centre.
    for (const [name, m] of meshes(root)) {
      const g = m.geometry;
      g.computeBoundingBox();
      const c = g.boundingBox!.getCenter(g.boundingBox!.min.clone());
      const p = g.getAttribute('position');
      const nrm = g.getAttribute('normal');
      let out = 0;
      for (let i = 0; i < p.count; i++) {
        out +=
          (p.getX(i) - c.x) * nrm.getX(i) +
            (p.getY(i) - c.y) * nrm.getY(i) +
            (p.getZ(i) - c.z) * nrm.getZ(i) >
          0
            ? 1
            : -1;
      }
      expect(out, `${name} outward normals`).toBeGreaterThan(0);
    }
  });
});

describe('FBX', () => {
  it('one garment is also an ASCII FBX 7.4 that FBXLoader reads, with the same parts', async () => {
    const model = catalog.models.find((m) => m.asset_data.fbx)!;
    const bytes = await readFile(assetPath(model.asset_data.fbx!));
    expect(bytes.toString('utf8', 0, 24)).toBe('; FBX 7.4.0 project file');
    const group = new FBXLoader().parse(toArrayBuffer(bytes), '');
    const found = meshes(group);
    expect([...found.keys()].sort()).toEqual(model.asset_data.parts.map((p) => p.value).sort());
    for (const [, mesh] of found) {
      expect(mesh.geometry.getAttribute('uv')).toBeDefined();
      expect(mesh.geometry.getAttribute('normal')).toBeDefined();
    }
  });
});

/**
 * Where a regenerated file first differs from the committed one, and whether a second
 * generation agrees with the first (a generator that is not deterministic) or not (a committed
 * file that is out of date): what a failure needs to be understood, kept with the bytes.
 */
async function explainDifference(path: string): Promise<string> {
  const disk = await readFile(join(ASSETS_DIR, path));
  const [first, second] = [(await buildModels()).files.get(path), (await buildModels()).files.get(path)].map(
    (data) => Buffer.from(data ?? ''),
  ) as [Buffer, Buffer];
  const at = first.findIndex((byte, index) => byte !== disk[index]);
  const kept = join(tmpdir(), `atelier-regenerated-${path.replace(/\W+/g, '-')}`);
  await writeFile(kept, first);
  return (
    `${path}: ${first.length} bytes regenerated, ${disk.length} committed, first difference at byte ` +
    `${at === -1 ? Math.min(first.length, disk.length) : at}; a second generation ` +
    `${Buffer.compare(first, second) === 0 ? 'agrees with the first' : 'differs from the first'}; kept at ${kept}`
  );
}

describe('reproducibility', () => {
  it('regenerating the models gives byte-identical files', async () => {
    const differ = await checkModels();
    const explained = await Promise.all(differ.map(explainDifference));
    // Joined, so a failure prints the explanation rather than "[ Array(1) ]".
    expect(explained.join('\n')).toBe('');
  }, 60_000);
});
