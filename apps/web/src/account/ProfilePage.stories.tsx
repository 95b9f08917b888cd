import { CREATOR_PAGE_RECENT_LIMIT } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { favouritesKey, queryKeys } from '../api/queries';
import type { PublicUser, Session } from '../api/types';
import {
  creationsOf,
  creatorSession,
  gridPages,
  page,
  people,
  profileOf,
  shopperSession,
  tileByName,
} from '../stories-support/fixtures';
import { find, says, textsOf } from '../stories-support/play';
import type { StoryApi } from '../stories-support/network';
import { storefront, withStorefront } from '../stories-support/storefront';
import { ProfilePage } from './ProfilePage';

/**
 * What `/{at_name}` needs: the profile, a creator's recent pieces, and the favourites, given
 * as data (the favourites query's pages), or left to `api` for the states the API answers
 * with an error.
 */
/** Issue 20: one saved design of Sam's (the list answers it with its creation). */
const SAVED_DESIGN = {
  id: `dg_${'a1b2c3d4'.repeat(4)}`,
  creationId: 'cr_harbour',
  answers: {},
  captureUrl: null,
  ownerId: 'u_sam',
  mine: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  creation: { id: 'cr_harbour', name: 'Harbour Ember Hoodie', atName: 'mei', imageUrl: null },
};

function profileSetup(
  user: PublicUser,
  options: { session?: Session | null; favourites?: string[]; api?: StoryApi },
) {
  return storefront({
    session: options.session ?? null,
    route: `/${user.at_name}`,
    path: '/:atName',
    queries: [
      [queryKeys.profile(user.at_name), profileOf(user)],
      ...(user.is_creator
        ? [[queryKeys.userCreations(user.at_name, CREATOR_PAGE_RECENT_LIMIT), creationsOf(user)] as const]
        : []),
      ...(options.favourites
        ? [[favouritesKey(user.at_name), gridPages(page(options.favourites.map(tileByName)))] as const]
        : []),
    ],
    ...(options.api ? { api: options.api } : {}),
  });
}

const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});

/** 000 §2 /{at_name}: the profile, with a creator's recent pieces and the user's favourites. */
const meta = {
  title: 'Storefront/Account/Profile page',
  component: ProfilePage,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The favourites grid, by its name. */
const favouritesGrid = async (context: Parameters<typeof textsOf>[0]) =>
  within(await find('list', textsOf(context).t('profile.favourites')));

/** Mei, a creator, seen by a guest: her recent pieces, then the pieces she favourited. */
export const CreatorWithFavourites: Story = {
  parameters: profileSetup(people.mei, {
    favourites: ['Kowloon Signal Tee', 'Jade Tide Hoodie', 'Star Ferry Drift Cap'],
  }),
  play: async (context) => {
    const { t } = textsOf(context);
    await find('heading', 'Mei Lin');
    const recent = within(await find('list', t('profile.recent')));
    await expect(recent.getAllByRole('link', { name: /Lantern Bloom Tee/ })).not.toHaveLength(0);
    const favourites = await favouritesGrid(context);
    await expect(favourites.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/mei?items=cr_kowloon',
      '/mei?items=cr_jade',
      '/mei?items=cr_ferry',
    ]);
    await says(context, 'Recent creations');
  },
};

/** Sam, a shopper, seen by Mei: no creations section, only his favourites. */
export const ShopperWithFavourites: Story = {
  parameters: profileSetup(people.sam, {
    session: creatorSession,
    favourites: ['Harbour Ember Hoodie', 'Peak Dawn Tee', 'Monsoon Echo Tote', 'Tram Grid Tee'],
  }),
  play: async (context) => {
    const { t } = textsOf(context);
    await find('heading', 'Sam Chan');
    await find('button', t('profile.follow'));
    await expect((await favouritesGrid(context)).getAllByRole('link')).toHaveLength(4);
    await expect(screen.queryAllByRole('heading', { name: t('profile.recent') })).toHaveLength(0);
  },
};

/** Sam on his own profile before favouriting anything: how to fill it, and a way to the shop. */
export const OwnEmptyFavourites: Story = {
  parameters: profileSetup(people.sam, {
    session: shopperSession,
    favourites: [],
    api: { 'GET /api/me/designs': { body: { data: [] } } },
  }),
  play: async (context) => {
    const { t } = textsOf(context);
    // Issue 20: his own saved designs too, none yet: how to save one.
    await says(context, 'No saved designs yet');
    await find('heading', t('profile.favouritesEmptyOwn'));
    await expect(await find('link', t('shopNow'))).toHaveAttribute('href', '/shop');
    await says(context, 'Tap Favourite on a creation you love and it will wait for you here.');
    await expect(screen.queryAllByText(t('profile.favouritesOnlyYou'))).toHaveLength(0);
  },
};

/** Sam's own private account: his favourites, with the note that only he sees them. */
export const OwnPrivateFavourites: Story = {
  parameters: profileSetup(people.sam, {
    session: { ...shopperSession, user: { ...shopperSession.user, visibility: 'private' } },
    favourites: ['Harbour Ember Hoodie', 'Lamma Fold Tote'],
    api: { 'GET /api/me/designs': { body: { data: [SAVED_DESIGN] } } },
  }),
  play: async (context) => {
    await expect((await favouritesGrid(context)).getAllByRole('link')).toHaveLength(2);
    // Issue 20: his saved design, opened by its link.
    const saved = await screen.findAllByTestId('saved-design', {}, { timeout: 5000 });
    await expect(within(saved[0]!).getByRole('link').getAttribute('href')).toBe(
      `/mei/creation?creation_id=cr_harbour&design=${SAVED_DESIGN.id}`,
    );
    await says(context, 'Your account is private, so only you can see your favourites.');
  },
};

/** Kofi's account is private: Sam sees his creations, and that his favourites are his own. */
export const OthersPrivateFavourites: Story = {
  parameters: profileSetup(people.kofi, {
    session: shopperSession,
    api: {
      '/api/users/kofi/favorites': apiError(
        403,
        'favourites_private',
        '@kofi keeps their favourites private.',
      ),
    },
  }),
  play: async (context) => {
    const { t } = textsOf(context);
    await find('heading', t('profile.favouritesPrivate', { name: 'Kofi Mensah' }));
    await find('list', t('profile.recent'));
    await says(context, 'Kofi Mensah keeps their favourites private.');
    await expect(screen.queryAllByRole('button', { name: t('tryAgain') })).toHaveLength(0);
  },
};

/** The favourites could not load (a server error, retried once): a way to try again. */
export const FavouritesFailed: Story = {
  parameters: profileSetup(people.sam, {
    api: { '/api/users/sam/favorites': apiError(500, 'internal', 'Unexpected server error.') },
  }),
  play: async (context) => {
    const { t } = textsOf(context);
    await find('heading', t('error.title'));
    await find('button', t('tryAgain'));
    await says(context, 'The favourites could not load. Check your connection and try again.');
  },
};
