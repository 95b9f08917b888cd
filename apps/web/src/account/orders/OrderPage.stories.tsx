import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopperSession } from '../../stories-support/fixtures';
import { find, says, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { awaitingOrder, orderStory, ordersTextsOf, shippedOrder } from './orderStoryData';
import { OrderPage } from './OrderPage';

/** /orders/{id}: one order, its timeline, lines, payment and address, and what the buyer may do. */
const meta = {
  title: 'Storefront/Account/Orders/Order page',
  component: OrderPage,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen', ...orderStory(shippedOrder) },
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shipped: the timeline ends with the carrier and tracking number; Mark as received. */
export const Shipped: Story = {
  play: async (context) => {
    const text = await ordersTextsOf(context);
    await shows(text('tracking', { carrier: 'SF Express', number: 'SF1234567890' }));
    await find('button', text('markReceived'));
    await says(context, 'Kowloon Night Tote');
  },
};

/** Just placed (`?placed=1`) and waiting for the transfer: thanks, where to pay, Cancel order. */
export const JustPlacedAwaitingPayment: Story = {
  parameters: orderStory(awaitingOrder, { route: '/orders/or_awaiting?placed=1' }),
  play: async (context) => {
    const text = await ordersTextsOf(context);
    await shows(text('thankYouTitle'));
    await shows(text('payTitle'));
    await find('button', text('cancelOrder'));
  },
};

/** Another account's order (or none): not found, with the way back to the list. */
export const NotFound: Story = {
  parameters: storefront({
    session: shopperSession,
    route: '/orders/or_someone_else',
    path: '/orders/:orderId',
    api: {
      'GET /api/orders/or_someone_else': {
        status: 404,
        body: { error: { code: 'not_found', message: 'That order was not found.' } },
      },
    },
  }),
  play: async (context) => {
    const text = await ordersTextsOf(context);
    await shows(text('notFoundTitle'));
    await find('link', text('allOrders'));
  },
};
