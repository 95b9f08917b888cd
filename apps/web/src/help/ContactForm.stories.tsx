import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '@atelier/ui';
import { expect, userEvent } from 'storybook/test';
import { click, find, languageOf, shows } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { ContactForm } from './ContactForm';
import { loadHelpTexts } from './i18n';
import type { HelpCatalogue } from './i18n/en';
import { useHelpText } from './i18n/useHelpText';
import './help.css';

/** The form with the help texts in the story's language (the page hands them down). */
function Form() {
  const { t, ready } = useHelpText();
  return ready ? <ContactForm t={t} /> : <Skeleton height={320} />;
}

const textsOf = async (context: { globals: Record<string, unknown> }) =>
  (await loadHelpTexts(languageOf(context))) as HelpCatalogue;

async function fillIn(texts: HelpCatalogue) {
  await userEvent.type(await find('textbox', texts['contact.name']), 'Ada Wong');
  await userEvent.type(await find('textbox', texts['contact.email']), 'ada@example.test');
  await userEvent.type(await find('textbox', texts['contact.message']), 'Where is my parcel, please?');
}

/** Issue 18 /help/contact: the contact form, checked here and by POST /api/contact. */
const meta = {
  title: 'Storefront/Pages/Help/Contact form',
  component: Form,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
    withStorefront,
  ],
  parameters: storefront({ route: '/help/contact' }),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async (context) => {
    await find('button', (await textsOf(context))['contact.send']);
  },
};

/** Sent empty: every field says what it needs, and the first one takes the focus. */
export const Invalid: Story = {
  play: async (context) => {
    const texts = await textsOf(context);
    await click('button', texts['contact.send']);
    await shows(texts['contact.nameRequired']);
    await shows(texts['contact.emailInvalid']);
    await shows(texts['contact.messageShort']);
    await expect(await find('textbox', texts['contact.name'])).toHaveFocus();
  },
};

/** Sent: confirmed in place, with the address the reply goes to. */
export const Sent: Story = {
  parameters: storefront({ api: { 'POST /api/contact': { status: 201, body: { ok: true, id: 'ct_1' } } } }),
  play: async (context) => {
    const texts = await textsOf(context);
    await fillIn(texts);
    await click('button', texts['contact.send']);
    await shows(texts['contact.sent'].replace('{{email}}', 'ada@example.test'));
  },
};

/** Too many messages from one address (429). */
export const RateLimited: Story = {
  parameters: storefront({
    api: {
      'POST /api/contact': {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many messages. Please try again later.' } },
      },
    },
  }),
  play: async (context) => {
    const texts = await textsOf(context);
    await fillIn(texts);
    await click('button', texts['contact.send']);
    await shows(texts['contact.rateLimited']);
  },
};
