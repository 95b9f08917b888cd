import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyCart, shopperCart, shopperSession } from '../stories-support/fixtures';
import { click, find, says, shows, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { CartPage } from './CartPage';

/** 000 §2 /cart: lines with their controls, the subtotal and Order Now. */
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

const [first] = shopperCart.data;
const editedCart = {
  data: shopperCart.data.map((item) =>
    item.id === first?.id ? { ...item, quantity: { size: 'M', amount: 2 }, price: 88_000 } : item,
  ),
  subtotal: shopperCart.subtotal + 44_000,
};

/** One more of the first line: 'Item edited', and the list read again with the server's price. */
export const ItemEdited: Story = {
  parameters: storefront({
    session: shopperSession,
    route: '/cart',
    api: {
      'POST /api/actions/user/cart': { body: { data: editedCart.data[0] } },
      'GET /api/actions/user/cart': { body: editedCart },
    },
  }),
  play: async (context) => {
    const { m, t } = textsOf(context);
    await click('button', t('increase', { label: t('cart.quantityOf', { name: 'Harbour Ember Hoodie' }) }));
    await shows(m('cart.itemEdited'));
    await says(context, 'Item edited');
    await shows('HK$ 1,680.00');
  },
};

/** The first line removed: 'Item deleted', and the list read again without it. */
export const ItemDeleted: Story = {
  parameters: storefront({
    session: shopperSession,
    route: '/cart',
    api: {
      'DELETE /api/actions/user/cart': { body: { ok: true } },
      'GET /api/actions/user/cart': {
        body: { data: shopperCart.data.slice(1), subtotal: shopperCart.subtotal - (first?.price ?? 0) },
      },
    },
  }),
  play: async (context) => {
    const { m, t } = textsOf(context);
    await click('button', t('cart.removeItem', { name: 'Harbour Ember Hoodie' }));
    await shows(m('cart.itemDeleted'));
    await says(context, 'Item deleted');
    await shows('HK$ 800.00');
  },
};

const [hoodie, second] = shopperCart.data;
const changedCart = {
  data: [
    ...(hoodie ? [{ ...hoodie, price: 48_000, priceChanged: { from: hoodie.price, to: 48_000 } }] : []),
    ...(second ? [{ ...second, available: false }] : []),
    ...shopperCart.data.slice(2),
  ],
  subtotal: 48_000 + shopperCart.data.slice(2).reduce((sum, item) => sum + item.price, 0),
};

/**
 * Issue 19: the creator raised the hoodie's price since Sam added it (the note says from what to
 * what), and the second piece was unpublished: it says so, offers only Remove, and Order Now
 * waits until it is removed.
 */
export const PriceChangedAndUnavailable: Story = {
  parameters: storefront({
    session: shopperSession,
    route: '/cart',
    api: { 'GET /api/actions/user/cart': { body: changedCart } },
  }),
  // What it shows is asserted in CartPage.test.tsx.
};
