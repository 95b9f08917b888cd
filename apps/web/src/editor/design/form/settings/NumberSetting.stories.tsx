import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { checkDecalMaxFileSizeInput } from '@atelier/domain';
import { NumberSetting } from './NumberSetting';

/** A number setting read by a domain check (002 §5); try 51 to see the message at the input. */
const meta = {
  title: 'Editor/Form/Settings/NumberSetting',
  component: NumberSetting<number>,
  decorators: [withStorefront],
  args: {
    label: 'Max file size (MB)',
    value: 5,
    check: checkDecalMaxFileSizeInput,
    onValue: () => true,
    refused: 'This value cannot be saved with the question; the last valid value is kept.',
  },
} satisfies Meta<typeof NumberSetting<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MaxFileSize: Story = {};
