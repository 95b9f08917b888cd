import { createI18n, I18nProvider } from '@atelier/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorDocument } from '../contract';
import { loadEditorCatalogues } from '../i18n/editorI18n';
import { creationDocument, prebuildDocument } from '../steps/test-support/fixtures';
import { createEditorStore } from '../store/editorStore';
import { EditorStoreProvider } from '../store/EditorStoreContext';
import { LeaveGuardProvider, useLeave } from './LeaveGuard';

afterEach(cleanup);

function Exit() {
  const leave = useLeave();
  return (
    <button type="button" onClick={() => leave('/elsewhere')}>
      Exit
    </button>
  );
}

async function renderGuard(doc: EditorDocument) {
  const i18n = createI18n('en');
  await loadEditorCatalogues(i18n);
  const store = createEditorStore({ doc, base: doc.item, step: 'info', lastSavedAt: null });
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/editor']}>
        <EditorStoreProvider store={store}>
          <Routes>
            <Route
              path="/editor"
              element={
                <LeaveGuardProvider>
                  <Exit />
                </LeaveGuardProvider>
              }
            />
            <Route path="/elsewhere" element={<p>Elsewhere</p>} />
          </Routes>
        </EditorStoreProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
  const rename = (name: string) =>
    act(() =>
      store.getState().change((draft) => {
        draft.item.name = name;
      }, 'Name'),
    );
  return { store, rename };
}

describe('the leave guard', () => {
  it('asks before leaving a prebuild with unsaved changes; Stay stays, Leave leaves', async () => {
    const { rename } = await renderGuard(prebuildDocument({ name: 'Canvas tote' }));
    // Becoming dirty renders once more and settles (a fresh question object per read would not).
    rename('Canvas tote, washed');
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the editor?' });
    expect(dialog.textContent).toContain('You have unsaved changes. Are you sure you want to leave?');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exit' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('lets a prebuild without changes, and a creation (001 §6), leave without asking', async () => {
    await renderGuard(prebuildDocument({ name: 'Canvas tote' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    cleanup();

    const { rename } = await renderGuard(creationDocument());
    rename('Harbour hoodie');
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('arms the browser unload warning only for an edited item with a name', async () => {
    const { rename } = await renderGuard(creationDocument());
    const warned = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(warned()).toBe(false);
    rename('Harbour hoodie');
    expect(warned()).toBe(true);
    rename('');
    expect(warned()).toBe(false);
  });
});
