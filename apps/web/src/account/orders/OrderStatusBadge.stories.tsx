import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_STATUSES } from '@atelier/domain';
import { shows } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { ordersTextsOf } from './orderStoryData';
import { OrderStatusBadge } from './OrderStatusBadge';
import './orders.css';

/** An order's status in words, coloured by where it stands. */
const meta = {
  title: 'Storefront/Account/Orders/Status badge',
  component: OrderStatusBadge,
  decorators: [withStorefront],
  args: { status: 'shipped' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, each named in the story's language. */
export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 16 }}>
      {ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async (context) => {
    const text = await ordersTextsOf(context);
    for (const status of ORDER_STATUSES) await shows(text(`status_${status}`));
  },
};
