import { MediaGrid, MediaGridItem } from '@atelier/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { queryKeys } from '../../api/queries';
import { creationTiles, gridPages, page, tileByName, trendMedia } from '../../stories-support/fixtures';
import { find, says, shows, textsOf } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { CreationGrid, CreationTileLink } from './CreationGrid';

const latest = { tab: 'latest' } as const;

/** 000 §2, §4, §9 the media grid of home and shop: creation tiles, with trend media mixed in. */
const meta = {
  title: 'Storefront/Grid/Creation grid',
  component: CreationGrid,
  decorators: [withStorefront],
  args: { filter: latest, label: 'Latest', columns: 4 },
  parameters: storefront({ queries: [[queryKeys.creations(latest), gridPages(page(creationTiles))]] }),
} satisfies Meta<typeof CreationGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest creations of the demo store, to the end of the list. */
export const Latest: Story = {
  play: async (context) => {
    await find('link', /Harbour Ember Hoodie/);
    await shows('Victoria Mark Cap');
    await says(context, 'You have seen everything.');
  },
};

/** Home mixes trend media into the first page, at places that stay put while browsing. */
export const WithTrendMedia: Story = {
  args: { trendMedia },
  play: async (context) => {
    await find('link', textsOf(context).t('home.trend', { category: 'Streetwear' }));
    await shows('Kowloon Signal Tee');
  },
};

/** The first page is on its way: placeholders in the grid's shape. */
export const Loading: Story = {
  parameters: storefront({ pending: true, queries: [] }),
  play: async () => {
    await expect(await screen.findAllByRole('list', { busy: true })).not.toHaveLength(0);
  },
};

/** Nothing in this list. */
export const Empty: Story = {
  parameters: storefront({ queries: [[queryKeys.creations(latest), gridPages(page([]))]] }),
  play: async (context) => {
    await says(context, 'Nothing here yet.');
  },
};

/** The list could not load: say so and offer to try again. */
export const Failed: Story = {
  parameters: storefront({
    queries: [],
    api: { '/api/creations': { status: 500, body: { error: { code: 'internal', message: 'Down' } } } },
  }),
  play: async (context) => {
    await find('button', textsOf(context).t('tryAgain'));
    await says(context, 'Something went wrong');
  },
};

/** The three kinds of tile: sold at once, a pre-order and a sample (badged), at their prices. */
export const Tiles: Story = {
  render: () => (
    <MediaGrid columns={3} label="Tiles">
      {['Harbour Ember Hoodie', 'Kowloon Signal Tee', 'Monsoon Echo Tote'].map((name) => (
        <MediaGridItem key={name}>
          <CreationTileLink item={tileByName(name)} columns={3} priority={false} />
        </MediaGridItem>
      ))}
    </MediaGrid>
  ),
  play: async (context) => {
    await shows('HK$ 440.00');
    await shows('Kofi Mensah');
    await says(context, 'Pre-order');
    await says(context, 'Sample');
  },
};
