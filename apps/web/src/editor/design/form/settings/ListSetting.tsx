import { TextField } from '@atelier/ui';
import { useState } from 'react';

const split = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/**
 * A short list typed as text separated by commas (material categories, fonts, colours). A list
 * the field refuses (a colour not written #rrggbb) shows its message and is not kept.
 */
export function ListSetting({
  label,
  hint,
  values,
  placeholder,
  onValues,
  refused,
}: {
  readonly label: string;
  readonly hint: string;
  readonly values: readonly string[];
  readonly placeholder?: string;
  /** Keeps the list; false when the field refuses it. */
  readonly onValues: (values: string[]) => boolean;
  readonly refused: string;
}) {
  const joined = values.join(', ');
  const [text, setText] = useState(joined);
  const [error, setError] = useState<string | null>(null);
  // A list changed from outside replaces the text unless the text already says it.
  const [synced, setSynced] = useState(joined);
  if (synced !== joined) {
    setSynced(joined);
    if (split(text).join(', ') !== joined) setText(joined);
  }
  const change = (next: string) => {
    setText(next);
    const list = [...new Set(split(next))];
    if (list.join(', ') === joined) return setError(null);
    setError(onValues(list) ? null : refused);
  };
  return (
    <TextField
      label={label}
      hint={hint}
      placeholder={placeholder}
      value={text}
      error={error ?? undefined}
      onChange={(event) => change(event.target.value)}
    />
  );
}
