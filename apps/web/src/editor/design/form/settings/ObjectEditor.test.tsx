import { I18nProvider } from '@atelier/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../../test/render';
import { MESSAGE_NAMESPACE } from '../../../../i18n/storefrontI18n';
import { loadFormSettingsCatalogue } from './i18n';
import { ObjectEditor, type ObjectEditorTexts } from './ObjectEditor';

afterEach(cleanup);

interface Row {
  readonly name: string;
  readonly amount: number;
}

const texts: ObjectEditorTexts = {
  addRow: 'Add row',
  deleteRow: (n) => `Delete row ${n}`,
  row: (n) => `Row ${n}`,
  empty: 'No entries yet',
  refused: 'Not kept',
};

function Harness(props: { allowEmptyRows?: boolean; withDefault?: boolean; initial: Row[]; seen: Row[][] }) {
  const [rows, setRows] = useState(props.initial);
  return (
    <ObjectEditor<Row>
      label="Amounts"
      rows={rows}
      allowEmptyRows={props.allowEmptyRows}
      newRow={props.withDefault === false ? undefined : () => ({ name: 'new', amount: 1 })}
      columns={[
        { key: 'name', label: 'Name', kind: 'text' },
        { key: 'amount', label: 'Amount', kind: 'number' },
      ]}
      onRowsChange={(next) => {
        props.seen.push(next);
        setRows(next);
        return true;
      }}
      texts={texts}
    />
  );
}

async function renderEditor(props: Omit<Parameters<typeof Harness>[0], 'seen'>) {
  const seen: Row[][] = [];
  const i18n = await testI18n();
  // The editor shows the domain's messages, which the settings' catalogue brings.
  i18n.addResourceBundle(
    'en',
    MESSAGE_NAMESPACE,
    (await loadFormSettingsCatalogue('en')).messages,
    true,
    false,
  );
  render(
    <I18nProvider i18n={i18n}>
      <Harness {...props} seen={seen} />
    </I18nProvider>,
  );
  return seen;
}

describe('the object editor (002 §5)', () => {
  it('adds and deletes rows; the last row cannot be deleted unless empty rows are allowed', async () => {
    const seen = await renderEditor({ initial: [{ name: 'a', amount: 2 }] });
    expect(screen.getByRole('button', { name: 'Delete row 1' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(seen.at(-1)).toEqual([
      { name: 'a', amount: 2 },
      { name: 'new', amount: 1 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(seen.at(-1)).toEqual([{ name: 'new', amount: 1 }]);
    expect(screen.getByRole('button', { name: 'Delete row 1' })).toHaveProperty('disabled', true);
  });

  it('deletes the last row when empty rows are allowed', async () => {
    const seen = await renderEditor({ initial: [{ name: 'a', amount: 2 }], allowEmptyRows: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(seen.at(-1)).toEqual([]);
    expect(screen.getByText('No entries yet')).toBeTruthy();
  });

  it('takes no empty entry in a number cell: the message shows at it, the value stays', async () => {
    const seen = await renderEditor({ initial: [{ name: 'a', amount: 2 }] });
    const amount = screen.getByLabelText('Amount');
    await userEvent.clear(amount);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const described = amount.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Please enter a number');
    expect(seen).toEqual([]);
    await userEvent.type(amount, '7');
    expect(seen.at(-1)).toEqual([{ name: 'a', amount: 7 }]);
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });

  it('warns and renders nothing when empty rows are allowed but new rows have no default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderEditor({ initial: [], allowEmptyRows: true, withDefault: false });
    expect(screen.queryByRole('group', { name: 'Amounts' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no default'));
    warn.mockRestore();
  });
});
