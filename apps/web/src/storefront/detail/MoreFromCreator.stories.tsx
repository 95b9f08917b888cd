import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { queryKeys } from '../../api/queries';
import { creationDetail, creationsOf, people } from '../../stories-support/fixtures';
import { says } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { MoreFromCreator } from './MoreFromCreator';

const harbour = creationDetail('Harbour Ember Hoodie');

/** 000 §2 more from this creator: three of the creator's other public creations, at random. */
const meta = {
  title: 'Storefront/Creation detail/More from creator',
  component: MoreFromCreator,
  decorators: [withStorefront],
  args: { creation: harbour },
  parameters: storefront({ queries: [[queryKeys.userCreations('mei', 30), creationsOf(people.mei)]] }),
} satisfies Meta<typeof MoreFromCreator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mei's other pieces; the one on show is never among them. */
export const ThreePicks: Story = {
  play: async (context) => {
    await says(context, 'More from Mei Lin');
    const [section] = await screen.findAllByRole('list', { name: /Mei Lin/ });
    await expect(section?.querySelectorAll('li')).toHaveLength(3);
    await expect(section?.textContent).not.toContain('Harbour Ember Hoodie');
  },
};
