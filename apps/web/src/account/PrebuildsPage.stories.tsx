import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { queryKeys } from '../api/queries';
import { creatorSession, shopperSession, studioPrebuilds, studioProducer } from '../stories-support/fixtures';
import { find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { PrebuildsPage } from './PrebuildsPage';

const lists = [
  [...queryKeys.producers, 'prebuilds'],
  [{ producer: studioProducer, prebuilds: studioPrebuilds.data }],
] as const;

/** /prebuilds, the header's '+ Create': the prebuilds a creator starts a creation from. */
const meta = {
  title: 'Storefront/Account/Prebuilds',
  component: PrebuildsPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({ session: creatorSession, route: '/prebuilds', queries: [lists] }),
  },
} satisfies Meta<typeof PrebuildsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mei, a creator and a designer at Atelier Studio: 'Create' on every prebuild, 'Edit' on the studio's. */
export const ForACreator: Story = {
  play: async (context) => {
    const create = await find('link', `${textsOf(context).t('nav.create')}: Pull-over Hoodie`);
    await expect(create.getAttribute('href')).toMatch(/^\/editor\?edit_type=creation&prebuild_id=/);
    await find('link', `${textsOf(context).t('detail.editV2')}: Pull-over Hoodie`);
  },
};

/** A shopper: the page is for creators, with the way to become one. */
export const ForAShopper: Story = {
  parameters: storefront({ session: shopperSession, route: '/prebuilds', queries: [lists] }),
  play: async (context) => {
    await says(context, 'This page is for creators.');
  },
};
