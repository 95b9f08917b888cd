import { fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  CART_AMOUNT_RANGE,
  checkAddToCart,
  checkCheckout,
  checkSampleQuantity,
  clampAmount,
  editCartAmount,
  hasCartQuantityControl,
  isValidRetailAmount,
  isValidSampleAmount,
  setSampleSizeAmount,
} from './quantities';

const failure = (check: { ok: boolean; message?: Parameters<typeof formatMessage>[0] }) =>
  check.ok ? null : formatMessage(check.message!);

describe('000 §5 retail amount 1 to 10', () => {
  it('accepts whole numbers 1 to 10 only', () => {
    expect([0, 1, 10, 11, 2.5].map(isValidRetailAmount)).toEqual([false, true, true, false, false]);
  });
});

describe('000 §5 sample amount per size 0 to 150', () => {
  it('accepts whole numbers 0 to 150 only', () => {
    expect([-1, 0, 150, 151, 1.5].map(isValidSampleAmount)).toEqual([false, true, true, false, false]);
  });

  it('clamps a typed amount into the range', () => {
    expect(setSampleSizeAmount([{ size: 'S', amount: 1 }], 'S', 200)).toEqual([{ size: 'S', amount: 150 }]);
    expect(setSampleSizeAmount([{ size: 'S', amount: 1 }], 'M', -3)).toEqual([
      { size: 'S', amount: 1 },
      { size: 'M', amount: 0 },
    ]);
    expect(clampAmount(Number.NaN, CART_AMOUNT_RANGE)).toBe(1);
    expect(
      setSampleSizeAmount(
        [
          { size: 'S', amount: 1 },
          { size: 'M', amount: 2 },
        ],
        'M',
        5,
      ),
    ).toEqual([
      { size: 'S', amount: 1 },
      { size: 'M', amount: 5 },
    ]);
  });
});

describe("000 §5 sample total above zero ('Please select at least one size.')", () => {
  it('warns when every size is 0', () => {
    expect(
      failure(
        checkSampleQuantity([
          { size: 'S', amount: 0 },
          { size: 'M', amount: 0 },
        ]),
      ),
    ).toBe('Please select at least one size.');
    expect(failure(checkSampleQuantity([]))).toBe('Please select at least one size.');
  });

  it('accepts a total above zero', () => {
    expect(
      checkSampleQuantity([
        { size: 'S', amount: 0 },
        { size: 'M', amount: 1 },
      ]),
    ).toEqual({ ok: true });
  });

  it('reports an amount out of range', () => {
    expect(failure(checkSampleQuantity([{ size: 'S', amount: 151 }]))).toBe(
      'Please choose an amount from 0 to 150',
    );
  });

  it('property: a list passes exactly when every amount is in 0..150 and the total is above 0', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 160 }), { maxLength: 6 }), (amounts) => {
        const entries = amounts.map((amount, i) => ({
          size: (['XS', 'S', 'M', 'L', 'XL', '2XL'] as const)[i]!,
          amount,
        }));
        const valid = amounts.every((a) => a >= 0 && a <= 150) && amounts.reduce((s, a) => s + a, 0) > 0;
        expect(checkSampleQuantity(entries).ok).toBe(valid);
      }),
    );
  });
});

describe('000 §5 cart quantity control 1 to 10 for single-size items', () => {
  it('shows the control for single-size items only', () => {
    expect(hasCartQuantityControl(fixtures.cartItem)).toBe(true);
    expect(hasCartQuantityControl(fixtures.sampleCartItem)).toBe(false);
  });

  it('clamps the edited amount to 1..10', () => {
    expect(editCartAmount({ size: 'M', amount: 2 }, 12)).toEqual({ size: 'M', amount: 10 });
    expect(editCartAmount({ size: 'M', amount: 2 }, 0)).toEqual({ size: 'M', amount: 1 });
    expect(editCartAmount({ size: 'M', amount: 2 }, 4)).toEqual({ size: 'M', amount: 4 });
  });

  it('a multi-size item only logs the click (no edit)', () => {
    expect(editCartAmount([{ size: 'S', amount: 1 }], 3)).toBeNull();
  });
});

describe('000 §5, §8 adding to the cart', () => {
  it("requires login: 'To preorder, please log in first.'", () => {
    expect(
      failure(
        checkAddToCart({ signedIn: false, type: 'retail-preorder', quantity: { size: 'M', amount: 1 } }),
      ),
    ).toBe('To preorder, please log in first.');
    expect(
      failure(
        checkAddToCart({ signedIn: false, type: 'instant-purchase', quantity: { size: 'M', amount: 1 } }),
      ),
    ).toBe('Please log in to order.');
  });

  it('checks a retail amount 1..10', () => {
    expect(
      checkAddToCart({ signedIn: true, type: 'instant-purchase', quantity: { size: 'M', amount: 10 } }),
    ).toEqual({
      ok: true,
    });
    expect(
      failure(
        checkAddToCart({ signedIn: true, type: 'instant-purchase', quantity: { size: 'M', amount: 11 } }),
      ),
    ).toBe('Please choose an amount from 1 to 10');
  });

  it('checks a single-size sample (0 is no size; up to 150)', () => {
    expect(
      failure(checkAddToCart({ signedIn: true, type: 'sample', quantity: { size: 'M', amount: 0 } })),
    ).toBe('Please select at least one size.');
    expect(checkAddToCart({ signedIn: true, type: 'sample', quantity: { size: 'M', amount: 150 } }).ok).toBe(
      true,
    );
    expect(
      failure(checkAddToCart({ signedIn: true, type: 'sample', quantity: { size: 'M', amount: 151 } })),
    ).toBe('Please choose an amount from 1 to 150');
  });

  it('checks a multi-size sample total', () => {
    expect(
      failure(checkAddToCart({ signedIn: true, type: 'sample', quantity: [{ size: 'M', amount: 0 }] })),
    ).toBe('Please select at least one size.');
    expect(
      checkAddToCart({ signedIn: true, type: 'sample', quantity: fixtures.sampleCartItem.quantity }).ok,
    ).toBe(true);
  });
});

describe("000 §5, §8 checkout with an empty cart ('Your cart is empty')", () => {
  it('warns on an empty cart and passes otherwise', () => {
    expect(failure(checkCheckout([]))).toBe('Your cart is empty');
    expect(checkCheckout([fixtures.cartItem])).toEqual({ ok: true });
  });
});
