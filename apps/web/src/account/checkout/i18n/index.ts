import type { Language } from '@atelier/ui';
import { type CheckoutCatalogue, en } from './en';

export { CHECKOUT_NAMESPACE } from './namespace';

/** Each language's texts in its own chunk, loaded when the page first opens. */
export const CHECKOUT_LOADERS: Readonly<Record<Language, () => Promise<CheckoutCatalogue>>> = {
  en: () => Promise.resolve(en),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./zh-CN').then((module) => module.zhCN),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  ru: () => import('./ru').then((module) => module.ru),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};

/** The texts in `language`; English for a language without its own. */
export async function loadCheckoutTexts(language: string): Promise<Record<string, string>> {
  const loader = (CHECKOUT_LOADERS as Record<string, (() => Promise<CheckoutCatalogue>) | undefined>)[
    language
  ];
  return { ...(await (loader ?? CHECKOUT_LOADERS.en)()) };
}
