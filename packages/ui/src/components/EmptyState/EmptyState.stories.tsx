import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingBag } from 'lucide-react';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'Your cart is empty',
    icon: <ShoppingBag />,
    children: <p>Pieces you add show up here.</p>,
    action: <Button variant="primary">Shop Now</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const FullPage: Story = { args: { page: true, level: 1, title: 'Page not found' } };
