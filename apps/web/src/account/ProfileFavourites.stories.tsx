import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { favouritesKey } from '../api/queries';
import { creatorSession, gridPages, page, people, profileOf, tileByName } from '../stories-support/fixtures';
import { find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { ProfileFavourites } from './ProfileFavourites';

/**
 * The profile's favourites section on its own; the Profile page stories show it on the page
 * (own, private, failed). Here: the list, someone else's empty list, and the loading grid.
 */
const meta = {
  title: 'Storefront/Account/Profile favourites',
  component: ProfileFavourites,
  decorators: [withStorefront],
  args: { profile: profileOf(people.sam) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileFavourites>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sam's favourites, most recently favourited first, each opening the creation over his profile. */
export const List: Story = {
  parameters: storefront({
    route: '/sam',
    queries: [
      [favouritesKey('sam'), gridPages(page(['Neon Pulse Hoodie', 'Kowloon Signal Tee'].map(tileByName)))],
    ],
  }),
  play: async (context) => {
    const grid = within(await find('list', textsOf(context).t('profile.favourites')));
    await expect(grid.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/sam?items=cr_neon',
      '/sam?items=cr_kowloon',
    ]);
    await says(context, 'You have seen everything.');
  },
};

/** Someone else's empty list, seen by Mei: said plainly, without the owner's shop prompt. */
export const OthersEmpty: Story = {
  parameters: storefront({
    session: creatorSession,
    queries: [[favouritesKey('sam'), gridPages(page([]))]],
  }),
  play: async (context) => {
    const { t } = textsOf(context);
    await find('heading', t('profile.favouritesEmptyOther', { name: 'Sam Chan' }));
    await expect(screen.queryAllByRole('link', { name: t('shopNow') })).toHaveLength(0);
    await says(context, 'Sam Chan has no favourites yet.');
  },
};

/** While the favourites load: a busy grid of placeholders. */
export const Loading: Story = {
  parameters: storefront({ pending: true }),
  play: async (context) => {
    await expect(await find('list', textsOf(context).t('profile.favourites'))).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
