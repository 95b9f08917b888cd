import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shopperSession } from '../../stories-support/fixtures';
import { find, says } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { creatorCards } from './creatorCards.fixtures';
import { CreatorCard } from './CreatorCard';

/** A creator at a glance: banner, picture, counts, recent work, Follow. */
const meta = {
  title: 'Storefront/Creators/Creator card',
  component: CreatorCard,
  decorators: [withStorefront],
  args: { creator: creatorCards[1]! },
  parameters: storefront({ session: shopperSession, route: '/creators' }),
} satisfies Meta<typeof CreatorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four recent works, each opening the creation overlay. */
export const WithRecentWork: Story = {
  play: async () => {
    const list = await find('list', /Kofi Mensah/);
    const first = list.querySelector('a');
    await expect(first?.getAttribute('href')).toMatch(/^\/creators\?items=/);
  },
};

/** Compact, three works (the Following tab's suggestions). */
export const Compact: Story = {
  args: { creator: creatorCards[2]!, works: 3, compact: true },
  play: async () => {
    await find('button', /Inès Duarte/);
  },
};

/** Nothing public yet. */
export const NoWork: Story = {
  args: { creator: creatorCards[4]! },
  play: async (context) => {
    await says(context, 'No public work yet.');
  },
};
