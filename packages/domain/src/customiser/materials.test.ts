import type { MaterialAsset } from '@atelier/schema';
import { fixtures } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import {
  chooseModel,
  creatorAllowedMaterials,
  matchesMaterialSearch,
  withMaterialAssets,
  setPartDefaultMaterial,
  setPartMaterials,
  sortMaterialLibrary,
  togglePartVisible,
} from './materials';

const config = () => fixtures.combinationConfig;
const body = (c = config()) => c.parts.find((p) => p.value === 'part_body')!;

describe('002 §2 per-part material selection', () => {
  it("picks a part's default material, adding it to the selectable list", () => {
    expect(body(setPartDefaultMaterial(config(), 'part_body', 'mat_denim'))).toMatchObject({
      default: 'mat_denim',
      materials: ['mat_cotton', 'mat_denim'],
    });
    expect(body(setPartDefaultMaterial(config(), 'part_body', 'mat_leather')).materials).toEqual([
      'mat_cotton',
      'mat_denim',
      'mat_leather',
    ]);
  });

  it("'Selected N Materials' replaces the list, keeping the default when still selectable", () => {
    expect(
      body(setPartMaterials(config(), 'part_body', ['mat_denim', 'mat_cotton', 'mat_denim'])),
    ).toMatchObject({
      default: 'mat_cotton',
      materials: ['mat_denim', 'mat_cotton'],
    });
    expect(body(setPartMaterials(config(), 'part_body', ['mat_leather'])).default).toBe('mat_leather');
    expect(body(setPartMaterials(config(), 'part_body', [])).default).toBeUndefined();
  });

  it("the 'Default Part Management' eye shows or hides a part", () => {
    expect(body(togglePartVisible(config(), 'part_body')).visible).toBe(false);
    expect(config().parts[1]?.visible).toBe(true);
  });
});

describe('002 §7 the material library', () => {
  const asset = (id: string, created: string, name: string): MaterialAsset => ({
    ...fixtures.materialAsset,
    id,
    created_at: created,
    vt_reference_data: { name },
  });
  const a = asset('a', '2024-01-01T00:00:00Z', 'Cotton twill');
  const b = asset('b', '2024-02-01T00:00:00Z', 'Raw denim');
  const c = asset('c', '2024-03-01T00:00:00Z', 'Nappa leather');

  it('lists chosen materials first, then newest or oldest first', () => {
    expect(sortMaterialLibrary([a, b, c], 'newest').map((m) => m.id)).toEqual(['c', 'b', 'a']);
    expect(sortMaterialLibrary([c, b, a], 'oldest').map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(sortMaterialLibrary([a, b, c], 'newest', ['a']).map((m) => m.id)).toEqual(['a', 'c', 'b']);
  });

  it('searches the name in vt_reference_data or asset_data', () => {
    expect(matchesMaterialSearch(b, 'DENIM')).toBe(true);
    expect(matchesMaterialSearch(b, '  ')).toBe(true);
    expect(matchesMaterialSearch(fixtures.material, 'nappa')).toBe(true);
    expect(matchesMaterialSearch(b, 'silk')).toBe(false);
  });
});

describe('002 §6 what a creator may choose on a creation', () => {
  const prebuild = () => ({
    parts: [
      { ...body(), materials: ['mat_cotton', 'mat_denim'] },
      { ...body(), value: 'part_any', materials: [] },
    ],
  });
  const all = ['mat_cotton', 'mat_denim', 'mat_leather', 'mat_cotton'];

  it("allows what the prebuild's part lists, any prebuild material when it lists none, nothing for an unknown part", () => {
    expect(creatorAllowedMaterials(prebuild(), 'part_body', all)).toEqual(['mat_cotton', 'mat_denim']);
    expect(creatorAllowedMaterials(prebuild(), 'part_any', all)).toEqual([
      'mat_cotton',
      'mat_denim',
      'mat_leather',
    ]);
    expect(creatorAllowedMaterials(prebuild(), 'part_ghost', all)).toEqual([]);
  });
});

describe("002 §2 'Selected N Materials' on a prebuild and the model selector", () => {
  const a = { id: 'a' };
  const b = { id: 'b' };
  const c = { id: 'c' };

  it("adds the library's chosen assets to the prebuild's materials once, in order", () => {
    const list = [a, b];
    expect(withMaterialAssets(list, [b, c, c])).toEqual([a, b, c]);
    expect(withMaterialAssets(list, [a, b])).toBe(list);
    expect(list).toEqual([a, b]);
  });

  it('moves the chosen model first; the list itself when it is first or unknown', () => {
    const models = [a, b, c];
    expect(chooseModel(models, 'c')).toEqual([c, a, b]);
    expect(chooseModel(models, 'b')).toEqual([b, a, c]);
    expect(chooseModel(models, 'a')).toBe(models);
    expect(chooseModel(models, 'z')).toBe(models);
    expect(models).toEqual([a, b, c]);
  });
});
