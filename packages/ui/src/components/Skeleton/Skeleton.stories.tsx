import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = { title: 'Components/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TilePlaceholder: Story = {
  render: () => (
    <div style={{ width: 200, display: 'grid', gap: 8 }}>
      <Skeleton aspectRatio="4 / 5" />
      <Skeleton width="70%" height={14} radius="sm" />
      <Skeleton width="40%" height={12} radius="sm" />
    </div>
  ),
};
export const Round: Story = { args: { width: 48, height: 48, radius: 'full' } };
