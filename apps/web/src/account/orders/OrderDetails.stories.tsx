import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { shows } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { OrderAddress, OrderLines, OrderPayment } from './OrderDetails';
import { awaitingOrder, ordersTextsOf, shippedOrder } from './orderStoryData';
import './orders.css';

/** An order's lines with their answers, its payment and where it goes. */
const meta = {
  title: 'Storefront/Account/Orders/Details',
  component: OrderLines,
  decorators: [withStorefront],
  args: { order: shippedOrder },
} satisfies Meta<typeof OrderLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line of one piece with two answers, the total, the address and the contact. */
export const Lines: Story = {
  render: (args) => (
    <div style={{ maxWidth: 560, padding: 16 }}>
      <OrderLines {...args} />
      <OrderPayment {...args} />
      <OrderAddress {...args} />
    </div>
  ),
  play: async (context) => {
    const text = await ordersTextsOf(context);
    await shows(text('size', { size: 'M' }));
    // The answers named by the form the line was ordered with.
    await shows('Collar');
    await shows('Round neck');
    await shows('Flat 12B, 8 Tai Ping Shan Street');
    await shows('sam@atelier.test');
  },
};

/** Issue 20: a line made from a saved design offers 'Edit design', back to the creation with it. */
export const MadeFromADesign: Story = {
  args: {
    order: {
      ...shippedOrder,
      lines: shippedOrder.lines.map((line) => ({ ...line, designId: `dg_${'a1b2c3d4'.repeat(4)}` })),
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 560, padding: 16 }}>
      <OrderLines {...args} />
    </div>
  ),
  play: async () => {
    // Named in the story's language ('Edit design: …'): found by where it goes.
    const links = await screen.findAllByRole('link', {}, { timeout: 5000 });
    const hrefs = links.map((link) => link.getAttribute('href') ?? '');
    await expect(hrefs).toContainEqual(expect.stringMatching(/creation_id=.+&design=dg_(a1b2c3d4){4}$/));
  },
};

/** A bank transfer awaited: where to pay, with the order id as the reference. */
export const TransferInstructions: Story = {
  args: { order: awaitingOrder },
  render: (args) => (
    <div style={{ maxWidth: 560, padding: 16 }}>
      <OrderPayment {...args} />
    </div>
  ),
  play: async (context) => {
    const text = await ordersTextsOf(context);
    await shows(text('payTitle'));
    await shows('004-123-456789-001');
    await shows('or_awaiting');
  },
};
