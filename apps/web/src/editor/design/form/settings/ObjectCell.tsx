import { checkObjectNumberEntry } from '@atelier/domain';
import { Select, TextField, type SelectOption } from '@atelier/ui';
import { useState } from 'react';
import { useMessage } from '../../../../i18n/storefrontI18n';

/** A cell's reading of what was typed: the value to store, or the message to show at it. */
export type CellResult =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

/** One entry of the object editor's rows. */
export interface ObjectColumn<Row> {
  readonly key: string;
  readonly label: string;
  readonly kind: 'text' | 'number' | 'select';
  readonly options?: readonly SelectOption[];
  /** The text shown for the row (default: the row's value at `key`). */
  readonly show?: (row: Row) => string;
  /** Reads the text (a number cell's default: a number, no empty entry, 002 §5). */
  readonly check?: (text: string, row: Row) => CellResult;
  /** The row with the value written (default: the value at `key`). */
  readonly write?: (row: Row, value: unknown) => Row;
}

const valueAt = (row: object, key: string): unknown => (row as Record<string, unknown>)[key];

/** A cell of the object editor: keeps its text while it is not valid, with its message. */
export function ObjectCell<Row extends object>({
  column,
  row,
  setRow,
  refused,
}: {
  readonly column: ObjectColumn<Row>;
  readonly row: Row;
  readonly setRow: (row: Row) => boolean;
  readonly refused: string;
}) {
  const message = useMessage();
  const shown = column.show?.(row) ?? String(valueAt(row, column.key) ?? '');
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  // A row changed elsewhere (a deleted row above, another cell) shows its stored value.
  const [synced, setSynced] = useState(shown);
  if (synced !== shown) {
    setSynced(shown);
    setText(shown);
    setError(null);
  }
  const check = (next: string): CellResult => {
    if (column.check) return column.check(next, row);
    if (column.kind !== 'number') return { ok: true, value: next };
    const result = checkObjectNumberEntry(next);
    return result.ok ? result : { ok: false, error: message(result.message) };
  };
  const change = (next: string) => {
    setText(next);
    const result = check(next);
    if (!result.ok) return setError(result.error);
    const written = column.write ? column.write(row, result.value) : { ...row, [column.key]: result.value };
    setError(setRow(written) ? null : refused);
  };
  if (column.kind === 'select')
    return <Select label={column.label} value={text} options={column.options ?? []} onChange={change} />;
  return (
    <TextField
      label={column.label}
      inputMode={column.kind === 'number' ? 'decimal' : undefined}
      value={text}
      error={error ?? undefined}
      onChange={(event) => change(event.target.value)}
    />
  );
}
