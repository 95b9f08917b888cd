import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { busyBanner, solidBanner } from '../../account/dashboard/shop/shopStories';
import { queryKeys } from '../../api/queries';
import { people, profileOf, shopperSession } from '../../stories-support/fixtures';
import { find, says, shows, textsOf } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { CreatorShopHeader } from './CreatorShopHeader';

const ines = people.ines;
const withBanner = (profile_banner: string) => ({ ...ines, profile_banner });
const profile = [queryKeys.profile('ines'), profileOf(ines)] as const;

/**
 * Issue 18: the top of a creator's shop on their sub-domain. Name and handle sit on the page's
 * surface below the banner, so they read on a white, a black and a busy banner alike.
 */
const meta = {
  title: 'Storefront/Home/Creator shop header',
  component: CreatorShopHeader,
  decorators: [withStorefront],
  args: { creator: ines, bio: 'Hand-finished knitwear from Lisbon.' },
  parameters: { layout: 'fullscreen', ...storefront({ queries: [profile] }) },
} satisfies Meta<typeof CreatorShopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: name, handle, bio, follower count and Follow (which asks to log in first). */
export const Guest: Story = {
  play: async (context) => {
    await find('heading', 'Inès Duarte');
    await shows('@ines');
    await shows('Hand-finished knitwear from Lisbon.');
    await says(context, '1,284');
    await find('button', textsOf(context).t('profile.follow'));
  },
};

/** A white banner. */
export const WhiteBanner: Story = { args: { creator: withBanner(solidBanner('#ffffff')) } };

/** A black banner. */
export const BlackBanner: Story = { args: { creator: withBanner(solidBanner('#000000')) } };

/** A busy banner of hard stripes. */
export const BusyBanner: Story = { args: { creator: withBanner(busyBanner()) } };

/** Sam follows Inès already. */
export const Following: Story = {
  parameters: storefront({
    session: shopperSession,
    queries: [[queryKeys.profile('ines'), profileOf(ines, { isFollowing: true, followerCount: 1_285 })]],
  }),
  play: async (context) => {
    await expect(await find('button', textsOf(context).t('profile.unfollow'))).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** No bio, no banner. */
export const Plain: Story = { args: { creator: { ...ines, profile_banner: null }, bio: null } };
