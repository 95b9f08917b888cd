import type { FieldOfType } from '@atelier/schema';
import { useState } from 'react';
import type { FieldInputProps } from '../contract';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';
import { useMoney } from '../../money/useMoney';
import { controlA11y, fieldIds, FieldFrame } from './FieldFrame';
import { extraPriceText } from './extraPriceText';

/**
 * 002 §3 number: a number box with the field's min, max and step; when the field has price
 * ranges, the one the amount falls in is shown (the first that contains it, as the price does).
 */
export function NumberInput(props: FieldInputProps & { field: FieldOfType<'number'> }) {
  const { field, value, onChange, problem, idPrefix, language, disabled } = props;
  const { t } = useCustomiseTexts();
  const money = useMoney();
  // What the shopper typed, so '1.' or '-' is not wiped while they type.
  const [typed, setTyped] = useState(typeof value === 'number' ? String(value) : '');
  const shown = typeof value === 'number' && Number(typed) !== value ? String(value) : typed;
  const amount = typeof value === 'number' ? value : undefined;
  let hint: string | undefined;
  if (field.priceRanges.length > 0 && amount !== undefined) {
    const range = field.priceRanges.find((r) => amount >= r.rangeStart && amount <= r.rangeEnd);
    const price = range ? extraPriceText(range, money) : undefined;
    hint = price ? t('priceApplies', { price }) : t('noPriceApplies');
  }
  return (
    <FieldFrame field={field} language={language} idPrefix={idPrefix} problem={problem} hint={hint}>
      <input
        className="cf-input cf-input--number"
        type="number"
        inputMode="decimal"
        aria-labelledby={fieldIds(idPrefix).legend}
        min={field.min}
        max={field.max}
        step={field.step}
        value={shown}
        disabled={disabled}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          const number = event.target.valueAsNumber;
          onChange(text === '' ? undefined : Number.isFinite(number) ? number : text);
        }}
        {...controlA11y(idPrefix, problem, hint !== undefined)}
      />
    </FieldFrame>
  );
}
