import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { ObjectCell } from './ObjectCell';

/** One cell of the object editor; a number cell takes no empty entry (002 §5). */
const meta = {
  title: 'Editor/Form/Settings/ObjectCell',
  component: ObjectCell<{ amount: number }>,
  decorators: [withStorefront],
  args: {
    column: { key: 'amount', label: 'Amount', kind: 'number' },
    row: { amount: 3 },
    setRow: () => true,
    refused: 'This value cannot be saved with the question; the last valid value is kept.',
  },
} satisfies Meta<typeof ObjectCell<{ amount: number }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NumberCell: Story = {};
