import type { ReactNode } from 'react';
import './SegmentedControl.css';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: ReactNode;
  icon?: ReactNode;
}

export interface SegmentedControlProps<Value extends string> {
  /** Accessible name of the group. */
  label: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  size?: 'sm' | 'md';
  /** Stretch the options over the full width. */
  fullWidth?: boolean;
}

/**
 * One choice out of a few, as toggle buttons (`aria-pressed`): category tabs, Gallery / 3D,
 * order type. Each option is a plain button, so Tab and Enter work as everywhere else.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  size = 'md',
  fullWidth = false,
}: SegmentedControlProps<Value>) {
  return (
    <div
      className="ui-segmented"
      role="group"
      aria-label={label}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="ui-segmented__option"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.icon && (
            <span className="ui-segmented__icon" aria-hidden="true">
              {option.icon}
            </span>
          )}
          {option.label}
        </button>
      ))}
    </div>
  );
}
