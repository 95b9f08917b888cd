import {
  CombinationConfigSchema,
  FieldIdSchema,
  type CombinationConfig,
  type FormAnswerMap,
} from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DESIGN_SECTION_ID,
  applyCustomerAnswers,
  customerForm,
  freeDecalFieldCount,
  freeDecalValue,
  isFreeDecalField,
} from './customer-form';

const design = (extra: Record<string, unknown> = {}): CombinationConfig =>
  CombinationConfigSchema.parse({
    parts: [
      { value: 'body', text: 'Body', default: 'm1', materials: ['m1', 'm2'] },
      { value: 'sleeve', text: 'Sleeve', default: 'm1', materials: ['m1', 'm2'] },
      { value: 'hood', text: 'Hood', default: 'm1', visible: true },
    ],
    groups: [
      {
        value: 'g.body',
        name: 'Body',
        includeParts: ['body'],
        defaultOption: 'day',
        options: [
          { oValue: 'day', oName: 'Day', oParts: [{ value: 'body', default: 'm1' }] },
          { oValue: 'sunset', oName: 'Sunset', oParts: [{ value: 'body', default: 'm2' }] },
        ],
      },
      {
        value: 'locked',
        name: 'Locked',
        enabledEditForRoles: ['creator'],
        options: [{ oValue: 'a', oName: 'A' }],
      },
      { value: 'empty', name: 'Empty', enabledEditForRoles: [] },
    ],
    variant: [
      {
        id: 'v1',
        name: 'Hood',
        includeParts: ['hood'],
        defaultOptionId: 'with',
        options: [
          { optionId: 'with', name: 'With hood', partConfig: [{ partId: 'hood', visible: true }] },
          { optionId: 'without', name: 'Without', partConfig: [{ partId: 'hood', visible: false }] },
        ],
      },
      { id: 'v2', name: 'Locked', enabledEditForRoles: ['creator'], options: [{ optionId: 'x' }] },
    ],
    decals: {
      setup: { free_decal: 2, default_part_key: 'body' },
      placed: [
        { value: 'logo', text: 'Logo', material_config: { map: '/api/img/original/logo.png' } },
        { value: 'plain', editable_consumer: true },
        { value: 'fixed', text: 'Fixed', editable_consumer: false },
      ],
    },
    ...extra,
  });

const ids = (config: CombinationConfig, role?: 'creator' | 'consumer') =>
  customerForm(config, role).fields.map((field) => field.id);

