import type { CombinationConfig, Field } from '@atelier/schema';
import { fixtures } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import {
  applyAnswer,
  applyAnswers,
  clearAnswer,
  clientFormView,
  currentAnswers,
  defaultAnswerFor,
  defaultsToFirstOption,
  firstOptionDefaults,
  hasAnswers,
  setAnswer,
  withDefaultAnswers,
} from './answers';

const f = fixtures.fields;
const withFields = (...fields: Field[]): CombinationConfig => {
  const config = fixtures.combinationConfig;
  return { ...config, form: { ...config.form, fields, answers: { defaults: {}, current: {} } } };
};
const part = (c: CombinationConfig, id: string) => c.parts.find((p) => p.value === id)!;

describe('001 §5, 002 §4 answer defaults: first option', () => {
  it('applies to materialSelect, colorwaySelect, variationSelect and sizeSelect', () => {
    expect(
      Object.values(f)
        .filter(defaultsToFirstOption)
        .map((field) => field.type),
    ).toEqual(['materialSelect', 'sizeSelect', 'variationSelect', 'colorwaySelect']);
    expect(defaultAnswerFor(f.materialSelect)).toBe('mat_cotton');
    expect(defaultAnswerFor(f.colorwaySelect)).toBe('opt_navy');
    expect(defaultAnswerFor(f.sizeSelect)).toBe('S');
    expect(defaultAnswerFor({ ...f.variationSelect, defaultValue: undefined })).toBe('vopt_cuffs');
  });

  it("DECISIONS: a variationSelect's defaultValue wins over its first option", () => {
    expect(defaultAnswerFor({ ...f.variationSelect, defaultValue: 'vopt_plain' })).toBe('vopt_plain');
  });

  it('has no default for other types or without options', () => {
    expect(defaultAnswerFor(f.text)).toBeUndefined();
    expect(defaultAnswerFor(f.option)).toBeUndefined();
    expect(defaultAnswerFor({ ...f.colorwaySelect, options: [] })).toBeUndefined();
    expect(defaultAnswerFor({ ...f.sizeSelect, availableSizes: [] })).toBeUndefined();
  });

  it("fills first options in without overriding the creator's defaults", () => {
    const form = fixtures.form;
    expect(firstOptionDefaults(form)).toEqual({
      field_1714550400001_body: 'mat_cotton',
      field_1714550400006_colour: 'opt_navy',
      field_1714550400004_size: 'S',
    });
    const withSize = { ...form, answers: { ...form.answers, defaults: { field_1714550400004_size: 'M' } } };
    expect(withDefaultAnswers(withSize).answers.defaults.field_1714550400004_size).toBe('M');
  });
});

describe('002 §4 answering', () => {
  it('writes the current answer and the default when not in fill mode', () => {
    const form = setAnswer(fixtures.form, 'field_1714550400004_size', 'M', { fillMode: false });
    expect(form.answers.current.field_1714550400004_size).toBe('M');
    expect(form.answers.defaults.field_1714550400004_size).toBe('M');
  });

  it('writes only the current answer in fill mode', () => {
    const form = setAnswer(fixtures.form, 'field_1714550400004_size', 'M', { fillMode: true });
    expect(currentAnswers(form).field_1714550400004_size).toBe('M');
    expect(form.answers.defaults.field_1714550400004_size).toBe('S');
  });

  it('clears a field’s answers', () => {
    const form = clearAnswer(fixtures.form, 'field_1714550400001_body');
    expect(form.answers.current).toEqual({ field_1714550400010_note: 'MEI' });
    expect(form.answers.defaults).toEqual({ field_1714550400004_size: 'S' });
  });

  it('000 §4, 002 §2 once answers exist, sections collapse and the view switches to 3D', () => {
    expect(clientFormView({})).toEqual({ sectionsCollapsed: false, switchTo3d: false });
    expect(clientFormView({ field_x: 'a' })).toEqual({ sectionsCollapsed: true, switchTo3d: true });
    expect(hasAnswers({})).toBe(false);
  });
});

