import { CREATOR_PAGE_RECENT_LIMIT } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryKeys } from '../api/queries';
import { creationsOf, people, profileOf } from '../stories-support/fixtures';
import { find, says } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { CreatorPage } from './CreatorPage';

/** 000 §2 /{at_name}/creation: a creator's page with recent public creations. */
const meta = {
  title: 'Storefront/Account/Creator page',
  component: CreatorPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({
      route: '/mei/creation',
      path: '/:atName/creation',
      queries: [
        [queryKeys.profile('mei'), profileOf(people.mei)],
        [queryKeys.userCreations('mei', CREATOR_PAGE_RECENT_LIMIT), creationsOf(people.mei)],
      ],
    }),
  },
} satisfies Meta<typeof CreatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mei's page. */
export const Recent: Story = {
  play: async (context) => {
    await find('heading', 'Mei Lin');
    await find('link', /Lantern Bloom Tee/);
    await says(context, 'Recent creations');
  },
};

/** A creator with nothing public yet. */
export const NoCreations: Story = {
  parameters: storefront({
    route: '/kofi/creation',
    path: '/:atName/creation',
    queries: [
      [queryKeys.profile('kofi'), profileOf(people.kofi, { creationCount: 0 })],
      [queryKeys.userCreations('kofi', CREATOR_PAGE_RECENT_LIMIT), { items: [], total: 0 }],
    ],
  }),
  play: async (context) => {
    await find('heading', 'Kofi Mensah');
    await says(context, 'No public creations yet.');
  },
};

/** No such creator: the API answers 404. */
export const NotFound: Story = {
  parameters: storefront({
    route: '/nobody/creation',
    path: '/:atName/creation',
    api: {
      '/api/users/nobody': { status: 404, body: { error: { code: 'not_found', message: 'No such user' } } },
      '/api/users/nobody/creations': { body: { items: [], total: 0 } },
    },
  }),
  play: async (context) => {
    await says(context, 'This profile does not exist.');
  },
};
