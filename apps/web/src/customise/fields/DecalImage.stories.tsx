import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { DecalImage } from './DecalImage';
import './fields.css';

/** A decal option's picture; 'Failed to load image' when it does not load (002 §8). */
const meta = {
  title: 'Customise/Fields/Decal image',
  component: DecalImage,
  decorators: [withStorefront],
  args: { url: '/assets/decals/sunburst.png' },
  render: (args) => (
    <div style={{ width: 120, padding: 16 }}>
      <DecalImage {...args} />
    </div>
  ),
} satisfies Meta<typeof DecalImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const FailsToLoad: Story = { args: { url: '/assets/decals/missing.png' } };
