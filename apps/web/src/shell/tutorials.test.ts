import { describe, expect, it } from 'vitest';
import { DEFAULT_TUTORIALS_URL, TUTORIALS_URL, tutorialsUrl } from './tutorials';

describe('the tutorials link (000 §2: an external video playlist)', () => {
  it('is a playlist, not a search page', () => {
    expect(TUTORIALS_URL).toBe(DEFAULT_TUTORIALS_URL);
    const url = new URL(DEFAULT_TUTORIALS_URL);
    expect(url.origin + url.pathname).toBe('https://www.youtube.com/playlist');
    expect(url.searchParams.get('list')).toMatch(/^PL\w+$/);
  });

  it("takes the shop's own playlist, and only an http(s) address", () => {
    const own = 'https://www.youtube.com/playlist?list=PL0123456789abcdef';
    expect(tutorialsUrl(own)).toBe(own);
    expect(tutorialsUrl('javascript:alert(1)')).toBe(DEFAULT_TUTORIALS_URL);
    expect(tutorialsUrl('not a url')).toBe(DEFAULT_TUTORIALS_URL);
    expect(tutorialsUrl('')).toBe(DEFAULT_TUTORIALS_URL);
  });
});
