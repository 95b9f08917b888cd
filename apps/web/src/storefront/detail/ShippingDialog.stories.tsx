import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { find, says, textsOf } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { ShippingDialog } from './ShippingDialog';

/** 000 §9 shipping and returns, opened from the order panel: production times and the refund policy. */
const meta = {
  title: 'Storefront/Creation detail/Shipping dialog',
  component: ShippingDialog,
  decorators: [withStorefront],
  args: { open: true, onOpenChange: fn(), purchaseType: 'instant-purchase' },
  parameters: { sideBySide: false },
} satisfies Meta<typeof ShippingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async (context) => {
    await find('dialog', textsOf(context).t('detail.shipping'));
    // Issue 18: one production time, the purchase type's (an instant purchase here).
    await says(context, 'Average production: 5-7 working days');
    await expect(screen.queryAllByText('Made to order: 10-15 working days')).toHaveLength(0);
    await says(
      context,
      'Refunds are given only for damaged or mislabeled items reported within 7 days of receipt.',
    );
  },
};

/** A pre-order is made to order once its goal is reached: 'Made to order: 10-15 working days' alone. */
export const Preorder: Story = {
  args: { purchaseType: 'retail-preorder' },
  play: async (context) => {
    await find('dialog', textsOf(context).t('detail.shipping'));
    await says(context, 'Made to order: 10-15 working days');
    await expect(screen.queryAllByText('Average production: 5-7 working days')).toHaveLength(0);
  },
};
