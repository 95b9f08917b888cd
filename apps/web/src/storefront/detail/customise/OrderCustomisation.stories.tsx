import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { withStorefront } from '../../../stories-support/storefront';
import { OrderCustomisation } from './OrderCustomisation';

/** Issue 17, in the price panel: the answers' extras and why the order button waits. */
const meta = {
  title: 'Storefront/Creation detail/Order customisation',
  component: OrderCustomisation,
  decorators: [withStorefront],
  args: { extras: 'HK$ 24.00', blocked: true, summaryId: 'order-summary', onReveal: fn() },
} satisfies Meta<typeof OrderCustomisation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Extras and unanswered questions: the summary links to the first one. */
export const ExtrasAndProblems: Story = {
  play: async () => {
    await expect((await screen.findAllByText(/HK\$ 24\.00/))[0]).toBeInTheDocument();
    await expect((await screen.findAllByRole('button'))[0]).toBeInTheDocument();
  },
};
