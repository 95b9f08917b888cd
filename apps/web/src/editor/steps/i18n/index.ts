import type { Language } from '@atelier/ui';
import type { EditorStepsCatalogue } from './en';

export { EDITOR_STEPS_NAMESPACE } from './namespace';

/** Each language's texts in its own chunk; English too, so the storefront never carries them. */
export const EDITOR_STEPS_LOADERS: Readonly<Record<Language, () => Promise<EditorStepsCatalogue>>> = {
  en: () => import('./en').then((module) => module.en),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./zh-CN').then((module) => module.zhCN),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  ru: () => import('./ru').then((module) => module.ru),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};

/**
 * The steps' texts in `language`; English for a language without a catalogue of its own
 * (the selector's other languages fall back to English key by key).
 */
export function loadEditorStepsMessages(language: string): Promise<Record<string, string>> {
  const loader = (EDITOR_STEPS_LOADERS as Record<string, (() => Promise<EditorStepsCatalogue>) | undefined>)[
    language
  ];
  return (loader ?? EDITOR_STEPS_LOADERS.en)().then((catalogue) => ({ ...catalogue }));
}

export type { EditorStepsCatalogue, EditorStepsKey } from './en';
export { useStepsText, type StepsText } from './useStepsText';
