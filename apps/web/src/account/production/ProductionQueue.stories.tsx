import type { Meta, StoryObj } from '@storybook/react-vite';
import { says, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { ProductionQueue } from './ProductionQueue';
import { producerRoleSession, QUEUE_PATH, studioQueue } from './productionStoryData';

/** The production queue itself (the manage page shows it to members in the producer role). */
const meta = {
  title: 'Storefront/Account/Production/Queue',
  component: ProductionQueue,
  decorators: [withStorefront],
  args: { atName: 'atelier_studio', producerName: 'Atelier Studio' },
  parameters: {
    layout: 'fullscreen',
    ...storefront({ session: producerRoleSession, api: { [QUEUE_PATH]: { body: studioQueue } } }),
  },
} satisfies Meta<typeof ProductionQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three orders of one creation in three statuses, the tabs counting them. */
export const ThreeStatuses: Story = {
  play: async (context) => {
    await shows('Harbour Ember Hoodie');
    await says(context, 'Orders for Atelier Studio, by prebuild and creation.');
    await says(context, 'In production');
  },
};

/** Waiting for the queue: a busy placeholder. */
export const Loading: Story = {
  parameters: storefront({ session: producerRoleSession, pending: true }),
};
