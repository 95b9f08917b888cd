import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import type { ShopText } from './i18n/useShopText';
import { shopFormErrors, shopHostFor, shopToSave } from './shopForm';
import type { ShopSettings } from './useShopSettings';

const t: ShopText = (key, params) =>
  Object.entries(params ?? {}).reduce<string>(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    en[key],
  );

const shop: ShopSettings = {
  bio: '',
  notice: { enabled: false, title: '', text: '' },
  banner: { enabled: false, url: null, link: null, aspectRatio: 4 },
  headerCards: [],
};

describe('the Shop form', () => {
  it('accepts an empty shop', () => {
    expect(shopFormErrors(shop, t)).toEqual({});
  });

  it('marks each field the API would refuse, in the creator’s words', () => {
    expect(
      shopFormErrors(
        {
          bio: 'x'.repeat(161),
          notice: { enabled: true, title: '', text: '' },
          banner: { enabled: true, url: null, link: 'http://plain.test', aspectRatio: 4 },
          headerCards: [{ title: ' ', description: '', thumbnail: '', url: 'shop' }],
        },
        t,
      ),
    ).toEqual({
      bio: 'At most 160 characters.',
      'notice.text': 'An enabled notice needs a title or a text.',
      'banner.url': 'An enabled banner needs a picture.',
      'banner.link': 'Use a path on this site (such as /shop) or an https:// address.',
      'headerCards[0].title': 'Please fill this in.',
      'headerCards[0].thumbnail': 'Each card needs a picture.',
      'headerCards[0].url': 'Use a path on this site (such as /shop) or an https:// address.',
    });
  });

  it('trims texts and sends an empty link as none', () => {
    expect(
      shopToSave({
        ...shop,
        bio: ' Knitwear ',
        banner: { ...shop.banner, link: '  ' },
        headerCards: [{ title: ' A ', description: ' b ', thumbnail: 't.png', url: ' /shop ' }],
      }),
    ).toEqual({
      ...shop,
      bio: 'Knitwear',
      headerCards: [{ title: 'A', description: 'b', thumbnail: 't.png', url: '/shop' }],
    });
  });
});

describe('a creator’s shop host', () => {
  it.each([
    ['www.atelier.com', 'ines.atelier.com'],
    ['atelier.com', 'ines.atelier.com'],
    ['dev.atelier.com', 'ines-dev.atelier.com'],
    ['mei.atelier.com', 'ines.atelier.com'],
    ['localhost:4606', 'ines.localhost:4606'],
    ['127.0.0.1:4606', 'ines.localhost:4606'],
  ])('%s → %s', (current, expected) => {
    expect(shopHostFor(current, 'ines')).toBe(expected);
  });
});
