import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAIN_SITE_LABELS, listingScope, listingScopeForHost, parseHost } from './host';

const production = { production: true, platformProducerAtName: 'atelier_works' };
const development = { production: false, platformProducerAtName: 'atelier_works' };

describe('000 §1 host parsing: main site', () => {
  it.each(['dev.atelier.shop', 'go.atelier.shop', 'www.atelier.shop', 'atelier.shop', 'atelier.example.com'])(
    '%s is the main site (first label dev, go, www or atelier)',
    (host) => {
      expect(parseHost(host)).toMatchObject({ isMainSite: true, creatorId: null });
    },
  );

  it('lists dev, go, the product name and www as main-site labels', () => {
    expect([...MAIN_SITE_LABELS].sort()).toEqual(['atelier', 'dev', 'go', 'www']);
  });

  it('ignores case, the port and a trailing dot', () => {
    expect(parseHost('WWW.Atelier.Shop:8443')).toMatchObject({
      hostname: 'www.atelier.shop',
      isMainSite: true,
    });
    expect(parseHost('mei.atelier.shop.')).toMatchObject({ hostname: 'mei.atelier.shop', creatorId: 'mei' });
  });

  it('DECISIONS: localhost, IP addresses and empty labels are the main site', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      '.atelier.shop',
      '-x.atelier.shop',
    ]) {
      expect(parseHost(host)).toMatchObject({ isMainSite: true, creatorId: null });
    }
  });

  it('DECISIONS: a main-site label before a hyphen is still the main site', () => {
    expect(parseHost('www-dev.atelier.shop')).toMatchObject({ isMainSite: true, isDevHost: true });
    expect(parseHost('atelier-staging.example.com')).toMatchObject({ isMainSite: true });
  });
});

describe('000 §1 host parsing: creator id', () => {
  it('is the first label', () => {
    expect(parseHost('mei_lin.atelier.shop')).toMatchObject({ isMainSite: false, creatorId: 'mei_lin' });
  });

  it('is cut at the first hyphen', () => {
    expect(parseHost('mei-dev.atelier.shop').creatorId).toBe('mei');
    expect(parseHost('mei-preview-2.atelier.shop').creatorId).toBe('mei');
  });

  it('property: the creator id never holds a hyphen or a dot and prefixes the host', () => {
    fc.assert(
      fc.property(fc.domain(), (host) => {
        const info = parseHost(host);
        if (info.creatorId !== null) {
          expect(info.creatorId).not.toMatch(/[-.]/);
          expect(info.hostname.startsWith(info.creatorId)).toBe(true);
        }
        expect(info.isMainSite).toBe(info.creatorId === null);
      }),
    );
  });
});

describe('000 §1 host parsing: dev host', () => {
  it('starts with dev.', () => {
    expect(parseHost('dev.atelier.shop').isDevHost).toBe(true);
  });

  it('contains -dev.', () => {
    expect(parseHost('mei-dev.atelier.shop').isDevHost).toBe(true);
  });

  it('is not a dev host otherwise', () => {
    expect(parseHost('developer.atelier.shop').isDevHost).toBe(false);
    expect(parseHost('mei.dev-atelier.shop').isDevHost).toBe(false);
    expect(parseHost('www.atelier.shop').isDevHost).toBe(false);
  });
});

describe('000 §5 listing scope of a host', () => {
  it('a creator sub-domain shows only that creator', () => {
    expect(listingScopeForHost('mei.atelier.shop', production)).toEqual({
      kind: 'creator',
      creatorAtName: 'mei',
    });
  });

  it('the main site in production shows only the platform producer', () => {
    expect(listingScopeForHost('www.atelier.shop', production)).toEqual({
      kind: 'producer',
      producerAtName: 'atelier_works',
    });
  });

  it('a dev host shows all', () => {
    expect(listingScopeForHost('dev.atelier.shop', production)).toEqual({ kind: 'all' });
  });

  it('DECISIONS: the main site outside production shows all', () => {
    expect(listingScopeForHost('localhost:3000', development)).toEqual({ kind: 'all' });
  });

  it('DECISIONS: a creator dev sub-domain keeps the creator scope', () => {
    expect(listingScope(parseHost('mei-dev.atelier.shop'), production)).toEqual({
      kind: 'creator',
      creatorAtName: 'mei',
    });
  });
});
