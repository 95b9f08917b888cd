import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryKeys } from '../../api/queries';
import { creationTiles, gridPages, page, shopperSession } from '../../stories-support/fixtures';
import { find, says, textsOf } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { TrendingPage } from './TrendingPage';

/** 000 §2 /trending, for signed-in users only. */
const meta = {
  title: 'Storefront/Shop/Trending page',
  component: TrendingPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({
      session: shopperSession,
      route: '/trending',
      queries: [[queryKeys.creations({ tab: 'trending' }), gridPages(page(creationTiles.slice(3)))]],
    }),
  },
} satisfies Meta<typeof TrendingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async (context) => {
    await find('heading', textsOf(context).t('trending.title'));
    await find('link', /Lantern Bloom Tee/);
    await says(context, 'What people are looking at right now.');
  },
};

/** A guest is asked to sign in (and sent to the quick login once). */
export const Guest: Story = {
  parameters: storefront({ session: null, route: '/trending' }),
  play: async (context) => {
    await find('heading', textsOf(context).t('access.signInTitle'));
    await says(context, 'This page is for signed-in members.');
  },
};
