import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { rejectedPaths } from '../test/helpers';
import { TrendMediaItemSchema } from './trend-media-item';

const withData = (changes: Record<string, unknown>) => ({
  ...fixtures.trendMediaItem,
  data: { ...fixtures.trendMediaItem.data, ...changes },
});

describe('Trend media item (000 §3)', () => {
  it('000 §3: type is video or image', () => {
    expect(rejectedPaths(TrendMediaItemSchema, withData({ type: 'gif' }))).toEqual(['data.type']);
  });

  it('000 §9: a tile spans 1 to 7 columns and 1 to 4 rows', () => {
    expect(rejectedPaths(TrendMediaItemSchema, withData({ size: [7, 4] }))).toEqual([]);
    expect(rejectedPaths(TrendMediaItemSchema, withData({ size: [8, 4] }))).toEqual(['data.size[0]']);
    expect(rejectedPaths(TrendMediaItemSchema, withData({ size: [1, 5] }))).toEqual(['data.size[1]']);
    expect(rejectedPaths(TrendMediaItemSchema, withData({ size: [0, 1] }))).toEqual(['data.size[0]']);
  });

  it('000 §3: order is a non-negative whole number', () => {
    expect(rejectedPaths(TrendMediaItemSchema, { ...fixtures.trendMediaItem, order: -1 })).toEqual(['order']);
  });
});
