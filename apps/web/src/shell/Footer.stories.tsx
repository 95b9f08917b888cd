import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHECKOUT_OPTIONS_KEY } from '../account/checkout/checkoutApi';
import { loadHelpTexts } from '../help/i18n';
import { find, languageOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { Footer } from './Footer';

/** Issue 18: the footer as the shell mounts it, its code loaded once the page is idle. */
const meta = {
  title: 'Storefront/Shell/Footer (lazy)',
  component: Footer,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({ queries: [[CHECKOUT_OPTIONS_KEY, { provider: 'manual' }]] }),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterThePage: Story = {
  play: async (context) => {
    const texts = await loadHelpTexts(languageOf(context));
    await find('link', texts['privacy.title'] ?? '');
  },
};
