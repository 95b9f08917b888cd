import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '@atelier/ui';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { shopperSession } from '../../stories-support/fixtures';
import { click, find, languageOf, says, shows } from '../../stories-support/play';
import { savedAddresses, storefront, withStorefront } from '../../stories-support/storefront';
import { ADDRESSES_KEY, AddressBook } from './AddressBook';
import { loadCheckoutTexts } from './i18n';
import type { CheckoutCatalogue } from './i18n/en';
import { useCheckoutText } from './i18n/useCheckoutText';
import './checkout.css';

/** The book as the checkout holds it: the picked address kept here, the texts in the story's language. */
function Book({ onSelect }: { onSelect: (id: string | null) => void }) {
  const { t, ready } = useCheckoutText();
  const [selected, setSelected] = useState<string | null>(null);
  if (!ready) return <Skeleton height={120} />;
  return (
    <AddressBook
      t={t}
      selected={selected}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    />
  );
}

const textsOf = async (context: { globals: Record<string, unknown> }) =>
  (await loadCheckoutTexts(languageOf(context))) as CheckoutCatalogue;

/** Issue 16 address book on /checkout: pick, add, edit, delete, make default. */
const meta = {
  title: 'Storefront/Account/Checkout/Address book',
  component: Book,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
    withStorefront,
  ],
  args: { onSelect: fn() },
  parameters: storefront({
    session: shopperSession,
    route: '/checkout',
    queries: [[ADDRESSES_KEY, savedAddresses]],
  }),
} satisfies Meta<typeof Book>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved addresses: the default picked first; picking the office moves the choice. */
export const TwoAddresses: Story = {
  play: async (context) => {
    const texts = await textsOf(context);
    await shows('Sam Chan');
    await shows(/Flat 3, 12 Tai Ping Shan Street, Sheung Wan, HK/);
    await shows(texts.default);
    const home = await find('radio', /^Sam Chan\b(?! \(office\))/);
    await expect(home).toBeChecked();
    const office = await click('radio', /Sam Chan \(office\)/);
    await expect(office).toBeChecked();
    await expect(context.args.onSelect).toHaveBeenCalledWith('ad_office');
  },
};

/** No saved address yet: the book asks for one. */
export const NoAddresses: Story = {
  parameters: storefront({ session: shopperSession, route: '/checkout', queries: [[ADDRESSES_KEY, []]] }),
  play: async (context) => {
    const texts = await textsOf(context);
    await shows(texts.noAddresses);
    await find('button', texts.addAddress);
    await says(context, 'No saved addresses yet. Add one to ship your order.');
  },
};

/** Delete asks once before the address goes. */
export const ConfirmDelete: Story = {
  parameters: { sideBySide: false },
  play: async (context) => {
    const texts = await textsOf(context);
    await click('button', texts.deleteAddressOf.replace('{{name}}', 'Sam Chan (office)'));
    await find('dialog', texts.deleteConfirmTitle);
    await shows(texts.deleteConfirmText);
    await says(context, 'Delete this address?');
  },
};

/** The book could not be read: a notice and Try again. */
export const LoadFailed: Story = {
  parameters: storefront({
    session: shopperSession,
    route: '/checkout',
    queries: [],
    api: {
      'GET /api/me/addresses': { status: 500, body: { error: { code: 'internal', message: 'Down' } } },
    },
  }),
  play: async (context) => {
    const texts = await textsOf(context);
    await shows(texts.loadFailed);
    await find('button', texts.retry);
    await says(context, 'This could not be loaded.');
  },
};

/** Waiting for the book: a placeholder. */
export const Loading: Story = {
  parameters: storefront({ session: shopperSession, route: '/checkout', queries: [], pending: true }),
};
