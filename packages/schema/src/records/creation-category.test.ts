import { describe, expect, it } from 'vitest';
import { rejectedPaths } from '../test/helpers';
import { CreationCategorySchema } from './creation-category';

describe('creationCategory (000 §3)', () => {
  it('000 §3: a category has a name and a value', () => {
    expect(rejectedPaths(CreationCategorySchema, { name: 'Men', value: 'men' })).toEqual([]);
    expect(rejectedPaths(CreationCategorySchema, { name: '', value: 'men' })).toEqual(['name']);
    expect(rejectedPaths(CreationCategorySchema, { name: 'Men' })).toEqual(['value']);
  });
});
