import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { issuesOf, rejectedPaths } from '../test/helpers';
import { CartItemSchema, NewCartItemSchema } from './cart-item';

const retail = (amount: number) => ({ ...fixtures.cartItem, quantity: { size: 'M', amount } });
const sample = (quantity: unknown) => ({ ...fixtures.sampleCartItem, quantity });

describe('Cart item (000 §3)', () => {
  it('000 §3: type is instant-purchase, retail-preorder or sample', () => {
    expect(rejectedPaths(CartItemSchema, { ...fixtures.cartItem, type: 'instant-purchase' })).toEqual([]);
    expect(rejectedPaths(CartItemSchema, { ...fixtures.cartItem, type: 'gift' })).toEqual(['type']);
  });

  it('000 §5: a retail size amount runs 1 to 10', () => {
    expect(rejectedPaths(CartItemSchema, retail(1))).toEqual([]);
    expect(rejectedPaths(CartItemSchema, retail(10))).toEqual([]);
    expect(rejectedPaths(CartItemSchema, retail(0))).toEqual(['quantity.amount']);
    expect(rejectedPaths(CartItemSchema, retail(11))).toEqual(['quantity.amount']);
  });

  it('000 §3: a non-sample item has a single size and amount, not a list', () => {
    const input = { ...fixtures.cartItem, quantity: [{ size: 'M', amount: 1 }] };
    expect(rejectedPaths(CartItemSchema, input)).toEqual(['quantity']);
  });

  it('000 §9: sizes are XS..2XL', () => {
    expect(
      rejectedPaths(CartItemSchema, { ...fixtures.cartItem, quantity: { size: 'XXL', amount: 1 } }),
    ).toEqual(['quantity.size']);
  });

  it('000 §5: a sample amount per size runs 0 to 150', () => {
    expect(
      rejectedPaths(
        CartItemSchema,
        sample([
          { size: 'S', amount: 150 },
          { size: 'M', amount: 0 },
        ]),
      ),
    ).toEqual([]);
    expect(rejectedPaths(CartItemSchema, sample([{ size: 'S', amount: 151 }]))).toEqual([
      'quantity[0].amount',
    ]);
    expect(rejectedPaths(CartItemSchema, sample([{ size: 'S', amount: -1 }]))).toEqual([
      'quantity[0].amount',
    ]);
  });

  it("000 §5: a sample with no quantity is rejected with 'Please select at least one size.'", () => {
    expect(issuesOf(CartItemSchema, sample([{ size: 'S', amount: 0 }]))).toEqual([
      { path: 'quantity', message: 'Please select at least one size.' },
    ]);
  });

  it('000 §4: a sample may be a single size (single-size mode)', () => {
    expect(rejectedPaths(CartItemSchema, sample({ size: 'L', amount: 3 }))).toEqual([]);
  });

  it('000 §3: a sample list names each size once', () => {
    expect(
      issuesOf(
        CartItemSchema,
        sample([
          { size: 'S', amount: 1 },
          { size: 'S', amount: 2 },
        ]),
      ),
    ).toEqual([{ path: 'quantity[1]', message: 'Size "S" is repeated' }]);
  });

  it('DECISIONS: price is non-negative whole cents', () => {
    expect(rejectedPaths(CartItemSchema, { ...fixtures.cartItem, price: -1 })).toEqual(['price']);
  });

  it('000 §7: the POST body has no id; a stored item needs one', () => {
    expect(rejectedPaths(NewCartItemSchema, fixtures.newCartItem)).toEqual([]);
    expect(rejectedPaths(CartItemSchema, fixtures.newCartItem)).toEqual(['id']);
  });
});
