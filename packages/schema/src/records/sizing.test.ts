import { describe, expect, it } from 'vitest';
import { parseValid, rejectedPaths } from '../test/helpers';
import { CreationSizingSchema, PrebuildSizingSchema, SizingOptionSchema } from './sizing';

describe('sizing (000 §3, 001 §3)', () => {
  it('001 §3: a size option weighs 1 unless stated', () => {
    expect(parseValid(SizingOptionSchema, { name: 'M' })).toEqual({ name: 'M', cost_weight: 1 });
  });

  it('000 §9: a size option names one of XS, S, M, L, XL, 2XL', () => {
    expect(rejectedPaths(SizingOptionSchema, { name: '3XL' })).toEqual(['name']);
  });

  it('001 §3: cost_weight is not negative', () => {
    expect(rejectedPaths(SizingOptionSchema, { name: 'M', cost_weight: -0.5 })).toEqual(['cost_weight']);
  });

  it('001 §3: prebuild sizing defaults to no options and no chart', () => {
    expect(parseValid(PrebuildSizingSchema, {})).toEqual({ options: [] });
  });

  it('001 §3: a size is listed once', () => {
    expect(rejectedPaths(PrebuildSizingSchema, { options: [{ name: 'M' }, { name: 'M' }] })).toEqual([
      'options[1]',
    ]);
  });

  it('000 §3: sizing.blacklist defaults to none and holds known sizes, once each', () => {
    expect(parseValid(CreationSizingSchema, {})).toEqual({ blacklist: [] });
    expect(rejectedPaths(CreationSizingSchema, { blacklist: ['XXL'] })).toEqual(['blacklist[0]']);
    expect(rejectedPaths(CreationSizingSchema, { blacklist: ['S', 'S'] })).toEqual(['blacklist[1]']);
  });
});
