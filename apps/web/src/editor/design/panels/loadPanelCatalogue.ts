import type { Language } from '@atelier/ui';
import type { PanelCatalogue } from './contract';

/** One language of a panel: its own texts and its translations of the domain messages it shows. */
export interface PanelLanguage {
  readonly texts: Readonly<Record<string, string>>;
  readonly messages: Readonly<Record<string, string>>;
}

/**
 * A panel's catalogue in `language` from its loaders (each language its own chunk); English
 * for a language without one of its own (the selector's others fall back key by key).
 */
export async function loadPanelCatalogue(
  namespace: string,
  loaders: Readonly<Record<Language, () => Promise<PanelLanguage>>>,
  language: string,
): Promise<PanelCatalogue> {
  const loader = (loaders as Readonly<Record<string, (() => Promise<PanelLanguage>) | undefined>>)[language];
  const { texts, messages } = await (loader ?? loaders.en)();
  return { namespace, texts: { ...texts }, messages: { ...messages } };
}
