import { describe, expect, it } from 'vitest';
import { parseValid, rejectedPaths } from '../test/helpers';
import { CaseMetadataSchema } from './case-metadata';

describe('Case metadata (000 §3)', () => {
  it('000 §6: creating creations is enabled unless enableUserCreateCreation is false', () => {
    expect(parseValid(CaseMetadataSchema, {})).toEqual({
      global: { enableUserCreateCreation: true },
      homePage: {},
    });
  });

  it('000 §2: categoriesFilter is a whitelist or a blacklist, not both', () => {
    const both = { homePage: { categoriesFilter: { whitelist: ['men'], blacklist: ['women'] } } };
    expect(rejectedPaths(CaseMetadataSchema, both)).toEqual(['homePage.categoriesFilter']);
    expect(
      rejectedPaths(CaseMetadataSchema, { homePage: { categoriesFilter: { blacklist: ['kids'] } } }),
    ).toEqual([]);
  });

  it('000 §3: enableUserCreateCreation is a flag', () => {
    expect(rejectedPaths(CaseMetadataSchema, { global: { enableUserCreateCreation: 'no' } })).toEqual([
      'global.enableUserCreateCreation',
    ]);
  });
});
