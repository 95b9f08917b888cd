import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { people } from '../../../stories-support/fixtures';
import { shows } from '../../../stories-support/play';
import { withStorefront } from '../../../stories-support/storefront';
import { ShopImageField } from './ShopImageField';
import { inesShop, storyUpload } from './shopStories';

/** Issue 18: a shop picture, uploaded through the image API and previewed. */
const meta = {
  title: 'Storefront/Account/Dashboard/Shop image field',
  component: ShopImageField,
  decorators: [withStorefront],
  args: {
    label: 'Banner',
    value: inesShop.banner.url,
    onChange: fn(),
    userId: people.ines.id,
    upload: storyUpload,
    aspectRatio: 4,
  },
} satisfies Meta<typeof ShopImageField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A banner already chosen. */
export const WithPicture: Story = { play: async () => void (await shows('Banner')) };

/** No picture yet, marked invalid. */
export const Missing: Story = { args: { value: null, error: 'An enabled banner needs a picture.' } };
