import type { Meta, StoryObj } from '@storybook/react-vite';
import { click, find, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { OrderActions } from './OrderActions';
import { awaitingOrder, cancelledOrder, ordersTextsOf, shippedOrder } from './orderStoryData';
import './orders.css';

/** What the buyer may do with an order now: cancel (asked once) or mark received. */
const meta = {
  title: 'Storefront/Account/Orders/Actions',
  component: OrderActions,
  decorators: [withStorefront],
  args: { order: awaitingOrder },
} satisfies Meta<typeof OrderActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel order asks once; confirming cancels and says so. */
export const CancelAskedOnce: Story = {
  parameters: storefront({
    api: { 'POST /api/orders/or_awaiting/events': { body: { order: cancelledOrder } } },
  }),
  play: async (context) => {
    const text = await ordersTextsOf(context);
    await click('button', text('cancelOrder'));
    const dialog = await find('dialog', text('cancelTitle'));
    await shows(text('cancelMessage'));
    await shows(text('keepOrder'));
    const confirm = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === text('cancelOrder'),
    );
    confirm?.click();
    await shows(text('cancelled'));
  },
};

/** A shipped order: Mark as received. */
export const MarkReceived: Story = {
  args: { order: shippedOrder },
  play: async (context) => {
    const text = await ordersTextsOf(context);
    await find('button', text('markReceived'));
  },
};
