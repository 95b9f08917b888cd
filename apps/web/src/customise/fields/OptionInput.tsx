import { textIn } from '@atelier/domain';
import type { FieldOfType } from '@atelier/schema';
import { useState } from 'react';
import type { FieldInputProps } from '../contract';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';
import { useMoney } from '../../money/useMoney';
import { singleValue } from './answerValues';
import { ChoiceList } from './ChoiceList';
import { ClearButton } from './ClearButton';
import { extraPriceText } from './extraPriceText';
import { FieldFrame } from './FieldFrame';

const OTHER = '\u0000other';

/**
 * 002 §3 option: a radio group with each option's extra price; with enableOther an 'Other'
 * choice whose text box holds the shopper's own answer (stored as that text).
 */
export function OptionInput(props: FieldInputProps & { field: FieldOfType<'option'> }) {
  const { field, value, onChange, problem, idPrefix, language, disabled } = props;
  const { t, m } = useCustomiseTexts();
  const money = useMoney();
  const current = singleValue(value);
  const isOption = field.options.some((option) => option.id === current);
  const [otherChosen, setOtherChosen] = useState(current !== '' && !isOption);
  const other = otherChosen && !isOption;
  const choices = field.options.map((option) => ({
    value: option.id,
    label: textIn(option.text, language),
    detail: extraPriceText(option.extraPrice, money),
  }));
  if (field.enableOther) choices.push({ value: OTHER, label: t('other'), detail: undefined });
  const choose = (id: string) => {
    setOtherChosen(id === OTHER);
    onChange(id === OTHER ? undefined : id);
  };
  return (
    <FieldFrame field={field} language={language} idPrefix={idPrefix} problem={problem}>
      {choices.length === 0 ? (
        <p className="cf-empty">{m({ key: 'empty.noOptions' })}</p>
      ) : (
        <ChoiceList
          idPrefix={idPrefix}
          choices={choices}
          selected={[other ? OTHER : current]}
          multiple={false}
          onToggle={choose}
          problem={problem}
          disabled={disabled}
        />
      )}
      {other && (
        <input
          className="cf-input"
          type="text"
          aria-label={t('otherText')}
          value={isOption ? '' : current}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      )}
      {(current !== '' || other) && !field.required && (
        <ClearButton
          onClear={() => {
            setOtherChosen(false);
            onChange(undefined);
          }}
          disabled={disabled}
        />
      )}
    </FieldFrame>
  );
}
