import { describe, expect, it } from 'vitest';
import {
  imageUrl,
  isQuickLoginRequested,
  mediaSrc,
  mediaSrcSet,
  queryParam,
  withCreationOverlay,
  withLoginQuery,
  withQueryParam,
  withoutCreationOverlay,
  withoutLoginRequest,
} from './links';

describe('000 §2 creation overlay (items={creation id})', () => {
  it('opens and closes through the items parameter, keeping others', () => {
    const open = withCreationOverlay('/shop?tab=latest', 'creation_midnight');
    expect(open).toBe('/shop?tab=latest&items=creation_midnight');
    expect(queryParam(open, 'items')).toBe('creation_midnight');
    expect(withoutCreationOverlay(open)).toBe('/shop?tab=latest');
    expect(withCreationOverlay('/?items=a#top', 'b')).toBe('/?items=b#top');
  });
});

describe('000 §2, §8 quick login', () => {
  it('opens on login=true or #login', () => {
    expect(isQuickLoginRequested('/cart?login=true')).toBe(true);
    expect(isQuickLoginRequested('/cart#login')).toBe(true);
    expect(isQuickLoginRequested('/cart?login=false')).toBe(false);
    expect(isQuickLoginRequested('/cart')).toBe(false);
  });

  it('the Login action adds login=true to the current url', () => {
    expect(withLoginQuery('/mei_lin/creation?creation_id=c1')).toBe(
      '/mei_lin/creation?creation_id=c1&login=true',
    );
  });

  it('closing clears the hash and the parameter', () => {
    expect(withoutLoginRequest('/cart?login=true&x=1#login')).toBe('/cart?x=1');
    expect(withoutLoginRequest('/cart?login=true#reviews')).toBe('/cart#reviews');
  });

  it('reads encoded and valueless parameters', () => {
    expect(queryParam('/s?q=red%20hoodie&flag', 'q')).toBe('red hoodie');
    expect(queryParam('/s?q=a+b', 'q')).toBe('a b');
    expect(queryParam('/s?flag', 'flag')).toBe('');
    expect(queryParam('/s?bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
    expect(queryParam('/s', 'q')).toBeNull();
    expect(withQueryParam('/s', 'q', 'a&b')).toBe('/s?q=a%26b');
  });
});

describe('000 §7 images', () => {
  it('builds /api/img/original/{id}?w={width}', () => {
    expect(imageUrl('abc.webp', 500)).toBe('/api/img/original/abc.webp?w=500');
    expect(imageUrl('abc.webp')).toBe('/api/img/original/abc.webp');
  });
});

describe('stored image references as addresses (000 §7, §9)', () => {
  it('sends image ids through the image helper and leaves other addresses as they are', () => {
    expect(mediaSrc('abc.webp', 500)).toBe('/api/img/original/abc.webp?w=500');
    expect(mediaSrc('/api/img/original/abc.webp', 200)).toBe('/api/img/original/abc.webp?w=200');
    expect(mediaSrc('/api/img/original/abc.webp')).toBe('/api/img/original/abc.webp');
    expect(mediaSrc('/demo/tile.webp', 500)).toBe('/demo/tile.webp');
    expect(mediaSrc('https://cdn.example/a.jpg', 500)).toBe('https://cdn.example/a.jpg');
    expect(mediaSrc('data:image/png;base64,AA', 500)).toBe('data:image/png;base64,AA');
    expect(mediaSrc(null)).toBeUndefined();
    expect(mediaSrc('')).toBeUndefined();
  });

  it('builds a srcset only for what the image helper serves', () => {
    expect(mediaSrcSet('abc.webp', [200, 500])).toBe(
      '/api/img/original/abc.webp?w=200 200w, /api/img/original/abc.webp?w=500 500w',
    );
    expect(mediaSrcSet('/api/img/original/abc.webp', [1200])).toBe('/api/img/original/abc.webp?w=1200 1200w');
    expect(mediaSrcSet('/demo/tile.webp', [200])).toBeUndefined();
    expect(mediaSrcSet('blob:x', [200])).toBeUndefined();
    expect(mediaSrcSet(undefined, [200])).toBeUndefined();
  });
});
