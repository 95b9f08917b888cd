import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { value: 60, label: 'Pre-order progress', start: 'Pre order in progress', end: '3 of 5 ordered' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const GoalReached: Story = {
  args: { value: 140, tone: 'success', start: 'Pre order goal reached', end: '7 of 5 ordered' },
};
export const Bare: Story = { args: { start: undefined, end: undefined, value: 20 } };
