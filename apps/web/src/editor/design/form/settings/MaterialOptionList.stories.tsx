import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { hoodieMaterials } from './test-support/fixtures';
import { MaterialOptionList } from './MaterialOptionList';

/** The materials a material selector may offer, with name and category. */
const meta = {
  title: 'Editor/Form/Settings/MaterialOptionList',
  component: MaterialOptionList,
  decorators: [withStorefront],
  args: {
    label: 'Material options',
    offered: ['cotton', 'fleece', 'leather'],
    materials: hoodieMaterials(),
    chosen: ['fleece'],
    emptyText: 'Choose target parts to see the materials they allow.',
    onChange: () => undefined,
  },
} satisfies Meta<typeof MaterialOptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FleeceChosen: Story = {};
export const NothingOffered: Story = { args: { offered: [] } };
