import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { UrlPreview } from './UrlPreview';

/** 002 §5: a preview shows only for urls starting with http. */
const meta = {
  title: 'Editor/Form/Settings/UrlPreview',
  component: UrlPreview,
  decorators: [withStorefront],
  args: { url: 'decals/flame.png', name: 'Flame' },
} satisfies Meta<typeof UrlPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not an http url: nothing shows. */
export const NoPreview: Story = {
  decorators: [
    (Story) => (
      <div>
        Flame <Story />
      </div>
    ),
  ],
};
