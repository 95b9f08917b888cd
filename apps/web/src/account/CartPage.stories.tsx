import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyCart, shopperSession } from '../stories-support/fixtures';
import { find, says, shows, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { CartPage } from './CartPage';

/** 000 §2 /cart (read-only until the checkout update). */
const meta = {
  title: 'Storefront/Account/Cart page',
  component: CartPage,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen', ...storefront({ session: shopperSession, route: '/cart' }) },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sam's cart: two pieces sold at once and a sample in several sizes, with the subtotal. */
export const WithItems: Story = {
  play: async (context) => {
    const { m } = textsOf(context);
    await shows('Harbour Ember Hoodie');
    await shows(/S × 1, L × 2/);
    await shows('HK$ 1,240.00');
    await find('link', m('cart.orderNow'));
    await says(context, 'My shopping cart');
  },
};

/** An empty cart: 'Your cart is empty' and 'Shop Now'. */
export const Empty: Story = {
  parameters: storefront({ session: shopperSession, route: '/cart', cart: emptyCart }),
  play: async (context) => {
    await find('link', textsOf(context).m('cart.shopNow'));
    await says(context, 'Your cart is empty');
  },
};

/** A guest has no cart: the empty cart (000 §6). */
export const Guest: Story = {
  parameters: storefront({ session: null, route: '/cart' }),
  play: async (context) => {
    await says(context, 'Your cart is empty');
  },
};
