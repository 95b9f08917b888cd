import { fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  applicableBaseCost,
  commitRetailPrice,
  creationPriceFloor,
  MINIMUM_PRICE,
  formatPriceInput,
  mergeSellInfo,
  minimumOrderRange,
  netProfit,
  parsePriceInput,
  sanitizePriceInput,
  suggestedRetailPrice,
} from './pricing';

const tiers = fixtures.costConfig; // 1 -> 60000, 5 -> 45000, 20 -> 38000

describe('001 §9 minimum-order slider', () => {
  it('runs from the smallest to the largest tier quantity, step 1', () => {
    expect(minimumOrderRange(tiers)).toEqual({ min: 1, max: 20, step: 1 });
    expect(
      minimumOrderRange([
        { quantity: 50, cost: 1 },
        { quantity: 10, cost: 2 },
      ]),
    ).toEqual({ min: 10, max: 50, step: 1 });
  });

  it('is absent without tiers', () => {
    expect(minimumOrderRange([])).toBeNull();
  });
});

describe('001 §9 applicable base cost', () => {
  it('is the first tier (by quantity descending) at most the minimum order, else the smallest tier', () => {
    expect(applicableBaseCost(tiers, 5)).toBe(45000);
    expect(applicableBaseCost(tiers, 19)).toBe(45000);
    expect(applicableBaseCost(tiers, 25)).toBe(38000);
    expect(applicableBaseCost([{ quantity: 10, cost: 500 }], 3)).toBe(500);
  });
});

describe('DECISIONS: issue 19 the price floor', () => {
  it('is the base cost of the minimum order, never below one cent', () => {
    expect(creationPriceFloor(tiers, 4)).toBe(60000);
    expect(creationPriceFloor(tiers, 5)).toBe(45000);
    expect(creationPriceFloor(tiers, 6)).toBe(45000);
    expect(creationPriceFloor([], 5)).toBe(MINIMUM_PRICE);
    expect(creationPriceFloor([{ quantity: 1, cost: 0 }], 1)).toBe(MINIMUM_PRICE);
  });

  it('is never below the base cost nor zero, for any tiers and minimum order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ quantity: fc.integer({ min: 1, max: 1000 }), cost: fc.integer({ min: 0, max: 1e7 }) }),
          { selector: (tier) => tier.quantity, maxLength: 6 },
        ),
        fc.integer({ min: 1, max: 100_000 }),
        (costConfig, minimumOrder) => {
          const floor = creationPriceFloor(costConfig, minimumOrder);
          expect(floor).toBeGreaterThanOrEqual(applicableBaseCost(costConfig, minimumOrder));
          expect(floor).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('001 §9 net profit', () => {
  it('is total price minus base price', () => {
    expect(netProfit(75000, 45000)).toBe(30000);
    expect(netProfit(40000, 45000)).toBe(-5000);
  });
});

describe('001 §5 retail price input', () => {
  it('keeps only digits and one dot as typed', () => {
    expect(sanitizePriceInput('HK$ 1,280.50')).toBe('1280.50');
    expect(sanitizePriceInput('1.2.3')).toBe('1.23');
    expect(sanitizePriceInput('abc')).toBe('');
  });

  it('reads HKD text as cents', () => {
    expect(parsePriceInput('750')).toBe(75000);
    expect(parsePriceInput('750.5')).toBe(75050);
    expect(parsePriceInput('.5')).toBe(50);
    expect(parsePriceInput('12.345')).toBe(1235);
    expect(parsePriceInput('12.344')).toBe(1234);
    expect(parsePriceInput('7.')).toBe(700);
  });

  it('rejects empty or non-numeric text', () => {
    for (const text of ['', ' ', '.', '1,000', '-5', '1e3', 'abc']) {
      expect(parsePriceInput(text)).toBeNull();
      const result = commitRetailPrice(text, 45000);
      expect(result.ok).toBe(false);
    }
    const invalid = commitRetailPrice('', 45000);
    expect(!invalid.ok && formatMessage(invalid.message)).toBe('Please enter a price using digits and a dot');
  });

  it('accepts a price at or above the base', () => {
    expect(commitRetailPrice('750', 45000)).toEqual({
      ok: true,
      totalPrice: 75000,
      inputText: '750',
      belowBase: false,
      message: null,
      confirmDisabled: false,
    });
    expect(commitRetailPrice('450', 45000).ok && commitRetailPrice('450', 45000)).toMatchObject({
      belowBase: false,
    });
  });

  it('below the base: set to the base, field shows base + 5% rounded, message, confirm disabled', () => {
    const result = commitRetailPrice('300', 45000);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.totalPrice).toBe(45000);
    expect(result.inputText).toBe('473'); // 450 x 1.05 = 472.5 -> 473
    expect(formatMessage(result.message!)).toBe('The price is lower than the base price');
    expect(result.confirmDisabled).toBe(true);
  });

  it('base plus 5% is rounded to whole dollars', () => {
    expect(suggestedRetailPrice(45000)).toBe(47300);
    expect(suggestedRetailPrice(1)).toBe(0);
  });

  it('formats cents for the input', () => {
    expect(formatPriceInput(75000)).toBe('750');
    expect(formatPriceInput(75050)).toBe('750.50');
  });

  it('property: the stored price is never below the base nor negative', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (typed, base) => {
        const result = commitRetailPrice(formatPriceInput(typed), base);
        expect(result.ok).toBe(true);
        if (result.ok) {
          expect(result.totalPrice).toBeGreaterThanOrEqual(base);
          expect(result.totalPrice).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('001 §4 sell-info merge', () => {
  it('replaces minimum_order, maximum_order and cost_config only when provided', () => {
    const prebuild = fixtures.prebuild;
    const merged = mergeSellInfo(prebuild, { minimum_order: 10 });
    expect(merged.minimum_order).toBe(10);
    expect(merged.maximum_order).toBe(1000);
    expect(merged.cost_config).toEqual(prebuild.cost_config);
    const tiersOnly = mergeSellInfo(prebuild, {
      cost_config: [{ quantity: 1, cost: 1 }],
      maximum_order: undefined,
    });
    expect(tiersOnly.cost_config).toEqual([{ quantity: 1, cost: 1 }]);
    expect(tiersOnly.maximum_order).toBe(1000);
    expect(mergeSellInfo(prebuild, { maximum_order: 500 }).maximum_order).toBe(500);
  });

  it('merges sizing key by key', () => {
    const creation = fixtures.creation;
    expect(mergeSellInfo(creation, { sizing: { blacklist: ['XS'] } }).sizing).toEqual({ blacklist: ['XS'] });
    const prebuild = fixtures.prebuild;
    const merged = mergeSellInfo(prebuild, { sizing: { chart_url: 'new.jpg' } });
    expect(merged.sizing).toEqual({ ...prebuild.sizing, chart_url: 'new.jpg' });
  });

  it('sets other given fields and never modifies the item', () => {
    const creation = fixtures.creation;
    const merged = mergeSellInfo(creation, {
      totalPrice: 80000,
      purchaseType: 'sample',
      kickstart_end: undefined,
    });
    expect(merged).toMatchObject({
      totalPrice: 80000,
      purchaseType: 'sample',
      kickstart_end: creation.kickstart_end,
    });
    expect(creation.totalPrice).toBe(75000);
  });
});
