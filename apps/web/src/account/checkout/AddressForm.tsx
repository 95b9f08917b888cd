import { SHIPPING_COUNTRIES, type ShippingAddressInput, type ShippingCountry } from '@atelier/schema';
import { Button, Dialog, Select, TextField, useTranslation } from '@atelier/ui';
import { type FormEvent, useState } from 'react';
import type { CheckoutText } from './i18n/useCheckoutText';

const EMPTY: ShippingAddressInput = { recipient: '', phone: '', line1: '', city: '', country: 'HK' };

type TextKey = 'recipient' | 'phone' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode';

/** A country's name in `language` (the platform's own list: nothing to translate). */
function countryNamer(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  } catch {
    return (code: string) => code;
  }
}

/**
 * Issue 16 address form (add or edit) in a dialog. The server validates it
 * (ShippingAddressSchema); its field errors come back in `errors` and show at their fields.
 */
export function AddressForm({
  t,
  open,
  onOpenChange,
  initial,
  initialDefault,
  errors,
  busy,
  onSubmit,
  title,
}: {
  t: CheckoutText;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ShippingAddressInput | null;
  initialDefault: boolean;
  errors: Record<string, string>;
  busy: boolean;
  onSubmit: (address: ShippingAddressInput, isDefault: boolean) => void;
  title: string;
}) {
  const [value, setValue] = useState<ShippingAddressInput>(initial ?? EMPTY);
  const [isDefault, setIsDefault] = useState(initialDefault);
  const { i18n } = useTranslation();
  const countryName = countryNamer(i18n.language);
  const needsPostalCode = SHIPPING_COUNTRIES[value.country as ShippingCountry]?.postalCode ?? false;
  const field = (key: TextKey, label: string, extra: { autoComplete?: string; type?: string } = {}) => (
    <TextField
      label={label}
      name={key}
      value={value[key] ?? ''}
      error={errors[key]}
      onChange={(event) => setValue((current) => ({ ...current, [key]: event.target.value }))}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Optional fields left empty are not sent (the server reads '' as "none" too).
    const cleaned = Object.fromEntries(
      Object.entries(value).filter(([, text]) => typeof text !== 'string' || text.trim() !== ''),
    ) as ShippingAddressInput;
    onSubmit(cleaned, isDefault);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('cancel')}</Button>
          <Button variant="primary" type="submit" form="checkout-address-form" loading={busy}>
            {t('saveAddress')}
          </Button>
        </>
      }
    >
      <form id="checkout-address-form" className="checkout-address-form" onSubmit={submit} noValidate>
        {field('recipient', t('recipient'), { autoComplete: 'name' })}
        {field('phone', t('phone'), { autoComplete: 'tel', type: 'tel' })}
        {field('line1', t('line1'), { autoComplete: 'address-line1' })}
        {field('line2', t('line2'), { autoComplete: 'address-line2' })}
        {field('city', t('city'), { autoComplete: 'address-level2' })}
        {field('region', t('region'), { autoComplete: 'address-level1' })}
        <Select
          label={t('country')}
          name="country"
          value={value.country}
          options={Object.keys(SHIPPING_COUNTRIES).map((code) => ({ value: code, label: countryName(code) }))}
          onChange={(country) => setValue((current) => ({ ...current, country: country as ShippingCountry }))}
          {...(errors.country ? { hint: <span className="checkout-error">{errors.country}</span> } : {})}
        />
        {(needsPostalCode || value.postalCode) &&
          field('postalCode', t('postalCode'), { autoComplete: 'postal-code' })}
        <label className="checkout-check">
          <input
            type="checkbox"
            checked={isDefault}
            onChange={(event) => setIsDefault(event.target.checked)}
          />
          {t('makeDefault')}
        </label>
      </form>
    </Dialog>
  );
}
