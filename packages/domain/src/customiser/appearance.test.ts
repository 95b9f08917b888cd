import { fixtures } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { chooseGroupOption } from './colorways';
import { currentVariantOption, decalPartOf, initialCamera, resolvePartAppearances } from './appearance';
import { chooseVariantOption } from './variations';

describe('001 §3, 002 §4 part appearance', () => {
  it("applies the colorway's default option and the variation's current option", () => {
    const appearance = resolvePartAppearances(fixtures.combinationConfig);
    expect(appearance.get('part_body')).toEqual({ materialId: 'mat_denim', visible: true });
    expect(appearance.get('part_sleeves')).toEqual({ materialId: 'mat_cotton', visible: true });
    expect(appearance.get('part_cuffs')).toEqual({ materialId: 'mat_cotton', visible: true });
  });

  it('follows choices made in the panels', () => {
    let config = chooseGroupOption(fixtures.combinationConfig, 'group_main', 'opt_sand');
    config = chooseVariantOption(config, 'variant_cuffs', 'vopt_plain');
    expect(resolvePartAppearances(config).get('part_cuffs')?.visible).toBe(false);
  });

  it('ignores missing options, parts and materials', () => {
    const base = fixtures.combinationConfig;
    const config = {
      ...base,
      groups: [
        { ...base.groups[0]!, defaultOption: undefined },
        {
          ...base.groups[0]!,
          value: 'g2',
          options: [{ oValue: 'o', oName: 'O', oParts: [{ value: 'ghost' }, { value: 'part_body' }] }],
          defaultOption: 'o',
        },
      ],
      variant: [
        {
          ...base.variant[0]!,
          defaultOptionId: undefined,
          options: base.variant[0]!.options.map((o) => ({ ...o, current: false })),
        },
      ],
    };
    expect(resolvePartAppearances(config).get('part_body')?.materialId).toBe('mat_cotton');
    const ghost = {
      ...base,
      variant: [
        {
          ...base.variant[0]!,
          options: [
            { optionId: 'x', name: 'X', partConfig: [{ partId: 'ghost', visible: false }], current: true },
          ],
        },
      ],
    };
    expect(resolvePartAppearances(ghost).has('ghost')).toBe(false);
  });

  it('the current option is the one marked current, else the default', () => {
    const variant = fixtures.variant;
    expect(currentVariantOption(variant)?.optionId).toBe('vopt_cuffs');
    expect(
      currentVariantOption({
        ...variant,
        options: variant.options.map((o) => ({ ...o, current: undefined })),
      })?.optionId,
    ).toBe('vopt_cuffs');
  });
});

describe('002 §3 the part a decal is drawn on', () => {
  it('is its part_binding, else the default decal part, else the first part', () => {
    const config = fixtures.combinationConfig;
    expect(decalPartOf({ part_binding: 'part_hood' }, config)).toBe('part_hood');
    expect(decalPartOf({}, config)).toBe('part_body');
    const noDefault = {
      ...config,
      decals: { ...config.decals, setup: { ...config.decals.setup, default_part_key: undefined } },
    };
    expect(decalPartOf({}, { ...noDefault, parts: config.parts.slice(2) })).toBe('part_sleeves');
    expect(decalPartOf({}, { ...noDefault, parts: [] })).toBeUndefined();
  });
});

describe('001 §2 Reset Viewport', () => {
  it("returns to the design's initial camera, or to [0,1,6] looking at [0,0,0]", () => {
    expect(
      initialCamera({ initialCameraTransform: { position: [1, 2, 3], target: [0, 1, 0] } }).position,
    ).toEqual([1, 2, 3]);
    expect(initialCamera({})).toEqual({ position: [0, 1, 6], target: [0, 0, 0] });
  });
});
