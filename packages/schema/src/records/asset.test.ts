import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { ASSET_TYPES, AssetSchema } from './asset';

describe('Asset (001 §7, 002 §3)', () => {
  it('002 §3: an asset is a MODEL or a MATERIAL', () => {
    expect(ASSET_TYPES).toEqual(['MODEL', 'MATERIAL']);
    expect(parseValid(AssetSchema, fixtures.materialAsset).type).toBe('MATERIAL');
    expect(parseValid(AssetSchema, fixtures.modelAsset).type).toBe('MODEL');
  });

  it('002 §3: any other type is rejected', () => {
    expect(rejectedPaths(AssetSchema, { ...fixtures.materialAsset, type: 'TEXTURE' })).toEqual(['type']);
  });

  it('002 §3: created_at is a date-time and producer_id is present', () => {
    const { producer_id: _omitted, ...withoutProducer } = fixtures.materialAsset;
    expect(rejectedPaths(AssetSchema, { ...withoutProducer, created_at: 'today' }).sort()).toEqual([
      'created_at',
      'producer_id',
    ]);
  });

  it('002 §3: an asset has vt_reference_data or asset_data', () => {
    const { vt_reference_data: _omitted, ...bare } = fixtures.materialAsset;
    expect(rejectedPaths(AssetSchema, bare)).toEqual(['vt_reference_data']);
  });
});
