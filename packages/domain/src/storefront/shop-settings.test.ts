import { describe, expect, it } from 'vitest';
import { isShopLink, SHOP_LIMITS, shopSettingsIssues, type ShopSettingsInput } from './shop-settings';

const empty: ShopSettingsInput = {
  notice: { enabled: false, title: '', text: '' },
  banner: { enabled: false, url: null, link: null },
  headerCards: [],
};

describe('issue 18 shop links', () => {
  it('accepts site paths and https addresses', () => {
    expect(isShopLink('/shop')).toBe(true);
    expect(isShopLink('/ines/creation?creation_id=1')).toBe(true);
    expect(isShopLink('https://example.com/lookbook')).toBe(true);
  });

  it('refuses other schemes, protocol-relative paths, spaces and long links', () => {
    for (const link of [
      '',
      'javascript:alert(1)',
      'http://example.com',
      '//evil.test',
      '/\\evil.test',
      'shop',
      '/a b',
      'https://localhost',
      `/${'a'.repeat(SHOP_LIMITS.link)}`,
    ])
      expect(isShopLink(link), link).toBe(false);
  });
});

describe('issue 18 shop content rules', () => {
  it('lets a disabled notice and banner be incomplete', () => {
    expect(shopSettingsIssues(empty)).toEqual([]);
  });

  it('needs a title or text for an enabled notice, and an image for an enabled banner', () => {
    expect(
      shopSettingsIssues({
        ...empty,
        notice: { enabled: true, title: ' ', text: '' },
        banner: { enabled: true, url: null, link: 'javascript:x' },
      }),
    ).toEqual([
      { path: 'notice.text', rule: 'noticeEmpty' },
      { path: 'banner.url', rule: 'bannerImage' },
      { path: 'banner.link', rule: 'link' },
    ]);
    expect(
      shopSettingsIssues({
        ...empty,
        notice: { enabled: true, title: 'Hello', text: '' },
        banner: { enabled: true, url: 'b.png', link: '/shop' },
      }),
    ).toEqual([]);
  });

  it('checks every header card link by its position', () => {
    expect(
      shopSettingsIssues({
        ...empty,
        headerCards: [
          { title: 'A', url: '/shop' },
          { title: 'B', url: 'ftp://x' },
        ],
      }),
    ).toEqual([{ path: 'headerCards[1].url', rule: 'link' }]);
  });
});
