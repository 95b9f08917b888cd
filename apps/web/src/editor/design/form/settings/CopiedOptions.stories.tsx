import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { CopiedOptions } from './CopiedOptions';

/** The options a variation or colorway selector copied (002 §4). */
const meta = {
  title: 'Editor/Form/Settings/CopiedOptions',
  component: CopiedOptions,
  decorators: [withStorefront],
  args: {
    label: 'Options',
    options: [
      { value: 'red', label: 'Ember red' },
      { value: 'black', label: 'Night black' },
    ],
  },
} satisfies Meta<typeof CopiedOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoOptions: Story = {};
export const None: Story = { args: { options: [] } };
