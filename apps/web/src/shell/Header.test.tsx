import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, session } from '../test/render';
import { Header } from './Header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const home = {
  caseMetadata: { global: { enableUserCreateCreation: true }, homePage: {} },
  producer: { at_name: 'atelier_studio' },
  tabs: [],
};

describe('Header', () => {
  it('shows a guest the login and language buttons, and no bell', async () => {
    mockApi({ '/api/auth/session': { session: null }, '/api/home': home });
    await renderApp(<Header />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Language/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
  });

  it('shows a creator the create button, the bell with its count and the account menu; no language button', async () => {
    mockApi({
      '/api/auth/session': { session: session({ is_creator: true, name: 'Mei Lin', at_name: 'mei' }) },
      '/api/home': home,
      '/api/notifications': { items: [], unread: 2, nextCursor: null },
      '/api/actions/user/cart': { data: [], subtotal: 0 },
    });
    await renderApp(<Header />);
    // '+ Create' leads to the prebuilds a creator starts from.
    expect((await screen.findByRole('link', { name: 'Create' })).getAttribute('href')).toBe('/prebuilds');
    expect(await screen.findByRole('button', { name: 'Account' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Language/ })).toBeNull();
  });

  it('hides create when creating is switched off, and offers Become creator to members who are not creators', async () => {
    mockApi({
      '/api/auth/session': { session: session() },
      '/api/home': { ...home, caseMetadata: { global: { enableUserCreateCreation: true }, homePage: {} } },
      '/api/notifications': { items: [], unread: 0, nextCursor: null },
      '/api/actions/user/cart': { data: [], subtotal: 0 },
    });
    await renderApp(<Header />);
    expect(await screen.findByRole('link', { name: 'Become creator' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });
});
