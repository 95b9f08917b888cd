import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { find, languageOf } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { HomeHero } from './HomeHero';
import { HOME_LOADERS } from './i18n';

/** Issue 18: the main site's hero: headline, pitch, Shop now and Start designing, a studio picture. */
const meta = {
  title: 'Storefront/Home/Hero',
  component: HomeHero,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero in the story's language; its two calls to action lead to the shop and the intro. */
export const Hero: Story = {
  play: async (context) => {
    const texts = await (HOME_LOADERS[languageOf(context) as 'en'] ?? HOME_LOADERS.en)();
    await find('heading', texts.heroHeadline);
    await expect(await find('link', texts.heroShop)).toHaveAttribute('href', '/shop');
    await expect(await find('link', texts.heroDesign)).toHaveAttribute('href', '/intro/createingenesis');
  },
};
