import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { Button } from '../Button/Button';
import { Badge } from './Badge';

const meta = { title: 'Components/Badge', component: Badge, args: { count: 3 } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const Capped: Story = { args: { count: 240 } };
export const OnAButton: Story = {
  render: (args) => (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Button variant="ghost" icon={<Bell />} aria-label="Notifications" />
      <span style={{ position: 'absolute', top: 2, right: 2 }}>
        <Badge {...args} label={`${args.count} unread`} />
      </span>
    </span>
  ),
};
