import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '@atelier/ui';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { shopperCart, shopperSession } from '../../stories-support/fixtures';
import { click, find, languageOf, says, shows } from '../../stories-support/play';
import {
  cartWithAnswers,
  savedAddresses,
  storefront,
  withStorefront,
} from '../../stories-support/storefront';
import { ADDRESSES_KEY } from './AddressBook';
import { CHECKOUT_OPTIONS_KEY } from './checkoutApi';
import { CheckoutForm } from './CheckoutForm';
import { loadCheckoutTexts } from './i18n';
import type { CheckoutCatalogue } from './i18n/en';
import { useCheckoutText } from './i18n/useCheckoutText';
import './checkout.css';

/** The form with the checkout's texts in the story's language (the page hands them down). */
function Form(props: Omit<ComponentProps<typeof CheckoutForm>, 't'>) {
  const { t, ready } = useCheckoutText();
  return ready ? <CheckoutForm t={t} {...props} /> : <Skeleton height={320} />;
}

const textsOf = async (context: { globals: Record<string, unknown> }) =>
  (await loadCheckoutTexts(languageOf(context))) as CheckoutCatalogue;

const withBook = (addresses: unknown[], api = {}, provider = 'manual') =>
  storefront({
    session: shopperSession,
    route: '/checkout',
    queries: [
      [ADDRESSES_KEY, addresses],
      [CHECKOUT_OPTIONS_KEY, { provider }],
    ],
    api,
  });

/** Issue 16 /checkout with a cart: address book, contact, payment, the summary and Place order. */
const meta = {
  title: 'Storefront/Account/Checkout/Checkout form',
  component: Form,
  decorators: [withStorefront],
  args: { session: shopperSession, items: shopperCart.data, subtotal: shopperCart.subtotal },
  parameters: { layout: 'fullscreen', ...withBook(savedAddresses) },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sam's cart: the default address picked, the contact from the session, the bank transfer. */
export const WithItems: Story = {
  play: async (context) => {
    const texts = await textsOf(context);
    await shows('Harbour Ember Hoodie');
    await shows('HK$ 1,240.00');
    await expect(await find('textbox', texts.contactEmail)).toHaveValue('shopper@atelier.test');
    await expect(await find('radio', /Flat 3, 12 Tai Ping Shan Street/)).toBeChecked();
    await find('button', texts.placeOrder);
    await says(context, 'Bank transfer / FPS');
  },
};

/** A pre-order in the cart: its answers in the summary, and what happens if the goal is missed. */
export const WithPreorder: Story = {
  args: { items: cartWithAnswers.data, subtotal: cartWithAnswers.subtotal },
  play: async (context) => {
    const texts = await textsOf(context);
    await shows('Lantern Bloom Tee');
    await shows('Peach Fuzz');
    await shows(texts.preorderNext);
  },
};

/** No address yet: Place order asks for one first. */
export const NoAddress: Story = {
  parameters: withBook([]),
  play: async (context) => {
    const texts = await textsOf(context);
    await shows(texts.noAddresses);
    await click('button', texts.placeOrder);
    await shows(texts.chooseAddress);
    await says(context, 'Choose or add a shipping address first.');
  },
};

/** The server could not place the order: it says why, and the same attempt may be tried again. */
export const PlaceFailed: Story = {
  parameters: withBook(savedAddresses, {
    'POST /api/checkout': { status: 500, body: { error: { code: 'internal', message: 'Try later' } } },
  }),
  play: async (context) => {
    const texts = await textsOf(context);
    await expect(await find('radio', /Flat 3, 12 Tai Ping Shan Street/)).toBeChecked();
    await click('button', texts.placeOrder);
    await shows(texts.placeFailed.replace('{{message}}', 'Try later'));
    await says(context, 'Your order could not be placed: Try later');
  },
};

/** PAYMENT_PROVIDER=stripe: the card is paid on Stripe's hosted page after Place order. */
export const CardOnStripe: Story = {
  parameters: withBook(savedAddresses, {}, 'stripe'),
  play: async (context) => {
    const texts = await textsOf(context);
    await shows(texts.cardStripeNext);
    await says(context, 'Card (Stripe)');
  },
};
