import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { ListSetting } from './ListSetting';

/** A short list typed as text separated by commas. */
const meta = {
  title: 'Editor/Form/Settings/ListSetting',
  component: ListSetting,
  decorators: [withStorefront],
  args: {
    label: 'Material categories',
    hint: 'Separated by commas',
    values: ['fabric', 'leather', 'metal'],
    onValues: () => true,
    refused: 'This value cannot be saved with the question; the last valid value is kept.',
  },
} satisfies Meta<typeof ListSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultCategories: Story = {};
