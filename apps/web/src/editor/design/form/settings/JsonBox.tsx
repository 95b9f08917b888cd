import { parseJsonInput } from '@atelier/domain';
import { useId, useState } from 'react';

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/**
 * 002 §5: a JSON box (partSelect variations, a size's measurements). Invalid JSON, or JSON of
 * the wrong shape, is ignored: the previous value stays and the box says so.
 */
export function JsonBox<T>({
  label,
  value,
  onValue,
  ignoredText,
  guard,
}: {
  readonly label: string;
  readonly value: T;
  readonly onValue: (value: T) => void;
  /** Says that what is typed is ignored and the last valid value kept. */
  readonly ignoredText: string;
  readonly guard?: (value: unknown) => value is T;
}) {
  const id = useId();
  const [text, setText] = useState(() => show(value));
  const [ignored, setIgnored] = useState(false);
  const change = (next: string) => {
    setText(next);
    // An identity marker tells "ignored" from a parsed value equal to the previous one.
    const marker = {} as T;
    const parsed = parseJsonInput<T>(next, marker, guard);
    setIgnored(parsed === marker);
    if (parsed !== marker) onValue(parsed);
  };
  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="form-settings__textarea form-settings__json"
        rows={4}
        spellCheck={false}
        value={text}
        aria-invalid={ignored || undefined}
        aria-describedby={ignored ? `${id}-ignored` : undefined}
        onChange={(event) => change(event.target.value)}
      />
      {ignored && (
        <p id={`${id}-ignored`} className="ui-field__error">
          {ignoredText}
        </p>
      )}
    </div>
  );
}
