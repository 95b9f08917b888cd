import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { ObjectEditor } from './ObjectEditor';

interface Row {
  readonly name: string;
  readonly url: string;
}

const texts = {
  addRow: 'Add row',
  deleteRow: (n: number) => `Delete row ${n}`,
  row: (n: number) => `Row ${n}`,
  empty: 'No entries yet',
  refused: 'This value cannot be saved with the question; the last valid value is kept.',
};

/** 002 §5 the object editor: rows of entries; the last row stays unless empty rows are allowed. */
const meta = {
  title: 'Editor/Form/Settings/ObjectEditor',
  component: ObjectEditor<Row>,
  decorators: [withStorefront],
  args: {
    label: 'Image options',
    rows: [{ name: 'Flame', url: 'https://example.com/flame.png' }],
    columns: [
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'url', label: 'URL', kind: 'text' },
    ],
    onRowsChange: () => true,
    newRow: () => ({ name: '', url: 'https://' }),
    texts,
  },
} satisfies Meta<typeof ObjectEditor<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row, empty rows not allowed: its delete button is disabled. */
export const LastRowKept: Story = {};

/** Empty rows allowed: the list may be emptied. */
export const EmptyRowsAllowed: Story = { args: { rows: [], allowEmptyRows: true } };
