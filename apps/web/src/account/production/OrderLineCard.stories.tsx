import type { Meta, StoryObj } from '@storybook/react-vite';
import { says, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { OrderLineCard } from './OrderLineCard';
import { inProductionLine, producerRoleSession } from './productionStoryData';

/** One order line of the queue: buyer, sizes, answers, decals, and what the producer can do now. */
const meta = {
  title: 'Storefront/Account/Production/Order line',
  component: OrderLineCard,
  decorators: [
    (Story) => (
      <ul className="production-lines">
        <Story />
      </ul>
    ),
    withStorefront,
  ],
  args: { atName: 'atelier_studio', line: inProductionLine, creationName: 'Harbour Ember Hoodie' },
  parameters: { ...storefront({ session: producerRoleSession }) },
} satisfies Meta<typeof OrderLineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In production: Ship and Refund, and the production sheet. */
export const InProduction: Story = {
  play: async (context) => {
    await shows('KAI');
    await says(context, 'Ship');
    await says(context, 'Production sheet');
  },
};

/** On a prebuild with print areas: the print files to download too (issue 20). */
export const WithPrintFiles: Story = {
  args: { prints: true },
  play: async (context) => {
    await says(context, 'Print files');
  },
};

/** Shipped: the tracking number, and Mark delivered. */
export const Shipped: Story = {
  args: {
    line: {
      ...inProductionLine,
      status: 'shipped',
      tracking: { carrier: 'SF Express', number: 'SF1234567890' },
      actions: ['deliver', 'refund'],
    },
  },
  play: async (context) => {
    await says(context, 'Tracking: SF Express SF1234567890');
    await says(context, 'Mark delivered');
  },
};

/** A one-size piece without answers or decals. */
export const Plain: Story = {
  args: {
    line: {
      ...inProductionLine,
      status: 'awaiting_payment',
      sizes: [{ size: null, amount: 1 }],
      pieces: 1,
      answers: [],
      decals: [],
      actions: ['mark_paid', 'cancel'],
    },
  },
  play: async (context) => {
    await says(context, 'One size');
    await says(context, 'No customisation');
  },
};
