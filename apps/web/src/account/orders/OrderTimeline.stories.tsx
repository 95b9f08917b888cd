import type { Meta, StoryObj } from '@storybook/react-vite';
import { says, shows } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { awaitingOrder, ordersTextsOf, shippedOrder } from './orderStoryData';
import { OrderTimeline } from './OrderTimeline';
import './orders.css';

/** Every status change of an order, oldest first: what, when and who. */
const meta = {
  title: 'Storefront/Account/Orders/Timeline',
  component: OrderTimeline,
  decorators: [withStorefront],
  args: { timeline: shippedOrder.timeline },
} satisfies Meta<typeof OrderTimeline>;

export default meta;

/** A text shown inside a longer one (the time and who share a line). */
const within = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
type Story = StoryObj<typeof meta>;

/** From placing to shipping, with the carrier and tracking number. */
export const Shipped: Story = {
  play: async (context) => {
    const text = await ordersTextsOf(context);
    await shows(text('placed'));
    await shows(within(text('byProducer', { name: 'Atelier Studio' })));
    await shows(text('tracking', { carrier: 'SF Express', number: 'SF1234567890' }));
    await says(context, 'SF Express, tracking number SF1234567890');
  },
};

/** Placed, then waiting for the transfer (an automatic step). */
export const AwaitingPayment: Story = {
  args: { timeline: awaitingOrder.timeline },
  play: async (context) => {
    const text = await ordersTextsOf(context);
    await shows(text('status_awaiting_payment'));
    await shows(within(text('bySystem')));
  },
};
