import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { FormSchema } from './form';

describe('Form (002 §3)', () => {
  it("002 §3: a form defaults to description 'Product customization form' for creator and consumer", () => {
    expect(parseValid(FormSchema, {})).toEqual({
      enabledForRoles: ['creator', 'consumer'],
      description: 'Product customization form',
      fields: [],
      sections: [],
      answers: { defaults: {}, current: {} },
    });
  });

  it('002 §6: enabledForRoles holds creator and consumer only', () => {
    expect(rejectedPaths(FormSchema, { enabledForRoles: ['admin'] })).toEqual(['enabledForRoles[0]']);
  });

  it("002 §4: a field's sectionId names a stored section ('Unassigned' is virtual)", () => {
    const form = fixtures.form;
    expect(rejectedPaths(FormSchema, { ...form, sections: [] })).toEqual([
      'fields[0].sectionId',
      'fields[1].sectionId',
      'fields[2].sectionId',
      'fields[3].sectionId',
    ]);
  });

  it('002 §3: field ids and section ids are unique', () => {
    const form = fixtures.form;
    expect(rejectedPaths(FormSchema, { ...form, sections: [...form.sections, ...form.sections] })).toEqual([
      'sections[1]',
    ]);
    expect(rejectedPaths(FormSchema, { ...form, fields: [form.fields[0], form.fields[0]] })).toEqual([
      'fields[1]',
    ]);
  });

  it('002 §3: answers are keyed by field id', () => {
    expect(rejectedPaths(FormSchema, { answers: { current: { size: 'M' } } })).toEqual([
      'answers.current.size',
    ]);
  });
});
