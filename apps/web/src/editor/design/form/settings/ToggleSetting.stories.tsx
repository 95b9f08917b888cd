import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { ToggleSetting } from './ToggleSetting';

/** An on/off setting as a labelled checkbox. */
const meta = {
  title: 'Editor/Form/Settings/ToggleSetting',
  component: ToggleSetting,
  decorators: [withStorefront],
  args: { label: 'Show preview', checked: true, onChange: () => undefined },
} satisfies Meta<typeof ToggleSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const OffWithHint: Story = {
  args: { checked: false, label: 'Allow custom upload', hint: 'Customers may send their own file' },
};
