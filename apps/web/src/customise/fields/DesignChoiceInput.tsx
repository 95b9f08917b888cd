import type { MessageKey } from '@atelier/domain';
import type { FieldOfType } from '@atelier/schema';
import type { FieldInputProps } from '../contract';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';
import { singleValue } from './answerValues';
import { ChoiceList } from './ChoiceList';
import { FieldFrame } from './FieldFrame';

type DesignChoiceField = FieldOfType<'variationSelect'> | FieldOfType<'colorwaySelect'>;

const EMPTY: Readonly<Record<DesignChoiceField['type'], MessageKey>> = {
  variationSelect: 'empty.noVariations',
  colorwaySelect: 'empty.noColorways',
};

/**
 * 002 §3 variationSelect and colorwaySelect: the options the field copied from its variation or
 * colorway (002 §4) as tiles; the 002 §8 text when there are none.
 */
export function DesignChoiceInput(props: FieldInputProps & { field: DesignChoiceField }) {
  const { field, value, onChange, problem, idPrefix, language, disabled } = props;
  const { m } = useCustomiseTexts();
  return (
    <FieldFrame field={field} language={language} idPrefix={idPrefix} problem={problem}>
      {field.options.length === 0 ? (
        <p className="cf-empty">{m({ key: EMPTY[field.type] })}</p>
      ) : (
        <ChoiceList
          idPrefix={idPrefix}
          choices={field.options.map((option) => ({
            value: option.value,
            label: option.label || option.value,
          }))}
          selected={[singleValue(value)]}
          multiple={false}
          onToggle={onChange}
          problem={problem}
          layout="buttons"
          disabled={disabled}
        />
      )}
    </FieldFrame>
  );
}
