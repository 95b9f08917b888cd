import type { CombinationConfig, Form } from '@atelier/schema';
import { FormSchema, fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  addField,
  addFieldFromTopBar,
  addSection,
  collapseAllSections,
  deleteField,
  deleteFieldConfirmation,
  enterFillMode,
  exitFillMode,
  fieldsInSection,
  focusSection,
  formBuilderChrome,
  formBuilderState,
  formEmptyState,
  isFormEditingBlocked,
  moveField,
  newField,
  removeSection,
  removeSectionConfirmation,
  removeSectionView,
  renameKeyAction,
  renameSection,
  reorderSections,
  saveSectionView,
  sectionsWithFields,
  setColorwaySelectTarget,
  setEditingField,
  setFillMode,
  setMaterialSelectTargets,
  setPartSelectTargets,
  setVariationSelectTarget,
  toggleSection,
  updateField,
} from './form-builder';

const SECTION = 'section_1714550400000_ab12';
const form = (): Form => fixtures.form; // one section holding four fields
const empty = (): Form => FormSchema.parse({});

describe("002 §4 creating sections ('Section N' or 'New Section')", () => {
  it('numbers a new section by count plus one', () => {
    const f = addSection(form(), { id: 'section_2' });
    expect(f.sections[1]).toEqual({
      id: 'section_2',
      title: { en: 'Section 2' },
      collapsed: false,
      items: [],
    });
    expect(addSection(empty(), { id: 'section_a' }).sections[0]?.title).toEqual({ en: 'Section 1' });
  });

  it("or names it 'New Section'", () => {
    expect(addSection(form(), { id: 'section_2', style: 'new' }).sections[1]?.title).toEqual({
      en: 'New Section',
    });
  });

  it('result is a valid form', () => {
    expect(FormSchema.safeParse(addSection(form(), { id: 'section_2' })).success).toBe(true);
  });
});

describe('002 §4 renaming sections', () => {
  it('Enter confirms, Escape cancels', () => {
    expect(renameKeyAction('Enter')).toBe('confirm');
    expect(renameKeyAction('Escape')).toBe('cancel');
    expect(renameKeyAction('a')).toBeNull();
  });

  it('sets the title in a language; a blank title is ignored', () => {
    expect(renameSection(form(), SECTION, ' Fit ').sections[0]?.title).toEqual({
      en: 'Fit',
      'zh-TW': '布料',
    });
    expect(renameSection(form(), SECTION, '版型', 'zh-TW').sections[0]?.title).toEqual({
      en: 'Fabric',
      'zh-TW': '版型',
    });
    const f = form();
    expect(renameSection(f, SECTION, '   ')).toBe(f);
    const two = renameSection(addSection(f, { id: 'section_2' }), 'section_2', 'Extras');
    expect(two.sections.map((s) => s.title.en)).toEqual(['Fabric', 'Extras']);
  });
});

describe('002 §4, §5 removing sections', () => {
  it('asks with the number of questions, verbatim', () => {
    expect(formatMessage(removeSectionConfirmation(form(), SECTION)!)).toBe(
      'This section contains 4 question(s). Are you sure you want to remove it? Questions will be moved to "Unassigned".',
    );
  });

  it('removes an empty section without asking', () => {
    expect(removeSectionConfirmation(addSection(form(), { id: 'section_2' }), 'section_2')).toBeNull();
  });

  it('moves its fields to Unassigned', () => {
    const f = removeSection(form(), SECTION);
    expect(f.sections).toEqual([]);
    expect(f.fields.every((field) => field.sectionId === undefined)).toBe(true);
    expect(fieldsInSection(f, null)).toHaveLength(4);
    expect(FormSchema.safeParse(f).success).toBe(true);
    expect(sectionsWithFields(f)).toEqual([{ section: null, fields: f.fields }]);
  });

  it('keeps fields of other sections', () => {
    const two = addField(
      addSection(form(), { id: 'section_2' }),
      newField('text', { id: 'field_x' }),
      'section_2',
    );
    expect(removeSection(two, SECTION).fields.find((f) => f.id === 'field_x')?.sectionId).toBe('section_2');
  });
});

