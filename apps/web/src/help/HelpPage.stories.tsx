import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { find, languageOf, says, shows } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { HelpPage } from './HelpPage';
import { loadHelpTexts } from './i18n';
import type { HelpCatalogue } from './i18n/en';

const topic = (name: string) => storefront({ route: `/help/${name}`, path: '/help/:topic' });
const textsOf = async (context: { globals: Record<string, unknown> }) =>
  (await loadHelpTexts(languageOf(context))) as HelpCatalogue;

/** Issue 18: the shop's contact page and policies, reached from the footer. */
const meta = {
  title: 'Storefront/Pages/Help',
  component: HelpPage,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen', ...topic('refunds') },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 000 §9's refund rule, word for word, set apart at the top. */
export const Refunds: Story = {
  play: async (context) => {
    const texts = await textsOf(context);
    await expect(await find('heading', texts['refunds.title'])).toBeInTheDocument();
    await shows(texts['refunds.policy']);
    await says(
      context,
      "Refunds only for damaged or mislabeled items, reported within 7 days of receipt; return shipping at the buyer's cost; original shipping not refunded.",
    );
    await expect(await find('link', texts['refunds.title'])).toHaveAttribute('aria-current', 'page');
  },
};

/** 000 §9's production times; prices exclude shipping. */
export const Shipping: Story = {
  parameters: topic('shipping'),
  play: async (context) => {
    const texts = await textsOf(context);
    await shows(texts['shipping.production']);
    await expect(await find('link', texts['shipping.refundLink'])).toHaveAttribute('href', '/help/refunds');
    await says(context, /Last updated .*2026/);
  },
};

export const Privacy: Story = {
  parameters: topic('privacy'),
  play: async (context) => {
    await shows((await textsOf(context))['privacy.rights']);
  },
};

export const Terms: Story = {
  parameters: topic('terms'),
  play: async (context) => {
    await shows((await textsOf(context))['terms.law']);
  },
};

/** The address, the hours and the form. */
export const Contact: Story = {
  parameters: topic('contact'),
  play: async (context) => {
    const texts = await textsOf(context);
    await expect(await find('link', 'hello@atelier.hk')).toHaveAttribute('href', 'mailto:hello@atelier.hk');
    await shows(texts['contact.hours']);
    await expect(await find('button', texts['contact.send'])).toBeInTheDocument();
  },
};

/** An unknown help page is a not-found page. */
export const UnknownTopic: Story = {
  parameters: topic('cookies'),
  play: async (context) => {
    await says(context, 'Page not found');
  },
};
