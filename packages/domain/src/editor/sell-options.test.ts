import { MESSAGES_EN } from '../messages';
import { describe, expect, it } from 'vitest';
import {
  addCostTier,
  parseCostInput,
  parseOrderQuantity,
  removeCostTier,
  setCostTierCost,
  setCostTierQuantity,
  setOrderLimit,
  sortedCostTiers,
  toggleAllowedPurchaseType,
  toggleBlacklistedSize,
} from './sell-options';

describe('001 §5 sizes: at least one stays available', () => {
  it('takes a size off sale and puts it back', () => {
    expect(toggleBlacklistedSize([], 'S', ['S', 'M'])).toEqual({ ok: true, value: ['S'] });
    expect(toggleBlacklistedSize(['S'], 'S', ['S', 'M'])).toEqual({ ok: true, value: [] });
  });

  it("refuses to take the last size off with the document's alert", () => {
    const result = toggleBlacklistedSize(['S'], 'M', ['S', 'M']);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(MESSAGES_EN[result.message.key]).toBe('At least one size should be available');
  });
});

describe('001 §5 purchase types: at least one is required', () => {
  it('allows and disallows a type', () => {
    expect(toggleAllowedPurchaseType(['sample'], 'retail-preorder')).toEqual({
      ok: true,
      value: ['sample', 'retail-preorder'],
    });
    expect(toggleAllowedPurchaseType(['sample', 'retail-preorder'], 'sample')).toEqual({
      ok: true,
      value: ['retail-preorder'],
    });
  });

  it("refuses to remove the last one with the document's alert", () => {
    const result = toggleAllowedPurchaseType(['sample'], 'sample');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(MESSAGES_EN[result.message.key]).toBe('At least one purchase type is required');
  });
});

describe('order limits', () => {
  it('reads a whole quantity from 1', () => {
    expect(parseOrderQuantity(' 12 ')).toBe(12);
    expect(parseOrderQuantity('0')).toBeNull();
    expect(parseOrderQuantity('1.5')).toBeNull();
    expect(parseOrderQuantity('')).toBeNull();
    expect(parseOrderQuantity('99999999999999999999')).toBeNull();
  });

  it('keeps the minimum at or below the maximum', () => {
    const limits = { minimum_order: 5, maximum_order: 100 };
    expect(setOrderLimit(limits, 'minimum_order', 10)).toEqual({ minimum_order: 10, maximum_order: 100 });
    expect(setOrderLimit(limits, 'minimum_order', 200)).toEqual({ minimum_order: 200, maximum_order: 200 });
    expect(setOrderLimit(limits, 'maximum_order', 50)).toEqual({ minimum_order: 5, maximum_order: 50 });
    expect(setOrderLimit(limits, 'maximum_order', 3)).toEqual({ minimum_order: 3, maximum_order: 3 });
  });
});

describe('001 §3 cost tiers', () => {
  const tiers = [
    { quantity: 50, cost: 9000 },
    { quantity: 1, cost: 12000 },
  ];

  it('lists tiers by quantity', () => {
    expect(sortedCostTiers(tiers).map((tier) => tier.quantity)).toEqual([1, 50]);
  });

  it('adds a first tier, then tiers above the largest at its cost', () => {
    expect(addCostTier([])).toEqual([{ quantity: 1, cost: 0 }]);
    expect(addCostTier(tiers).at(-1)).toEqual({ quantity: 60, cost: 9000 });
  });

  it('removes a tier', () => {
    expect(removeCostTier(tiers, 50)).toEqual([{ quantity: 1, cost: 12000 }]);
  });

  it('changes a quantity unless another tier has it or it is not a whole number from 1', () => {
    expect(setCostTierQuantity(tiers, 50, 20)).toEqual([
      { quantity: 20, cost: 9000 },
      { quantity: 1, cost: 12000 },
    ]);
    expect(setCostTierQuantity(tiers, 50, 50)).toEqual(tiers);
    expect(setCostTierQuantity(tiers, 50, 1)).toBeNull();
    expect(setCostTierQuantity(tiers, 50, 0)).toBeNull();
    expect(setCostTierQuantity(tiers, 50, 2.5)).toBeNull();
  });

  it('changes a cost in cents', () => {
    expect(setCostTierCost(tiers, 1, 11000)[1]).toEqual({ quantity: 1, cost: 11000 });
    expect(setCostTierCost(tiers, 1, -5)).toEqual(tiers);
    expect(setCostTierCost(tiers, 1, 1.5)).toEqual(tiers);
  });

  it('reads a cost typed in HKD', () => {
    expect(parseCostInput('120')).toBe(12000);
    expect(parseCostInput(' 120.5 ')).toBe(12050);
    expect(parseCostInput('120.55')).toBe(12055);
    expect(parseCostInput('120.555')).toBeNull();
    expect(parseCostInput('abc')).toBeNull();
  });
});
