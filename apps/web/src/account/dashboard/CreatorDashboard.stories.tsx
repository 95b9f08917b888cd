import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResponsiveContainer } from 'recharts';
import { expect, waitFor } from 'storybook/test';
import { creatorSession } from '../../stories-support/fixtures';
import { find, languageOf, says, shows } from '../../stories-support/play';
import {
  creatorDashboard,
  dashboardCreations,
  dashboardSales,
  storefront,
  withStorefront,
} from '../../stories-support/storefront';
import { CreatorDashboard } from './CreatorDashboard';
import { loadDashboardTexts } from './i18n';
import type { DashboardCatalogue } from './i18n/en';
import { emptyShop } from './shop/shopStories';
import { SHOP_QUERY_KEY } from './shop/useShopSettings';
import { DASHBOARD_QUERY_KEY } from './useDashboard';

const textsOf = async (context: { globals: Record<string, unknown> }) =>
  (await loadDashboardTexts(languageOf(context))) as DashboardCatalogue;

const withDashboard = (data: unknown) =>
  storefront({
    session: creatorSession,
    route: '/dashboard',
    queries: [
      [DASHBOARD_QUERY_KEY, data],
      [SHOP_QUERY_KEY, emptyShop],
    ],
  });

/** Mei's dashboard (issue 16): summary cards, 30 days of sales and her creations. */
const meta = {
  title: 'Storefront/Account/Dashboard/Creator dashboard',
  component: CreatorDashboard,
  decorators: [
    // The chart sizes itself to its container: a fixed chart size where nothing is laid out (the story test).
    (Story) => (
      <ResponsiveContainer width={640} height={280}>
        <Story />
      </ResponsiveContainer>
    ),
    withStorefront,
  ],
  args: { atName: 'mei' },
  parameters: { layout: 'fullscreen', ...withDashboard(creatorDashboard()) },
} satisfies Meta<typeof CreatorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sales at once and by pre-order: the totals, the chart (drawn once loaded) and the table. */
export const WithSales: Story = {
  play: async (context) => {
    const texts = await textsOf(context);
    await shows(texts.title);
    await shows('HK$ 7,200.00');
    await shows(texts.creationsDetail.replace('{{published}}', '3').replace('{{drafts}}', '1'));
    await shows('Harbour Ember Hoodie');
    await waitFor(() => expect(document.querySelector('.recharts-surface')).not.toBeNull(), {
      timeout: 5000,
    });
    await shows(texts.chartUnits);
    await says(context, 'Sales chart: 20 units and HK$ 7,200.00 in the last 30 days.');
  },
};

/** Creations, but nothing sold in the last 30 days: the chart says so instead of drawing. */
export const NoRecentSales: Story = {
  parameters: withDashboard(creatorDashboard(dashboardCreations, dashboardSales(true))),
  play: async (context) => {
    const texts = await textsOf(context);
    await shows(texts.chartEmpty.replace('{{days}}', '30'));
    await shows('Neon Pulse Hoodie');
  },
};

/** No creations yet: the way to the first one. */
export const NoCreations: Story = {
  parameters: withDashboard(creatorDashboard([], dashboardSales(true))),
  play: async (context) => {
    const texts = await textsOf(context);
    await shows(texts.emptyTitle);
    await find('link', texts.emptyAction);
    await says(context, 'No creations yet');
  },
};

/** The dashboard could not be loaded: the server's reason and Try again. */
export const LoadFailed: Story = {
  parameters: storefront({
    session: creatorSession,
    route: '/dashboard',
    queries: [],
    api: {
      'GET /api/me/dashboard': {
        status: 500,
        body: { error: { code: 'internal', message: 'Down for a moment' } },
      },
    },
  }),
  play: async (context) => {
    const texts = await textsOf(context);
    await shows(texts.loadFailed);
    await find('button', texts.retry);
    await says(context, 'The dashboard could not be loaded.');
  },
};

/** Waiting for the figures: a busy placeholder. */
export const Loading: Story = {
  parameters: storefront({ session: creatorSession, route: '/dashboard', queries: [], pending: true }),
};
