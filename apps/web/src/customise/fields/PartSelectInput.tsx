import type { FieldOfType } from '@atelier/schema';
import type { FieldInputProps } from '../contract';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';
import { listAnswer, listValue } from './answerValues';
import { ChoiceList } from './ChoiceList';
import { FieldFrame } from './FieldFrame';

/**
 * 002 §3 partSelect: the target parts as checkboxes ('toggle', and 'variations', whose shape the
 * documents do not show) or radios ('exclusive'); named by their display names when
 * showPartNames, else by the part's own name.
 */
export function PartSelectInput(props: FieldInputProps & { field: FieldOfType<'partSelect'> }) {
  const { field, value, onChange, problem, idPrefix, language, config, disabled } = props;
  const { m } = useCustomiseTexts();
  const exclusive = field.selectionMode === 'exclusive';
  const selected = listValue(value);
  const choices = field.targetParts.map((partId) => {
    const part = config.parts.find((candidate) => candidate.value === partId);
    const shown = field.showPartNames ? field.partDisplayNames[partId] : undefined;
    return { value: partId, label: shown || part?.text || partId };
  });
  const toggle = (partId: string) => {
    if (exclusive) return onChange([partId]);
    onChange(
      listAnswer(selected.includes(partId) ? selected.filter((id) => id !== partId) : [...selected, partId]),
    );
  };
  return (
    <FieldFrame field={field} language={language} idPrefix={idPrefix} problem={problem}>
      {choices.length === 0 ? (
        <p className="cf-empty">
          {m({ key: config.parts.length === 0 ? 'empty.noParts' : 'empty.noOptions' })}
        </p>
      ) : (
        <ChoiceList
          idPrefix={idPrefix}
          choices={choices}
          selected={selected}
          multiple={!exclusive}
          onToggle={toggle}
          problem={problem}
          disabled={disabled}
        />
      )}
    </FieldFrame>
  );
}
