import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { SectionSchema } from './section';

describe('Section (002 §3)', () => {
  it('002 §3: a section is expanded with no items unless stated', () => {
    expect(parseValid(SectionSchema, { id: 'section_1_x', title: { en: 'Section 1' } })).toEqual({
      id: 'section_1_x',
      title: { en: 'Section 1' },
      collapsed: false,
      items: [],
    });
  });

  it("002 §3: a section id starts with 'section_' (or 'section_default_')", () => {
    expect(
      rejectedPaths(SectionSchema, { ...fixtures.section, id: 'section_default_1714550400000' }),
    ).toEqual([]);
    expect(rejectedPaths(SectionSchema, { ...fixtures.section, id: 'sec_1' })).toEqual(['id']);
  });

  it('002 §3: the title is a multilingual map (en / zh-TW) with at least one language', () => {
    expect(rejectedPaths(SectionSchema, { ...fixtures.section, title: {} })).toEqual(['title']);
    expect(rejectedPaths(SectionSchema, { ...fixtures.section, title: 'Fabric' })).toEqual(['title']);
  });

  it('002 §3: a saved camera view is {position, target}', () => {
    expect(
      rejectedPaths(SectionSchema, { ...fixtures.section, cameraTransform: { position: [0, 1, 6] } }),
    ).toEqual(['cameraTransform.target']);
  });
});
