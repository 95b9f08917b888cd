import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopperSession } from '../../stories-support/fixtures';
import { find, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { listQuery, orderList, ordersTextsOf } from './orderStoryData';
import { OrdersPage } from './OrdersPage';

/** /orders: the buyer's orders, newest first, with status, creation, date and total. */
const meta = {
  title: 'Storefront/Account/Orders/Orders page',
  component: OrdersPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({ session: shopperSession, route: '/orders', queries: [listQuery(orderList)] }),
  },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five orders in several states, and a way to the next page. */
export const WithOrders: Story = {
  play: async (context) => {
    const text = await ordersTextsOf(context);
    await shows(text('title'));
    await shows(text('status_awaiting_payment'));
    await shows(text('status_shipped'));
    await shows('Kowloon Night Tote');
    await shows('HK$ 880.00');
    await find('button', text('loadMore'));
  },
};

/** No orders yet: a way to the shop. */
export const Empty: Story = {
  parameters: storefront({
    session: shopperSession,
    route: '/orders',
    queries: [listQuery({ items: [], nextCursor: null })],
  }),
  play: async (context) => {
    const text = await ordersTextsOf(context);
    await shows(text('emptyTitle'));
    await find('link', text('shopNow'));
  },
};

/** The list could not be read: Try again. */
export const Failed: Story = {
  parameters: storefront({
    session: shopperSession,
    route: '/orders',
    // Parameters merge: no list in the cache, so the page asks the API.
    queries: [],
    api: { 'GET /api/orders': { status: 500, body: { error: { code: 'internal', message: 'Down' } } } },
  }),
  play: async (context) => {
    const text = await ordersTextsOf(context);
    await shows(text('listFailed'));
    await find('button', text('retry'));
  },
};