describe('002 §4 applying answers to the design', () => {
  it("materialSelect sets the target part's default material", () => {
    const config = applyAnswers(withFields(f.materialSelect), { [f.materialSelect.id]: 'mat_denim' });
    expect(part(config, 'part_body').default).toBe('mat_denim');
    expect(part(config, 'part_hood').default).toBe('mat_cotton');
  });

  it('materialSelect ignores a material outside its options, or a non-text answer', () => {
    const config = withFields(f.materialSelect);
    expect(applyAnswers(config, { [f.materialSelect.id]: 'mat_leather' })).toEqual(config);
    expect(applyAnswers(config, { [f.materialSelect.id]: 3 })).toEqual(config);
    const open = { ...f.materialSelect, materialOptions: [] };
    expect(part(applyAnswer(config, open, 'mat_leather'), 'part_body').default).toBe('mat_leather');
  });

  it("variationSelect sets the variant's current option and its parts' visibility", () => {
    const config = applyAnswers(withFields(f.variationSelect), { [f.variationSelect.id]: 'vopt_plain' });
    expect(config.variant[0]?.options.map((o) => o.current)).toEqual([false, true]);
    expect(part(config, 'part_cuffs').visible).toBe(false);
    const back = applyAnswers(config, { [f.variationSelect.id]: 'vopt_cuffs' });
    expect(part(back, 'part_cuffs').visible).toBe(true);
  });

  it("colorwaySelect sets the group's default option and its parts' materials", () => {
    const config = applyAnswers(withFields(f.colorwaySelect), { [f.colorwaySelect.id]: 'opt_sand' });
    expect(config.groups[0]?.defaultOption).toBe('opt_sand');
    expect(part(config, 'part_body').default).toBe('mat_denim');
  });

  it("decalLayerConfig sets the placed decal's map (and text from a named option)", () => {
    const config = applyAnswers(withFields(f.decalLayerConfig), {
      [f.decalLayerConfig.id]: 'https://cdn.example.com/star.png',
    });
    expect(config.decals.placed[0]?.material_config.map).toBe('https://cdn.example.com/star.png');
    expect(config.decals.placed[0]?.value).toBe('decal_logo');
    const named = applyAnswers(withFields(f.decalLayerConfig), {
      [f.decalLayerConfig.id]: { url: 'https://cdn.example.com/star.png', name: 'Star' },
    });
    expect(named.decals.placed[0]).toMatchObject({
      text: 'Star',
      material_config: { map: 'https://cdn.example.com/star.png' },
    });
    const unnamed = applyAnswers(withFields(f.decalLayerConfig), {
      [f.decalLayerConfig.id]: { url: 'u.png' },
    });
    expect(unnamed.decals.placed[0]?.text).toBe('Chest logo');
    const two = withFields(f.decalLayerConfig);
    const other = { ...fixtures.placedDecal, value: 'decal_sleeve' };
    const withOther = { ...two, decals: { ...two.decals, placed: [other, ...two.decals.placed] } };
    const applied = applyAnswers(withOther, { [f.decalLayerConfig.id]: 'u.png' });
    expect(applied.decals.placed.map((d) => d.material_config.map)).toEqual([
      'decal_logo-merged.png',
      'u.png',
    ]);
  });

  it('ignores empty or malformed decal answers and fields without a target', () => {
    const config = withFields(f.decalLayerConfig);
    for (const answer of ['', '  ', null, 4, ['x'], { link: 'x' }]) {
      expect(applyAnswers(config, { [f.decalLayerConfig.id]: answer })).toEqual(config);
    }
    expect(applyAnswer(config, { ...f.decalLayerConfig, targetDecalId: undefined }, 'u.png')).toBe(config);
    expect(applyAnswer(config, { ...f.variationSelect, targetVariation: undefined }, 'vopt_plain')).toBe(
      config,
    );
    expect(applyAnswer(config, { ...f.colorwaySelect, targetColorway: undefined }, 'opt_sand')).toBe(config);
    expect(applyAnswer(config, f.variationSelect, 5)).toBe(config);
  });

  it('leaves the design for other field types and unanswered fields', () => {
    const config = withFields(f.text, f.sizeSelect, f.option);
    expect(applyAnswers(config, { [f.text.id]: 'MEI', [f.sizeSelect.id]: 'M' })).toEqual(config);
  });

  it("defaults to the form's current answers", () => {
    const config = withFields(f.materialSelect);
    const answered = {
      ...config,
      form: { ...config.form, answers: { defaults: {}, current: { [f.materialSelect.id]: 'mat_denim' } } },
    };
    expect(part(applyAnswers(answered), 'part_body').default).toBe('mat_denim');
  });
});
