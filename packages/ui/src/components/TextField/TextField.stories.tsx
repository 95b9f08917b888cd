import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Password', type: 'password', hint: 'At least 8 characters.' },
};
export const WithError: Story = { args: { error: 'The email or password is not right.' } };
export const Colour: Story = {
  args: { label: 'Dot colour', type: 'color', defaultValue: '#000000', placeholder: undefined },
};
