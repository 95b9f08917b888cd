import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, ShoppingBag } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BadgeButton } from './BadgeButton';

const meta = {
  title: 'Components/BadgeButton',
  component: BadgeButton,
  args: { icon: <Bell />, count: 2, 'aria-label': 'Notifications (2 unread)', onClick: fn() },
} satisfies Meta<typeof BadgeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement, args }) => {
    const [button] = within(canvasElement).getAllByRole('button', { name: 'Notifications (2 unread)' });
    await expect(button?.querySelector('[data-count="2"]')).not.toBeNull();
    await userEvent.click(button!);
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const NoCount: Story = { args: { count: 0, 'aria-label': 'Notifications' } };
export const Capped: Story = { args: { count: 140, 'aria-label': 'Notifications (140 unread)' } };
export const OtherIcon: Story = { args: { icon: <ShoppingBag />, count: 3, 'aria-label': 'Cart (3)' } };
