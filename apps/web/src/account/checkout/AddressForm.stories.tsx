import type { ShippingAddressInput } from '@atelier/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '@atelier/ui';
import { expect, fn, screen } from 'storybook/test';
import { shopperSession } from '../../stories-support/fixtures';
import { click, find, languageOf, says, shows } from '../../stories-support/play';
import { savedAddresses, storefront, withStorefront } from '../../stories-support/storefront';
import { AddressForm } from './AddressForm';
import { loadCheckoutTexts } from './i18n';
import type { CheckoutCatalogue } from './i18n/en';
import { useCheckoutText } from './i18n/useCheckoutText';
import './checkout.css';

/** The form in its dialog, titled as the address book titles it, in the story's language. */
function Form({
  mode,
  initial,
  initialDefault,
  errors,
  busy,
  onSubmit,
  onOpenChange,
}: {
  mode: 'add' | 'edit';
  initial: ShippingAddressInput | null;
  initialDefault: boolean;
  errors: Record<string, string>;
  busy: boolean;
  onSubmit: (address: ShippingAddressInput, isDefault: boolean) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, ready } = useCheckoutText();
  if (!ready) return <Skeleton height={320} />;
  return (
    <AddressForm
      t={t}
      open
      onOpenChange={onOpenChange}
      title={mode === 'edit' ? t('editAddress') : t('addAddress')}
      initial={initial}
      initialDefault={initialDefault}
      errors={errors}
      busy={busy}
      onSubmit={onSubmit}
    />
  );
}

const textsOf = async (context: { globals: Record<string, unknown> }) =>
  (await loadCheckoutTexts(languageOf(context))) as CheckoutCatalogue;

const office = savedAddresses[1]!.address;

/** Adding or editing an address: the server validates it and its errors show at their fields. */
const meta = {
  title: 'Storefront/Account/Checkout/Address form',
  component: Form,
  decorators: [withStorefront],
  args: {
    mode: 'add',
    initial: null,
    initialDefault: true,
    errors: {},
    busy: false,
    onSubmit: fn(),
    onOpenChange: fn(),
  },
  parameters: { sideBySide: false, ...storefront({ session: shopperSession, route: '/checkout' }) },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new address: empty, Hong Kong (no postal code), the first one becomes the default. */
export const Add: Story = {
  play: async (context) => {
    const texts = await textsOf(context);
    await find('dialog', texts.addAddress);
    await find('textbox', texts.recipient);
    await find('button', texts.saveAddress);
    await expect(screen.queryByRole('textbox', { name: texts.postalCode })).toBeNull();
    await says(context, 'Use as my default address');
  },
};

/** Sam's office address being edited: every field filled, sent as typed. */
export const Edit: Story = {
  args: { mode: 'edit', initial: office, initialDefault: false },
  play: async (context) => {
    const texts = await textsOf(context);
    await find('dialog', texts.editAddress);
    await expect(await find('textbox', texts.line1)).toHaveValue('18/F, 88 Queensway');
    await click('button', texts.saveAddress);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(office, false);
  },
};

/** An address abroad asks for its postal code. */
export const PostalCode: Story = {
  args: {
    mode: 'edit',
    initial: {
      recipient: 'Sam Chan',
      phone: '+81 3 1234 5678',
      line1: '2-11-3 Meguro',
      city: 'Meguro-ku, Tokyo',
      postalCode: '153-0063',
      country: 'JP',
    },
  },
  play: async (context) => {
    const texts = await textsOf(context);
    await expect(await find('textbox', texts.postalCode)).toHaveValue('153-0063');
    await shows(texts.country);
  },
};

/** The server refused the phone number: its message shows at the field. */
export const ServerErrors: Story = {
  args: {
    initial: { recipient: 'Sam Chan', phone: '12', line1: '1 Star Street', city: 'Wan Chai', country: 'HK' },
    errors: { phone: 'A phone number has 6 to 15 digits.' },
  },
  play: async (context) => {
    const texts = await textsOf(context);
    await find('dialog', texts.addAddress);
    await shows('A phone number has 6 to 15 digits.');
  },
};
