import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '@atelier/ui';
import type { ComponentProps } from 'react';
import { shopperSession } from '../../stories-support/fixtures';
import { languageOf, says, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { loadCheckoutTexts } from './i18n';
import type { CheckoutCatalogue } from './i18n/en';
import { useCheckoutText } from './i18n/useCheckoutText';
import { PaymentChoice } from './PaymentChoice';
import './checkout.css';

/** The choice with the checkout's texts in the story's language (the form hands them down). */
function Choice(props: Omit<ComponentProps<typeof PaymentChoice>, 't'>) {
  const { t, ready } = useCheckoutText();
  return ready ? <PaymentChoice t={t} {...props} /> : <Skeleton height={72} />;
}

const textsOf = async (context: { globals: Record<string, unknown> }) =>
  (await loadCheckoutTexts(languageOf(context))) as CheckoutCatalogue;

/** The checkout's Payment section: how the shop takes payment, as the server says. */
const meta = {
  title: 'Storefront/Account/Checkout/Payment choice',
  component: Choice,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
    withStorefront,
  ],
  parameters: storefront({ session: shopperSession, route: '/checkout' }),
  args: { provider: 'manual', hasPreorder: false },
} satisfies Meta<typeof Choice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: bank transfer / FPS, confirmed by the shop by hand. */
export const BankTransfer: Story = {
  play: async (context) => {
    const texts = await textsOf(context);
    await shows(texts.bankTransferNext);
    await says(context, 'Bank transfer / FPS');
  },
};

/** PAYMENT_PROVIDER=stripe: the card is entered on Stripe's hosted page, never here. */
export const CardOnStripe: Story = {
  args: { provider: 'stripe' },
  play: async (context) => {
    const texts = await textsOf(context);
    await shows(texts.cardStripeNext);
    await says(context, 'Card (Stripe)');
  },
};

/** A pre-order paid by card: Stripe only saves the card until the goal is reached. */
export const CardForPreorder: Story = {
  args: { provider: 'stripe', hasPreorder: true },
  play: async (context) => {
    const texts = await textsOf(context);
    await shows(texts.cardStripePreorderNext);
  },
};
