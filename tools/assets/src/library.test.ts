import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { HDRLoader } from 'three/addons/loaders/HDRLoader.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from './catalog.js';
import { ASSETS_DIR, assetPath, readCatalog } from './catalog.js';
import { decodeExr, decodeHdr } from './environments.js';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await readCatalog();
});

function allPaths(c: Catalog): string[] {
  const out: string[] = [];
  for (const m of c.models) {
    out.push(m.asset_data.url, m.asset_data.thumb);
    if (m.asset_data.fbx) out.push(m.asset_data.fbx);
  }
  for (const m of c.materials) {
    const t = m.asset_data.model_info[0]!.textures;
    out.push(m.asset_data.thumb, t.diffuse, t.normal, ...(t.opacity ? [t.opacity] : []));
  }
  for (const e of c.environments) out.push(e.url, e.thumb);
  for (const b of c.backgrounds) out.push(b.url, b.thumb);
  for (const d of c.decals) out.push(d.png, d.svg);
  return out;
}

function dirSize(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    const s = statSync(p);
    total += s.isDirectory() ? dirSize(p) : s.size;
  }
  return total;
}

describe('library', () => {
  it('catalog.json validates and every file it names exists', () => {
    for (const p of allPaths(catalog)) expect(existsSync(assetPath(p)), p).toBe(true);
  });

  it('has at least 24 materials in fabric, leather and metal', () => {
    expect(catalog.materials.length).toBeGreaterThanOrEqual(24);
    const cats = new Set(catalog.materials.map((m) => m.asset_data.category));
    expect([...cats].sort()).toEqual(['fabric', 'leather', 'metal']);
    for (const kind of [
      'jersey-',
      'fleece-',
      'denim-',
      'canvas-',
      'corduroy-',
      'leather-smooth',
      'leather-pebbled',
    ]) {
      expect(
        catalog.materials.some((m) => m.id.startsWith(kind)),
        kind,
      ).toBe(true);
    }
    expect(catalog.materials.filter((m) => m.id.startsWith('jersey-')).length).toBeGreaterThanOrEqual(8);
    expect(catalog.materials.some((m) => m.asset_data.model_info[0]!.textures.opacity)).toBe(true);
  });

  it('every material map decodes at 1024 px, and thumbnails at 256 px', async () => {
    const seen = new Set<string>();
    for (const m of catalog.materials) {
      const t = m.asset_data.model_info[0]!.textures;
      for (const p of [t.diffuse, t.normal, ...(t.opacity ? [t.opacity] : [])]) {
        if (seen.has(p)) continue;
        seen.add(p);
        const meta = await sharp(assetPath(p)).metadata();
        expect([meta.width, meta.height], p).toEqual([1024, 1024]);
      }
      const thumb = await sharp(assetPath(m.asset_data.thumb)).metadata();
      expect([thumb.width, thumb.height]).toEqual([256, 256]);
    }
  });

  it('has the 13 environment presets, each decoding as HDR data, with thumbnails', async () => {
    expect(catalog.environments).toHaveLength(13);
    for (const e of catalog.environments) {
      const bytes = await readFile(assetPath(e.url));
      const img = e.format === 'exr' ? decodeExr(bytes) : decodeHdr(bytes);
      expect(img.width).toBe(img.height * 2);
      let max = 0;
      for (const v of img.rgb) max = Math.max(max, v);
      expect(max, e.id).toBeGreaterThan(1);
      if (e.format === 'hdr') {
        const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
        const parsed = new HDRLoader().parse(ab);
        expect(parsed.width).toBe(img.width);
      }
      const thumb = await sharp(assetPath(e.thumb)).stats();
      expect(thumb.channels[0]!.mean, `${e.id} thumbnail is not black`).toBeGreaterThan(5);
    }
  });

  it('has 13 backgrounds at 1920x1080 and the 15 preset colours', async () => {
    expect(catalog.backgrounds).toHaveLength(13);
    for (const b of catalog.backgrounds) {
      const meta = await sharp(assetPath(b.url)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1920, 1080]);
    }
    expect(catalog.colors).toHaveLength(15);
    expect(catalog.colors[0]).toEqual({ name: 'Peach Fuzz', code: 'PANTONE 13-1023', hex: '#FFBE98' });
  });

  it('has a dozen decals as transparent PNG and as SVG', async () => {
    expect(catalog.decals.length).toBeGreaterThanOrEqual(12);
    for (const d of catalog.decals) {
      const meta = await sharp(assetPath(d.png)).metadata();
      expect(meta.hasAlpha, d.id).toBe(true);
      expect([meta.width, meta.height]).toEqual([d.width, d.height]);
      const svg = await readFile(assetPath(d.svg), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
    }
  });

  it('keeps assets/ well under 30 MB', () => {
    expect(dirSize(ASSETS_DIR)).toBeLessThan(25 * 1024 * 1024);
  });
});
