import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { queryKeys } from '../api/queries';
import { creatorSession, shopperSession, studioPrebuilds, studioProducer } from '../stories-support/fixtures';
import { find, says, shows, textsOf } from '../stories-support/play';
import { storefront, withStorefront, type StorefrontSetup } from '../stories-support/storefront';
import { ProducerPage } from './ProducerPage';

const studio = (setup: StorefrontSetup = {}) =>
  storefront({
    route: '/atelier_studio/production',
    path: '/:atName/production',
    queries: [
      [queryKeys.producer('atelier_studio'), studioProducer],
      [queryKeys.producerPrebuilds('atelier_studio'), studioPrebuilds],
    ],
    ...setup,
  });

/** 000 §2 /{at_name}/production: a producer and the prebuilds creators design on. */
const meta = {
  title: 'Storefront/Account/Producer page',
  component: ProducerPage,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen', ...studio({ session: shopperSession }) },
} satisfies Meta<typeof ProducerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Atelier Studio's prebuilds, with their minimum orders and lowest prices. */
export const Prebuilds: Story = {
  play: async (context) => {
    await find('heading', 'Atelier Studio');
    await find('link', /Pull-over Hoodie/);
    await shows(/HK\$ 144\.00/);
    await expect(screen.queryAllByRole('link', { name: textsOf(context).t('producer.manage') })).toHaveLength(
      0,
    );
  },
};

/** Mei is a designer at Atelier Studio: she may manage its production. */
export const ForAMember: Story = {
  parameters: studio({ session: creatorSession }),
  play: async (context) => {
    await find('link', textsOf(context).t('producer.manage'));
    await says(context, 'Manage production');
    // 001 §2: members edit their producer's prebuilds; creators start a creation from them.
    const edit = await find('link', `${textsOf(context).t('detail.editV2')}: Pull-over Hoodie`);
    await expect(edit.getAttribute('href')).toMatch(/^\/editor\?edit_type=prebuild&prebuild_id=/);
    await find('link', `${textsOf(context).t('nav.create')}: Pull-over Hoodie`);
  },
};
