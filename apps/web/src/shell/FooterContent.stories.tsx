import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CHECKOUT_OPTIONS_KEY } from '../account/checkout/checkoutApi';
import { loadHelpTexts } from '../help/i18n';
import type { HelpCatalogue } from '../help/i18n/en';
import { find, languageOf, shows } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { FooterContent } from './FooterContent';

const textsOf = async (context: { globals: Record<string, unknown> }) =>
  (await loadHelpTexts(languageOf(context))) as HelpCatalogue;
const provider = (name: 'manual' | 'stripe') =>
  storefront({ queries: [[CHECKOUT_OPTIONS_KEY, { provider: name }]] });

/** Issue 18: the storefront's footer under every shop page. */
const meta = {
  title: 'Storefront/Shell/Footer',
  component: FooterContent,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen', ...provider('manual') },
} satisfies Meta<typeof FooterContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default shop: FPS and bank transfers, confirmed by hand. */
export const BankTransfer: Story = {
  play: async (context) => {
    const texts = await textsOf(context);
    await expect(await find('link', texts['refunds.title'])).toHaveAttribute('href', '/help/refunds');
    await expect(await find('link', texts['contact.title'])).toHaveAttribute('href', '/help/contact');
    await shows('FPS');
    await shows(texts['footer.bankTransfer']);
    await shows(texts['footer.bankNote']);
  },
};

/** PAYMENT_PROVIDER=stripe: cards on Stripe's hosted page. */
export const Cards: Story = {
  parameters: provider('stripe'),
  play: async (context) => {
    await shows('Visa');
    await shows('Mastercard');
    await shows((await textsOf(context))['footer.cardNote']);
  },
};
