import type { Meta, StoryObj } from '@storybook/react-vite';
import { creatorSession, shopperSession } from '../../stories-support/fixtures';
import { click, says, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { ProductionManagePage } from './ProductionManagePage';
import { emptyQueue, producerRoleSession, QUEUE_PATH, studioQueue } from './productionStoryData';

/** /{at_name}/production/manage (issue 16): the queue for members acting in the producer role. */
const route = '/atelier_studio/production/manage';
const path = '/:atName/production/manage';
const meta = {
  title: 'Storefront/Account/Production/Manage page',
  component: ProductionManagePage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({
      session: producerRoleSession,
      route,
      path,
      api: { [QUEUE_PATH]: { body: studioQueue } },
    }),
  },
} satisfies Meta<typeof ProductionManagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The queue by prebuild and creation: status tabs with counts, sizes, answers, decals and actions. */
export const Queue: Story = {
  play: async (context) => {
    await shows('Heavyweight Hoodie');
    await shows('Harbour Ember Hoodie');
    await shows('KAI');
    await says(context, 'Production management');
    await says(context, 'Tracking: SF Express SF1234567890');
    await says(context, 'Mark paid');
  },
};

/** No orders yet: the empty state. */
export const Empty: Story = {
  parameters: storefront({
    session: producerRoleSession,
    route,
    path,
    api: { [QUEUE_PATH]: { body: emptyQueue } },
  }),
  play: async (context) => {
    await says(context, 'No orders yet');
  },
};

/** The queue could not be read: the error, with Try again. */
export const LoadError: Story = {
  parameters: storefront({
    session: producerRoleSession,
    route,
    path,
    api: { [QUEUE_PATH]: { status: 500, body: { error: { code: 'internal', message: 'Down' } } } },
  }),
  play: async (context) => {
    await says(context, 'The production queue could not be loaded.');
  },
};

/** Mei is a member acting as a creator: told to switch role, with the switch one press away. */
export const SwitchRole: Story = {
  parameters: storefront({ session: creatorSession, route, path }),
  play: async (context) => {
    await says(context, 'Switch role to manage production');
    await says(context, 'Switch to Atelier Studio');
  },
};

/** Sam is not a member: the page is for producers. */
export const NotAMember: Story = {
  parameters: storefront({ session: shopperSession, route, path }),
  play: async (context) => {
    await says(context, 'This page is for producers.');
  },
};

/** Shipping asks for the carrier and tracking number; leaving them empty says what is missing. */
export const ShipNeedsTracking: Story = {
  play: async (context) => {
    await shows('KAI');
    if (context.globals.locale !== 'en') return;
    await click('button', 'Ship');
    await click('button', 'Mark shipped');
    await shows('Enter the carrier.');
    await shows('Enter the tracking number.');
  },
};
