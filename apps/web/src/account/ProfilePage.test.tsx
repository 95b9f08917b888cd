import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreationTile, Profile } from '../api/types';
import { mockApi, renderApp, session } from '../test/render';
import { favouritesPath } from './favouritesSection';
import { ProfilePage } from './ProfilePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'us_sam',
  name: 'Sam Chan',
  at_name: 'sam',
  is_creator: false,
  profile_image: null,
  profile_banner: null,
  user_profile: {},
  followerCount: 0,
  followingCount: 4,
  isFollowing: false,
  creationCount: 0,
  ...overrides,
});

const mei = profile({ id: 'us_mei', name: 'Mei Lin', at_name: 'mei' });

const tile = (id: string, name: string): CreationTile => ({
  id,
  name,
  totalPrice: 128000,
  purchaseType: 'instant-purchase',
  creation_media: [{ url: `/img/${id}.png` }],
  user: {
    id: 'us_mei',
    name: 'Mei Lin',
    at_name: 'mei',
    is_creator: true,
    profile_image: null,
    profile_banner: null,
    user_profile: {},
    visibility: 'public',
  },
  pinned: false,
  is_draft: false,
  visibility: 'public',
  createdAt: '2026-11-01T00:00:00.000Z',
});

const page = (items: CreationTile[], nextCursor: string | null = null) => ({ items, nextCursor });

const error = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const renderProfile = (route = '/sam') =>
  renderApp(
    <Routes>
      <Route path=":atName" element={<ProfilePage />} />
    </Routes>,
    { route },
  );

/** The favourites grid once loaded (the skeleton grid before it has the same name, busy). */
async function favouritesGrid() {
  await waitFor(() =>
    expect(screen.getByRole('list', { name: 'Favourites' }).getAttribute('aria-busy')).toBeNull(),
  );
  return screen.getByRole('list', { name: 'Favourites' });
}

