import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { queryKeys } from '../../api/queries';
import { creatorList } from '../../stories-support/fixtures';
import { find, says } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { CreatorsPage } from './CreatorsPage';

/** 000 §2 /creators: the creators of the site, each with a banner, picture and handle. */
const meta = {
  title: 'Storefront/Creators/Creators page',
  component: CreatorsPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({ route: '/creators', queries: [[queryKeys.users({ creators: 'true' }), creatorList]] }),
  },
} satisfies Meta<typeof CreatorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo store's five creators. */
export const MainSite: Story = {
  play: async () => {
    await expect(await find('link', /Mei Lin/)).toHaveAttribute('href', '/mei/creation');
    await find('link', /Inès Duarte/);
  },
};

/** No creators yet. */
export const Empty: Story = {
  parameters: storefront({
    route: '/creators',
    queries: [[queryKeys.users({ creators: 'true' }), { data: [] }]],
  }),
  play: async (context) => {
    await says(context, 'No creators yet.');
  },
};
