import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../test/render';
import { AppRoutes, preloadRoute } from './routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = () =>
  mockApi({
    '/api/auth/session': { session: null },
    '/api/home': { tabs: [], headerCards: [], trendMedia: [], caseMetadata: { global: {}, homePage: {} } },
  });

describe('preloadRoute', () => {
  it("loads the page's chunk first, so the first render is the page, not its loading state", async () => {
    api();
    await preloadRoute('/shop', '');
    await renderApp(<AppRoutes />, { route: '/shop' });
    expect(document.querySelector('.page-loading')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
  });

  it("on a creation's page, loads the detail with the creator page", async () => {
    api();
    await preloadRoute('/mei/creation', '?creation_id=cr_1');
    await renderApp(<AppRoutes />, { route: '/mei/creation?creation_id=cr_1' });
    expect(document.querySelector('.page-loading')).toBeNull();
    // The detail's own loading state (its query), not the page's.
    expect(document.querySelector('.detail[aria-busy="true"]')).not.toBeNull();
  });

  it('a page not preloaded shows its loading state first', async () => {
    api();
    await renderApp(<AppRoutes />, { route: '/checkout' });
    expect(document.querySelector('.page-loading')).not.toBeNull();
  });
});
