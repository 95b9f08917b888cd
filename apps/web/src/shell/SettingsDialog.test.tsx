import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useViewer } from '../api/queries';
import type { Session } from '../api/types';
import { useAppStore } from '../store/store';
import { mockApi, renderApp, session } from '../test/render';
import { SettingsDialog } from './SettingsDialog';

beforeEach(() => useAppStore.setState({ openOverlay: 'settings' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAppStore.setState({ openOverlay: null });
});

/** What the app holds as saved: the session's visibility (the profile's "only you" note reads it). */
function SavedVisibility() {
  return <output data-testid="saved">{useViewer()?.user.visibility ?? 'no session'}</output>;
}

const renderSettings = () =>
  renderApp(
    <>
      <SettingsDialog />
      <SavedVisibility />
    </>,
  );

const failure = () =>
  new Response(JSON.stringify({ error: { code: 'internal', message: 'Unexpected server error.' } }), {
    status: 500,
    headers: { 'Content-Type': 'application/json' },
  });

/** A server holding Sam's account: the profile PATCH changes it, unless told to fail. */
function samOnTheServer(options: { failing?: () => boolean; creator?: boolean } = {}) {
  let account: Session = session({ is_creator: options.creator ?? false });
  const calls = mockApi({
    '/api/auth/session': () => ({ session: account }),
    'PATCH /api/me/profile': (_url: URL, init: RequestInit | undefined) => {
      if (options.failing?.()) return failure();
      const patch = JSON.parse(String(init?.body)) as Partial<Session['user']>;
      account = { ...account, user: { ...account.user, ...patch } };
      return { user: account.user };
    },
  });
  // Each PATCH reaches the server only when the test lets it through.
  const waiting: (() => void)[] = [];
  const server = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PATCH') await new Promise<void>((resolve) => waiting.push(resolve));
    return server(input, init);
  });
  return {
    calls,
    /** Lets the oldest waiting PATCH through, once it has been sent. */
    answer: async () => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()?.();
    },
  };
}

const SHOPPER_HINT = 'Private: only you see your favourites.';
const CREATOR_HINT =
  'Private: only you see your favourites; your creations leave the shop and you leave the creators list.';

/** The setting's fieldset, which describes itself with what Private hides. */
const visibilityGroup = async (hint = SHOPPER_HINT) =>
  within(await screen.findByRole('group', { name: 'Profile visibility', description: hint }));
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
const saved = () => screen.getByTestId('saved').textContent;

describe('SettingsDialog profile visibility', () => {
  it('saves Private through the API, showing it at once and keeping the answer as saved', async () => {
    const server = samOnTheServer();
    await renderSettings();
    const group = await visibilityGroup();
    expect(pressed('Public')).toBe('true');

    // Keyboard: the options are buttons, reached with Tab and pressed with Enter.
    group.getByRole('button', { name: 'Private' }).focus();
    await userEvent.keyboard('{Enter}');
    // Shown as chosen while the server saves it; not saved yet.
    expect(pressed('Private')).toBe('true');
    expect(pressed('Public')).toBe('false');
    expect(saved()).toBe('public');

    await server.answer();
    await waitFor(() => expect(saved()).toBe('private'));
    expect(server.calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/me/profile', body: { visibility: 'private' } },
    ]);
    expect(pressed('Private')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to what is saved and says so when the change fails; a new try clears the error', async () => {
    let failing = true;
    const server = samOnTheServer({ failing: () => failing });
    await renderSettings();
    await userEvent.click((await visibilityGroup()).getByRole('button', { name: 'Private' }));
    expect(pressed('Private')).toBe('true');

    await server.answer();
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Your profile visibility could not be changed. Please try again.');
    // Read out with the setting when focus comes back to it.
    await visibilityGroup(`${SHOPPER_HINT} ${error.textContent}`);
    expect(pressed('Public')).toBe('true');
    expect(pressed('Private')).toBe('false');
    expect(saved()).toBe('public');

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Private' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await server.answer();
    await waitFor(() => expect(saved()).toBe('private'));
  });

  it('does not ask the server when the saved choice is picked again', async () => {
    const server = samOnTheServer();
    await renderSettings();
    await userEvent.click((await visibilityGroup()).getByRole('button', { name: 'Public' }));
    expect(server.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('tells a creator that Private also takes their creations out of the shop', async () => {
    samOnTheServer({ creator: true });
    await renderSettings();
    expect(await visibilityGroup(CREATOR_HINT)).toBeTruthy();
    expect(screen.queryByText(SHOPPER_HINT)).toBeNull();
  });

  it('is not offered to a guest', async () => {
    mockApi({ '/api/auth/session': { session: null } });
    await renderSettings();
    await screen.findByText('Saved on this device.');
    expect(screen.queryByRole('group', { name: 'Profile visibility' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Private' })).toBeNull();
  });
});

describe('SettingsDialog language (issue 18)', () => {
  it('groups the complete languages apart from those shown in English where a text is missing', async () => {
    samOnTheServer();
    await renderSettings();
    const select = await screen.findByRole('combobox', { name: 'Language' });
    const groups = [...select.querySelectorAll('optgroup')];
    expect(groups.map((group) => group.label)).toEqual([
      'Complete',
      'Partly translated: shown in English where a text is missing',
    ]);
    const [complete, partial] = groups.map((group) => [...group.querySelectorAll('option')]);
    expect(complete?.map((option) => option.textContent)).toEqual([
      'English',
      '繁體中文',
      '简体中文',
      '日本語',
      '한국어',
      'Русский',
      'Deutsch',
      'Français',
    ]);
    const arabic = partial?.find((option) => option.value === 'ar');
    expect(arabic?.textContent).toBe('العربية (Arabic)');
    expect(arabic?.lang).toBe('ar');
    expect(partial).toHaveLength(55);
  });
});
