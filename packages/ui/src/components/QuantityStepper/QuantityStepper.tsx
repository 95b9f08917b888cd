import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import './QuantityStepper.css';

export interface QuantityStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Hides the visible label (it stays the accessible name). */
  hideLabel?: boolean;
  disabled?: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** A whole-number amount within bounds: minus and plus buttons around a number field. */
export function QuantityStepper({
  label,
  value,
  min,
  max,
  onChange,
  hideLabel = false,
  disabled = false,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    const parsed = Number(text);
    onChange(Number.isFinite(parsed) && text.trim() !== '' ? clamp(parsed, min, max) : value);
    setDraft(null);
  };
  return (
    <div className="ui-stepper" data-disabled={disabled || undefined}>
      <label htmlFor={id} className={hideLabel ? 'ui-visually-hidden' : 'ui-stepper__label'}>
        {label}
      </label>
      <div className="ui-stepper__controls">
        <Button
          size="sm"
          variant="ghost"
          icon={<Minus />}
          aria-label={t('decrease', { label })}
          disabled={disabled || value <= min}
          onClick={() => onChange(clamp(value - 1, min, max))}
        />
        <input
          id={id}
          className="ui-stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <Button
          size="sm"
          variant="ghost"
          icon={<Plus />}
          aria-label={t('increase', { label })}
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1, min, max))}
        />
      </div>
    </div>
  );
}
