import { FieldSchema } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { answerLines, decalAnswerImage, snapshotFormFields, textIn } from './answer-lines';

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
    // free_decal defaults to -1 (unlimited): three free decal fields come first (issue 17).
    const free = ['field_freedecal_1', 'field_freedecal_2', 'field_freedecal_3'];
    const none = { decals: { setup: { free_decal: 0 } } };
    expect(snapshotFormFields({ combination_config: { ...none, form: { fields } } })).toEqual(fields);
    expect(snapshotFormFields({ combination_config: {} }).map((field) => field.id)).toEqual(free);
    expect(snapshotFormFields({ combination_config: { ...none } })).toEqual([]);
    expect(snapshotFormFields(null)).toEqual([]);
    // A copy that no longer reads as a design: its stored fields as they are.
    expect(snapshotFormFields({ combination_config: { parts: 'x', form: { fields } } })).toEqual(fields);
  });

  it('names virtual fields: an open colourway by its group name and option', () => {
    const config = {
      decals: { setup: { free_decal: 0 } },
      parts: [{ value: 'body', text: 'Body', default: 'm1' }],
      groups: [
        {
          value: 'g1',
          name: 'Body',
          includeParts: ['body'],
          options: [{ oValue: 'sunset', oName: 'Sunset', oParts: [{ value: 'body', default: 'm1' }] }],
        },
      ],
    };
    const virtual = snapshotFormFields({ combination_config: config });
    expect(answerLines(virtual, { field_colorway_g1: 'sunset' }, 'en')).toEqual([
      { field: 'field_colorway_g1', title: 'Body', value: 'Sunset' },
    ]);
  });

  it('links a decal answer to its image at print resolution', () => {
    const decal = FieldSchema.parse({ id: 'field_logo', type: 'decalLayerConfig', title: 'Logo' });
    expect(
      answerLines(
        [decal],
        { field_logo: { url: 'https://shop.example/api/img/original/a1.png', name: 'Logo' } },
        'en',
      ),
    ).toEqual([
      { field: 'field_logo', title: 'Logo', value: 'Logo', image: '/api/img/original/a1.png?w=4096' },
    ]);
    expect(decalAnswerImage('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(decalAnswerImage({ url: '' })).toBeUndefined();
    expect(decalAnswerImage(null)).toBeUndefined();
    expect(answerLines([decal], { field_logo: '' }, 'en')).toEqual([
      { field: 'field_logo', title: 'Logo', value: '' },
    ]);
  });
});
