import type { CreatorDashboard, DashboardCreation } from '@atelier/schema';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, session } from '../../test/render';
import { DashboardPage } from './DashboardPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (changes: Partial<DashboardCreation> = {}): DashboardCreation => ({
  id: 'cr_1',
  name: 'Harbour Hoodie',
  coverUrl: null,
  state: 'published',
  purchaseType: 'instant-purchase',
  totalPrice: 50_000,
  preorder: {
    isPreorder: false,
    kind: 'available',
    ordered: 3,
    minimum: 5,
    percent: 60,
    barPercent: 60,
    daysRemaining: 31,
    open: true,
  },
  unitsSold: 3,
  orders: 2,
  revenue: 150_000,
  baseCost: 20_000,
  profitPerPiece: 30_000,
  profit: 90_000,
  ...changes,
});

const dashboard = (creations: DashboardCreation[]): CreatorDashboard => ({
  currency: 'HKD',
  creations,
  totals: {
    creations: creations.length,
    published: creations.filter((creation) => creation.state === 'published').length,
    drafts: creations.filter((creation) => creation.state === 'draft').length,
    orders: 2,
    unitsSold: creations.reduce((sum, creation) => sum + creation.unitsSold, 0),
    revenue: creations.reduce((sum, creation) => sum + creation.revenue, 0),
    profit: creations.reduce((sum, creation) => sum + creation.profit, 0),
  },
  sales: [
    { date: '2026-11-23', units: 0, revenue: 0 },
    { date: '2026-11-24', units: creations.length > 0 ? 3 : 0, revenue: creations.length > 0 ? 150_000 : 0 },
  ],
});

const creator = session({ is_creator: true, at_name: 'mei' });

describe('DashboardPage', () => {
  it('shows the totals, the creations with their state, pre-order bars and money', async () => {
    mockApi({
      '/api/auth/session': { session: creator },
      '/api/me/dashboard': dashboard([
        row(),
        row({
          id: 'cr_2',
          name: 'Draft Tote',
          state: 'draft',
          purchaseType: 'retail-preorder',
          preorder: { ...row().preorder, isPreorder: true, kind: 'inProgress', daysRemaining: 4 },
          unitsSold: 0,
          revenue: 0,
          profit: 0,
        }),
      ]),
    });
    await renderApp(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-card-units')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-card-revenue')).getByText('HK$ 1,500.00')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-card-profit')).getByText('HK$ 900.00')).toBeTruthy();
    expect(screen.getByText('1 published, 1 drafts')).toBeTruthy();

    const [hoodie, tote] = screen.getAllByTestId('dashboard-row');
    expect(within(hoodie!).getByRole('link', { name: 'Harbour Hoodie' }).getAttribute('href')).toBe(
      '/mei/creation?creation_id=cr_1',
    );
    expect(within(hoodie!).getByText('Published')).toBeTruthy();
    expect(within(hoodie!).getByText('Buy now')).toBeTruthy();
    expect(within(hoodie!).getByText('HK$ 300.00 per piece')).toBeTruthy();
    expect(within(tote!).getByText('Draft')).toBeTruthy();
    expect(within(tote!).getByText('Pre-order')).toBeTruthy();
    const bar = within(tote!).getByRole('progressbar', { name: 'Pre-order progress' });
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 5 ordered');
    expect(within(tote!).getByText(/4 days left/)).toBeTruthy();
    expect(screen.getByTestId('sales-chart')).toBeTruthy();
    expect(screen.getByText('Sales chart: 3 units and HK$ 1,500.00 in the last 2 days.')).toBeTruthy();
  });

  it('shows a creator without creations the way forward', async () => {
    mockApi({ '/api/auth/session': { session: creator }, '/api/me/dashboard': dashboard([]) });
    await renderApp(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByText('No creations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a prebuild' }).getAttribute('href')).toBe('/prebuilds');
    expect(screen.queryByTestId('dashboard-table')).toBeNull();
  });

  it('says when the dashboard could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      '/api/auth/session': { session: creator },
      '/api/me/dashboard': () =>
        fail
          ? new Response(JSON.stringify({ error: { code: 'internal', message: 'Down for a moment' } }), {
              status: 500,
            })
          : dashboard([row()]),
    });
    await renderApp(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Harbour Hoodie' })).toBeTruthy();
  });

  it('tells a shopper the page is for creators', async () => {
    mockApi({ '/api/auth/session': { session: session() } });
    await renderApp(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'Become creator' })).toBeTruthy();
  });

  it('speaks the language of the page', async () => {
    mockApi({ '/api/auth/session': { session: creator }, '/api/me/dashboard': dashboard([row()]) });
    await renderApp(<DashboardPage />, { route: '/dashboard', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeTruthy();
    expect(screen.getByText('Veröffentlicht')).toBeTruthy();
  });
});