describe('customerForm (issue 17)', () => {
  it('offers what the creator left open, in the Design section, first', () => {
    const form = customerForm(design());
    expect(form.fields.map((field) => field.id)).toEqual([
      'field_colorway_g_body',
      'field_variation_v1',
      'field_decal_logo',
      'field_decal_plain',
      'field_freedecal_1',
      'field_freedecal_2',
    ]);
    expect(form.sections).toEqual([
      { id: DESIGN_SECTION_ID, title: { en: 'Design', 'zh-TW': '設計' }, collapsed: false, items: [] },
    ]);
    for (const field of form.fields) {
      expect(FieldIdSchema.safeParse(field.id).success).toBe(true);
      expect(field.sectionId).toBe(DESIGN_SECTION_ID);
      expect(field.required).toBe(false);
    }
    expect(form.fields[0]).toMatchObject({
      type: 'colorwaySelect',
      title: 'Body',
      targetColorway: 'g.body',
      options: [
        { value: 'day', label: 'Day' },
        { value: 'sunset', label: 'Sunset' },
      ],
    });
    expect(form.fields[1]).toMatchObject({ type: 'variationSelect', title: 'Hood', defaultValue: 'with' });
    expect(form.fields[2]).toMatchObject({
      type: 'decalLayerConfig',
      title: 'Logo',
      targetDecalId: 'logo',
      allowCustomUpload: true,
      maxFileSize: 5,
      allowedFormats: ['jpg', 'png', 'webp'],
      urlOptions: [{ name: 'Logo', url: '/api/img/original/logo.png' }],
    });
    expect(form.fields[3]).toMatchObject({ title: 'plain', urlOptions: [] });
    expect(form.fields[4]).toMatchObject({ title: { en: 'Your decal 1' }, allowCustomUpload: true });
    // The design as it is answers the virtual fields by default: answering nothing changes nothing.
    expect(form.answers.defaults).toEqual({ field_colorway_g_body: 'day', field_variation_v1: 'with' });
  });

  it("leaves out what a form field already targets, and follows the form's own sections", () => {
    const config = design({
      form: {
        sections: [{ id: 'section_a', title: { en: 'A' } }],
        fields: [
          {
            id: 'field_c',
            type: 'colorwaySelect',
            title: 'C',
            targetColorway: 'g.body',
            sectionId: 'section_a',
          },
          { id: 'field_v', type: 'variationSelect', title: 'V', targetVariation: 'v1' },
          { id: 'field_d', type: 'decalLayerConfig', title: 'D', targetDecalId: 'logo', required: true },
        ],
        answers: { defaults: { field_c: 'sunset' }, current: { field_c: 'day' } },
      },
    });
    const form = customerForm(config);
    expect(form.fields.map((field) => field.id)).toEqual([
      'field_decal_plain',
      'field_freedecal_1',
      'field_freedecal_2',
      'field_c',
      'field_v',
      'field_d',
    ]);
    expect(form.sections.map((section) => section.id)).toEqual([DESIGN_SECTION_ID, 'section_a']);
    expect(form.answers).toEqual({ defaults: { field_c: 'sunset' }, current: { field_c: 'day' } });
  });

  it('002 §3, §6: a form not enabled for the role offers only the virtual fields', () => {
    const config = design({
      form: {
        enabledForRoles: ['creator'],
        sections: [{ id: 'section_a', title: { en: 'A' } }],
        fields: [{ id: 'field_c', type: 'colorwaySelect', title: 'C', targetColorway: 'g.body' }],
        answers: { current: { field_c: 'day' } },
      },
    });
    const form = customerForm(config);
    expect(form.fields.map((field) => field.id)).toContain('field_colorway_g_body');
    expect(form.fields.map((field) => field.id)).not.toContain('field_c');
    expect(form.sections.map((section) => section.id)).toEqual([DESIGN_SECTION_ID]);
    expect(form.answers.current).toEqual({});
    // The creator, for whom it is enabled, sees the form (and decals open to creators).
    expect(ids(config, 'creator')).toEqual([
      'field_colorway_locked',
      'field_variation_v1',
      'field_variation_v2',
      'field_decal_logo',
      'field_decal_plain',
      'field_decal_fixed',
      'field_freedecal_1',
      'field_freedecal_2',
      'field_c',
    ]);
  });

  it('no Design section when nothing is open', () => {
    const config = CombinationConfigSchema.parse({ decals: { setup: { free_decal: 0 } } });
    expect(customerForm(config).sections).toEqual([]);
    expect(customerForm(config).fields).toEqual([]);
  });

  it('keeps virtual ids unique against the form and each other', () => {
    const config = design({
      groups: [
        { value: 'a.b', name: 'One', options: [{ oValue: 'x' }] },
        { value: 'a_b', name: 'Two', options: [{ oValue: 'x' }] },
      ],
      form: { fields: [{ id: 'field_freedecal_1', type: 'text', title: 'Mine' }] },
    });
    expect(ids(config)).toEqual([
      'field_colorway_a_b',
      'field_colorway_a_b_2',
      'field_variation_v1',
      'field_decal_logo',
      'field_decal_plain',
      'field_freedecal_1_2',
      'field_freedecal_2',
      'field_freedecal_1',
    ]);
  });

  it('free_decal: none, that many, or three for unlimited (-1)', () => {
    expect(freeDecalFieldCount(0)).toBe(0);
    expect(freeDecalFieldCount(5)).toBe(5);
    expect(freeDecalFieldCount(-1)).toBe(3);
    expect(isFreeDecalField({ id: 'field_freedecal_1', type: 'decalLayerConfig' })).toBe(true);
    expect(isFreeDecalField({ id: 'field_freedecal_1', type: 'text' })).toBe(false);
  });
});

