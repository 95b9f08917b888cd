import { canDeleteObjectRow, objectEditorRenders } from '@atelier/domain';
import { Button } from '@atelier/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { ObjectCell, type ObjectColumn } from './ObjectCell';

export type { CellResult, ObjectColumn } from './ObjectCell';

export interface ObjectEditorTexts {
  readonly addRow: string;
  readonly deleteRow: (rowNumber: number) => string;
  readonly row: (rowNumber: number) => string;
  readonly empty: string;
  /** Shown at a cell when the field refuses the row. */
  readonly refused: string;
}

/**
 * 002 §5 the object editor: rows of entries, added and deleted. The last row cannot be
 * deleted unless empty rows are allowed; a number cell takes no empty entry; when empty rows
 * are allowed but new rows have no default it warns (on the console, for the developer who
 * configured it) and renders nothing.
 */
export function ObjectEditor<Row extends object>({
  label,
  rows,
  columns,
  onRowsChange,
  newRow,
  allowEmptyRows = false,
  texts,
  renderExtra,
}: {
  readonly label: string;
  readonly rows: readonly Row[];
  readonly columns: readonly ObjectColumn<Row>[];
  /** Keeps the rows; false when the field refuses them. */
  readonly onRowsChange: (rows: Row[]) => boolean;
  /** The default of an added row; without it no row can be added. */
  readonly newRow?: (rows: readonly Row[]) => Row;
  readonly allowEmptyRows?: boolean;
  readonly texts: ObjectEditorTexts;
  /** More of a row under its cells (a url's preview, a size's measurements). */
  readonly renderExtra?: (row: Row, index: number, setRow: (row: Row) => boolean) => ReactNode;
}) {
  const renders = objectEditorRenders(allowEmptyRows, newRow !== undefined);
  useEffect(() => {
    if (!renders)
      console.warn(`Object editor "${label}": empty rows are allowed but new rows have no default`);
  }, [renders, label]);
  if (!renders) return null;
  const setRow = (index: number) => (row: Row) =>
    onRowsChange(rows.map((current, at) => (at === index ? row : current)));
  const deletable = canDeleteObjectRow(rows.length, allowEmptyRows);
  return (
    <fieldset className="form-settings__objects">
      <legend className="form-settings__legend">{label}</legend>
      {rows.length === 0 && <p className="form-settings__hint">{texts.empty}</p>}
      <ol className="form-settings__rows">
        {rows.map((row, index) => (
          <li key={index} className="form-settings__row" aria-label={texts.row(index + 1)}>
            <div className="form-settings__cells">
              {columns.map((column) => (
                <ObjectCell
                  key={column.key}
                  column={column}
                  row={row}
                  setRow={setRow(index)}
                  refused={texts.refused}
                />
              ))}
              <Button
                variant="ghost"
                size="sm"
                aria-label={texts.deleteRow(index + 1)}
                disabled={!deletable}
                onClick={() => onRowsChange(rows.filter((_, at) => at !== index))}
                icon={<Trash2 size={16} aria-hidden="true" />}
              />
            </div>
            {renderExtra?.(row, index, setRow(index))}
          </li>
        ))}
      </ol>
      {newRow !== undefined && (
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={16} aria-hidden="true" />}
          onClick={() => onRowsChange([...rows, newRow(rows)])}
        >
          {texts.addRow}
        </Button>
      )}
    </fieldset>
  );
}
