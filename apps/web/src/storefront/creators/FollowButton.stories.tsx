import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { shopperSession } from '../../stories-support/fixtures';
import { find } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { FollowButton } from './FollowButton';

/** Follow in place: flips at once, back on a refusal. */
const meta = {
  title: 'Storefront/Creators/Follow button',
  component: FollowButton,
  decorators: [withStorefront],
  args: { atName: 'kofi', name: 'Kofi Mensah', isFollowing: false },
  parameters: storefront({
    session: shopperSession,
    api: { 'PUT /api/users/kofi/follow': { body: { isFollowing: true, followerCount: 413 } } },
  }),
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not followed yet; a click follows. */
export const NotFollowing: Story = {
  play: async () => {
    const button = await find('button', /Kofi Mensah/);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Followed already. */
export const Following: Story = {
  args: { isFollowing: true },
  play: async () => {
    await expect(await find('button', /Kofi Mensah/)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The server refuses: the button goes back. */
export const Refused: Story = {
  parameters: storefront({
    session: shopperSession,
    api: { 'PUT /api/users/kofi/follow': { status: 500, body: { error: 'internal' } } },
  }),
  play: async () => {
    const button = await find('button', /Kofi Mensah/);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};
