import { addField, addSection, emptyCombinationConfig, newField } from '@atelier/domain';
import { CombinationConfigSchema, type CombinationConfig, type Form } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import {
  NEW_SESSION,
  answer,
  fillModeUndone,
  isBlocked,
  moveFieldBy,
  openSectionInFillMode,
  startFillMode,
  stopFillMode,
  togglePreview,
} from './builderSession';

const material = newField('materialSelect', { id: 'field_material', title: 'Fabric' });
const design = (): CombinationConfig => {
  let form: Form = emptyCombinationConfig().form;
  form = addSection(form, { id: 'section_a' });
  form = addSection(form, { id: 'section_b' });
  form = {
    ...form,
    sections: form.sections.map((section) =>
      section.id === 'section_b'
        ? { ...section, cameraTransform: { position: [2, 1, 3], target: [0, 1, 0] } }
        : section,
    ),
  };
  form = addField(
    form,
    { ...material, targetParts: ['body'], materialOptions: ['mat_wool', 'mat_silk'] } as never,
    'section_a',
  );
  form = addField(form, newField('text', { id: 'field_note' }), 'section_a');
  form = addField(form, newField('number', { id: 'field_count' }), 'section_b');
  return CombinationConfigSchema.parse({
    ...emptyCombinationConfig(),
    parts: [{ value: 'body', text: 'Body', default: 'mat_cotton', materials: [], visible: true }],
    form,
  });
};

describe('Fill Mode (002 §4)', () => {
  it('on: snapshots the design, loads and applies the defaults, collapses every section, blocks editing', () => {
    const config = design();
    const on = startFillMode(config, { ...NEW_SESSION, editingFieldId: 'field_note' });
    expect(on.session.fillMode?.config).toBe(config);
    expect(on.session.editingFieldId).toBeNull();
    expect(isBlocked(on.session)).toBe(true);
    expect(on.config.form.answers.current).toEqual({ field_material: 'mat_wool' });
    expect(on.config.parts[0]?.default).toBe('mat_wool');
    expect(on.config.form.sections.every((section) => section.collapsed)).toBe(true);
    expect(startFillMode(on.config, on.session)).toEqual(on);
  });

  it('answers apply to the design and leave the defaults; off restores the snapshot and saved answers', () => {
    const config = design();
    const on = startFillMode(config, NEW_SESSION);
    const answered = answer(on.config, on.session, 'field_material', 'mat_silk');
    expect(answered.parts[0]?.default).toBe('mat_silk');
    expect(answered.form.answers.defaults.field_material).toBe('mat_wool');
    const cleared = answer(answered, on.session, 'field_material', undefined);
    expect(cleared.form.answers.current.field_material).toBeUndefined();
    expect(cleared.form.answers.defaults.field_material).toBe('mat_wool');
    const off = stopFillMode(answered, on.session);
    expect(off.session.fillMode).toBeNull();
    expect(isBlocked(off.session)).toBe(false);
    expect(off.config.parts).toEqual(config.parts);
    expect(off.config.form.sections).toEqual(config.form.sections);
    expect(off.config.form.answers.current).toEqual(config.form.answers.current);
    expect(stopFillMode(off.config, off.session)).toEqual(off);
  });

  it('answering outside Fill Mode writes the default too and leaves the design', () => {
    const config = design();
    const next = answer(config, NEW_SESSION, 'field_note', 'Hello');
    expect(next.form.answers).toEqual({
      current: { field_note: 'Hello' },
      defaults: { field_note: 'Hello' },
    });
    expect(next.parts).toEqual(config.parts);
    expect(answer(next, NEW_SESSION, 'field_note', undefined).form.answers).toEqual({
      current: {},
      defaults: {},
    });
  });

  it('knows when undo went back past Fill Mode on', () => {
    const config = design();
    const on = startFillMode(config, NEW_SESSION);
    expect(fillModeUndone(on.config, on.session)).toBe(false);
    expect(fillModeUndone(config, on.session)).toBe(true);
    expect(fillModeUndone(config, NEW_SESSION)).toBe(false);
  });

  it('opening a section collapses the others and moves the camera to its view; closing all goes home', () => {
    const on = startFillMode(design(), NEW_SESSION);
    const b = openSectionInFillMode(on.config, on.session, 'section_b');
    expect(b.session.openSection).toBe('section_b');
    expect(b.config.form.sections.map((section) => section.collapsed)).toEqual([true, false]);
    expect(b.camera).toEqual({ position: [2, 1, 3], target: [0, 1, 0] });
    const a = openSectionInFillMode(b.config, b.session, 'section_a');
    expect(a.config.form.sections.map((section) => section.collapsed)).toEqual([false, true]);
    expect(a.camera).toBeNull();
    const none = openSectionInFillMode(a.config, a.session, null);
    expect(none.session.openSection).toBeNull();
    expect(none.config.form.sections.every((section) => section.collapsed)).toBe(true);
    expect(none.camera).toEqual({ position: [0, 1, 6], target: [0, 0, 0] });
  });
});

describe('the builder session', () => {
  it('toggles a field between its settings and its preview', () => {
    const one = togglePreview(NEW_SESSION, 'field_note');
    expect(one.previewing).toEqual(['field_note']);
    expect(togglePreview(one, 'field_note').previewing).toEqual([]);
  });

  it('moves a question by keyboard within and across sections, Unassigned last', () => {
    const form = design().form;
    const order = (next: Form) => next.fields.map((field) => `${field.sectionId ?? '-'}:${field.id}`);
    const down = moveFieldBy(form, 'field_material', 1);
    expect(order(down)).toEqual([
      'section_a:field_note',
      'section_a:field_material',
      'section_b:field_count',
    ]);
    const across = moveFieldBy(down, 'field_material', 1);
    expect(order(across)).toEqual([
      'section_a:field_note',
      'section_b:field_material',
      'section_b:field_count',
    ]);
    const back = moveFieldBy(across, 'field_material', -1);
    expect(order(back)).toEqual([
      'section_a:field_note',
      'section_a:field_material',
      'section_b:field_count',
    ]);
    const up = moveFieldBy(back, 'field_material', -1);
    expect(order(up)).toEqual(['section_a:field_material', 'section_a:field_note', 'section_b:field_count']);
    expect(moveFieldBy(up, 'field_material', -1)).toBe(up);
    const unassigned = moveFieldBy(moveFieldBy(up, 'field_count', 1), 'field_count', 1);
    expect(order(unassigned).at(-1)).toBe('-:field_count');
    expect(moveFieldBy(form, 'field_missing', 1)).toBe(form);
  });
});
