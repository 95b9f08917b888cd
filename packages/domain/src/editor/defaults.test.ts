import type { Prebuild } from '@atelier/schema';
import { CombinationConfigSchema, CreationSchema, PrebuildSchema, fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultPreorderPeriod,
  defaultPurchaseType,
  emptyCombinationConfig,
  initialTotalPrice,
  newCreation,
  newPrebuild,
} from './defaults';
import { validatePrebuildSave } from './validation';

const NOW = Date.parse('2024-05-10T08:00:00.000Z');

describe('001 §9 new creation defaults', () => {
  const draft = newCreation({ prebuild: fixtures.prebuild, now: NOW, userId: 'user_mei' });

  it('minimum order 5, kickstart_periode 0, visibility public, a draft', () => {
    expect(draft).toMatchObject({
      minimum_order: 5,
      kickstart_periode: 0,
      visibility: 'public',
      is_draft: true,
    });
  });

  it('kickstart starts now and ends five months after now', () => {
    expect(draft.kickstart_start).toBe('2024-05-10T08:00:00.000Z');
    expect(draft.kickstart_end).toBe('2024-10-10T08:00:00.000Z');
  });

  it('clamps the end to the last day of a shorter month', () => {
    const endOfMonth = newCreation({ prebuild: fixtures.prebuild, now: new Date('2024-09-30T10:00:00Z') });
    expect(endOfMonth.kickstart_end).toBe('2025-02-28T10:00:00.000Z');
  });

  it('totalPrice is 1.25 times the first cost tier, rounded', () => {
    expect(draft.totalPrice).toBe(75000); // 1.25 x HK$600
    expect(initialTotalPrice([{ quantity: 1, cost: 12345 }])).toBe(15400); // 154.3125 -> HK$154
    expect(initialTotalPrice([])).toBe(0);
  });

  it('purchase type is the first allowed one', () => {
    expect(draft.purchaseType).toBe('retail-preorder');
  });

  it("starts from the prebuild's design stamped v3, attached to the user", () => {
    expect(draft.combination_config.parts).toEqual(fixtures.prebuild.combination_config.parts);
    expect(draft.combination_config.version).toBe('v3');
    expect(draft.prebuilds).toEqual([fixtures.prebuild]);
    expect(draft.userId).toBe('user_mei');
    expect(newCreation({ prebuild: fixtures.prebuild, now: NOW }).userId).toBeUndefined();
  });

  it('is a valid creation once it has an id and a user', () => {
    expect(CreationSchema.safeParse({ ...draft, id: 'c_new' }).success).toBe(true);
  });

  it('property: totalPrice is whole dollars and at least the first tier', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (cost) => {
        const price = initialTotalPrice([{ quantity: 1, cost }]);
        expect(price % 100).toBe(0);
        expect(price).toBeGreaterThanOrEqual(Math.floor(cost * 1.25) - 50);
      }),
    );
  });
});

describe('001 §4 default purchase type', () => {
  it('is the first allowed type, otherwise instant-purchase', () => {
    expect(defaultPurchaseType(['sample', 'retail-preorder'])).toBe('sample');
    expect(defaultPurchaseType([])).toBe('instant-purchase');
    expect(defaultPurchaseType(undefined)).toBe('instant-purchase');
  });
});

describe('001 §9 preorder period inputs', () => {
  it('default to an end one month after now', () => {
    expect(defaultPreorderPeriod(NOW)).toEqual({
      kickstart_start: '2024-05-10T08:00:00.000Z',
      kickstart_end: '2024-06-10T08:00:00.000Z',
    });
    expect(defaultPreorderPeriod(Date.parse('2024-01-31T00:00:00Z')).kickstart_end).toBe(
      '2024-02-29T00:00:00.000Z',
    );
  });
});

describe('001 §9 new prebuild defaults', () => {
  const draft = newPrebuild({ producer: fixtures.prebuild.producer! });

  it('visibility public, direct purchase and shipping fee included, orders 5..1000, draft, not deleted', () => {
    expect(draft).toMatchObject({
      visibility: 'public',
      allow_direct_purchase: true,
      option_shipping_fee_include: true,
      minimum_order: 5,
      maximum_order: 1000,
      is_draft: true,
      is_deleted: false,
      name: 'New prebuild',
      producer_id: 'producer_atelier',
    });
  });

  it('is a valid prebuild once it has an id, with an empty v3 design', () => {
    expect(PrebuildSchema.parse({ ...draft, id: 'p_new' })).toEqual({ ...draft, id: 'p_new' });
    expect(draft.combination_config).toEqual(emptyCombinationConfig());
    expect(CombinationConfigSchema.parse(emptyCombinationConfig()).version).toBe('v3');
  });

  it('cannot be saved before it is named and given sizes and purchase types', () => {
    expect(validatePrebuildSave(draft).map((issue) => issue.check)).toEqual([
      'name',
      'category',
      'media',
      'sizes',
      'purchaseType',
    ]);
  });

  it('works without a producer, and with a producer that has no id', () => {
    const bare: Omit<Prebuild, 'id'> & { id?: string } = newPrebuild();
    expect(bare.producer).toBeUndefined();
    const noId = newPrebuild({ producer: { at_name: 'atelier_works' } });
    expect(noId.producer).toEqual({ at_name: 'atelier_works' });
    expect(noId.producer_id).toBeUndefined();
  });
});
