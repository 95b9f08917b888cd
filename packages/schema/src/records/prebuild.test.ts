import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { PrebuildExtraOptionSchema, PrebuildSchema } from './prebuild';

describe('Prebuild (001 §3)', () => {
  it('001 §9: a new prebuild is public, direct-purchasable, shipping included, orders 5..1000, a draft, not deleted', () => {
    const prebuild = parseValid(PrebuildSchema, { id: 'pb1', combination_config: {} });
    expect(prebuild).toMatchObject({
      name: 'New prebuild',
      visibility: 'public',
      allow_direct_purchase: true,
      option_shipping_fee_include: true,
      minimum_order: 5,
      maximum_order: 1000,
      is_draft: true,
      is_deleted: false,
      content: [],
      category: [],
      tags: [],
      cost_config: [],
      sizing: { options: [] },
      waterflow_config: { media_placement: [] },
    });
  });

  it('001 §9: manufacturing time defaults to the 100-minute-per-piece estimate, in ms', () => {
    expect(parseValid(PrebuildExtraOptionSchema, {})).toEqual({
      allowPurchaseType: [],
      manufacturingTimePerPiece: 6_000_000,
    });
  });

  it('001 §5: manufacturing time is a whole, non-negative number of ms', () => {
    expect(rejectedPaths(PrebuildExtraOptionSchema, { manufacturingTimePerPiece: -1 })).toEqual([
      'manufacturingTimePerPiece',
    ]);
  });

  it('001 §3: allowed purchase types are sample, retail-preorder or instant-purchase, each once', () => {
    expect(rejectedPaths(PrebuildExtraOptionSchema, { allowPurchaseType: ['rental'] })).toEqual([
      'allowPurchaseType[0]',
    ]);
    expect(rejectedPaths(PrebuildExtraOptionSchema, { allowPurchaseType: ['sample', 'sample'] })).toEqual([
      'allowPurchaseType[1]',
    ]);
  });

  it('DECISIONS: minimum_order does not exceed maximum_order, and both are at least 1', () => {
    expect(rejectedPaths(PrebuildSchema, { ...fixtures.prebuild, minimum_order: 2000 })).toEqual([
      'minimum_order',
    ]);
    expect(rejectedPaths(PrebuildSchema, { ...fixtures.prebuild, minimum_order: 0 })).toEqual([
      'minimum_order',
    ]);
  });

  it('001 §4: visibility is public or private', () => {
    expect(rejectedPaths(PrebuildSchema, { ...fixtures.prebuild, visibility: 'unlisted' })).toEqual([
      'visibility',
    ]);
  });

  it('DECISIONS: cost is non-negative whole cents', () => {
    expect(rejectedPaths(PrebuildSchema, { ...fixtures.prebuild, cost: -100 })).toEqual(['cost']);
  });

  it('001 §3: models are MODEL assets and materials MATERIAL assets', () => {
    expect(rejectedPaths(PrebuildSchema, { ...fixtures.prebuild, models: [fixtures.materialAsset] })).toEqual(
      ['models[0].type'],
    );
  });
});
