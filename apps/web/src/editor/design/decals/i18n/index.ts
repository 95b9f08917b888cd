import { MESSAGES_EN } from '@atelier/domain';
import type { Language } from '@atelier/ui';
import type { PanelCatalogue } from '../../panels/contract';
import { loadPanelCatalogue } from '../../panels/loadPanelCatalogue';
import { en, type DecalsCatalogue } from './en';
import { DECAL_MESSAGE_KEYS, type DecalMessages } from './messageKeys';

/** The i18next namespace of the decal panel's own texts. */
export const DECALS_NAMESPACE = 'editorDecals';

interface Translation {
  readonly texts: DecalsCatalogue;
  readonly messages: DecalMessages;
}

/** English: the panel's texts, and the domain's messages verbatim. */
const english = (): Translation => ({
  texts: en,
  messages: Object.fromEntries(DECAL_MESSAGE_KEYS.map((key) => [key, MESSAGES_EN[key]])) as DecalMessages,
});

/** Each language in its own chunk. */
export const DECALS_LOADERS: Readonly<Record<Language, () => Promise<Translation>>> = {
  en: () => Promise.resolve(english()),
  'zh-TW': () => import('./zh-TW'),
  'zh-CN': () => import('./zh-CN'),
  ja: () => import('./ja'),
  ko: () => import('./ko'),
  ru: () => import('./ru'),
  de: () => import('./de'),
  fr: () => import('./fr'),
};

/** The panel's catalogue in `language` (English for a language without one). */
export const loadDecalsCatalogue = (language: string): Promise<PanelCatalogue> =>
  loadPanelCatalogue(DECALS_NAMESPACE, DECALS_LOADERS, language);
