import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { AssetReferenceDataSchema, MaterialSchema, ModelInfoSchema } from './material';

describe('Material (001 §3, 002 §3)', () => {
  it('001 §9: absent PBR factors default to roughness 0.85, metalness 0 (and opacity 1)', () => {
    expect(parseValid(ModelInfoSchema, {})).toEqual({
      textures: {},
      roughness_factor: 0.85,
      metalness_factor: 0,
      opacity_factor: 1,
    });
  });

  it('001 §3: PBR factors lie in 0..1', () => {
    expect(rejectedPaths(ModelInfoSchema, { roughness_factor: 1.5 })).toEqual(['roughness_factor']);
    expect(rejectedPaths(ModelInfoSchema, { metalness_factor: -0.1 })).toEqual(['metalness_factor']);
    expect(rejectedPaths(ModelInfoSchema, { opacity_factor: 2 })).toEqual(['opacity_factor']);
  });

  it('001 §3: a material has asset_data or vt_reference_data', () => {
    expect(rejectedPaths(MaterialSchema, { id: 'm1', text: 'Bare' })).toEqual(['vt_reference_data']);
  });

  it('001 §3: texture scales are positive', () => {
    expect(rejectedPaths(AssetReferenceDataSchema, { scale_x: 0 })).toEqual(['scale_x']);
  });

  it('DECISIONS: keys of reference data that the documents do not show are kept', () => {
    const data = parseValid(AssetReferenceDataSchema, { name: 'Silk', vendor_sku: 'S-1' });
    expect(data).toEqual({ name: 'Silk', vendor_sku: 'S-1' });
    expect(parseValid(MaterialSchema, fixtures.material)).toEqual(fixtures.material);
  });
});
