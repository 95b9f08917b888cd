import { existsSync } from 'node:fs';
import { CombinationConfigSchema } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR, readCatalog } from '../catalog.js';
import { designFor, framingCamera } from './design.js';

const hasCatalog = existsSync(`${ASSETS_DIR}/catalog.json`);

describe.skipIf(!hasCatalog)('render designs', () => {
  it('builds a valid design with default materials, studio environment and a colour background', async () => {
    const catalog = await readCatalog();
    const model = catalog.models.find((m) => m.id === 'tshirt')!;
    const design = designFor(catalog, model, { background: '#f3f2ef' });
    expect(design.model).toEqual({ url: '/assets/models/tshirt.glb', format: 'glb' });
    const config = CombinationConfigSchema.parse(design.config);
    expect(config.parts.map((p) => p.default)).toEqual(model.asset_data.parts.map((p) => p.default));
    expect(config.background_config).toEqual({ type: 'color', color: '#f3f2ef' });
    expect(config.environment_config.url).toBe('/assets/environments/studio.exr');
    expect(config.decals.placed).toEqual([]);
    const ids = new Set(design.materials!.map((m) => m.id));
    for (const part of config.parts) expect(ids.has(part.default!)).toBe(true);
    expect(design.materials![0]!.asset_data!.model_info![0]!.textures!.diffuse).toMatch(
      /^\/assets\/materials\//,
    );
  });

  it('places a v3 decal on the chosen island and overrides materials', async () => {
    const catalog = await readCatalog();
    const model = catalog.models.find((m) => m.id === 'tote')!;
    const design = designFor(catalog, model, {
      background: '#efeeeb',
      materials: { body: 'canvas-natural' },
      decal: { part: 'body', id: 'mountain-badge', island: 0, at: [0.5, 0.5], width: 0.2 },
    });
    const config = CombinationConfigSchema.parse(design.config);
    const [decal] = config.decals.placed;
    const [u0, v0, u1, v1] = model.asset_data.parts.find((p) => p.value === 'body')!.islands[0]!;
    expect(decal!.part_binding).toBe('body');
    expect(decal!.material_config).toEqual({ map: '/assets/decals/mountain-badge.png' });
    expect(decal!.position.x).toBeCloseTo((u0 + u1) / 2);
    expect(decal!.position.y).toBeCloseTo((v0 + v1) / 2);
    expect(decal!.scale.x).toBeCloseTo((u1 - u0) * 0.2);
    expect(config.parts.find((p) => p.value === 'body')!.default).toBe('canvas-natural');
    expect(() => designFor(catalog, model, { background: '#fff000', materials: { sleeve: 'x' } })).toThrow();
  });

  it('frames the normalised model from the view direction', async () => {
    const catalog = await readCatalog();
    const model = catalog.models.find((m) => m.id === 'cap')!;
    const [x, y, z] = framingCamera(model, { yaw: 0, pitch: 0, fov: 30, aspect: 1, margin: 1.1 });
    expect(x).toBeCloseTo(0);
    expect(y).toBeCloseTo(0);
    // The 3-unit box at 30 degrees needs more than 3 / 2 / tan(15 degrees) units.
    expect(z).toBeGreaterThan(1.5 / Math.tan(Math.PI / 12));
  });
});
