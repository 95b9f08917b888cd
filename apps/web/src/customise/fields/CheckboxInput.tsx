import { canSelectMore, textIn, toggleCheckboxOption } from '@atelier/domain';
import type { FieldOfType } from '@atelier/schema';
import { useState } from 'react';
import type { FieldInputProps } from '../contract';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';
import { useMoney } from '../../money/useMoney';
import { listAnswer, listValue } from './answerValues';
import { ChoiceList } from './ChoiceList';
import { extraPriceText } from './extraPriceText';
import { FieldFrame } from './FieldFrame';

const OTHER = '\u0000other';

/**
 * 002 §3, §5 checkbox: boxes with extra prices; at maxSelections the other boxes are disabled
 * and a hint says why (the domain's rule, so the UI and the price agree). With enableOther the
 * shopper's own text counts as one of the selections.
 */
export function CheckboxInput(props: FieldInputProps & { field: FieldOfType<'checkbox'> }) {
  const { field, value, onChange, problem, idPrefix, language, disabled } = props;
  const { t, m } = useCustomiseTexts();
  const money = useMoney();
  const optionIds = new Set(field.options.map((option) => option.id));
  const all = listValue(value);
  const ids = all.filter((id) => optionIds.has(id));
  const otherText = all.find((id) => !optionIds.has(id)) ?? '';
  const [otherChosen, setOtherChosen] = useState(otherText !== '');
  const taken = [...ids, ...(otherChosen ? [OTHER] : [])];
  const more = canSelectMore(field, taken);
  const write = (nextIds: readonly string[], text: string) =>
    onChange(listAnswer(text ? [...nextIds, text] : nextIds));
  const toggle = (id: string) => {
    if (id === OTHER) {
      if (!otherChosen && !more) return;
      setOtherChosen(!otherChosen);
      return write(ids, otherChosen ? '' : otherText);
    }
    const { selected } = toggleCheckboxOption(field, taken, id);
    write(
      selected.filter((entry) => entry !== OTHER),
      otherText,
    );
  };
  const choices = field.options.map((option) => ({
    value: option.id,
    label: textIn(option.text, language),
    detail: extraPriceText(option.extraPrice, money),
  }));
  if (field.enableOther) choices.push({ value: OTHER, label: t('other'), detail: undefined });
  const limit = field.maxSelections;
  const hint =
    limit === undefined
      ? undefined
      : more
        ? t('chooseUpTo', { max: limit })
        : t('limitReached', { max: limit });
  return (
    <FieldFrame field={field} language={language} idPrefix={idPrefix} problem={problem} hint={hint}>
      {choices.length === 0 ? (
        <p className="cf-empty">{m({ key: 'empty.noOptions' })}</p>
      ) : (
        <ChoiceList
          idPrefix={idPrefix}
          choices={choices}
          selected={taken}
          multiple
          onToggle={toggle}
          problem={problem}
          disabled={disabled}
          isDisabled={() => !more}
          hint={hint !== undefined}
        />
      )}
      {otherChosen && (
        <input
          className="cf-input"
          type="text"
          aria-label={t('otherText')}
          value={otherText}
          disabled={disabled}
          onChange={(event) => write(ids, event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
