import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '@atelier/ui';
import type { ComponentProps } from 'react';
import { shopperCart, shopperSession } from '../../stories-support/fixtures';
import { languageOf, says, shows } from '../../stories-support/play';
import { cartWithAnswers, storefront, withStorefront } from '../../stories-support/storefront';
import { loadCheckoutTexts } from './i18n';
import type { CheckoutCatalogue } from './i18n/en';
import { useCheckoutText } from './i18n/useCheckoutText';
import { OrderSummary } from './OrderSummary';
import './checkout.css';

/** The summary with the checkout's texts in the story's language (the page hands them down). */
function Summary(props: Omit<ComponentProps<typeof OrderSummary>, 't'>) {
  const { t, ready } = useCheckoutText();
  return ready ? <OrderSummary t={t} {...props} /> : <Skeleton height={200} />;
}

/** The checkout's order summary: each line at the server's price, the subtotal and 000 §9. */
const meta = {
  title: 'Storefront/Account/Checkout/Order summary',
  component: Summary,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
    withStorefront,
  ],
  parameters: storefront({ session: shopperSession, route: '/checkout' }),
  args: { items: shopperCart.data, subtotal: shopperCart.subtotal },
} satisfies Meta<typeof Summary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sam's cart: two lines sold at once and a sample in several sizes, the subtotal. */
export const SamsCart: Story = {
  play: async (context) => {
    const texts = (await loadCheckoutTexts(languageOf(context))) as CheckoutCatalogue;
    await shows('Harbour Ember Hoodie');
    await shows('Monsoon Echo Tote');
    await shows(texts.sample);
    await shows('HK$ 1,240.00');
    await shows(texts.pricesExcludeShipping);
    await says(context, /^Refunds only for damaged or mislabeled items/);
  },
};

/** A pre-order line with its customisation answers under it. */
export const WithAnswers: Story = {
  args: { items: cartWithAnswers.data, subtotal: cartWithAnswers.subtotal },
  play: async (context) => {
    const texts = (await loadCheckoutTexts(languageOf(context))) as CheckoutCatalogue;
    await shows('Lantern Bloom Tee');
    await shows(texts.preorder);
    await shows('Peach Fuzz');
    await shows('SC');
    await says(context, 'Colourway');
  },
};
