import { createI18n, I18nProvider, ToastProvider } from '@atelier/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StepContent } from '../frame/StepContent';
import { loadEditorCatalogues } from '../i18n/editorI18n';
import { addEditorStepsBundles } from '../steps/test-support/catalogues';
import { CATEGORIES, creationDocument } from '../steps/test-support/fixtures';
import { categoriesQueryKey } from '../steps/info/useCategories';
import { createEditorStore } from '../store/editorStore';
import { EditorStoreProvider } from '../store/EditorStoreContext';
import { EditorViewer } from './EditorViewer';

afterEach(cleanup);

describe('the editor viewer and typing', () => {
  it("never re-renders the viewer's iframe component while a field in the Info step is typed in", async () => {
    const i18n = addEditorStepsBundles(createI18n('en'));
    await loadEditorCatalogues(i18n);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(categoriesQueryKey, CATEGORIES);
    const doc = creationDocument();
    const store = createEditorStore({ doc, base: doc.item, step: 'info', lastSavedAt: null });
    // The render counter: React's Profiler reports every commit of the viewer's subtree.
    let viewerRenders = 0;
    render(
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <ToastProvider>
            <EditorStoreProvider store={store}>
              <Profiler id="viewer" onRender={() => (viewerRenders += 1)}>
                <EditorViewer />
              </Profiler>
              <StepContent />
            </EditorStoreProvider>
          </ToastProvider>
        </I18nProvider>
      </QueryClientProvider>,
    );
    const frame = screen.getByTestId('editor-viewer-frame');
    // Mounted and connecting (happy-dom loads no iframe page, so it stays connecting for the
    // whole test: its 20 s handshake timeout is far beyond a few words of typing).
    expect(frame.closest('.editor-viewer')?.getAttribute('data-state')).toBe('loading');
    const before = viewerRenders;
    expect(before).toBeGreaterThan(0);

    const name = screen.getByLabelText('Name');
    await userEvent.type(name, 'Harbour hoodie');
    await userEvent.type(screen.getByLabelText('Description'), 'Heavy cotton');

    expect(store.getState().doc.item.name).toBe('Harbour hoodie');
    expect(viewerRenders).toBe(before);
    // The same element: never remounted either.
    expect(screen.getByTestId('editor-viewer-frame')).toBe(frame);
  });
});
