import { FieldSchema } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { answerLines, snapshotFormFields, textIn } from './answer-lines';

const fields = [
  FieldSchema.parse({
    id: 'field_collar',
    type: 'option',
    title: { en: 'Collar', de: 'Kragen' },
    options: [
      { id: 'round', text: { en: 'Round neck', de: 'Rundhals' } },
      { id: 'v', text: { en: 'V-neck' } },
    ],
  }),
  FieldSchema.parse({ id: 'field_note', type: 'text', title: { en: 'Note' } }),
];

describe('answerLines', () => {
  it('names answers by the form in its field order, in the language asked, English otherwise', () => {
    expect(answerLines(fields, { field_note: 'For Ana', field_collar: 'round' }, 'de')).toEqual([
      { field: 'field_collar', title: 'Kragen', value: 'Rundhals' },
      { field: 'field_note', title: 'Note', value: 'For Ana' },
    ]);
    expect(answerLines(fields, { field_collar: 'v' }, 'ja')).toEqual([
      { field: 'field_collar', title: 'Collar', value: 'V-neck' },
    ]);
  });

  it("names a select field's answer by its option's label, and skips options it cannot name", () => {
    const select = [
      {
        id: 'field_colour',
        title: 'Colour',
        options: [{ value: 'red', label: { en: 'Red' } }, { label: 'No value' }],
      },
      { id: 'field_size', title: { en: 'Size' }, options: [{ value: 'M', label: '' }] },
      { id: 'field_free', title: 7 },
    ];
    expect(answerLines(select, { field_colour: 'red', field_size: 'M', field_free: 'x' }, 'en')).toEqual([
      { field: 'field_colour', title: 'Colour', value: 'Red' },
      { field: 'field_size', title: 'Size', value: 'M' },
      { field: 'field_free', title: 'field_free', value: 'x' },
    ]);
  });

  it('keeps an answer to a field the form no longer has, by its id', () => {
    expect(answerLines(fields, { field_gone: ['a', 'b'] }, 'en')).toEqual([
      { field: 'field_gone', title: 'field_gone', value: 'a, b' },
    ]);
    expect(answerLines([], {}, 'en')).toEqual([]);
  });

  it('reads a text in a language, English, any, or as it is', () => {
    expect(textIn('Plain', 'fr')).toBe('Plain');
    expect(textIn({ fr: 'Col' }, 'de')).toBe('Col');
    expect(textIn({ en: 5 }, 'en')).toBe('');
    expect(textIn(null, 'en')).toBe('');
  });
});

describe('snapshotFormFields', () => {
  it("reads the form fields of a line's creation copy, none when it has none", () => {
    expect(snapshotFormFields({ combination_config: { form: { fields } } })).toEqual(fields);
    expect(snapshotFormFields({ combination_config: {} })).toEqual([]);
    expect(snapshotFormFields(null)).toEqual([]);
  });
});
