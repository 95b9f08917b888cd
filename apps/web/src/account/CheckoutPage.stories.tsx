import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyCart, shopperSession } from '../stories-support/fixtures';
import { find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { CheckoutPage } from './CheckoutPage';
import { ADDRESSES_KEY } from './checkout/AddressBook';
import { CHECKOUT_OPTIONS_KEY } from './checkout/checkoutApi';

/** The shop takes bank transfer / FPS (GET /api/checkout/options). */
const manual = [CHECKOUT_OPTIONS_KEY, { provider: 'manual' }] as const;

/** Sam's address book: one default address in Hong Kong. */
const addresses = [
  {
    id: 'ad_home',
    isDefault: true,
    address: {
      recipient: 'Sam Chan',
      phone: '+852 9123 4567',
      line1: 'Flat 3, 12 Tai Ping Shan Street',
      city: 'Sheung Wan',
      country: 'HK',
    },
  },
];

/** 000 §2 /checkout, the target of 'Order Now'. */
const meta = {
  title: 'Storefront/Account/Checkout page',
  component: CheckoutPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({
      session: shopperSession,
      route: '/checkout',
      queries: [[ADDRESSES_KEY, addresses], manual],
    }),
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With items: the address book, contact, payment and the summary at the server's prices. */
export const WithItems: Story = {
  play: async (context) => {
    await says(context, 'Prices exclude shipping.');
    await says(context, 'Bank transfer / FPS');
    await says(context, 'Sam Chan');
  },
};

/** No saved address yet: the book asks for one. */
export const NoAddresses: Story = {
  parameters: storefront({
    session: shopperSession,
    route: '/checkout',
    queries: [[ADDRESSES_KEY, []], manual],
  }),
  play: async (context) => {
    await says(context, 'No saved addresses yet. Add one to ship your order.');
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
