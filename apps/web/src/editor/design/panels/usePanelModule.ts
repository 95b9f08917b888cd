import { isLanguage, useTranslation } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { MESSAGE_NAMESPACE } from '../../../i18n/storefrontI18n';
import type { DesignPanel, DesignPanelModule } from './contract';
import { DESIGN_PANEL_MODULES } from './registry';

export type PanelLoad =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly module: DesignPanelModule };

/**
 * Loads a panel's code and its texts in English and the current language (again when the
 * language changes); the panel renders only once both are there, so it never shows a raw key.
 */
export function usePanelModule(panel: DesignPanel, attempt: number): PanelLoad {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [load, setLoad] = useState<PanelLoad>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const module = await DESIGN_PANEL_MODULES[panel]();
        const languages = [...new Set(['en', language].filter(isLanguage))];
        for (const lang of languages) {
          const catalogue = await module.loadCatalogue(lang);
          i18n.addResourceBundle(lang, catalogue.namespace, catalogue.texts, true, false);
          i18n.addResourceBundle(lang, MESSAGE_NAMESPACE, catalogue.messages, true, false);
        }
        if (live) setLoad({ state: 'ready', module });
      } catch {
        if (live) setLoad({ state: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [panel, language, i18n, attempt]);
  return load;
}