describe('002 §4 toggling, reordering and camera views', () => {
  it('toggles collapsed', () => {
    expect(toggleSection(form(), SECTION).sections[0]?.collapsed).toBe(true);
  });

  it('reorders sections', () => {
    const f = addSection(addSection(form(), { id: 'section_2' }), { id: 'section_3' });
    expect(reorderSections(f, 0, 2).sections.map((s) => s.id)).toEqual(['section_2', 'section_3', SECTION]);
    expect(reorderSections(f, 5, 0).sections.map((s) => s.id)).toEqual([SECTION, 'section_2', 'section_3']);
  });

  it('saves, updates and removes a camera view', () => {
    const view = {
      position: [1, 2, 3] as [number, number, number],
      target: [0, 1, 0] as [number, number, number],
    };
    expect(saveSectionView(form(), SECTION, view).sections[0]?.cameraTransform).toEqual(view);
    expect(removeSectionView(form(), SECTION).sections[0]).not.toHaveProperty('cameraTransform');
  });
});

describe('002 §4 fields', () => {
  it('creates a field of a type with its defaults, inside a section', () => {
    const field = newField('sizeSelect', { id: 'field_size2', sectionId: SECTION, title: 'Size' });
    expect(field).toMatchObject({
      id: 'field_size2',
      type: 'sizeSelect',
      sectionId: SECTION,
      required: false,
    });
    expect(field.type === 'sizeSelect' && field.availableSizes.map((s) => s.value)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
    ]);
    expect(newField('text', { id: 'field_t' })).not.toHaveProperty('sectionId');
  });

  it('from the top bar goes into the first section', () => {
    const f = addFieldFromTopBar(form(), newField('text', { id: 'field_t' }), 1);
    expect(f.fields.at(-1)?.sectionId).toBe(SECTION);
  });

  it("creates 'General Questions' when no section exists", () => {
    const f = addFieldFromTopBar(empty(), newField('text', { id: 'field_t' }), 1714550400000);
    expect(f.sections).toEqual([
      {
        id: 'section_default_1714550400000',
        title: { en: 'General Questions' },
        collapsed: false,
        items: [],
      },
    ]);
    expect(f.fields[0]?.sectionId).toBe('section_default_1714550400000');
    expect(FormSchema.safeParse(f).success).toBe(true);
  });

  it('updates a field, keeping its id and type', () => {
    const f = updateField(form(), 'field_1714550400010_note', {
      required: true,
      id: 'x',
      type: 'date',
    } as never);
    expect(f.fields[3]).toMatchObject({ id: 'field_1714550400010_note', type: 'text', required: true });
  });

  it("deletes after 'Are you sure you want to delete this field?', with its answers", () => {
    expect(formatMessage(deleteFieldConfirmation())).toBe('Are you sure you want to delete this field?');
    const f = deleteField(form(), 'field_1714550400001_body');
    expect(f.fields.map((field) => field.id)).not.toContain('field_1714550400001_body');
    expect(f.answers.current).toEqual({ field_1714550400010_note: 'MEI' });
    expect(f.answers.defaults).toEqual({ field_1714550400004_size: 'S' });
  });

  it('moves a field between sections, setting or removing sectionId', () => {
    const two = addSection(form(), { id: 'section_2' });
    const moved = moveField(two, 'field_1714550400001_body', 'section_2');
    expect(moved.fields.find((f) => f.id === 'field_1714550400001_body')?.sectionId).toBe('section_2');
    const unassigned = moveField(two, 'field_1714550400001_body', null);
    expect(unassigned.fields.find((f) => f.id === 'field_1714550400001_body')).not.toHaveProperty(
      'sectionId',
    );
    expect(moveField(two, 'nope', null)).toBe(two);
  });

  it('moves a field to a position within its section', () => {
    const ids = (f: Form) => fieldsInSection(f, SECTION).map((field) => field.id.split('_')[2]);
    expect(ids(form())).toEqual(['body', 'colour', 'size', 'note']);
    expect(ids(moveField(form(), 'field_1714550400010_note', SECTION, 0))).toEqual([
      'note',
      'body',
      'colour',
      'size',
    ]);
    expect(ids(moveField(form(), 'field_1714550400001_body', SECTION, 2))).toEqual([
      'colour',
      'size',
      'body',
      'note',
    ]);
    expect(ids(moveField(form(), 'field_1714550400001_body', SECTION))).toEqual([
      'colour',
      'size',
      'note',
      'body',
    ]);
  });

  it('property: moving fields keeps every field once', () => {
    const two = addSection(form(), { id: 'section_2' });
    const fieldIds = two.fields.map((f) => f.id);
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(...fieldIds),
            fc.constantFrom(SECTION, 'section_2', null),
            fc.option(fc.nat(5)),
          ),
          {
            maxLength: 15,
          },
        ),
        (moves) => {
          let f = two;
          for (const [id, section, index] of moves) f = moveField(f, id, section, index ?? undefined);
          expect(f.fields.map((field) => field.id).sort()).toEqual([...fieldIds].sort());
          expect(FormSchema.safeParse(f).success).toBe(true);
        },
      ),
    );
  });

  it('lists sections with their fields, then Unassigned', () => {
    const f = addField(form(), newField('date', { id: 'field_loose' }));
    const groups = sectionsWithFields(f);
    expect(groups.map((g) => g.section?.id ?? 'unassigned')).toEqual([SECTION, 'unassigned']);
    expect(groups[1]?.fields.map((field) => field.id)).toEqual(['field_loose']);
    expect(sectionsWithFields(form()).map((g) => g.fields.length)).toEqual([4]);
  });

  it('002 §2 empty state', () => {
    const state = formEmptyState(empty());
    expect(state && [formatMessage(state.title), formatMessage(state.hint)]).toEqual([
      'No sections or questions yet',
      'Create a section or add questions to get started',
    ]);
    expect(formEmptyState(form())).toBeNull();
  });
});

