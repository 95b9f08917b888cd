import type { FieldOfType } from '@atelier/schema';
import type { FieldInputProps } from '../contract';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';
import { singleValue } from './answerValues';
import { ChoiceList } from './ChoiceList';
import { FieldFrame } from './FieldFrame';
import { PALETTES } from './palettes';

/**
 * 002 §3 colorSelect: the field's colours then its palette's as swatches ('custom': the field's
 * only); with showColorPicker or allowCustomColor the browser's colour picker for any colour.
 */
export function ColorSelectInput(props: FieldInputProps & { field: FieldOfType<'colorSelect'> }) {
  const { field, value, onChange, problem, idPrefix, language, disabled } = props;
  const { t, m } = useCustomiseTexts();
  const chosen = singleValue(value).toLowerCase();
  const own = field.colorOptions.map((option) => ({
    value: option.value.toLowerCase(),
    label: option.label || option.value,
  }));
  const palette =
    field.paletteType === 'custom'
      ? []
      : PALETTES[field.paletteType]
          .filter((entry) => !own.some((option) => option.value === entry.value))
          .map((entry) => ({ value: entry.value, label: t(entry.name) }));
  const swatches = [...own, ...palette].map((entry) => ({
    ...entry,
    media: <span className="cf-swatch" style={{ background: entry.value }} aria-hidden="true" />,
  }));
  const picker = field.showColorPicker || field.allowCustomColor;
  const custom = chosen !== '' && !swatches.some((swatch) => swatch.value === chosen);
  return (
    <FieldFrame field={field} language={language} idPrefix={idPrefix} problem={problem}>
      {swatches.length === 0 && !picker ? (
        <p className="cf-empty">{m({ key: 'empty.noOptions' })}</p>
      ) : (
        <ChoiceList
          idPrefix={idPrefix}
          choices={swatches}
          selected={[chosen]}
          multiple={false}
          onToggle={onChange}
          problem={problem}
          layout="swatches"
          disabled={disabled}
        />
      )}
      {picker && (
        <label className="cf-colour-picker" data-checked={custom || undefined}>
          <input
            type="color"
            value={/^#[0-9a-f]{6}$/.test(chosen) ? chosen : '#000000'}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value.toLowerCase())}
          />
          <span>{t('customColour')}</span>
          {custom && <span className="cf-colour-picker__value">{chosen}</span>}
        </label>
      )}
    </FieldFrame>
  );
}
