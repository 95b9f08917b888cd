import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import type { CombinationConfig } from './combination-config';
import {
  CombinationConfigSchema,
  CURRENT_COMBINATION_CONFIG_VERSION,
  migrateDecalsV2ToV3,
  migrateDecalsV3ToV2,
  needsDecalMigration,
} from './combination-config';

/** Freezes a value and everything in it, so a test fails if a migration mutates its input. */
const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

const mergedUrl = (diffuse: string) => diffuse.replace('-diffuse.jpg', '-merged.png');
const mergeOk = vi.fn(async (diffuse: string, _opacity: string) => mergedUrl(diffuse));

describe('combination_config (001 §3, 002 §3)', () => {
  it('002 §3, §9: an empty design gets empty lists, free_decal -1, intensity 1 and the default form', () => {
    expect(parseValid(CombinationConfigSchema, {})).toEqual({
      parts: [],
      decals: { placed: [], setup: { free_decal: -1, disable_part_keys: [] } },
      groups: [],
      variant: [],
      environment_config: { intensity: 1 },
      form: {
        enabledForRoles: ['creator', 'consumer'],
        description: 'Product customization form',
        fields: [],
        sections: [],
        answers: { defaults: {}, current: {} },
      },
      version: 'v2',
    });
  });

  it('001 §4: a config without a version predates the v3 stamp and reads as v2', () => {
    expect(parseValid(CombinationConfigSchema, {}).version).toBe('v2');
    expect(CURRENT_COMBINATION_CONFIG_VERSION).toBe('v3');
  });

  it('001 §4: version is v2 or v3', () => {
    expect(rejectedPaths(CombinationConfigSchema, { version: 'v4' })).toEqual(['version']);
  });

  it('002 §4: a part belongs to one colorway group at most', () => {
    const config = fixtures.combinationConfig;
    const second = { value: 'group_trim', includeParts: ['part_sleeves', 'part_hood'] };
    expect(rejectedPaths(CombinationConfigSchema, { ...config, groups: [...config.groups, second] })).toEqual(
      ['groups[1].includeParts[1]'],
    );
  });

  it('002 §4: a part belongs to one variation at most', () => {
    const config = fixtures.combinationConfig;
    const second = { id: 'variant_2', includeParts: ['part_cuffs'] };
    expect(
      rejectedPaths(CombinationConfigSchema, { ...config, variant: [...config.variant, second] }),
    ).toEqual(['variant[1].includeParts[0]']);
  });

  it('002 §3: part values, group values, variation ids and decal values are unique', () => {
    const config = fixtures.combinationConfig;
    const input = {
      ...config,
      parts: [...config.parts, config.parts[0]],
      decals: { ...config.decals, placed: [fixtures.placedDecal, fixtures.placedDecal] },
    };
    expect(rejectedPaths(CombinationConfigSchema, input).sort()).toEqual(['decals.placed[1]', 'parts[4]']);
  });

  it('002 §5: ranges inside the design are checked with their full path', () => {
    const config = fixtures.combinationConfig;
    const input = {
      ...config,
      environment_config: { intensity: 6 },
      decals: { ...config.decals, setup: { free_decal: 11 } },
    };
    expect(rejectedPaths(CombinationConfigSchema, input).sort()).toEqual([
      'decals.setup.free_decal',
      'environment_config.intensity',
    ]);
  });
});