describe('applyCustomerAnswers (issue 17)', () => {
  it('applies virtual colourway, variation and decal answers like form answers (002 §4)', () => {
    const next = applyCustomerAnswers(design(), {
      field_colorway_g_body: 'sunset',
      field_variation_v1: 'without',
      field_decal_logo: { url: '/api/img/original/new.png', name: 'New' },
    });
    expect(next.groups[0]?.defaultOption).toBe('sunset');
    expect(next.parts.find((part) => part.value === 'body')?.default).toBe('m2');
    expect(next.parts.find((part) => part.value === 'hood')?.visible).toBe(false);
    expect(next.decals.placed[0]).toMatchObject({
      text: 'New',
      material_config: { map: '/api/img/original/new.png' },
    });
  });

  it('002 §9: a free decal adds a decal on the default part at the middle, a quarter size', () => {
    const next = applyCustomerAnswers(design(), { field_freedecal_2: '/api/img/original/mine.png' });
    const added = next.decals.placed.at(-1);
    expect(added).toMatchObject({
      value: freeDecalValue(2),
      part_binding: 'body',
      position: { x: 0.5, y: 0.5 },
      scale: { x: 0.25, y: 0.25 },
      rotation: 0,
      material_config: { map: '/api/img/original/mine.png' },
    });
    // Answering again replaces its image; a named answer names it; a blank one does nothing.
    const again = applyCustomerAnswers(next, {
      field_freedecal_2: { url: '/api/img/original/b.png', name: 'B' },
    });
    expect(again.decals.placed).toHaveLength(next.decals.placed.length);
    expect(again.decals.placed.at(-1)).toMatchObject({
      text: 'B',
      material_config: { map: '/api/img/original/b.png' },
    });
    expect(applyCustomerAnswers(next, { field_freedecal_2: { url: ' ' } })).toEqual(next);
    expect(applyCustomerAnswers(next, { field_freedecal_2: 4 })).toEqual(next);
    // Without a default part the decal is placed unbound.
    const unbound = design({ decals: { setup: { free_decal: 1 } } });
    expect(
      applyCustomerAnswers(unbound, { field_freedecal_1: 'u.png' }).decals.placed.at(-1)?.part_binding,
    ).toBe(undefined);
  });

  it('ignores answers to fields the customer form does not have', () => {
    const config = design();
    expect(applyCustomerAnswers(config, { field_nope: 'x', field_colorway_locked: 'a' })).toEqual(config);
  });

  it('property: answering with the default answers leaves the design as it is', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (withGroup, withVariant) => {
        const config = design();
        const defaults = customerForm(config).answers.defaults;
        const answers: FormAnswerMap = {};
        if (withGroup && defaults.field_colorway_g_body !== undefined)
          answers.field_colorway_g_body = defaults.field_colorway_g_body;
        if (withVariant && defaults.field_variation_v1 !== undefined)
          answers.field_variation_v1 = defaults.field_variation_v1;
        const next = applyCustomerAnswers(config, answers);
        expect(next.parts).toEqual(config.parts);
        expect(next.groups).toEqual(config.groups);
      }),
    );
  });

  it('property: any option of an open colourway chosen becomes its default option', () => {
    fc.assert(
      fc.property(fc.constantFrom('day', 'sunset'), (option) => {
        const next = applyCustomerAnswers(design(), { field_colorway_g_body: option });
        expect(next.groups[0]?.defaultOption).toBe(option);
      }),
    );
  });
});
