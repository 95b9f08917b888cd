import { mediaSrc } from '@atelier/domain';
import type { FieldOfType, Material } from '@atelier/schema';
import type { FieldInputProps } from '../contract';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';
import { singleValue } from './answerValues';
import { ChoiceList } from './ChoiceList';
import { ClearButton } from './ClearButton';
import { FieldFrame } from './FieldFrame';

const look = (material: Material | undefined) => material?.asset_data ?? material?.vt_reference_data;

/**
 * 002 §3 materialSelect: the field's materials as thumbnails with names (grid) or a list; the
 * thumbnails through the resizing helper at 100 and 200 px (002 §7) unless showPreview is off.
 */
export function MaterialSelectInput(props: FieldInputProps & { field: FieldOfType<'materialSelect'> }) {
  const { field, value, onChange, problem, idPrefix, language, materials, disabled } = props;
  const { m } = useCustomiseTexts();
  const choices = field.materialOptions.map((id) => {
    const material = materials.find((candidate) => candidate.id === id);
    const data = look(material);
    const thumb = field.showPreview ? data?.thumb : undefined;
    return {
      value: id,
      label: data?.name ?? material?.text ?? id,
      media: thumb ? (
        <img
          className="cf-choice__thumb"
          src={mediaSrc(thumb, 100)}
          srcSet={`${mediaSrc(thumb, 100)} 1x, ${mediaSrc(thumb, 200)} 2x`}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : undefined,
      detail: data?.category,
    };
  });
  const selected = singleValue(value);
  return (
    <FieldFrame field={field} language={language} idPrefix={idPrefix} problem={problem}>
      {choices.length === 0 ? (
        <p className="cf-empty">{m({ key: 'empty.noOptions' })}</p>
      ) : (
        <ChoiceList
          idPrefix={idPrefix}
          choices={choices}
          selected={[selected]}
          multiple={false}
          onToggle={onChange}
          problem={problem}
          layout={field.displayMode}
          disabled={disabled}
        />
      )}
      {selected !== '' && !field.required && (
        <ClearButton onClear={() => onChange(undefined)} disabled={disabled} />
      )}
    </FieldFrame>
  );
}
