import { FieldSchema, type Field, type FieldInput, type FormAnswerValue } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { answerProblem, answerProblems, canOrder, imageApiId, isAnswered } from './answer-problems';

const field = (input: Record<string, unknown>): Field =>
  FieldSchema.parse({ id: 'field_q', title: 'Q', ...input } as FieldInput);

/** The English text of one field's problem for `value`, or null. */
const text = (
  input: Record<string, unknown>,
  value: FormAnswerValue,
  design?: Parameters<typeof answerProblem>[2],
) => {
  const problem = answerProblem(field(input), value, design);
  return problem === null ? null : formatMessage(problem);
};

describe('answerProblems (issue 17)', () => {
  it('a required question without an answer: "This question needs an answer."', () => {
    const form = {
      fields: [
        field({ id: 'field_a', type: 'text', required: true }),
        field({ id: 'field_b', type: 'checkbox', required: true, options: [{ id: 'x', text: 'X' }] }),
        field({ id: 'field_c', type: 'decalLayerConfig', required: true }),
        field({ id: 'field_d', type: 'text' }),
      ],
    };
    const problems = answerProblems(form, { field_a: '  ', field_b: [], field_c: { url: '' } });
    expect(Object.fromEntries(Object.entries(problems).map(([id, p]) => [id, formatMessage(p)]))).toEqual({
      field_a: 'This question needs an answer.',
      field_b: 'This question needs an answer.',
      field_c: 'This question needs an answer.',
    });
    expect(canOrder(form, { field_a: 'hi', field_b: ['x'], field_c: { url: 'u' } })).toBe(false);
    expect(canOrder({ fields: form.fields.slice(0, 2) }, { field_a: 'hi', field_b: ['x'] })).toBe(true);
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered(0)).toBe(true);
    expect(isAnswered({ other: 1 })).toBe(true);
    // A decal is answered by an image or by the shopper's words alone.
    expect(isAnswered({ url: '' })).toBe(false);
    expect(isAnswered({ url: ' ', text: { value: '' } })).toBe(false);
    expect(isAnswered({ url: '', text: { value: 'MLC' } })).toBe(true);
    expect(isAnswered({ url: '/api/img/original/a.png' })).toBe(true);
  });

  it('option and checkbox: offered options, "Other" text, at most maxSelections', () => {
    const options = [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ];
    expect(text({ type: 'option', options }, 'a')).toBeNull();
    expect(text({ type: 'option', options }, 'z')).toBe('Choose one of the options.');
    expect(text({ type: 'option', options }, ['a', 'b'])).toBe('Choose one of the options.');
    expect(text({ type: 'option', options }, 3)).toBe('Choose one of the options.');
    expect(text({ type: 'option', options, enableOther: true }, 'my own')).toBeNull();
    expect(text({ type: 'checkbox', options, enableOther: true }, ['a', ' '])).toBe(
      'Choose one of the options.',
    );
    expect(text({ type: 'checkbox', options, maxSelections: 1 }, ['a', 'b'])).toBe('Choose at most 1.');
    expect(text({ type: 'checkbox', options, maxSelections: 2 }, ['a', 'b'])).toBeNull();
  });

  it('number: a number, min, max, steps from min (float tolerant)', () => {
    const number = { type: 'number', min: 0.5, max: 2, step: 0.1 };
    expect(text(number, 'x')).toBe('Enter a number.');
    expect(text(number, Number.NaN)).toBe('Enter a number.');
    expect(text(number, 0.4)).toBe('Enter 0.5 or more.');
    expect(text(number, 2.1)).toBe('Enter 2 or less.');
    expect(text(number, 0.7)).toBeNull();
    expect(text(number, 0.75)).toBe('Use steps of 0.1.');
    expect(text({ type: 'number', step: 2 }, 4)).toBeNull();
    expect(text({ type: 'number', step: 2 }, 3)).toBe('Use steps of 2.');
  });

  it('text: at most maxLength characters; not a text is no answer', () => {
    expect(text({ type: 'text', maxLength: 3 }, 'abcd')).toBe('Use at most 3 characters.');
    expect(text({ type: 'text', maxLength: 3 }, 'abc')).toBeNull();
    expect(text({ type: 'text' }, 5)).toBe('This question needs an answer.');
  });

  it("date: a real YYYY-MM-DD date, within min and max (shown in the field's format), not disabled", () => {
    const date = {
      type: 'date',
      minDate: '2026-01-10',
      maxDate: '2026-02-20',
      dateFormat: 'DD/MM/YYYY',
      disabledDates: ['2026-01-15'],
    };
    expect(text(date, '2026-02-30')).toBe('Enter a date as DD/MM/YYYY.');
    expect(text(date, 20260101)).toBe('Enter a date as DD/MM/YYYY.');
    expect(text(date, '2026-01-09')).toBe('Choose 10/01/2026 or later.');
    expect(text(date, '2026-02-21')).toBe('Choose 20/02/2026 or earlier.');
    expect(text(date, '2026-01-15')).toBe('This date is not available.');
    expect(text(date, '2026-01-16')).toBeNull();
  });

  it('colorSelect: a hex colour, one of the options unless custom colours are allowed', () => {
    const colour = { type: 'colorSelect', colorOptions: [{ value: '#FF0000', label: 'Red' }] };
    expect(text(colour, 'red')).toBe('Choose a colour.');
    expect(text(colour, '#ff0000')).toBeNull();
    expect(text(colour, '#00ff00')).toBe('Choose a colour.');
    expect(text({ ...colour, allowCustomColor: true }, '#00ff00')).toBeNull();
    expect(text({ ...colour, showColorPicker: true }, '#00ff00')).toBeNull();
    expect(text({ type: 'colorSelect' }, '#00ff00')).toBeNull();
  });

  it('materialSelect, sizeSelect, variation and colourway selects: one of what they offer', () => {
    expect(text({ type: 'materialSelect', materialOptions: ['m1'] }, 'm1')).toBeNull();
    expect(text({ type: 'materialSelect', materialOptions: ['m1'] }, 'm2')).toBe(
      'Choose one of the options.',
    );
    expect(text({ type: 'materialSelect' }, 5)).toBe('Choose one of the options.');
    // Without options: the target parts' allowed materials (and their current one).
    const design = { parts: [{ value: 'p', text: 'P', default: 'm0', materials: ['m1'], visible: true }] };
    const open = { type: 'materialSelect', targetParts: ['p'] };
    expect(text(open, 'm1', design)).toBeNull();
    expect(text(open, 'm0', design)).toBeNull();
    expect(text(open, 'm9', design)).toBe('Choose one of the options.');
    expect(text(open, 'm9')).toBeNull();
    expect(text({ type: 'sizeSelect' }, 'M')).toBeNull();
    expect(text({ type: 'sizeSelect' }, 'XXXL')).toBe('Choose one of the options.');
    const choices = { options: [{ value: 'o', label: 'O' }] };
    expect(text({ type: 'variationSelect', ...choices }, 'o')).toBeNull();
    expect(text({ type: 'colorwaySelect', ...choices }, 'p')).toBe('Choose one of the options.');
  });

  it('partSelect: target parts only, exactly one when exclusive', () => {
    const parts = { type: 'partSelect', targetParts: ['a', 'b'] };
    expect(text(parts, ['a', 'b'])).toBeNull();
    expect(text(parts, ['c'])).toBe('Choose one of the options.');
    expect(text(parts, [1])).toBe('Choose one of the options.');
    expect(text({ ...parts, selectionMode: 'exclusive' }, ['a', 'b'])).toBe('Choose one of the options.');
    expect(text({ ...parts, selectionMode: 'exclusive' }, 'a')).toBeNull();
  });

  it('decalLayerConfig: an offered image or our upload; the text overlay within its options', () => {
    const offered = {
      type: 'decalLayerConfig',
      urlOptions: [{ name: 'Star', url: 'https://cdn.example/star.png' }],
    };
    expect(text(offered, 'https://cdn.example/star.png')).toBeNull();
    expect(text(offered, { url: 'https://cdn.example/star.png', name: 'Star' })).toBeNull();
    expect(text(offered, '/api/img/original/mine.png')).toBe('Invalid URL or file');
    expect(text(offered, ['x'])).toBe('Invalid URL or file');
    expect(text(offered, { name: 'no url' })).toBe('Invalid URL or file');
    const upload = { type: 'decalLayerConfig', allowCustomUpload: true };
    expect(text(upload, '/api/img/original/mine.png')).toBeNull();
    expect(text(upload, { url: 'https://api.example/api/img/original/mine.webp?w=500' })).toBeNull();
    expect(text(upload, 'https://evil.example/x.png')).toBe('Invalid URL or file');
    const overlay = {
      ...upload,
      allowTextOverlay: true,
      textOverlayOptions: { fonts: ['Serif'], colors: ['#000000'], maxLength: 4 },
    };
    const url = '/api/img/original/mine.png';
    expect(text(overlay, { url, text: { value: 'Ana', font: 'Serif', color: '#000000' } })).toBeNull();
    expect(text(overlay, { url, text: { value: 'Anabel' } })).toBe('Use at most 4 characters.');
    expect(text(overlay, { url, text: { value: 'Ana', font: 'Comic' } })).toBe('Choose one of the options.');
    expect(text(overlay, { url, text: { value: 'Ana', color: '#ffffff' } })).toBe('Choose a colour.');
    expect(text(overlay, { url, text: 'Ana' })).toBe('Invalid URL or file');
    expect(text(upload, { url, text: { value: 'Ana' } })).toBe('Invalid URL or file');
    const anyOverlay = { ...upload, allowTextOverlay: true };
    expect(text(anyOverlay, { url, text: { value: 'Ana', font: 'Any', color: '#123456' } })).toBeNull();
    // The shopper's words alone, where overlays are allowed; never an empty decal.
    expect(text(overlay, { url: '', text: { value: 'Ana' } })).toBeNull();
    expect(text(overlay, { url: '', text: { value: '' } })).toBe('Invalid URL or file');
    expect(text(upload, { url: '', text: { value: 'Ana' } })).toBe('Invalid URL or file');
  });

  it('recognises images our image API serves, by path or absolute URL', () => {
    expect(imageApiId('/api/img/original/a_b-1.png')).toBe('a_b-1.png');
    expect(imageApiId('/api/img/original/a.jpeg?w=200')).toBe('a.jpeg');
    expect(imageApiId('http://localhost:3000/api/img/original/a.webp#x')).toBe('a.webp');
    expect(imageApiId('https://host')).toBeNull();
    expect(imageApiId('/api/img/original/../secret.png')).toBeNull();
    expect(imageApiId('/api/img/original/a.exe')).toBeNull();
    expect(imageApiId('ftp://host/api/img/original/a.png')).toBeNull();
    expect(imageApiId('data:image/png;base64,AAAA')).toBeNull();
  });
});
