import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: {
    label: 'Notifications',
    trigger: <Button icon={<Bell />} aria-label="Notifications" />,
    children: <p style={{ padding: 'var(--space-4)', margin: 0 }}>No notifications yet.</p>,
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Wide: Story = { args: { width: 400 } };
