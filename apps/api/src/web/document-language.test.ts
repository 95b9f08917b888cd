import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { documentLanguage, withDocumentLanguage } from './document-language';

const app = new Hono().get('/', (c) => c.json(documentLanguage(c)));
const ask = async (headers: Record<string, string>) => (await app.request('/', { headers })).json();

describe('<html lang dir> of the server-written page (issue 18)', () => {
  it('follows the chosen language, then Accept-Language, then English', async () => {
    expect(await ask({ cookie: 'atelier_lang=ar' })).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await ask({ cookie: 'atelier_lang=he', 'accept-language': 'de' })).toEqual({
      lang: 'he',
      dir: 'rtl',
    });
    expect(await ask({ 'accept-language': 'fa-IR,en;q=0.5' })).toEqual({ lang: 'fa-IR', dir: 'rtl' });
    expect(await ask({ 'accept-language': 'ja' })).toEqual({ lang: 'ja', dir: 'ltr' });
    expect(await ask({ cookie: 'atelier_lang=%3Cscript%3E' })).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await ask({})).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('writes them into the html tag', () => {
    expect(withDocumentLanguage('<!doctype html><html lang="en"><head>', { lang: 'ur', dir: 'rtl' })).toBe(
      '<!doctype html><html lang="ur" dir="rtl"><head>',
    );
  });
});
