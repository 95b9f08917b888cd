import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  answersKey,
  checkMergedQuantity,
  findMergeableLine,
  hasSameSizes,
  mergeCartQuantity,
  sameAnswers,
} from './cartLines';

describe('mergeCartQuantity', () => {
  it('adds the amounts of the same single size', () => {
    expect(mergeCartQuantity({ size: 'M', amount: 2 }, { size: 'M', amount: 3 })).toEqual({
      size: 'M',
      amount: 5,
    });
  });

  it('keeps another size on a line of its own', () => {
    expect(mergeCartQuantity({ size: 'M', amount: 2 }, { size: 'L', amount: 3 })).toBeNull();
  });

  it('adds a size list size by size, appending new sizes', () => {
    expect(
      mergeCartQuantity(
        [
          { size: 'M', amount: 10 },
          { size: 'L', amount: 0 },
        ],
        [
          { size: 'L', amount: 4 },
          { size: 'XL', amount: 1 },
        ],
      ),
    ).toEqual([
      { size: 'M', amount: 10 },
      { size: 'L', amount: 4 },
      { size: 'XL', amount: 1 },
    ]);
  });

  it('never merges a single size with a size list', () => {
    expect(mergeCartQuantity({ size: 'M', amount: 1 }, [{ size: 'M', amount: 1 }])).toBeNull();
    expect(mergeCartQuantity([{ size: 'M', amount: 1 }], { size: 'M', amount: 1 })).toBeNull();
  });

  it('leaves the existing quantity untouched', () => {
    const existing = [{ size: 'M' as const, amount: 1 }];
    mergeCartQuantity(existing, [{ size: 'M', amount: 2 }]);
    expect(existing).toEqual([{ size: 'M', amount: 1 }]);
  });
});

describe('findMergeableLine', () => {
  const lines = [
    {
      id: 'a',
      creation_id: 'c1',
      type: 'instant-purchase' as const,
      quantity: { size: 'M' as const, amount: 1 },
    },
    { id: 'b', creation_id: 'c1', type: 'sample' as const, quantity: { size: 'M' as const, amount: 1 } },
    {
      id: 'c',
      creation_id: 'c2',
      type: 'instant-purchase' as const,
      quantity: { size: 'L' as const, amount: 1 },
    },
  ];

  it('finds the line of the same creation, type and size', () => {
    const found = findMergeableLine(lines, {
      creation_id: 'c1',
      type: 'sample',
      quantity: { size: 'M', amount: 4 },
    });
    expect(found?.line.id).toBe('b');
    expect(found?.quantity).toEqual({ size: 'M', amount: 5 });
  });

  it('finds none for another creation, type or size', () => {
    expect(
      findMergeableLine(lines, {
        creation_id: 'c3',
        type: 'instant-purchase',
        quantity: { size: 'M', amount: 1 },
      }),
    ).toBeNull();
    expect(
      findMergeableLine(lines, {
        creation_id: 'c2',
        type: 'instant-purchase',
        quantity: { size: 'M', amount: 1 },
      }),
    ).toBeNull();
    expect(
      findMergeableLine(lines, {
        creation_id: 'c2',
        type: 'retail-preorder',
        quantity: { size: 'L', amount: 1 },
      }),
    ).toBeNull();
  });
});

describe('checkMergedQuantity', () => {
  it('keeps the 1 to 10 limit of a single-size line', () => {
    expect(checkMergedQuantity('instant-purchase', { size: 'M', amount: 10 })).toEqual({ ok: true });
    const over = checkMergedQuantity('instant-purchase', { size: 'M', amount: 11 });
    expect(over.ok).toBe(false);
    if (!over.ok) expect(formatMessage(over.message)).toBe('Please choose an amount from 1 to 10');
  });

  it('keeps the 0 to 150 limit per size of a sample', () => {
    expect(checkMergedQuantity('sample', [{ size: 'M', amount: 150 }])).toEqual({ ok: true });
    expect(checkMergedQuantity('sample', [{ size: 'M', amount: 151 }]).ok).toBe(false);
  });
});

describe('hasSameSizes', () => {
  const current = [
    { size: 'M' as const, amount: 1 },
    { size: 'L' as const, amount: 2 },
  ];

  it('accepts the same sizes in any order', () => {
    expect(
      hasSameSizes(current, [
        { size: 'L', amount: 0 },
        { size: 'M', amount: 5 },
      ]),
    ).toBe(true);
  });

  it('refuses an added, a missing or a repeated size', () => {
    expect(hasSameSizes(current, [...current, { size: 'XL', amount: 1 }])).toBe(false);
    expect(hasSameSizes(current, [{ size: 'M', amount: 1 }])).toBe(false);
    expect(
      hasSameSizes(
        [
          { size: 'M', amount: 1 },
          { size: 'M', amount: 1 },
        ],
        [
          { size: 'M', amount: 1 },
          { size: 'L', amount: 1 },
        ],
      ),
    ).toBe(false);
  });
});

describe('line properties (issue 16): answers are part of a line identity', () => {
  const line = (properties?: Record<string, unknown>) => ({
    creation_id: 'c1',
    type: 'instant-purchase' as const,
    quantity: { size: 'M' as const, amount: 1 },
    ...(properties ? { properties: properties as never } : {}),
  });

  it('merges the same answers, whatever their key or checkbox order', () => {
    const found = findMergeableLine(
      [line({ field_a: 'o1', field_b: ['x', 'y'] })],
      line({ field_b: ['y', 'x'], field_a: 'o1' }),
    );
    expect(found?.quantity).toEqual({ size: 'M', amount: 2 });
  });

  it('keeps other answers on a line of their own', () => {
    expect(findMergeableLine([line({ field_a: 'o1' })], line({ field_a: 'o2' }))).toBeNull();
    expect(findMergeableLine([line({ field_a: 'o1' })], line())).toBeNull();
  });

  it('treats missing answers and {} as the same (no answers)', () => {
    expect(sameAnswers(undefined, {})).toBe(true);
    expect(answersKey({ field_a: { b: 1, a: [2, 1] } })).toBe(answersKey({ field_a: { a: [2, 1], b: 1 } }));
    expect(findMergeableLine([line({})], line())).not.toBeNull();
  });
});
