import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { VariantOptionSchema, VariantSchema, VariantSetupSchema } from './variant';

describe('Variant / variation (001 §3, 002 §3)', () => {
  it("001 §3, 002 §3: a new variant is named 'New Variant', editable by creator and consumer", () => {
    expect(parseValid(VariantSchema, { id: 'v1' })).toEqual({
      id: 'v1',
      name: 'New Variant',
      includeParts: [],
      options: [],
      enabledEditForRoles: ['creator', 'consumer'],
    });
  });

  it("001 §3: a new variation option is named 'New Option'", () => {
    expect(parseValid(VariantOptionSchema, { optionId: 'o1' })).toEqual({
      optionId: 'o1',
      name: 'New Option',
      partConfig: [],
    });
  });

  it("001 §4: the default option is one of the variation's options", () => {
    expect(rejectedPaths(VariantSchema, { ...fixtures.variant, defaultOptionId: 'vopt_gone' })).toEqual([
      'defaultOptionId',
    ]);
  });

  it('001 §6: enabledEditForRoles holds only creator and consumer', () => {
    expect(rejectedPaths(VariantSchema, { ...fixtures.variant, enabledEditForRoles: ['producer'] })).toEqual([
      'enabledEditForRoles[0]',
    ]);
  });

  it('001 §3: partConfig entries name a part and its visibility', () => {
    expect(rejectedPaths(VariantOptionSchema, { optionId: 'o1', partConfig: [{ partId: 'p1' }] })).toEqual([
      'partConfig[0].visible',
    ]);
  });

  it('002 §6: variantSetup.enabledForAddRemoveRoles holds known roles', () => {
    expect(rejectedPaths(VariantSetupSchema, { enabledForAddRemoveRoles: ['creator', 'creator'] })).toEqual([
      'enabledForAddRemoveRoles[1]',
    ]);
  });
});
