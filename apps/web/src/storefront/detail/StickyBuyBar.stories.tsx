import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { find, shows } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { pretendPhone } from './phone-stubs';
import { StickyBuyBar } from './StickyBuyBar';

type Args = Omit<Parameters<typeof StickyBuyBar>[0], 'target'>;

/** The bar watches the order panel's button; here a stand-in scrolled out of sight. */
function WithTarget(args: Args) {
  const target = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={target} type="button">
        Order panel button
      </button>
      <StickyBuyBar target={target} {...args} />
    </>
  );
}

/** Issue 18: a phone's sticky buy bar, shown once the order panel's button is out of sight. */
const meta = {
  title: 'Storefront/Creation detail/Sticky buy bar',
  component: WithTarget,
  decorators: [withStorefront],
  beforeEach: () => pretendPhone({ buttonOutOfSight: true }),
  args: {
    price: 'HK$ 440.00',
    label: 'Add to cart',
    disabled: false,
    reason: null,
    loading: false,
    onOrder: fn(),
  },
  parameters: { sideBySide: false },
} satisfies Meta<typeof WithTarget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The price and the order button; a click does what the panel's button does. */
export const Orderable: Story = {
  play: async ({ args }) => {
    await shows('HK$ 440.00');
    await userEvent.click(await find('button', 'Add to cart'));
    await expect(args.onOrder).toHaveBeenCalledTimes(1);
  },
};

/** A pre-order that has ended: the button is disabled and the bar says why. */
export const Ended: Story = {
  args: { label: 'Preorder already end', disabled: true, reason: 'This pre-order has ended.' },
  play: async () => {
    await expect(await find('button', 'Preorder already end')).toBeDisabled();
    await shows('This pre-order has ended.');
  },
};
