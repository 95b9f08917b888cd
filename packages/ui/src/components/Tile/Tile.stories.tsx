import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '../../test/images';
import { Tile } from './Tile';

const meta = {
  title: 'Components/Tile',
  component: Tile,
  args: {
    href: '#',
    src: sampleImage('Hoodie'),
    alt: 'Bamboo Ember Hoodie',
    title: 'Bamboo Ember Hoodie',
    subtitle: 'Mei Lin',
    price: 'HK$ 510.00',
  },
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PreOrder: Story = { args: { badge: 'Pre-order' } };
export const LongName: Story = {
  args: {
    title: 'Hochwertiger Kapuzenpullover aus Bio-Baumwolle mit Stickerei',
    subtitle: 'Inès Duarte-Fernandes',
  },
};
export const NoImage: Story = { args: { src: null } };
