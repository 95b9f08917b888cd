import { MESSAGES_EN } from '@atelier/domain';
import type { Language } from '@atelier/ui';
import type { PanelCatalogue } from '../../panels/contract';
import { loadPanelCatalogue } from '../../panels/loadPanelCatalogue';
import { en } from './en';
import { SCENE_MESSAGE_KEYS, type SceneLanguage } from './messages';

/** The i18next namespace of the scene panel's own texts. */
export const SCENE_NAMESPACE = 'editorScene';

const english: SceneLanguage = {
  texts: en,
  messages: Object.fromEntries(
    SCENE_MESSAGE_KEYS.map((key) => [key, MESSAGES_EN[key]]),
  ) as SceneLanguage['messages'],
};

/** Each language in its own chunk (English is in the panel's). */
export const SCENE_LOADERS: Readonly<Record<Language, () => Promise<SceneLanguage>>> = {
  en: () => Promise.resolve(english),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./zh-CN').then((module) => module.zhCN),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  ru: () => import('./ru').then((module) => module.ru),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};

/** The panel's catalogue in `language`; English for a language without one. */
export const loadSceneCatalogue = (language: string): Promise<PanelCatalogue> =>
  loadPanelCatalogue(SCENE_NAMESPACE, SCENE_LOADERS, language);
