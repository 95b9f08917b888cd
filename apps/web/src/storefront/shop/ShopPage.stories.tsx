import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryKeys } from '../../api/queries';
import { creationTiles, gridPages, page } from '../../stories-support/fixtures';
import { expect, userEvent } from 'storybook/test';
import { find, says, textsOf } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { ShopPage } from './ShopPage';

const hoodies = creationTiles.filter((tile) => tile.name.endsWith('Hoodie'));

/** 000 §2 /shop: the grid, the filter popup and zooming by two columns. */
const meta = {
  title: 'Storefront/Shop/Shop page',
  component: ShopPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({ route: '/shop', queries: [[queryKeys.creations({}), gridPages(page(creationTiles))]] }),
  },
} satisfies Meta<typeof ShopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything, newest first. */
export const All: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await find('heading', t('shop.title'));
    await find('button', t('shop.zoomIn'));
    await find('link', /Monsoon Echo Tote/);
  },
};

/** Filtered by a category from the address (`?category=hoodies`). */
export const Filtered: Story = {
  parameters: storefront({
    route: '/shop?category=hoodies',
    queries: [[queryKeys.creations({ category: ['hoodies'] }), gridPages(page(hoodies))]],
  }),
  play: async (context) => {
    const { t } = textsOf(context);
    await find('button', `${t('shop.filter')} (1)`);
    await find('link', /Typhoon Stitch Hoodie/);
    await find('button', /\bHoodies\b/);
    await says(context, 'Clear all');
  },
};

/** Categories and a search as chips, each removable. */
export const Chips: Story = {
  parameters: storefront({
    route: '/shop?category=men&category=hoodies&q=harbour&in=creations',
    queries: [
      [queryKeys.creations({ category: ['hoodies', 'men'], q: 'harbour' }), gridPages(page(hoodies))],
      [queryKeys.creations({ category: ['hoodies'], q: 'harbour' }), gridPages(page(hoodies))],
    ],
  }),
  play: async (context) => {
    await find('button', /\bMen\b/);
    await find('button', /\bharbour\b/);
    await userEvent.click(await find('button', /\bMen\b/));
    await expect(await find('button', /\bHoodies\b/)).toBeInTheDocument();
    await says(context, 'Search: harbour');
  },
};
