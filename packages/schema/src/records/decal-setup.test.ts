import { describe, expect, it } from 'vitest';
import { parseValid, rejectedPaths } from '../test/helpers';
import { DecalSetupSchema } from './decal-setup';

describe('Decal setup (001 §3, 002 §3)', () => {
  it('001 §3: free_decal defaults to -1 (unlimited)', () => {
    expect(parseValid(DecalSetupSchema, {})).toEqual({ free_decal: -1, disable_part_keys: [] });
  });

  it('002 §9: free_decal is -1, 0 or 1 to 10', () => {
    for (const count of [-1, 0, 1, 10])
      expect(rejectedPaths(DecalSetupSchema, { free_decal: count })).toEqual([]);
  });

  it('002 §9: free_decal below -1, above 10 or fractional is rejected', () => {
    for (const count of [-2, 11, 1.5]) {
      expect(rejectedPaths(DecalSetupSchema, { free_decal: count })).toEqual(['free_decal']);
    }
  });

  it('002 §3: disabled part keys are listed once', () => {
    expect(rejectedPaths(DecalSetupSchema, { disable_part_keys: ['p1', 'p1'] })).toEqual([
      'disable_part_keys[1]',
    ]);
  });
});
