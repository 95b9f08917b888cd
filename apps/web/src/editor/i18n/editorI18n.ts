import { isLanguage, useTranslation, type I18n, type Language } from '@atelier/ui';
import { useCallback } from 'react';
import { MESSAGE_NAMESPACE } from '../../i18n/storefrontI18n';
import { en } from './catalogues/en';
import type { EditorCatalogue, EditorTextKey } from './keys';

/** The namespace of the editor frame's own texts. */
export const EDITOR_NAMESPACE = 'editor';

/** Each language's editor catalogue in its own chunk, loaded with the editor. */
export const EDITOR_CATALOGUE_LOADERS: Readonly<Record<Language, () => Promise<EditorCatalogue>>> = {
  en: () => Promise.resolve(en),
  'zh-TW': () => import('./catalogues/zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./catalogues/zh-CN').then((module) => module.zhCN),
  ja: () => import('./catalogues/ja').then((module) => module.ja),
  ko: () => import('./catalogues/ko').then((module) => module.ko),
  ru: () => import('./catalogues/ru').then((module) => module.ru),
  de: () => import('./catalogues/de').then((module) => module.de),
  fr: () => import('./catalogues/fr').then((module) => module.fr),
};

/** Another namespace's catalogues that load with the editor (the steps' texts). */
export type NamespaceLoader = (language: string) => Promise<Record<string, string>>;

const add = (i18n: I18n, language: string, namespace: string, resources: Record<string, string>) =>
  i18n.addResourceBundle(language, namespace, resources, true, false);

/**
 * Adds the editor's catalogues for English and the current language (the domain's editor
 * messages join the storefront's 'messages' namespace), plus extra namespaces (the steps').
 * Other languages load when the visitor switches to them.
 */
export async function loadEditorCatalogues(
  i18n: I18n,
  extra: Readonly<Record<string, NamespaceLoader>> = {},
): Promise<void> {
  const languages = [...new Set(['en', i18n.language].filter(isLanguage))];
  await Promise.all(
    languages.map(async (language) => {
      if (i18n.hasResourceBundle(language, EDITOR_NAMESPACE)) return;
      const catalogue = await EDITOR_CATALOGUE_LOADERS[language]();
      add(i18n, language, MESSAGE_NAMESPACE, catalogue.messages);
      add(i18n, language, EDITOR_NAMESPACE, catalogue.texts);
      for (const [namespace, load] of Object.entries(extra))
        add(i18n, language, namespace, await load(language));
    }),
  );
}

/** The editor frame's texts in the current language (English key by key where missing). */
export function useEditorText(): (key: EditorTextKey, params?: Record<string, string | number>) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (key: EditorTextKey, params?: Record<string, string | number>) => {
      void language;
      return i18n.t(key as never, { ...params, ns: EDITOR_NAMESPACE, keySeparator: false }) as string;
    },
    [i18n, language],
  );
}
