import type { CostTier } from '@atelier/schema';
import { fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RETAIL_TIER_QUANTITY,
  cartItemPrice,
  cartPriceSource,
  cartSubtotal,
  retailPrice,
  retailTier,
  samplePrice,
  sampleUnitPrice,
  tierUnitCost,
  totalQuantity,
} from './pricing';

// fixtures.costConfig: 1 -> HK$600, 5 -> HK$450, 20 -> HK$380 (cents).
const tiers = fixtures.costConfig;

const tierArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 6 })
  .chain((quantities) =>
    fc.tuple(
      ...quantities.map((quantity) => fc.nat(1_000_000).map((cost): CostTier => ({ quantity, cost }))),
    ),
  );

describe('000 §9, 001 §9 the volume rule (DECISIONS: one sample-price rule)', () => {
  it('takes the largest tier whose quantity is not above the count', () => {
    expect(tierUnitCost(tiers, 1)).toBe(60000);
    expect(tierUnitCost(tiers, 4)).toBe(60000);
    expect(tierUnitCost(tiers, 5)).toBe(45000);
    expect(tierUnitCost(tiers, 19)).toBe(45000);
    expect(tierUnitCost(tiers, 20)).toBe(38000);
    expect(tierUnitCost(tiers, 150)).toBe(38000);
  });

  it('else the smallest tier', () => {
    expect(
      tierUnitCost(
        [
          { quantity: 10, cost: 500 },
          { quantity: 5, cost: 700 },
        ],
        3,
      ),
    ).toBe(700);
  });

  it('is 0 without tiers', () => {
    expect(tierUnitCost([], 7)).toBe(0);
  });

  it('does not depend on the order of the tiers', () => {
    expect(tierUnitCost([...tiers].reverse(), 7)).toBe(45000);
  });

  it('property: the cost is one of the tiers and comes from a tier not above the count when one exists', () => {
    fc.assert(
      fc.property(tierArb, fc.integer({ min: 0, max: 600 }), (config, count) => {
        const cost = tierUnitCost(config, count);
        expect(config.map((tier) => tier.cost)).toContain(cost);
        const eligible = config.filter((tier) => tier.quantity <= count);
        if (eligible.length > 0) {
          const largest = eligible.reduce((a, b) => (b.quantity > a.quantity ? b : a));
          expect(cost).toBe(largest.cost);
        }
      }),
    );
  });
});

describe('000 §9 sample price', () => {
  it('is the unit cost for the total over all sizes, times that total', () => {
    const quantity = fixtures.sampleCartItem.quantity; // S 1, M 0, L 2
    expect(totalQuantity(quantity)).toBe(3);
    expect(samplePrice(tiers, quantity)).toBe(3 * 60000);
    expect(
      samplePrice(tiers, [
        { size: 'S', amount: 3 },
        { size: 'M', amount: 4 },
      ]),
    ).toBe(7 * 45000);
    expect(samplePrice(tiers, 20)).toBe(20 * 38000);
    expect(sampleUnitPrice(tiers, 20)).toBe(38000);
  });

  it('is the same for the detail panel and the cart (one function)', () => {
    const detailPanel = samplePrice(tiers, 6);
    const cart = cartItemPrice(
      { type: 'sample', quantity: [{ size: 'M', amount: 6 }] },
      cartPriceSource(fixtures.creation),
    );
    expect(cart).toBe(detailPanel);
  });

  it('property: prices are never negative and integer cents', () => {
    fc.assert(
      fc.property(tierArb, fc.nat(150), (config, count) => {
        const price = samplePrice(config, count);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(price)).toBe(true);
      }),
    );
  });
});

describe('000 §9 instant and retail cart price', () => {
  const source = cartPriceSource(fixtures.creation);

  it('is totalPrice times amount for instant, retail-preorder and null types', () => {
    expect(retailPrice(75000, { amount: 2 })).toBe(150000);
    expect(cartItemPrice({ type: 'retail-preorder', quantity: { size: 'M', amount: 2 } }, source)).toBe(
      150000,
    );
    expect(cartItemPrice({ type: 'instant-purchase', quantity: { size: 'M', amount: 3 } }, source)).toBe(
      225000,
    );
    expect(cartItemPrice({ type: null, quantity: { size: 'M', amount: 1 } }, source)).toBe(75000);
  });

  it("matches the fixture cart item's stored price", () => {
    const cartItem = fixtures.cartItem;
    expect(cartItemPrice(cartItem, cartPriceSource(cartItem.creation!))).toBe(cartItem.price);
  });

  it('reads the first prebuild tiers, none when absent', () => {
    expect(cartPriceSource({ totalPrice: 100 })).toEqual({ totalPrice: 100, costConfig: [] });
  });

  it('sums a subtotal', () => {
    expect(cartSubtotal([fixtures.cartItem, fixtures.sampleCartItem])).toBe(330000);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe('000 §9 retail tier', () => {
  it('has quantity 20 at totalPrice per unit', () => {
    expect(RETAIL_TIER_QUANTITY).toBe(20);
    expect(retailTier(75000)).toEqual({ quantity: 20, cost: 75000 });
  });
});
