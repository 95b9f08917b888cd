import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@atelier/domain';
import { auditCatalogue } from '../../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { loadOrdersTexts, ORDERS_LOADERS, ORDERS_NAMESPACE } from './index';
import { ORDERS_MENU_LABEL, ordersMenuLabel } from './menuLabel';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the order pages catalogues', () => {
  it('are the orders namespace, with a name for every status', () => {
    expect(ORDERS_NAMESPACE).toBe('orders');
    for (const status of ORDER_STATUSES) expect(en[`status_${status}`]).toBeTruthy();
  });

  it.each(TRANSLATED)(
    '%s has every text, non-empty, with the same placeholders, none left in English',
    async (language) => {
      expect(auditCatalogue(en, await loadOrdersTexts(language))).toEqual([]);
    },
  );

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(ORDERS_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(await loadOrdersTexts('es')).toEqual({ ...en });
  });

  it('names the user menu link in every language', () => {
    expect(Object.keys(ORDERS_MENU_LABEL).sort()).toEqual([...LANGUAGES].sort());
    for (const language of TRANSLATED) expect(ORDERS_MENU_LABEL[language]).not.toBe(ORDERS_MENU_LABEL.en);
    expect(ordersMenuLabel('es')).toBe('My orders');
  });
});
