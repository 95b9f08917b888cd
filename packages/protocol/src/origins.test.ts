import { describe, expect, it } from 'vitest';
import { isOriginPattern, isTrustedOrigin, originOf } from './origins';

describe('trusted origins', () => {
  const trusted = ['https://atelier.example', 'https://*.atelier.example', 'http://127.0.0.1:5173'];

  it('accepts exact origins and sub-domains of a wildcard entry', () => {
    expect(isTrustedOrigin('https://atelier.example', trusted)).toBe(true);
    expect(isTrustedOrigin('https://mei.atelier.example', trusted)).toBe(true);
    expect(isTrustedOrigin('https://a.b.atelier.example', trusted)).toBe(true);
    expect(isTrustedOrigin('http://127.0.0.1:5173', trusted)).toBe(true);
  });

  it('refuses look-alikes, other schemes, other ports and opaque origins', () => {
    for (const origin of [
      'https://evilatelier.example',
      'https://atelier.example.evil.example',
      'http://atelier.example',
      'https://mei.atelier.example:8443',
      'http://127.0.0.1:5174',
      'null',
      '*',
      '',
      'https://*.atelier.example',
      'https://atelier.example/path',
    ]) {
      expect(isTrustedOrigin(origin, trusted), origin).toBe(false);
    }
  });

  it('tells usable entries from unusable ones', () => {
    expect(trusted.every(isOriginPattern)).toBe(true);
    for (const entry of [
      '*',
      'null',
      'https://*',
      'atelier.example',
      'https://atelier.example/',
      'ftp://a.example',
    ]) {
      expect(isOriginPattern(entry), entry).toBe(false);
    }
  });

  it('reads the origin of a URL', () => {
    expect(originOf('https://atelier.example/shop?x=1')).toBe('https://atelier.example');
  });
});
