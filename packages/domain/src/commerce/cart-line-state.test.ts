import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableSubtotal, cartLineState, isCheckoutHeld, isCreationOnSale } from './cart-line-state';

describe('DECISIONS: issue 19 cart lines at the price of now', () => {
  it('answers the price now and, when it moved, from what to what', () => {
    expect(cartLineState({ onSale: true, priceWhenAdded: 100, priceNow: 100 })).toEqual({
      available: true,
      price: 100,
      priceChanged: null,
    });
    expect(cartLineState({ onSale: true, priceWhenAdded: 100, priceNow: 120 })).toEqual({
      available: true,
      price: 120,
      priceChanged: { from: 100, to: 120 },
    });
    expect(cartLineState({ onSale: false, priceWhenAdded: 100, priceNow: 90 }).available).toBe(false);
  });

  it('never answers the price a line was added at when the price moved', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.boolean(), (priceWhenAdded, priceNow, onSale) => {
        const state = cartLineState({ onSale, priceWhenAdded, priceNow });
        expect(state.price).toBe(priceNow);
        expect(state.priceChanged === null).toBe(priceWhenAdded === priceNow);
      }),
    );
  });

  it('is on sale only published and not deleted', () => {
    expect(isCreationOnSale({ is_draft: 0, is_deleted: 0 })).toBe(true);
    expect(isCreationOnSale({ is_draft: true, is_deleted: false })).toBe(false);
    expect(isCreationOnSale({ is_draft: 0, is_deleted: 1 })).toBe(false);
    expect(isCreationOnSale(null)).toBe(false);
  });

  it('counts only available lines and holds the checkout while one is not', () => {
    const lines = [
      { available: true, price: 300 },
      { available: false, price: 200 },
    ];
    expect(availableSubtotal(lines)).toBe(300);
    expect(isCheckoutHeld(lines)).toBe(true);
    expect(isCheckoutHeld([lines[0]!])).toBe(false);
  });
});
