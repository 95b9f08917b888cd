import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyCart, shopperSession } from '../stories-support/fixtures';
import { find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { CheckoutPage } from './CheckoutPage';

/** 000 §2 /checkout, the target of 'Order Now'. */
const meta = {
  title: 'Storefront/Account/Checkout page',
  component: CheckoutPage,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen', ...storefront({ session: shopperSession, route: '/checkout' }) },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With items: paying comes with the checkout update. */
export const WithItems: Story = {
  play: async (context) => {
    await says(context, 'Checkout is not open yet');
  },
};

/** An empty cart warns 'Your cart is empty' (000 §5). */
export const EmptyCart: Story = {
  parameters: storefront({ session: shopperSession, route: '/checkout', cart: emptyCart }),
  play: async (context) => {
    await find('link', textsOf(context).m('cart.shopNow'));
    await says(context, 'Your cart is empty');
  },
};
