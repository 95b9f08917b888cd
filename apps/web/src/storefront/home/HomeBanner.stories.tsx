import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sceneImage } from '../../stories-support/images';
import { find, textsOf } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { HomeBanner } from './HomeBanner';

const picture = sceneImage('', 30, 1600, 400);

/** 000 §2, §3 the banner (homePage.banner), with its message (issue 18). */
const meta = {
  title: 'Storefront/Home/Banner',
  component: HomeBanner,
  decorators: [withStorefront],
  args: {
    priority: false,
    banner: {
      enabled: true,
      url: picture,
      link: '/intro/shopingenesis',
      aspectRatio: 4,
      title: {
        en: 'Pre-orders: charged only when the goal is reached',
        de: 'Vorbestellungen: nur bei Erfolg',
      },
      text: { en: 'If a campaign misses its goal, it is cancelled and refunded.' },
    },
  },
} satisfies Meta<typeof HomeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message names the link. */
export const WithMessage: Story = {
  play: async () => {
    await expect(await find('link', /charged only when the goal is reached|nur bei Erfolg/)).toHaveAttribute(
      'href',
      '/intro/shopingenesis',
    );
  },
};

/** A banner without a message (a producer's own): the picture's text names the link. */
export const PictureOnly: Story = {
  args: { banner: { enabled: true, url: picture, link: '/creators', aspectRatio: 4 } },
  play: async (context) => {
    const { t } = textsOf(context);
    await expect(await find('link', t('home.banner'))).toHaveAttribute('href', '/creators');
  },
};
