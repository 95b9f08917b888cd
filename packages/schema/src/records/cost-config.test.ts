import { describe, expect, it } from 'vitest';
import { rejectedPaths } from '../test/helpers';
import { CostConfigSchema, CostTierSchema } from './cost-config';

describe('cost_config tiers (001 §3)', () => {
  it('001 §3: a tier has a quantity of at least 1', () => {
    expect(rejectedPaths(CostTierSchema, { quantity: 0, cost: 100 })).toEqual(['quantity']);
    expect(rejectedPaths(CostTierSchema, { quantity: 2.5, cost: 100 })).toEqual(['quantity']);
  });

  it('DECISIONS: a tier cost is non-negative whole cents', () => {
    expect(rejectedPaths(CostTierSchema, { quantity: 1, cost: -1 })).toEqual(['cost']);
    expect(rejectedPaths(CostTierSchema, { quantity: 1, cost: 99.5 })).toEqual(['cost']);
  });

  it('001 §9: tier quantities differ (one cost per quantity)', () => {
    const tiers = [
      { quantity: 5, cost: 100 },
      { quantity: 5, cost: 90 },
    ];
    expect(rejectedPaths(CostConfigSchema, tiers)).toEqual(['[1]']);
  });
});
