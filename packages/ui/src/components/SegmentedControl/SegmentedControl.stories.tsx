import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Images } from 'lucide-react';
import { useState } from 'react';
import { SegmentedControl, type SegmentedOption } from './SegmentedControl';

function Demo({ options, label }: { options: SegmentedOption<string>[]; label: string }) {
  const [value, setValue] = useState(options[0]?.value ?? '');
  return <SegmentedControl label={label} options={options} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/SegmentedControl',
  component: Demo,
  args: {
    label: 'Categories',
    options: [
      { value: 'trending', label: 'Trending' },
      { value: 'latest', label: 'Latest' },
      { value: 'discover', label: 'Discover' },
      { value: 'following', label: 'Following' },
    ],
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tabs: Story = {};
export const WithIcons: Story = {
  args: {
    label: 'View',
    options: [
      { value: 'waterfall', label: 'Gallery', icon: <Images /> },
      { value: 'optic', label: '3D', icon: <Box /> },
    ],
  },
};
