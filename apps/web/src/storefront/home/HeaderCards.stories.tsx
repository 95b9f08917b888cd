import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { headerCards } from '../../stories-support/fixtures';
import { find, says, shows } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { HeaderCards } from './HeaderCards';

/** 000 §2 the home's header cards: 200 px wide (300 on medium screens), 300 px per arrow click. */
const meta = {
  title: 'Storefront/Home/Header cards',
  component: HeaderCards,
  decorators: [withStorefront],
  args: { cards: headerCards },
} satisfies Meta<typeof HeaderCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform's four cards. */
export const Platform: Story = {
  play: async (context) => {
    await expect(await find('link', /Design in 3D/)).toHaveAttribute('href', '/intro/createingenesis');
    await shows('Your own shop on your own sub-domain.');
    await says(context, 'Featured');
  },
};

/** One card. */
export const One: Story = {
  args: { cards: headerCards.slice(0, 1) },
  play: async () => {
    await shows('Shop made-to-order');
  },
};
