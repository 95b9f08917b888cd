import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { click, says } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { producerRoleSession } from './productionStoryData';
import { ShipDialog } from './ShipDialog';

/** Shipping an order: the carrier and the tracking number, both required. */
const meta = {
  title: 'Storefront/Account/Production/Ship dialog',
  component: ShipDialog,
  decorators: [withStorefront],
  args: { open: true, onOpenChange: fn(), orderLabel: 'HARBOUR01', busy: false, onShip: fn() },
  parameters: { sideBySide: false, ...storefront({ session: producerRoleSession }) },
} satisfies Meta<typeof ShipDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Open: Story = {
  play: async (context) => {
    await says(context, 'Ship order HARBOUR01');
    await says(context, 'Tracking number');
  },
};

/** Sent empty: both fields say what they need, and nothing is shipped. */
export const Missing: Story = {
  play: async (context) => {
    if (context.globals.locale !== 'en') return;
    await click('button', 'Mark shipped');
    await says(context, 'Enter the carrier.');
    await says(context, 'Enter the tracking number.');
  },
};
