import type { Meta, StoryObj } from '@storybook/react-vite';
import { creatorSession, shopperSession } from '../../stories-support/fixtures';
import { find, languageOf, says, shows, textsOf } from '../../stories-support/play';
import { creatorDashboard, storefront, withStorefront } from '../../stories-support/storefront';
import { DashboardPage } from './DashboardPage';
import { loadDashboardTexts } from './i18n';
import type { DashboardCatalogue } from './i18n/en';
import { emptyShop } from './shop/shopStories';
import { SHOP_QUERY_KEY } from './shop/useShopSettings';
import { DASHBOARD_QUERY_KEY } from './useDashboard';

/** 000 §6 /dashboard: creators only; others are told how to become one. */
const meta = {
  title: 'Storefront/Account/Dashboard/Page',
  component: DashboardPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({
      session: creatorSession,
      route: '/dashboard',
      queries: [
        [DASHBOARD_QUERY_KEY, creatorDashboard()],
        [SHOP_QUERY_KEY, emptyShop],
      ],
    }),
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mei, a creator: her dashboard. */
export const ForACreator: Story = {
  play: async (context) => {
    const texts = (await loadDashboardTexts(languageOf(context))) as DashboardCatalogue;
    await find('heading', texts.title);
    await shows('Lantern Bloom Tee');
    await says(context, 'Your creations');
  },
};

/** Sam, a shopper: the page is for creators, with the way to become one. */
export const ForAShopper: Story = {
  parameters: storefront({ session: shopperSession, route: '/dashboard' }),
  play: async (context) => {
    await find('link', textsOf(context).m('nav.becomeCreator'));
    await says(context, 'This page is for creators.');
  },
};
