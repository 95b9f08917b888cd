import { FieldSchema, type Form } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import {
  checkLineAnswers,
  checkOrderLine,
  orderKindOf,
  orderLinePrice,
  type OrderLineFacts,
} from './order-lines';

const form = {
  fields: [
    {
      id: 'field_colour',
      type: 'option',
      title: 'Colour',
      required: false,
      enableOther: false,
      options: [
        { id: 'red', text: 'Red', extraPrice: { type: 'fixed', value: 1_000 } },
        { id: 'blue', text: 'Blue' },
      ],
    },
    {
      id: 'field_extras',
      type: 'checkbox',
      title: { en: 'Extras' },
      required: false,
      enableOther: false,
      maxSelections: 1,
      options: [{ id: 'lining', text: 'Lining', extraPrice: { type: 'percentage', value: 10 } }],
    },
    {
      id: 'field_note',
      type: 'option',
      title: 'Note',
      required: false,
      enableOther: true,
      options: [],
    },
    { id: 'field_len', type: 'number', title: 'Length', required: false, priceRanges: [] },
    { id: 'field_text', type: 'text', title: 'Text', required: false },
    {
      id: 'field_colourway',
      type: 'colorwaySelect',
      title: 'Colourway',
      required: false,
      options: [{ value: 'night', label: 'Night' }],
    },
    { id: 'field_size', type: 'sizeSelect', title: 'Size', required: true },
  ].map((field) => FieldSchema.parse(field)),
} as Pick<Form, 'fields'>;

describe('checkLineAnswers', () => {
  it('accepts answers that name offered options', () => {
    expect(
      checkLineAnswers(form, {
        field_colour: 'red',
        field_extras: ['lining'],
        field_note: 'my own',
        field_len: 3,
        field_text: 'hi',
        field_colourway: 'night',
        field_size: 'M',
      }),
    ).toEqual([]);
  });

  it('names unknown fields, unanswered required questions and answers that do not fit, in English', () => {
    const issues = checkLineAnswers(form, {
      field_nope: 'x',
      field_colour: ['red', 'blue'],
      field_extras: ['lining', 'gold'],
      field_len: 'long',
      field_text: 3,
      field_colourway: 'day',
    });
    expect(issues).toEqual([
      { fieldId: 'field_nope', message: "The creation's form has no field field_nope." },
      { fieldId: 'field_colour', message: 'Choose one of the options.' },
      { fieldId: 'field_extras', message: 'Choose one of the options.' },
      { fieldId: 'field_len', message: 'Enter a number.' },
      { fieldId: 'field_text', message: 'This question needs an answer.' },
      { fieldId: 'field_colourway', message: 'Choose one of the options.' },
      { fieldId: 'field_size', message: 'This question needs an answer.' },
    ]);
    expect(checkLineAnswers(form, { field_size: 'M', field_extras: ['lining', 'lining2'] })).toEqual([
      { fieldId: 'field_extras', message: 'Choose one of the options.' },
    ]);
  });
});

describe('orderLinePrice', () => {
  const source = {
    totalPrice: 50_000,
    costConfig: [
      { quantity: 1, cost: 40_000 },
      { quantity: 20, cost: 30_000 },
    ],
  };

  it('prices a retail piece at the creation price plus its extras', () => {
    expect(
      orderLinePrice(
        { type: 'instant-purchase', quantity: { size: 'M', amount: 2 }, answers: { field_colour: 'red' } },
        source,
        form,
      ),
    ).toEqual({ unitPrice: 51_000, total: 102_000 });
  });

  it('prices a sample piece at the volume tier plus percentage extras of it', () => {
    expect(
      orderLinePrice(
        {
          type: 'sample',
          quantity: [
            { size: 'M', amount: 15 },
            { size: 'L', amount: 5 },
          ],
          answers: { field_extras: ['lining'] },
        },
        source,
        form,
      ),
    ).toEqual({ unitPrice: 33_000, total: 660_000 });
  });
});

describe('orderKindOf', () => {
  it('maps the cart type to the order kind', () => {
    expect(orderKindOf('retail-preorder')).toBe('preorder');
    expect(orderKindOf('sample')).toBe('sample');
    expect(orderKindOf('instant-purchase')).toBe('instant');
    expect(orderKindOf(null)).toBe('instant');
  });
});

describe('checkOrderLine', () => {
  type FactsChange = Partial<Omit<OrderLineFacts, 'creation'>> & {
    creation?: Partial<OrderLineFacts['creation']>;
  };
  const facts = (change: FactsChange = {}) =>
    ({
      type: 'instant-purchase',
      quantity: { size: 'M', amount: 2 },
      limits: { maximum: 100, ordered: 0 },
      ...change,
      creation: {
        name: 'Coat',
        orderable: true,
        purchaseType: 'instant-purchase',
        buyerIsOwner: false,
        preorderOpen: true,
        sizes: ['S', 'M', 'L'],
        ...change.creation,
      },
    }) as OrderLineFacts;
  const code = (line: OrderLineFacts) => {
    const result = checkOrderLine(line);
    return result.ok ? 'ok' : result.code;
  };

  it('accepts a line that keeps every rule', () => {
    expect(code(facts())).toBe('ok');
    expect(code(facts({ limits: null }))).toBe('ok');
    expect(
      code(
        facts({
          type: 'sample',
          quantity: [{ size: 'M', amount: 150 }],
          creation: { buyerIsOwner: true },
          limits: { maximum: 1, ordered: 1 },
        }),
      ),
    ).toBe('ok');
  });

  it('refuses each broken rule with its code', () => {
    expect(code(facts({ creation: { orderable: false } }))).toBe('not_orderable');
    expect(code(facts({ type: 'sample', quantity: [{ size: 'M', amount: 1 }] }))).toBe('sample_not_allowed');
    expect(code(facts({ type: 'retail-preorder' }))).toBe('wrong_type');
    expect(code(facts({ creation: { purchaseType: null } }))).toBe('ok');
    expect(code(facts({ quantity: { size: 'M', amount: 11 } }))).toBe('invalid_quantity');
    expect(code(facts({ quantity: { size: 'XS', amount: 1 } }))).toBe('size_unavailable');
    expect(
      code(
        facts({
          type: 'retail-preorder',
          creation: { purchaseType: 'retail-preorder', preorderOpen: false },
        }),
      ),
    ).toBe('preorder_ended');
    const limit = checkOrderLine(facts({ limits: { maximum: 10, ordered: 9 } }));
    expect(limit).toEqual({
      ok: false,
      code: 'order_limit',
      message: 'Only 1 more of "Coat" can be made in this run.',
    });
  });
});
