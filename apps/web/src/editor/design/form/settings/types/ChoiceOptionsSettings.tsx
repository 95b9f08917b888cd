import { checkMaxSelectionsInput } from '@atelier/domain';
import type { ChoiceOption } from '@atelier/schema';
import { Button } from '@atelier/ui';
import { Plus } from 'lucide-react';
import { NumberSetting } from '../NumberSetting';
import { nextId } from '../nextId';
import { OptionRow } from '../OptionRow';
import { ToggleSetting } from '../ToggleSetting';
import type { TypeSettingsProps } from '../types';

/**
 * 002 §3, §5 option (radio) and checkbox: the options (text in English and Traditional
 * Chinese, an extra price fixed or percentage), 'Other', and for a checkbox max selections
 * (at least 1; empty means no limit).
 */
export function ChoiceOptionsSettings({ field, commit, t }: TypeSettingsProps<'option' | 'checkbox'>) {
  const setOptions = (options: ChoiceOption[]) => commit({ ...field, options });
  return (
    <>
      <fieldset className="form-settings__objects">
        <legend className="form-settings__legend">{t('options')}</legend>
        <ol className="form-settings__rows">
          {field.options.map((option, index) => (
            <OptionRow
              key={option.id}
              option={option}
              number={index + 1}
              t={t}
              onChange={(next) => setOptions(field.options.map((o) => (o.id === option.id ? next : o)))}
              onDelete={() => setOptions(field.options.filter((o) => o.id !== option.id))}
            />
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={16} aria-hidden="true" />}
          onClick={() =>
            setOptions([
              ...field.options,
              {
                id: nextId('option_', field.options),
                // Stored data, not interface text: English, as every multilingual text holds it.
                text: { en: `Option ${field.options.length + 1}` },
              },
            ])
          }
        >
          {t('addOption')}
        </Button>
      </fieldset>
      <ToggleSetting
        label={t('enableOther')}
        checked={field.enableOther}
        onChange={(enableOther) => commit({ ...field, enableOther })}
      />
      {field.type === 'checkbox' && (
        <NumberSetting
          label={t('maxSelections')}
          hint={t('noLimit')}
          value={field.maxSelections}
          check={checkMaxSelectionsInput}
          onValue={(maxSelections) => {
            const { maxSelections: _old, ...rest } = field;
            return commit(maxSelections === undefined ? rest : { ...field, maxSelections });
          }}
          refused={t('notKept')}
        />
      )}
    </>
  );
}