describe('002 §4 field targets', () => {
  it('a different target part for a material selector clears its chosen materials', () => {
    const field = fixtures.fields.materialSelect;
    expect(setMaterialSelectTargets(field, ['part_hood'])).toMatchObject({
      targetParts: ['part_hood'],
      materialOptions: [],
    });
    expect(setMaterialSelectTargets(field, ['part_body'])).toBe(field);
  });

  it('unchecking a part removes its display name', () => {
    const field = fixtures.fields.partSelect;
    expect(setPartSelectTargets(field, ['part_cuffs'])).toMatchObject({
      targetParts: ['part_cuffs'],
      partDisplayNames: {},
    });
    expect(setPartSelectTargets(field, ['part_hood']).partDisplayNames).toEqual({ part_hood: 'Hood' });
  });

  it('choosing a variation copies its options as value and label pairs', () => {
    const config = fixtures.combinationConfig;
    const field = { ...fixtures.fields.variationSelect, targetVariation: undefined, options: [] };
    expect(setVariationSelectTarget(field, config, 'variant_cuffs')).toMatchObject({
      targetVariation: 'variant_cuffs',
      options: [
        { value: 'vopt_cuffs', label: 'With cuffs' },
        { value: 'vopt_plain', label: 'Plain' },
      ],
    });
    expect(
      setVariationSelectTarget(fixtures.fields.variationSelect, config, 'variant_cuffs').defaultValue,
    ).toBe('vopt_cuffs');
    expect(setVariationSelectTarget(fixtures.fields.variationSelect, config, 'nope')).not.toHaveProperty(
      'defaultValue',
    );
  });

  it('choosing a colorway copies its options as value and label pairs', () => {
    const field = { ...fixtures.fields.colorwaySelect, options: [] };
    expect(setColorwaySelectTarget(field, fixtures.combinationConfig, 'group_main').options).toEqual([
      { value: 'opt_navy', label: 'Navy' },
      { value: 'opt_sand', label: 'Sand' },
    ]);
    expect(setColorwaySelectTarget(field, fixtures.combinationConfig, 'nope').options).toEqual([]);
  });
});

