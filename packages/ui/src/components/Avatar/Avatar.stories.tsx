import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '../../test/images';
import { Avatar } from './Avatar';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Mei Lin', size: 48 },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = { args: { src: sampleImage('ML', 330) } };
export const Initials: Story = {};
export const Small: Story = { args: { size: 24, name: '山田 花子' } };
