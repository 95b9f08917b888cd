import type { DesignDocument } from '@atelier/schema';
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

/** The sample's own form fields: a colourway question on group_main, a material question on the body. */
const COLOUR_FIELD = 'field_1714550400006_colour';
const BODY_FIELD = 'field_1714550400001_body';

const withFields = (
  design: DesignDocument,
  fields: DesignDocument['config']['form']['fields'],
): DesignDocument => ({
  ...design,
  config: { ...design.config, form: { ...design.config.form, fields } },
});

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
  it('runs chooseGroupOption on the config, answers the field that asks for it, and keeps the rest', () => {
    const design = sampleDocument();
    const next = chooseColorwayOption(design, 'group_main', 'opt_sand');
    const grouped = chooseGroupOption(design.config, 'group_main', 'opt_sand');
    expect(next.config).toEqual({
      ...grouped,
      form: {
        ...grouped.form,
        answers: {
          ...grouped.form.answers,
          current: { ...design.config.form.answers.current, [COLOUR_FIELD]: 'opt_sand' },
        },
      },
    });
    expect(next.materials).toBe(design.materials);
    expect(next.config.decals).toBe(design.config.decals);
  });

  it('sends only the group default, the parts whose material changed and the form it answered', () => {
    const design = sampleDocument();
    const next = chooseColorwayOption(design, 'group_main', 'opt_sand');
    expect(diffDesign(design, next)).toEqual({
      parts: {
        update: [
          { value: 'part_body', default: 'mat_denim' },
          { value: 'part_hood', default: 'mat_denim' },
        ],
      },
      groups: { update: [{ value: 'group_main', defaultOption: 'opt_sand' }] },
      form: next.config.form,
    });
  });

  it("answers a colourway's own virtual field when the creator's form has none for it (issue 20)", () => {
    const sample = sampleDocument();
    const design = withFields(
      sample,
      sample.config.form.fields.filter((field) => field.id !== COLOUR_FIELD),
    );
    const next = chooseColorwayOption(design, 'group_main', 'opt_sand');
    expect(next.config.form.answers.current['field_colorway_group_main']).toBe('opt_sand');
  });

  it('leaves the answers alone for a colourway no shopper may change, or an option its field does not offer', () => {
    const sample = sampleDocument();
    const creatorOnly = withFields(
      {
        ...sample,
        config: {
          ...sample.config,
          groups: sample.config.groups.map((group) => ({
            ...group,
            enabledEditForRoles: ['creator' as const],
          })),
        },
      },
      sample.config.form.fields.filter((field) => field.id !== COLOUR_FIELD),
    );
    const closed = chooseColorwayOption(creatorOnly, 'group_main', 'opt_sand');
    expect(closed.config.form.answers).toEqual(creatorOnly.config.form.answers);
    const narrow = withFields(
      sample,
      sample.config.form.fields.map((field) =>
        field.id === COLOUR_FIELD && field.type === 'colorwaySelect'
          ? { ...field, options: field.options.filter((option) => option.value !== 'opt_sand') }
          : field,
      ),
    );
    expect(chooseColorwayOption(narrow, 'group_main', 'opt_sand').config.form.answers).toEqual(
      narrow.config.form.answers,
    );
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
  it('runs applyVariantOption on the config and answers the variation field (issue 20)', () => {
    const design = sampleDocument();
    const next = showVariationOption(design, 'variant_cuffs', 'vopt_plain');
    const shown = applyVariantOption(design.config, 'variant_cuffs', 'vopt_plain');
    expect(next.config).toEqual({
      ...shown,
      form: {
        ...shown.form,
        answers: {
          ...shown.form.answers,
          current: { ...design.config.form.answers.current, field_variation_variant_cuffs: 'vopt_plain' },
        },
      },
    });
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

  it('answers the material question of that part with it, once all its parts show it (issue 20)', () => {
    const sample = sampleDocument();
    const cotton = choosePartMaterial(sample, 'part_body', 'mat_cotton');
    expect(cotton.config.form.answers.current[BODY_FIELD]).toBe('mat_cotton');
    // A question over two parts: one part changed is not its answer yet; both are.
    const both = withFields(
      sample,
      sample.config.form.fields.map((field) =>
        field.id === BODY_FIELD && field.type === 'materialSelect'
          ? { ...field, targetParts: ['part_body', 'part_hood'] }
          : field,
      ),
    );
    const open = {
      ...both,
      config: { ...both.config, parts: both.config.parts.map((part) => ({ ...part, materials: [] })) },
    };
    const leather = choosePartMaterial(open, 'part_hood', 'mat_leather');
    const one = choosePartMaterial(leather, 'part_body', 'mat_cotton');
    expect(one.config.form.answers.current[BODY_FIELD]).toBe(open.config.form.answers.current[BODY_FIELD]);
    const two = choosePartMaterial(one, 'part_hood', 'mat_cotton');
    expect(two.config.form.answers.current[BODY_FIELD]).toBe('mat_cotton');
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
