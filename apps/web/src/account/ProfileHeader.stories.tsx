import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { creatorSession, people, profileOf, shopperSession } from '../stories-support/fixtures';
import { find, says, shows, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { busyBanner, solidBanner } from './dashboard/shop/shopStories';
import { ProfileHeader } from './ProfileHeader';

/** The header of profile and creator pages: banner, picture, name, counts, follow and share. */
const meta = {
  title: 'Storefront/Account/Profile header',
  component: ProfileHeader,
  decorators: [withStorefront],
  args: { profile: profileOf(people.mei) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A creator, seen by a guest: followers, following and creations; Follow asks to log in first. */
export const Creator: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await find('heading', 'Mei Lin');
    await shows('@mei');
    await find('button', t('profile.follow'));
    await says(context, '1,284');
  },
};

/** Sam already follows Mei. */
export const Following: Story = {
  args: { profile: profileOf(people.mei, { isFollowing: true, followerCount: 1_285 }) },
  parameters: storefront({ session: shopperSession }),
  play: async (context) => {
    await expect(await find('button', textsOf(context).t('profile.unfollow'))).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** One's own profile: no follow button. */
export const Own: Story = {
  parameters: storefront({ session: creatorSession }),
  play: async (context) => {
    const { t } = textsOf(context);
    await find('button', t('detail.share'));
    await expect(screen.queryAllByRole('button', { name: t('profile.follow') })).toHaveLength(0);
  },
};

/** A shopper: no banner, and no creations count. */
export const Shopper: Story = {
  args: { profile: profileOf(people.sam) },
  play: async (context) => {
    await find('heading', 'Sam Chan');
    await expect(screen.queryAllByText(textsOf(context).t('profile.creations'))).toHaveLength(0);
  },
};

/** Issue 18: name and handle stay readable on a white banner (they sit below it). */
export const WhiteBanner: Story = {
  args: { profile: profileOf({ ...people.mei, profile_banner: solidBanner('#ffffff') }) },
  play: async () => void (await find('heading', 'Mei Lin')),
};

/** ...on a black banner. */
export const BlackBanner: Story = {
  args: { profile: profileOf({ ...people.mei, profile_banner: solidBanner('#000000') }) },
};

/** ...and on a busy one. */
export const BusyBanner: Story = {
  args: { profile: profileOf({ ...people.mei, profile_banner: busyBanner() }) },
};
