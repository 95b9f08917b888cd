import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { IntroPage } from './IntroPage';

const topic = (name: string) => storefront({ route: `/intro/${name}`, path: '/intro/:topic' });

/** 000 §2 the how-to pages of the brand menu. */
const meta = {
  title: 'Storefront/Pages/Intro',
  component: IntroPage,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen', ...topic('shopingenesis') },
} satisfies Meta<typeof IntroPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shopping: Story = {
  play: async (context) => {
    await expect(await find('link', textsOf(context).t('intro.cta'))).toHaveAttribute('href', '/shop');
    await says(context, 'Shopping on Atelier');
  },
};

export const Creating: Story = {
  parameters: topic('createingenesis'),
  play: async (context) => {
    await expect(await find('link', textsOf(context).t('intro.cta'))).toHaveAttribute(
      'href',
      '/become_creator',
    );
  },
};

export const Manufacturing: Story = {
  parameters: topic('manufacturingingenesis'),
  play: async (context) => {
    await says(context, 'Manufacturing on Atelier');
  },
};

/** An unknown topic is a not-found page. */
export const UnknownTopic: Story = {
  parameters: topic('knitting'),
  play: async (context) => {
    await says(context, 'Page not found');
  },
};
