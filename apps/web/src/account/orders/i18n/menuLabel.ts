import type { Language } from '@atelier/ui';

/**
 * The user menu's link to /orders, in every language. The shell shows it on every page, so
 * it lives here, tiny and eager, instead of loading the order pages' catalogue.
 */
export const ORDERS_MENU_LABEL: Readonly<Record<Language, string>> = {
  en: 'My orders',
  'zh-TW': '我的訂單',
  'zh-CN': '我的订单',
  ja: '注文履歴',
  ko: '내 주문',
  ru: 'Мои заказы',
  de: 'Meine Bestellungen',
  fr: 'Mes commandes',
};

/** The label in `language`, English for a language without its own. */
export const ordersMenuLabel = (language: string): string =>
  (ORDERS_MENU_LABEL as Record<string, string | undefined>)[language] ?? ORDERS_MENU_LABEL.en;
