import type { AtelierViewer } from '@atelier/embed';
import { createI18n, I18nProvider, ToastProvider } from '@atelier/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { EditorViewerContext, type EditorDocument } from '../../../contract';
import { MESSAGE_NAMESPACE } from '../../../../i18n/storefrontI18n';
import { loadEditorCatalogues } from '../../../i18n/editorI18n';
import { createEditorStore } from '../../../store/editorStore';
import { EditorStoreProvider, useEditor } from '../../../store/EditorStoreContext';
import type { DesignPanelModule } from '../contract';

export interface RenderPanelOptions {
  readonly language?: string;
  readonly viewer?: AtelierViewer | null;
  /** Answers already in the query cache (key → data), for panels that read the API. */
  readonly queries?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
}

function Connected({ module, onBack }: { module: DesignPanelModule; onBack: () => void }) {
  const doc = useEditor((state) => state.doc);
  const change = useEditor((state) => state.change);
  return <module.Panel doc={doc} change={change} back={onBack} />;
}

/**
 * A design panel as the editor holds it, for tests and stories: the real editor store (so
 * undo / redo and gestures behave as in the editor), the panel's catalogue in English and
 * `language`, the editor's catalogues, and the viewer (null while it loads) in its context.
 */
export async function renderPanel(
  module: DesignPanelModule,
  doc: EditorDocument,
  options: RenderPanelOptions = {},
) {
  const language = options.language ?? 'en';
  const i18n = createI18n(language);
  await loadEditorCatalogues(i18n);
  for (const lang of new Set(['en', language])) {
    const catalogue = await module.loadCatalogue(lang);
    i18n.addResourceBundle(lang, catalogue.namespace, catalogue.texts, true, false);
    i18n.addResourceBundle(lang, MESSAGE_NAMESPACE, catalogue.messages, true, false);
  }
  const store = createEditorStore({ doc, base: doc.item, step: 'design', lastSavedAt: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of options.queries ?? []) client.setQueryData(key, data);
  let backs = 0;
  const view = render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <EditorStoreProvider store={store}>
            <EditorViewerContext.Provider value={options.viewer ?? null}>
              <Connected module={module} onBack={() => (backs += 1)} />
            </EditorViewerContext.Provider>
          </EditorStoreProvider>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return {
    ...view,
    store,
    i18n,
    /** The document as it is now. */
    latest: () => store.getState().doc,
    /** How many times the panel asked to go back to Design. */
    backs: () => backs,
  };
}
