import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { garmentPhoto } from '../../stories-support/images';
import { find, shows } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { TrendTile } from './TrendTile';

const picture = garmentPhoto('tshirt', '#f4b89a');

/** 000 §3, §9 a trend tile of the home grid, captioned (issue 18). */
const meta = {
  title: 'Storefront/Grid/Trend tile',
  component: TrendTile,
  decorators: [
    withStorefront,
    (Story) => (
      <div style={{ width: 320, height: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    span: [2, 2],
    columns: 7,
    priority: false,
    media: {
      order: 0,
      data: {
        uid: 'trend-peach-tee',
        category: 'Graphic',
        size: [2, 2],
        type: 'image',
        url: picture,
        redirect: '/shop',
        title: { en: 'Peach jersey season', ja: 'ピーチジャージーの季節' },
        caption: { en: 'Soft tees with badges printed to order.' },
      },
    },
  },
} satisfies Meta<typeof TrendTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture with its title (the link) and its line. */
export const Picture: Story = {
  play: async () => {
    await expect(await find('link', /Peach jersey season|ピーチジャージーの季節/)).toHaveAttribute(
      'href',
      '/shop',
    );
    await shows('Soft tees with badges printed to order.');
  },
};

/** A video tile: muted, looping, its poster shown until it plays. */
export const Video: Story = {
  args: {
    media: {
      order: 0,
      data: {
        uid: 'trend-video',
        category: 'Streetwear',
        size: [2, 2],
        type: 'video',
        url: '/assets/videos/hoodie-turntable.webm',
        poster: picture,
        redirect: '/shop',
        title: 'Forest fleece, all the way round',
      },
    },
  },
  play: async () => {
    await find('link', 'Forest fleece, all the way round');
    const video = document.querySelector('video');
    await expect(video?.muted).toBe(true);
    await expect(video?.loop).toBe(true);
  },
};

/** Without a title of its own, the tile is named after its category. */
export const CategoryOnly: Story = {
  args: {
    media: {
      order: 0,
      data: { uid: 't', category: 'Minimal', size: [2, 1], type: 'image', url: picture, redirect: '/shop' },
    },
  },
  play: async () => {
    await find('link', /Minimal/);
  },
};
