import type { SizingOption } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import {
  addContentLine,
  addSizingOption,
  addTag,
  hasCreationCategory,
  normalizeTag,
  parseCostWeight,
  removeContentLine,
  removeSizingOption,
  removeTag,
  setSizingOptionWeight,
  toggleCreationCategory,
  togglePrebuildCategory,
  unusedSizes,
  updateContentLine,
} from './base-info';

describe('tags', () => {
  it('adds a trimmed tag once, whatever its letter case', () => {
    expect(normalizeTag('  street   wear ')).toBe('street wear');
    const tags = ['Summer'];
    expect(addTag(tags, ' street  wear ')).toEqual(['Summer', 'street wear']);
    expect(addTag(tags, 'summer')).toEqual(['Summer']);
    expect(addTag(tags, '   ')).toEqual(['Summer']);
    expect(tags).toEqual(['Summer']);
  });

  it('removes a tag', () => {
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b']);
    expect(removeTag(['a'], 'z')).toEqual(['a']);
  });
});

describe('categories', () => {
  const men = { id: 'ct_men', name: 'Men', value: 'men' };
  const hoodies = { id: 'ct_hoodies', name: 'Hoodies', value: 'hoodies' };

  it("toggles a creation's category by id", () => {
    const chosen = toggleCreationCategory(undefined, men);
    expect(chosen).toEqual([men]);
    expect(hasCreationCategory(chosen, men)).toBe(true);
    expect(toggleCreationCategory([men, hoodies], { ...men, name: 'renamed' })).toEqual([hoodies]);
  });

  it('matches by value when a category has no id', () => {
    const loose = { name: 'Men', value: 'men' };
    expect(hasCreationCategory([loose], men)).toBe(true);
    expect(toggleCreationCategory([loose], men)).toEqual([]);
    expect(hasCreationCategory(undefined, men)).toBe(false);
  });

  it("toggles a prebuild's category by name", () => {
    expect(togglePrebuildCategory(['Men'], 'Hoodies')).toEqual(['Men', 'Hoodies']);
    expect(togglePrebuildCategory(['Men', 'Hoodies'], 'Men')).toEqual(['Hoodies']);
  });
});

describe('content lines', () => {
  it('adds, edits and removes lines', () => {
    const added = addContentLine([{ content: '100% cotton' }]);
    expect(added).toEqual([{ content: '100% cotton' }, { content: '' }]);
    expect(updateContentLine(added, 1, 'Machine wash')).toEqual([
      { content: '100% cotton' },
      { content: 'Machine wash' },
    ]);
    expect(removeContentLine(added, 0)).toEqual([{ content: '' }]);
  });
});

describe('sizing options', () => {
  const options: SizingOption[] = [
    { name: 'M', cost_weight: 1 },
    { name: 'XL', cost_weight: 1.2 },
  ];

  it('adds the first unused size, in size order, with weight 1', () => {
    expect(unusedSizes(options)).toEqual(['XS', 'S', 'L', '2XL']);
    expect(addSizingOption(options).map((option) => option.name)).toEqual(['XS', 'M', 'XL']);
    expect(addSizingOption(options, 'L')).toEqual([
      { name: 'M', cost_weight: 1 },
      { name: 'L', cost_weight: 1 },
      { name: 'XL', cost_weight: 1.2 },
    ]);
  });

  it('does not add a size twice, nor one when all are used', () => {
    expect(addSizingOption(options, 'M')).toEqual(options);
    const all = ['XS', 'S', 'M', 'L', 'XL', '2XL'].map((name) => ({ name, cost_weight: 1 }) as SizingOption);
    expect(addSizingOption(all)).toEqual(all);
  });

  it('removes a size and sets a weight', () => {
    expect(removeSizingOption(options, 'M')).toEqual([{ name: 'XL', cost_weight: 1.2 }]);
    expect(setSizingOptionWeight(options, 'M', 1.5)[0]).toEqual({ name: 'M', cost_weight: 1.5 });
    expect(setSizingOptionWeight(options, 'M', -1)).toEqual(options);
    expect(setSizingOptionWeight(options, 'M', Number.NaN)).toEqual(options);
  });

  it('reads a weight as typed', () => {
    expect(parseCostWeight(' 1.25 ')).toBe(1.25);
    expect(parseCostWeight('.5')).toBe(0.5);
    expect(parseCostWeight('2')).toBe(2);
    expect(parseCostWeight('-1')).toBeNull();
    expect(parseCostWeight('1,5')).toBeNull();
    expect(parseCostWeight('')).toBeNull();
  });
});
