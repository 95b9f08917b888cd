import type { ViewerError } from '@atelier/engine';
import type { ViewerErrorCode } from '@atelier/protocol';

/**
 * The viewer page's own texts in Atelier's eight languages (the web app's list, English
 * first as the fallback). The page is embedded in partners' sites and must stay small, so
 * it carries basic English here and every language in full in a lazy chunk (./texts-catalogue.ts)
 * instead of the web app's i18n runtime. Hosts get the English text in the protocol's
 * `error` event, for their logs; they show their own by `code`.
 */
export const VIEWER_LANGUAGES = ['en', 'zh-TW', 'zh-CN', 'ja', 'ko', 'ru', 'de', 'fr'] as const;
export type ViewerLanguage = (typeof VIEWER_LANGUAGES)[number];

/** Why a model failed, named as the engine's `reason` is, each with its own words. */
export type ModelFailureText = NonNullable<ViewerError['reason']>;

export type ViewerTextKey =
  | ViewerErrorCode
  | ModelFailureText
  | 'model_missing'
  | 'server_unreachable'
  | 'retry'
  | 'restoring'
  | 'canvas_label'
  | 'progress_label';

export type ViewerTexts = Readonly<Record<ViewerTextKey, string>>;
/** The words the page carries in its first chunk: English, without the failures' details. */
export type BasicTexts = Readonly<Record<Exclude<ViewerTextKey, ModelFailureText>, string>>;

/** What `key` says in `words`; a failure's detail falls back to the general words when not loaded. */
export const say = (words: BasicTexts | ViewerTexts, key: ViewerTextKey): string =>
  (words as Partial<ViewerTexts>)[key] ?? words.model_failed;

export const BASIC_TEXTS_EN: BasicTexts = {
  canvas_label: '3D view of the creation',
  progress_label: 'Loading the 3D model',
  retry: 'Try again',
  restoring: 'Restoring the 3D view…',
  webgl_unavailable: 'This browser cannot show 3D: WebGL 2 is unavailable or turned off.',
  model_failed: 'The 3D model could not be loaded.',
  model_missing: 'This creation has no 3D model.',
  texture_failed: 'Some textures could not be loaded.',
  creation_not_found: 'This creation does not exist.',
  creation_private: 'This creation is not public.',
  design_invalid: 'This design cannot be shown.',
  internal: 'The 3D view stopped working.',
  server_unreachable: 'The viewer could not reach the Atelier server.',
};

/**
 * Every language's texts, failures' details included, from their own chunk: loaded at
 * boot while the engine starts; until it arrives (or if it cannot) the page says the
 * {@link BASIC_TEXTS_EN}.
 */
export const loadViewerTexts = (): Promise<Readonly<Record<ViewerLanguage, ViewerTexts>>> =>
  import('./texts-catalogue').then((module) => module.VIEWER_TEXTS);

/**
 * The page's language: the address's `lang` (a host that knows its reader's choice passes
 * it), else the browser's preferences, else English. Chinese is Traditional for Taiwan,
 * Hong Kong and Macau (and `Hant`), Simplified otherwise, as in the web app.
 */
export function viewerLanguage(address: string, preferred: readonly string[] = []): ViewerLanguage {
  const asked = new URL(address, 'http://viewer.invalid').searchParams.get('lang');
  for (const raw of asked ? [asked, ...preferred] : preferred) {
    const tag = raw.trim().toLowerCase().replaceAll('_', '-');
    if (/^zh\b/.test(tag)) return /^zh-(hant|tw|hk|mo)\b/.test(tag) ? 'zh-TW' : 'zh-CN';
    const found = VIEWER_LANGUAGES.find((language) => language === tag.split('-')[0]);
    if (found) return found;
  }
  return 'en';
}