describe('migrateDecalsV2ToV3 (001 §4, §8): up', () => {
  it('001 §4: merges diffuse map and alphaMap into one map, clears alphaMap and stamps v3', async () => {
    const v2 = deepFreeze(fixtures.combinationConfigV2);
    const { config, failures } = await migrateDecalsV2ToV3(v2, mergeOk);

    expect(failures).toEqual([]);
    expect(config.version).toBe('v3');
    expect(config.decals.placed.map((decal) => decal.material_config)).toEqual([
      { map: 'decal_logo-merged.png' },
      { map: 'decal_sleeve-merged.png' },
    ]);
    expect(mergeOk).toHaveBeenCalledWith('decal_logo-diffuse.jpg', 'decal_logo-opacity.jpg');
    expect(mergeOk).toHaveBeenCalledWith('decal_sleeve-diffuse.jpg', 'decal_sleeve-opacity.jpg');
  });

  it('001 §4: changes nothing else in the design and the result is a valid v3 config', async () => {
    const v2 = fixtures.combinationConfigV2;
    const { config } = await migrateDecalsV2ToV3(v2, mergeOk);
    const { decals: _decals, version: _version, ...rest } = config;
    const { decals: _oldDecals, version: _oldVersion, ...oldRest } = v2;
    expect(rest).toEqual(oldRest);
    expect(config.decals.setup).toEqual(v2.decals.setup);
    expect(config.decals.placed[0]).toEqual({
      ...v2.decals.placed[0],
      material_config: { map: 'decal_logo-merged.png' },
    });
    expect(CombinationConfigSchema.parse(config)).toEqual(config);
  });

  it('001 §8: a decal whose merge fails is kept unchanged and reported, never dropped', async () => {
    const v2 = fixtures.combinationConfigV2;
    const mergeSomeFail = async (diffuse: string) => {
      if (diffuse.startsWith('decal_sleeve')) throw new Error('Failed to load opacity map');
      return mergedUrl(diffuse);
    };
    const { config, failures } = await migrateDecalsV2ToV3(v2, mergeSomeFail);

    expect(failures).toEqual([{ value: 'decal_sleeve', error: 'Failed to load opacity map' }]);
    expect(config.decals.placed).toHaveLength(2);
    expect(config.decals.placed[0]?.material_config).toEqual({ map: 'decal_logo-merged.png' });
    expect(config.decals.placed[1]).toEqual(v2.decals.placed[1]);
    expect(config.version).toBe('v3');
    expect(needsDecalMigration(config)).toBe(true);
  });

  it('001 §8: a merge that rejects with a non-Error is reported with its text', async () => {
    const { failures } = await migrateDecalsV2ToV3(fixtures.combinationConfigV2, () =>
      Promise.reject('Merge failed'),
    );
    expect(failures).toEqual([
      { value: 'decal_logo', error: 'Merge failed' },
      { value: 'decal_sleeve', error: 'Merge failed' },
    ]);
  });

  it('001 §4: a decal with an opacity map but no diffuse map is kept and reported', async () => {
    const v2 = fixtures.combinationConfigV2;
    const orphan = { ...fixtures.placedDecal, value: 'decal_orphan', material_config: { alphaMap: 'o.jpg' } };
    const input: CombinationConfig = { ...v2, decals: { ...v2.decals, placed: [orphan] } };
    const merge = vi.fn(mergeOk);
    const { config, failures } = await migrateDecalsV2ToV3(input, merge);
    expect(merge).not.toHaveBeenCalled();
    expect(config.decals.placed).toEqual([orphan]);
    expect(failures).toEqual([{ value: 'decal_orphan', error: expect.stringContaining('no diffuse map') }]);
  });

  it('001 §4: is idempotent on v3 input: nothing merged, the config comes back equal', async () => {
    const v3 = deepFreeze(fixtures.combinationConfig);
    const merge = vi.fn(mergeOk);
    const { config, failures } = await migrateDecalsV2ToV3(v3, merge);
    expect(merge).not.toHaveBeenCalled();
    expect(failures).toEqual([]);
    expect(config).toEqual(v3);
    expect(needsDecalMigration(v3)).toBe(false);
  });

  it('001 §4: running it twice gives the same result as once', async () => {
    const once = await migrateDecalsV2ToV3(fixtures.combinationConfigV2, mergeOk);
    const twice = await migrateDecalsV2ToV3(once.config, mergeOk);
    expect(twice).toEqual(once);
  });

  it('001 §4: an unstamped config with no decals is stamped v3', async () => {
    const legacy = parseValid(CombinationConfigSchema, {});
    expect(needsDecalMigration(legacy)).toBe(true);
    expect((await migrateDecalsV2ToV3(legacy, mergeOk)).config.version).toBe('v3');
  });
});

describe('migrateDecalsV3ToV2: down', () => {
  it('keeps the merged texture as map, has no alphaMap and stamps v2', () => {
    const v3 = deepFreeze(fixtures.combinationConfig);
    const v2 = migrateDecalsV3ToV2(v3);
    expect(v2.version).toBe('v2');
    expect(v2.decals.placed.map((decal) => decal.material_config)).toEqual([
      { map: 'decal_logo-merged.png' },
    ]);
    expect(v2.decals.placed[0]).not.toHaveProperty('material_config.alphaMap');
    expect(CombinationConfigSchema.parse(v2)).toEqual(v2);
  });

  it('drops an empty alphaMap left on a v3 decal', () => {
    const v3 = fixtures.combinationConfig;
    const decal = { ...fixtures.placedDecal, material_config: { map: 'm.png', alphaMap: null } };
    const v2 = migrateDecalsV3ToV2({ ...v3, decals: { ...v3.decals, placed: [decal] } });
    expect(v2.decals.placed[0]?.material_config).toEqual({ map: 'm.png' });
  });

  it('keeps a decal whose conversion failed as it is: that is already the v2 shape', async () => {
    const { config } = await migrateDecalsV2ToV3(fixtures.combinationConfigV2, () =>
      Promise.reject(new Error('x')),
    );
    expect(migrateDecalsV3ToV2(config).decals.placed).toEqual(fixtures.combinationConfigV2.decals.placed);
  });

  it('up after down returns the v3 config unchanged, without merging', async () => {
    const v3 = fixtures.combinationConfig;
    const merge = vi.fn(mergeOk);
    const { config } = await migrateDecalsV2ToV3(migrateDecalsV3ToV2(v3), merge);
    expect(config).toEqual(v3);
    expect(merge).not.toHaveBeenCalled();
  });

  it('down after up keeps the merged maps and stamps v2', async () => {
    const { config } = await migrateDecalsV2ToV3(fixtures.combinationConfigV2, mergeOk);
    const down = migrateDecalsV3ToV2(config);
    expect(down.version).toBe('v2');
    expect(down.decals.placed.map((decal) => decal.material_config)).toEqual([
      { map: 'decal_logo-merged.png' },
      { map: 'decal_sleeve-merged.png' },
    ]);
  });
});
