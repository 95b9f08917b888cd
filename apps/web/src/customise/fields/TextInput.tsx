import { textIn } from '@atelier/domain';
import type { FieldOfType } from '@atelier/schema';
import type { FieldInputProps } from '../contract';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';
import { controlA11y, fieldIds, FieldFrame } from './FieldFrame';

/** 002 §3 text: a text box with the creator's placeholder; with maxLength a counter. */
export function TextInput(props: FieldInputProps & { field: FieldOfType<'text'> }) {
  const { field, value, onChange, problem, idPrefix, language, disabled } = props;
  const { t } = useCustomiseTexts();
  const text = typeof value === 'string' ? value : '';
  const hint =
    field.maxLength === undefined ? undefined : t('characters', { count: text.length, max: field.maxLength });
  return (
    <FieldFrame field={field} language={language} idPrefix={idPrefix} problem={problem} hint={hint}>
      <input
        className="cf-input"
        type="text"
        aria-labelledby={fieldIds(idPrefix).legend}
        placeholder={field.placeholder === undefined ? undefined : textIn(field.placeholder, language)}
        maxLength={field.maxLength}
        value={text}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        {...controlA11y(idPrefix, problem, hint !== undefined)}
      />
    </FieldFrame>
  );
}
