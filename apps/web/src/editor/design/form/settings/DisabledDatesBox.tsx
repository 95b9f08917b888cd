import type { InputResult } from '@atelier/domain';
import type { IsoDate } from '@atelier/schema';
import { useId, useState } from 'react';
import { useMessage } from '../../../../i18n/storefrontI18n';

/**
 * 002 §5 disabled dates, one per line, YYYY-MM-DD: lines that are not dates are named in a
 * message at the box and nothing is kept until every line is a date.
 */
export function DisabledDatesBox({
  label,
  hint,
  initial,
  check,
  onDates,
}: {
  readonly label: string;
  readonly hint: string;
  readonly initial: string;
  readonly check: (text: string) => InputResult<IsoDate[]>;
  readonly onDates: (dates: IsoDate[]) => void;
}) {
  const id = useId();
  const message = useMessage();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const change = (next: string) => {
    setText(next);
    const result = check(next);
    if (!result.ok) return setError(message(result.message));
    setError(null);
    onDates(result.value);
  };
  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="form-settings__textarea"
        rows={4}
        value={text}
        placeholder="2026-12-25"
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => change(event.target.value)}
      />
      <p id={`${id}-hint`} className="ui-field__hint">
        {hint}
      </p>
      {error !== null && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
