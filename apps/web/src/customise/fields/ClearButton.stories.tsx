import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { ClearButton } from './ClearButton';
import './fields.css';

/** Takes an optional question's answer back. */
const meta = {
  title: 'Customise/Fields/Clear button',
  component: ClearButton,
  decorators: [withStorefront],
  args: { onClear: () => {} },
} satisfies Meta<typeof ClearButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {};
export const Disabled: Story = { args: { disabled: true } };
