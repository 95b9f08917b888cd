import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { queryKeys } from '../../api/queries';
import { shopperSession } from '../../stories-support/fixtures';
import { find, says } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { creatorCards, creatorPages } from './creatorCards.fixtures';
import { CreatorsPage } from './CreatorsPage';

/** 000 §2 /creators: each creator with banner, picture, counts, recent work and Follow (issue 18). */
const meta = {
  title: 'Storefront/Creators/Creators page',
  component: CreatorsPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({
      route: '/creators',
      session: shopperSession,
      queries: [[queryKeys.creators(false), creatorPages(creatorCards)]],
    }),
  },
} satisfies Meta<typeof CreatorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo store's five creators, Mei followed already. */
export const MainSite: Story = {
  play: async (context) => {
    await expect(await find('link', 'Mei Lin')).toHaveAttribute('href', '/mei/creation');
    await expect(await find('button', /Mei Lin/)).toHaveAttribute('aria-pressed', 'true');
    await find('list', /Inès Duarte/);
    await says(context, 'No public work yet.');
  },
};

/** More creators than a page: "Show more creators". */
export const MorePages: Story = {
  parameters: storefront({
    route: '/creators',
    queries: [[queryKeys.creators(false), creatorPages(creatorCards.slice(0, 2), 12)]],
  }),
  play: async (context) => {
    await find('link', 'Kofi Mensah');
    await says(context, 'Show more creators');
  },
};

/** No creators yet. */
export const Empty: Story = {
  parameters: storefront({
    route: '/creators',
    queries: [[queryKeys.creators(false), creatorPages([])]],
  }),
  play: async (context) => {
    await says(context, 'No creators yet.');
  },
};