describe('ProfilePage favourites', () => {
  it('shows the favourites as tiles, most recent first, each opening the creation', async () => {
    mockApi({
      '/api/auth/session': { session: null },
      '/api/users/sam': { user: profile() },
      '/api/users/sam/favorites': page([tile('cr_2', 'Harbour Hoodie'), tile('cr_1', 'Tide Coat')]),
    });
    await renderProfile();
    const grid = await favouritesGrid();
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Harbour Hoodie'),
      expect.stringContaining('Tide Coat'),
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/sam?items=cr_2');
    expect(screen.getByRole('heading', { level: 2, name: 'Favourites' })).toBeTruthy();
  });

  it('shows a skeleton grid while the favourites load', async () => {
    let answer: (value: Response) => void = () => undefined;
    mockApi({
      '/api/auth/session': { session: null },
      '/api/users/sam': { user: profile() },
    });
    // The favourites answer only when the test says so.
    const mocked = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/favorites')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : mocked(input, init),
    );
    await renderProfile();
    const grid = await screen.findByRole('list', { name: 'Favourites' });
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(within(grid).queryAllByRole('link')).toEqual([]);
    answer(
      new Response(JSON.stringify(page([tile('cr_1', 'Tide Coat')])), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(within(await favouritesGrid()).getAllByRole('link')).toHaveLength(1);
  });

  it('tells the user how to fill their own empty list, with a way to the shop', async () => {
    mockApi({
      '/api/auth/session': { session: session() },
      '/api/users/sam': { user: profile() },
      '/api/users/sam/favorites': page([]),
    });
    await renderProfile();
    expect(await screen.findByRole('heading', { level: 3, name: 'No favourites yet' })).toBeTruthy();
    expect(
      screen.getByText('Tap Favourite on a creation you love and it will wait for you here.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByText('Your account is private, so only you can see your favourites.')).toBeNull();
  });

  it("says someone else's list is empty without suggesting they shop", async () => {
    mockApi({
      '/api/auth/session': { session: session() },
      '/api/users/mei': { user: mei },
      '/api/users/mei/favorites': page([]),
    });
    await renderProfile('/mei');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Mei Lin has no favourites yet.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Shop Now' })).toBeNull();
  });

  it("says so when a private account's favourites are not shown", async () => {
    mockApi({
      '/api/auth/session': { session: null },
      '/api/users/mei': { user: mei },
      '/api/users/mei/favorites': () =>
        error(403, 'favourites_private', '@mei keeps their favourites private.'),
    });
    await renderProfile('/mei');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Mei Lin keeps their favourites private.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('reminds the owner of a private account that only they see their favourites', async () => {
    mockApi({
      '/api/auth/session': { session: session({ visibility: 'private' }) },
      '/api/users/sam': { user: profile() },
      '/api/users/sam/favorites': page([tile('cr_1', 'Tide Coat')]),
    });
    await renderProfile();
    expect(
      await screen.findByText('Your account is private, so only you can see your favourites.'),
    ).toBeTruthy();
  });

  it('offers to try again when the favourites fail to load, and shows them once they do', async () => {
    let failing = true;
    mockApi({
      '/api/auth/session': { session: null },
      '/api/users/sam': { user: profile() },
      '/api/users/sam/favorites': () =>
        failing ? error(500, 'internal', 'Unexpected server error.') : page([tile('cr_1', 'Tide Coat')]),
    });
    await renderProfile();
    // A server error is retried once (after a second) before the error shows.
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Something went wrong' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(
      screen.getByText('The favourites could not load. Check your connection and try again.'),
    ).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const grid = await favouritesGrid();
    expect(within(grid).getByRole('link').textContent).toContain('Tide Coat');
  });

  it('loads the next page with the cursor when the end of the grid comes into view', async () => {
    // The end of the grid is always in view here.
    class SeenAtOnce {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', SeenAtOnce);
    const asked: string[] = [];
    mockApi({
      '/api/auth/session': { session: null },
      '/api/users/sam': { user: profile() },
      '/api/users/sam/favorites': (url: URL) => {
        asked.push(url.search);
        return url.searchParams.get('cursor') === 'after-2'
          ? page([tile('cr_1', 'Tide Coat')])
          : page([tile('cr_3', 'Reef Scarf'), tile('cr_2', 'Harbour Hoodie')], 'after-2');
      },
    });
    await renderProfile();
    expect(await screen.findByText('You have seen everything.')).toBeTruthy();
    const names = within(screen.getByRole('list', { name: 'Favourites' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      expect.stringContaining('Reef Scarf'),
      expect.stringContaining('Harbour Hoodie'),
      expect.stringContaining('Tide Coat'),
    ]);
    expect(asked).toEqual(['?limit=30', '?cursor=after-2&limit=60']);
  });

  it("scrolls to the favourites and focuses their heading when the address ends with #favourites ('All favas')", async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    mockApi({
      '/api/auth/session': { session: session() },
      '/api/users/sam': { user: profile() },
      '/api/users/sam/favorites': page([tile('cr_1', 'Tide Coat')]),
    });
    expect(favouritesPath('sam')).toBe('/sam#favourites');
    await renderProfile(favouritesPath('sam'));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Favourites' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled.map((element) => element.id)).toEqual(['favourites']);
  });

  it('does not scroll on a plain profile address', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    mockApi({
      '/api/auth/session': { session: null },
      '/api/users/sam': { user: profile() },
      '/api/users/sam/favorites': page([tile('cr_1', 'Tide Coat')]),
    });
    await renderProfile('/sam');
    await favouritesGrid();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('speaks the visitor’s language', async () => {
    mockApi({
      '/api/auth/session': { session: null },
      '/api/users/mei': { user: mei },
      '/api/users/mei/favorites': page([]),
    });
    await renderApp(
      <Routes>
        <Route path=":atName" element={<ProfilePage />} />
      </Routes>,
      { route: '/mei', language: 'ja' },
    );
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Mei Linのお気に入りはまだありません。' }),
    ).toBeTruthy();
  });
});
