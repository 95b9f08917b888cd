import {
  addSizingOption,
  parseCostWeight,
  removeSizingOption,
  setSizingOptionWeight,
  unusedSizes,
} from '@atelier/domain';
import type { SizingOption } from '@atelier/schema';
import { Button, TextField } from '@atelier/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useStepsText } from '../i18n';

function WeightField({ option, onCommit }: { option: SizingOption; onCommit: (weight: number) => void }) {
  const { t } = useStepsText();
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(option.cost_weight);
  const invalid = parseCostWeight(shown) === null;
  return (
    <TextField
      label={t('costWeightFor', { size: option.name })}
      inputMode="decimal"
      value={shown}
      error={invalid ? t('costWeightInvalid') : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const weight = parseCostWeight(event.target.value);
        if (weight !== null) onCommit(weight);
      }}
      onBlur={() => (invalid ? undefined : setText(null))}
    />
  );
}

/** 001 §3 a prebuild's sizes, each with its cost weight (the unit cost's multiplier). */
export function SizingOptionsEditor({
  options,
  onChange,
}: {
  options: readonly SizingOption[];
  onChange: (options: SizingOption[], label: string) => void;
}) {
  const { t } = useStepsText();
  const next = unusedSizes(options)[0];
  return (
    <div className="editor-step__section">
      {options.length === 0 ? (
        <p className="editor-step__empty">{t('noSizes')}</p>
      ) : (
        <ul className="editor-step__list">
          {options.map((option) => (
            <li key={option.name} className="editor-step__list-row">
              <WeightField
                option={option}
                onCommit={(weight) =>
                  onChange(setSizingOptionWeight(options, option.name, weight), 'Cost weight')
                }
              />
              <Button
                variant="ghost"
                icon={<Trash2 />}
                aria-label={t('removeSize', { size: option.name })}
                onClick={() => onChange(removeSizingOption(options, option.name), 'Remove size')}
              />
            </li>
          ))}
        </ul>
      )}
      {next !== undefined && (
        <Button icon={<Plus />} onClick={() => onChange(addSizingOption(options), 'Add size')}>
          {`${t('addSize')} (${next})`}
        </Button>
      )}
    </div>
  );
}
