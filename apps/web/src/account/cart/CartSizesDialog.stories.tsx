import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { find, says, textsOf } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { CartSizesDialog } from './CartSizesDialog';

/** 000 §5 the size editor of a sample line: each size 0 to 150, total above zero. */
const meta = {
  title: 'Storefront/Account/Cart sizes dialog',
  component: CartSizesDialog,
  decorators: [withStorefront],
  parameters: { sideBySide: false },
  args: {
    open: true,
    onOpenChange: () => undefined,
    onSave: () => undefined,
    name: 'Monsoon Echo Tote',
    sizes: [
      { size: 'S', amount: 1 },
      { size: 'L', amount: 2 },
    ],
  },
} satisfies Meta<typeof CartSizesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The line's sizes, each with its control, and the total. */
export const Open: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await find('dialog', t('cart.sizesTitle', { name: 'Monsoon Echo Tote' }));
    await find('spinbutton', 'S');
    await says(context, 'Quantity: 3');
  },
};

/** Every size at zero: 'Please select at least one size.' and Save disabled. */
export const NothingSelected: Story = {
  args: {
    sizes: [
      { size: 'S', amount: 0 },
      { size: 'L', amount: 0 },
    ],
  },
  play: async (context) => {
    const { t } = textsOf(context);
    await says(context, 'Please select at least one size.');
    await expect(await find('button', t('cart.saveSizes'))).toBeDisabled();
  },
};
