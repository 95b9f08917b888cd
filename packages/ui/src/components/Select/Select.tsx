import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  /** The option's language, when its label is written in one (language pickers). */
  lang?: string;
  /** The labelled group (`<optgroup>`) it belongs to; options of a group are listed together. */
  group?: string;
}

/** Options in runs of the same group, in order. */
function runsOf(options: readonly SelectOption[]): { group: string | undefined; options: SelectOption[] }[] {
  const runs: { group: string | undefined; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

const optionOf = (option: SelectOption) => (
  <option key={option.value} value={option.value} lang={option.lang}>
    {option.label}
  </option>
);

export interface SelectProps {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Shown under the field. */
  hint?: ReactNode;
  disabled?: boolean;
  name?: string;
}

/** A labelled native select: the platform's own picker on touch, full keyboard support everywhere. */
export function Select({ label, value, options, onChange, hint, disabled, name }: SelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="ui-select">
      <label className="ui-select__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-select__control">
        <select
          id={id}
          name={name}
          value={value}
          disabled={disabled}
          aria-describedby={hint !== undefined ? hintId : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {runsOf(options).map((run, index) =>
            run.group === undefined ? (
              run.options.map(optionOf)
            ) : (
              <optgroup key={`${run.group}-${index}`} label={run.group}>
                {run.options.map(optionOf)}
              </optgroup>
            ),
          )}
        </select>
        <ChevronDown aria-hidden="true" className="ui-select__chevron" />
      </div>
      {hint !== undefined && (
        <p id={hintId} className="ui-select__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
