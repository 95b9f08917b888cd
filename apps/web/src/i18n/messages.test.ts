import { MESSAGES_EN } from '@atelier/domain';
import { LANGUAGES } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { STOREFRONT_MESSAGE_KEYS } from './messages/keys';
import { applyLanguage, createStorefrontI18n, MESSAGE_LOADERS, MESSAGE_NAMESPACE } from './storefrontI18n';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('storefront message catalogues', () => {
  it('English is the domain text, verbatim', () => {
    for (const key of STOREFRONT_MESSAGE_KEYS) expect(en[key]).toBe(MESSAGES_EN[key]);
    expect(en['order.loginFirst']).toBe('To preorder, please log in first.');
    expect(en['favourite.allAction']).toBe('All favas');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every key, non-empty, with the same placeholders',
    async (language) => {
      const catalogue = await MESSAGE_LOADERS[language as Exclude<typeof language, 'en'>]();
      expect(Object.keys(catalogue).sort()).toEqual([...STOREFRONT_MESSAGE_KEYS].sort());
      for (const key of STOREFRONT_MESSAGE_KEYS) {
        expect(catalogue[key].trim(), key).not.toBe('');
        expect(placeholders(catalogue[key]), key).toEqual(placeholders(en[key]));
      }
    },
  );
});

describe('languages', () => {
  it('loads a complete language on demand', async () => {
    const i18n = createStorefrontI18n();
    await applyLanguage(i18n, 'ja');
    expect(i18n.language).toBe('ja');
    expect(i18n.t('cart.added', { ns: MESSAGE_NAMESPACE, keySeparator: false } as never)).toBe(
      'カートに追加しました',
    );
    expect(i18n.t('nav.login')).toBe('ログイン');
  });

  it('falls back to English key by key for the other languages of the selector', async () => {
    const i18n = createStorefrontI18n();
    await applyLanguage(i18n, 'es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('nav.login')).toBe('Log in');
    expect(i18n.t('favourite.added', { ns: MESSAGE_NAMESPACE, keySeparator: false } as never)).toBe(
      'Favorited',
    );
  });
});
