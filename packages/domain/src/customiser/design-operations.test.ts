import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../test/design-document';
import { chooseGroupOption } from './colorways';
import {
  DesignRuleError,
  answerForm,
  chooseColorwayOption,
  choosePartMaterial,
  moveDecal,
  setPartVisible,
  showVariationOption,
} from './design-operations';
import { diffDesign } from './design-patch';
import { applyVariantOption } from './variations';

/** The code of the DesignRuleError `run` throws. */
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof DesignRuleError) return `${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error('not refused');
};

describe('chooseColorwayOption (002 §4)', () => {
  it('runs chooseGroupOption on the config and keeps the rest of the design', () => {
    const design = sampleDocument();
    const next = chooseColorwayOption(design, 'group_main', 'opt_sand');
    expect(next.config).toEqual(chooseGroupOption(design.config, 'group_main', 'opt_sand'));
    expect(next.materials).toBe(design.materials);
    expect(next.config.decals).toBe(design.config.decals);
  });

  it('sends only the group default and the parts whose material changed', () => {
    const design = sampleDocument();
    expect(diffDesign(design, chooseColorwayOption(design, 'group_main', 'opt_sand'))).toEqual({
      parts: {
        update: [
          { value: 'part_body', default: 'mat_denim' },
          { value: 'part_hood', default: 'mat_denim' },
        ],
      },
      groups: { update: [{ value: 'group_main', defaultOption: 'opt_sand' }] },
    });
  });

  it('refuses an unknown group or option', () => {
    expect(refusal(() => chooseColorwayOption(sampleDocument(), 'nope', 'opt_sand'))).toBe(
      'group_not_found: Colorway "nope" is not in the design',
    );
    expect(refusal(() => chooseColorwayOption(sampleDocument(), 'group_main', 'nope'))).toBe(
      'option_not_found: Option "nope" is not in the design',
    );
  });
});

describe('showVariationOption (002 §4)', () => {
  it('runs applyVariantOption on the config', () => {
    const design = sampleDocument();
    const next = showVariationOption(design, 'variant_cuffs', 'vopt_plain');
    expect(next.config).toEqual(applyVariantOption(design.config, 'variant_cuffs', 'vopt_plain'));
    expect(next.config.parts.find((part) => part.value === 'part_cuffs')?.visible).toBe(false);
  });

  it('refuses an unknown variation or option', () => {
    expect(refusal(() => showVariationOption(sampleDocument(), 'nope', 'vopt_plain'))).toMatch(
      /^variant_not_found/,
    );
    expect(refusal(() => showVariationOption(sampleDocument(), 'variant_cuffs', 'nope'))).toMatch(
      /^option_not_found/,
    );
  });
});

describe('setPartVisible and choosePartMaterial (001 §7)', () => {
  it('shows or hides a part', () => {
    const next = setPartVisible(sampleDocument(), 'part_hood', false);
    expect(next.config.parts.find((part) => part.value === 'part_hood')?.visible).toBe(false);
    expect(refusal(() => setPartVisible(sampleDocument(), 'nope', false))).toBe(
      'part_not_found: Part "nope" is not in the design',
    );
  });

  it("sets a part's material among those it allows", () => {
    const next = choosePartMaterial(sampleDocument(), 'part_body', 'mat_denim');
    expect(next.config.parts.find((part) => part.value === 'part_body')?.default).toBe('mat_denim');
  });

  it('allows any of the design materials on a part that lists none', () => {
    const design = sampleDocument();
    const open = {
      ...design,
      config: {
        ...design.config,
        parts: design.config.parts.map((part) => ({ ...part, materials: [] })),
      },
    };
    expect(
      choosePartMaterial(open, 'part_body', 'mat_leather').config.parts.find(
        (part) => part.value === 'part_body',
      )?.default,
    ).toBe('mat_leather');
  });

  it('refuses a material the part does not allow, one the design lacks, and an unknown part', () => {
    expect(refusal(() => choosePartMaterial(sampleDocument(), 'part_body', 'mat_leather'))).toBe(
      'material_not_allowed: Material "mat_leather" is not allowed on part "part_body"',
    );
    expect(refusal(() => choosePartMaterial(sampleDocument(), 'part_body', 'mat_gold'))).toMatch(
      /^material_not_found/,
    );
    expect(refusal(() => choosePartMaterial(sampleDocument(), 'nope', 'mat_denim'))).toMatch(
      /^part_not_found/,
    );
  });
});

describe('moveDecal (001 §4 drag handles)', () => {
  it('changes only the placement fields given, of that decal only', () => {
    const sample = sampleDocument();
    const other = { ...sample.config.decals.placed[0]!, value: 'decal_other' };
    const design = {
      ...sample,
      config: {
        ...sample.config,
        decals: { ...sample.config.decals, placed: [...sample.config.decals.placed, other] },
      },
    };
    const next = moveDecal(design, 'decal_logo', {
      position: { x: 0.3, y: 0.6 },
      rotation: 90,
      scale: undefined,
    });
    expect(diffDesign(design, next)).toEqual({
      decals: { placed: { update: [{ value: 'decal_logo', position: { x: 0.3, y: 0.6 }, rotation: 90 }] } },
    });
  });

  it('refuses an unknown decal', () => {
    expect(refusal(() => moveDecal(sampleDocument(), 'nope', { rotation: 1 }))).toBe(
      'decal_not_found: Decal "nope" is not in the design',
    );
  });
});

describe('answerForm (002 §4)', () => {
  it('records the answers as current and applies them to the design', () => {
    const design = sampleDocument();
    const next = answerForm(design, {
      field_1714550400001_body: 'mat_denim',
      field_1714550400006_colour: 'opt_sand',
    });
    expect(next.config.form.answers.current).toMatchObject({
      field_1714550400001_body: 'mat_denim',
      field_1714550400006_colour: 'opt_sand',
    });
    expect(next.config.form.answers.defaults).toEqual(design.config.form.answers.defaults);
    expect(next.config.groups[0]?.defaultOption).toBe('opt_sand');
  });

  it('issue 17: applies virtual fields of the customer form too (a free decal adds a decal)', () => {
    const design = sampleDocument();
    const next = answerForm(design, { field_freedecal_1: '/api/img/original/mine.png' });
    expect(next.config.form.answers.current).toMatchObject({
      field_freedecal_1: '/api/img/original/mine.png',
    });
    expect(next.config.decals.placed.at(-1)).toMatchObject({
      value: 'freedecal_1',
      material_config: { map: '/api/img/original/mine.png' },
    });
  });

  it('refuses an answer to a field the form does not have', () => {
    expect(refusal(() => answerForm(sampleDocument(), { field_x: 'a' }))).toBe(
      'field_not_found: Field "field_x" is not in the design',
    );
  });
});

describe('DesignRuleError', () => {
  it('is an Error with its code', () => {
    const error = new DesignRuleError('part_not_found', 'gone');
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message]).toEqual(['DesignRuleError', 'part_not_found', 'gone']);
    expect(() => refusal(() => 1)).toThrow('not refused');
    expect(() =>
      refusal(() => {
        throw new TypeError('other');
      }),
    ).toThrow('other');
  });
});
