import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryKeys } from '../../api/queries';
import { profileOf, people, shopperSession } from '../../stories-support/fixtures';
import { find, says } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { creatorCards, creatorPages } from './creatorCards.fixtures';
import { FollowSuggestions } from './FollowSuggestions';

const suggestions = creatorCards.slice(1, 4);

/** The Following tab's empty state: creators to follow, Follow in place. */
const meta = {
  title: 'Storefront/Creators/Follow suggestions',
  component: FollowSuggestions,
  decorators: [withStorefront],
  parameters: storefront({
    session: shopperSession,
    route: '/?tab=following',
    queries: [
      [queryKeys.creators(true), creatorPages(suggestions)],
      [queryKeys.profile(people.sam.at_name), profileOf(people.sam, { followingCount: 0 })],
    ],
  }),
} satisfies Meta<typeof FollowSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Following nobody yet. */
export const FollowsNobody: Story = {
  play: async (context) => {
    await says(context, 'Your Following tab is empty');
    await find('button', /Kofi Mensah/);
    await find('list', /Yuki Tanaka/);
  },
};

/** Following people who have no public work. */
export const NoWorkFromFollowed: Story = {
  parameters: storefront({
    session: shopperSession,
    route: '/?tab=following',
    queries: [
      [queryKeys.creators(true), creatorPages(suggestions)],
      [queryKeys.profile(people.sam.at_name), profileOf(people.sam, { followingCount: 2 })],
    ],
  }),
  play: async (context) => {
    await says(context, 'Nothing new from the people you follow');
  },
};
