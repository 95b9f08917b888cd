import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryKeys } from '../../api/queries';
import { creationTiles, gridPages, homeData, page, shopperSession } from '../../stories-support/fixtures';
import { find, shows, textsOf } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { HomePage } from './HomePage';

// The welcome notice has its own stories (HomeNotice); here the page is seen after it.
const guestHome = { ...homeData(), notice: null };
const memberHome = { ...homeData({ signedIn: true }), notice: null };

/** 000 §2 home: header cards, the category tabs and the media grid with trend media. */
const meta = {
  title: 'Storefront/Home/Home page',
  component: HomePage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({
      home: guestHome,
      queries: [[queryKeys.creations({ tab: 'trending' }), gridPages(page(creationTiles))]],
    }),
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: Trending, Latest and Discover (Following needs an account). */
export const Guest: Story = {
  play: async (context) => {
    const { m } = textsOf(context);
    await find('button', m('tab.discover'));
    await shows('Open a creator shop');
    await find('link', /Harbour Ember Hoodie/);
  },
};

/** A member also has the Following tab; the Latest tab is chosen in the address. */
export const MemberOnLatest: Story = {
  parameters: storefront({
    session: shopperSession,
    home: memberHome,
    route: '/?tab=latest',
    queries: [[queryKeys.creations({ tab: 'latest' }), gridPages(page(creationTiles.slice(0, 6)))]],
  }),
  play: async (context) => {
    const { m } = textsOf(context);
    await find('button', m('tab.following'));
    await find('link', /Star Ferry Drift Cap/);
  },
};
