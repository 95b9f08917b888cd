import { NOTIFICATION_TEXTS_EN, type NotificationTexts } from './en';

/** A parameter: a value, or another text of the catalogue (`{ key: 'yourCreation' }`). */
export type NotificationParam = string | number | { readonly key: string };
export type NotificationParams = Readonly<Record<string, NotificationParam>>;

/** The eight complete languages (the UI kit's LANGUAGES; the domain does not import it). */
type CompleteLanguage = 'en' | 'zh-TW' | 'zh-CN' | 'ja' | 'ko' | 'ru' | 'de' | 'fr';

/** Each language in its own chunk: the web loads only the reader's. */
const LOADERS: Readonly<Record<CompleteLanguage, () => Promise<NotificationTexts>>> = {
  en: () => Promise.resolve(NOTIFICATION_TEXTS_EN),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./zh-CN').then((module) => module.zhCN),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  ru: () => import('./ru').then((module) => module.ru),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};

/** The notification texts of `language`; English for a language without its own catalogue. */
export function loadNotificationTexts(language: string): Promise<NotificationTexts> {
  const loader = (LOADERS as Readonly<Record<string, () => Promise<NotificationTexts>>>)[language];
  return (loader ?? LOADERS.en)();
}

function text(texts: NotificationTexts, key: string): string | undefined {
  return (
    (texts as Readonly<Record<string, string>>)[key] ??
    (NOTIFICATION_TEXTS_EN as Readonly<Record<string, string>>)[key]
  );
}

/** One text with its `{{param}}`s filled in; undefined when the key is unknown. */
export function renderNotificationText(
  texts: NotificationTexts,
  key: string,
  params: NotificationParams = {},
): string | undefined {
  const template = text(texts, key);
  if (template === undefined) return undefined;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'object') return text(texts, value.key) ?? value.key;
    return String(value);
  });
}

/**
 * A keyed notification's title and text (`<key>.title`, `<key>.text`), or null when the key is
 * not in the catalogue (a newer server's key): the caller shows the stored English words.
 */
export function renderNotification(
  texts: NotificationTexts,
  key: string,
  params: NotificationParams = {},
): { title: string; text: string } | null {
  const title = renderNotificationText(texts, `${key}.title`, params);
  const body = renderNotificationText(texts, `${key}.text`, params);
  return title === undefined || body === undefined ? null : { title, text: body };
}

/** The English words of a keyed notification, stored beside the key for older clients. */
export function notificationInEnglish(key: string, params: NotificationParams = {}) {
  const rendered = renderNotification(NOTIFICATION_TEXTS_EN, key, params);
  if (!rendered) throw new Error(`Unknown notification key: ${key}`);
  return rendered;
}
