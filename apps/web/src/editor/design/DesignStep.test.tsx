import { createI18n, I18nProvider } from '@atelier/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEditorCatalogues } from '../i18n/editorI18n';
import type { EditorDocument } from '../contract';
import { creationDocument } from '../steps/test-support/fixtures';
import { createEditorStore } from '../store/editorStore';
import { EditorStoreProvider, useEditor } from '../store/EditorStoreContext';
import { DesignStep } from './DesignStep';
import { DESIGN_PANELS } from './panels/contract';
import { DESIGN_PANEL_MODULES } from './panels/registry';

afterEach(cleanup);

function Connected() {
  const doc = useEditor((state) => state.doc);
  const change = useEditor((state) => state.change);
  return <DesignStep doc={doc} change={change} />;
}

async function renderDesign(doc: EditorDocument = creationDocument()) {
  const i18n = createI18n('en');
  await loadEditorCatalogues(i18n);
  const store = createEditorStore({ doc, base: doc.item, step: 'design', lastSavedAt: null });
  // The app's query client, as the editor page has it: panels read the API (the model list).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <EditorStoreProvider store={store}>
          <Connected />
        </EditorStoreProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return store;
}

describe('Design step', () => {
  it('lists one entry per panel, each a button that opens the panel in place', async () => {
    const store = await renderDesign();
    const entries = screen.getAllByRole('button');
    expect(entries.map((entry) => entry.dataset.panel)).toEqual([...DESIGN_PANELS]);
    await userEvent.click(screen.getByRole('button', { name: /Scene/ }));
    expect(store.getState().designPanel).toBe('scene');
    expect(await screen.findByRole('button', { name: 'Back to design' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Scene' })).toBeTruthy();
  });

  it("'Back to design' closes the panel and shows the entries again", async () => {
    const store = await renderDesign();
    await userEvent.click(screen.getByRole('button', { name: /Model/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to design' }));
    expect(store.getState().designPanel).toBeNull();
    expect(screen.getByRole('heading', { name: 'Design panels' })).toBeTruthy();
  });

  it('every panel folder exports a panel and its catalogue (English has the namespace it names)', async () => {
    for (const panel of DESIGN_PANELS) {
      const module = await DESIGN_PANEL_MODULES[panel]();
      expect(typeof module.Panel).toBe('function');
      const catalogue = await module.loadCatalogue('en');
      expect(catalogue.namespace).toMatch(/^editor[A-Z]/);
    }
  });

  it('002 §6: a creation hides colorways and variations it may not add to and has none of', async () => {
    const doc = creationDocument();
    const config = doc.item.combination_config;
    await renderDesign({
      ...doc,
      item: {
        ...doc.item,
        combination_config: {
          ...config,
          groupsSetup: { enabledForAddRemoveRoles: ['consumer'] },
          variantSetup: { enabledForAddRemoveRoles: ['consumer'] },
        },
      },
    } as EditorDocument);
    const entries = screen.getAllByRole('button').map((entry) => entry.dataset.panel);
    expect(entries).toEqual(DESIGN_PANELS.filter((panel) => panel !== 'colorways' && panel !== 'variations'));
  });
});