describe('002 §4 fill mode on and off', () => {
  const config = (): CombinationConfig => fixtures.combinationConfig;

  it('on: snapshots the design and answers, loads defaults, collapses every section', () => {
    const state = enterFillMode(formBuilderState(config()));
    expect(state.fillMode?.config).toEqual(config());
    expect(state.fillMode?.answers).toEqual(config().form.answers);
    expect(state.config.form.answers.current).toEqual({
      field_1714550400001_body: 'mat_cotton', // the creator's default wins over the first option
      field_1714550400006_colour: 'opt_navy',
      field_1714550400004_size: 'S',
    });
    expect(state.config.form.sections.every((section) => section.collapsed)).toBe(true);
    expect(state.config.parts.find((p) => p.value === 'part_body')?.default).toBe('mat_denim'); // navy applied
    expect(isFormEditingBlocked(state)).toBe(true);
    expect(enterFillMode(state)).toBe(state);
  });

  it('off: restores the snapshot and saved answers, reloads defaults, clears the field edit state', () => {
    const on = enterFillMode({ ...formBuilderState(config()), editingFieldId: 'field_1714550400010_note' });
    expect(on.editingFieldId).toBeNull();
    const off = exitFillMode({ ...on, editingFieldId: 'x' });
    expect(off.fillMode).toBeNull();
    expect(off.editingFieldId).toBeNull();
    expect(off.config.parts).toEqual(config().parts);
    expect(off.config.form.answers.current).toEqual(config().form.answers.current);
    expect(off.config.form.answers.defaults).toEqual({
      field_1714550400006_colour: 'opt_navy',
      ...config().form.answers.defaults,
    });
    expect(exitFillMode(off)).toBe(off);
  });

  it('toggles with setFillMode and blocks field editing while on', () => {
    const on = setFillMode(formBuilderState(config()), true);
    expect(on.fillMode).not.toBeNull();
    expect(setEditingField(on, 'field_1714550400010_note')).toBe(on);
    expect(setEditingField(on, null).editingFieldId).toBeNull();
    const off = setFillMode(on, false);
    expect(setEditingField(off, 'field_1714550400010_note').editingFieldId).toBe('field_1714550400010_note');
  });

  it('clicking a section expands it, collapses the others and moves the camera to its view', () => {
    const f = addSection(form(), { id: 'section_2' });
    const focused = focusSection(f, SECTION);
    expect(focused.form.sections.map((s) => s.collapsed)).toEqual([false, true]);
    expect(focused.camera).toEqual(fixtures.section.cameraTransform);
    expect(focusSection(f, 'section_2').camera).toBeNull();
  });

  it('collapsing all returns the camera to the initial view', () => {
    expect(collapseAllSections(config()).camera).toEqual({ position: [0, 1, 6], target: [0, 0, 0] });
    const custom = {
      ...config(),
      initialCameraTransform: {
        position: [1, 1, 1] as [number, number, number],
        target: [0, 0, 0] as [number, number, number],
      },
    };
    expect(collapseAllSections(custom).camera.position).toEqual([1, 1, 1]);
    expect(collapseAllSections({ ...config(), initialCameraTransform: undefined }).camera).toEqual({
      position: [0, 1, 6],
      target: [0, 0, 0],
    });
    expect(collapseAllSections(config()).form.sections.every((s) => s.collapsed)).toBe(true);
  });

  it("002 §2 the 'client' display mode hides the toolbar and builder bar", () => {
    expect(formBuilderChrome('client')).toEqual({ toolbar: false, builderBar: false });
    expect(formBuilderChrome('builder')).toEqual({ toolbar: true, builderBar: true });
  });
});
