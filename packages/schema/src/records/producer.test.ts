import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { HomeBannerSchema, ProducerMetadataSchema, ProducerSchema } from './producer';

describe('Producer (000 §3)', () => {
  it('000 §3: metadata defaults to no notice, no banner, no blacklisted tab, not a direct shop page', () => {
    const producer = parseValid(ProducerSchema, { id: 'p1', name: 'Works', at_name: 'works' });
    expect(producer.metadata).toEqual({ homePage: {}, tabBlacklist: [], isDirectShopPage: false });
  });

  it('000 §2: a banner is off by default', () => {
    expect(parseValid(HomeBannerSchema, {})).toEqual({ enabled: false });
  });

  it('000 §2: an enabled banner needs its url', () => {
    expect(rejectedPaths(HomeBannerSchema, { enabled: true, link: '/shop' })).toEqual(['url']);
  });

  it('000 §2: a banner aspectRatio is a positive number', () => {
    expect(rejectedPaths(HomeBannerSchema, { enabled: false, aspectRatio: 0 })).toEqual(['aspectRatio']);
  });

  it('000 §2: only the four home tabs can be blacklisted, each once', () => {
    expect(rejectedPaths(ProducerMetadataSchema, { tabBlacklist: ['popular'] })).toEqual(['tabBlacklist[0]']);
    expect(rejectedPaths(ProducerMetadataSchema, { tabBlacklist: ['latest', 'latest'] })).toEqual([
      'tabBlacklist[1]',
    ]);
  });

  it('000 §3: isDirectShopPage is a flag', () => {
    const input = {
      ...fixtures.producer,
      metadata: { ...fixtures.producer.metadata, isDirectShopPage: 'yes' },
    };
    expect(rejectedPaths(ProducerSchema, input)).toEqual(['metadata.isDirectShopPage']);
  });
});
