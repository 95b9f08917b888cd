import { formatDate, message, type Message } from '@atelier/domain';
import type { FieldOfType } from '@atelier/schema';
import { useState } from 'react';
import type { FieldInputProps } from '../contract';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';
import { controlA11y, fieldIds, FieldFrame } from './FieldFrame';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 002 §3, §5 date: a date box between minDate and maxDate; a disabled date is refused with the
 * message (the answer stays as it was); the chosen date is shown in the field's dateFormat.
 */
export function DateInput(props: FieldInputProps & { field: FieldOfType<'date'> }) {
  const { field, value, onChange, problem, idPrefix, language, disabled } = props;
  const { t } = useCustomiseTexts();
  const [refused, setRefused] = useState<string | null>(null);
  const date = typeof value === 'string' && ISO_DATE.test(value) ? value : '';
  const shownProblem: Message | null = refused ? message('answer.dateDisabled') : problem;
  const hint = date ? t('chosenDate', { date: formatDate(date, field.dateFormat) }) : undefined;
  return (
    <FieldFrame field={field} language={language} idPrefix={idPrefix} problem={shownProblem} hint={hint}>
      <input
        className="cf-input cf-input--date"
        type="date"
        aria-labelledby={fieldIds(idPrefix).legend}
        min={field.minDate}
        max={field.maxDate}
        value={refused ?? date}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value;
          if (field.disabledDates.includes(next)) return setRefused(next);
          setRefused(null);
          onChange(next === '' ? undefined : next);
        }}
        {...controlA11y(idPrefix, shownProblem, hint !== undefined)}
      />
    </FieldFrame>
  );
}
