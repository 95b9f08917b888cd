import type { InputResult } from '@atelier/domain';
import { TextField } from '@atelier/ui';
import { useState } from 'react';
import { useMessage } from '../../../../i18n/storefrontI18n';

const textOf = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A number typed into a setting, read by a domain check (002 §5). A value the check or the
 * schema refuses shows its message at the input (aria-invalid, aria-describedby) and is not
 * kept: the field keeps its last valid value.
 */
export function NumberSetting<Value extends number | undefined>({
  label,
  value,
  check,
  onValue,
  refused,
  hint,
  show = textOf,
}: {
  readonly label: string;
  readonly value: Value;
  readonly check: (text: string) => InputResult<Value>;
  /** Keeps the value; false when the field as a whole refuses it. */
  readonly onValue: (value: Value) => boolean;
  /** The message when the field refuses a value the check accepted. */
  readonly refused: string;
  readonly hint?: string;
  /** The text shown for a stored value (prices in currency units). */
  readonly show?: (value: Value) => string;
}) {
  const message = useMessage();
  const [text, setText] = useState(() => show(value));
  const [error, setError] = useState<string | null>(null);
  // A value changed from outside (another editor, undo) replaces the text, unless it is what
  // the text already says (adjusting state while rendering, as React advises over an effect).
  const [synced, setSynced] = useState(value);
  if (!Object.is(synced, value)) {
    setSynced(value);
    const current = check(text);
    if (!current.ok || current.value !== value) {
      setText(show(value));
      setError(null);
    }
  }
  const change = (next: string) => {
    setText(next);
    const result = check(next);
    if (!result.ok) return setError(message(result.message));
    if (result.value === value) return setError(null);
    setError(onValue(result.value) ? null : refused);
  };
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={text}
      error={error ?? undefined}
      hint={hint}
      onChange={(event) => change(event.target.value)}
    />
  );
}
