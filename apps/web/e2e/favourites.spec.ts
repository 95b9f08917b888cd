import { expect, expectAccessible, openMenu, signIn, test } from './fixtures';

/**
 * The privacy test below makes the shopper's account private for a while: the tests of this
 * file, which read the shopper's favourites as a guest, hold one lock so none runs during it.
 */
test.describe.configure({ lock: 'shopper-visibility' });

interface Tile {
  id: string;
  name: string;
  user: { at_name: string };
}

test("favourites: a favourite from the detail page shows first in the profile's favourites via All favas; unfavouriting removes it", async ({
  page,
}) => {
  // The demo shopper (Sam, @sam) already has favourites: take a creation that is not one of
  // them, from the newest, away from the shop tiles the detail spec toggles.
  const favourites = (await (await page.request.get('/api/users/sam/favorites?limit=60')).json()) as {
    items: Tile[];
  };
  const taken = new Set(favourites.items.map((item) => item.id));
  const latest = (await (await page.request.get('/api/creations?tab=latest&limit=60')).json()) as {
    items: Tile[];
  };
  const creation = latest.items.find((item) => !taken.has(item.id));
  if (!creation) throw new Error('The demo store has no creation the shopper has not favourited.');

  // A short window, so that reaching the favourites takes a scroll.
  await page.setViewportSize({ width: 1280, height: 480 });
  await page.goto(`/${creation.user.at_name}/creation?creation_id=${creation.id}&login=true`);
  await signIn(page, 'shopper@atelier.test');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: creation.name })).toBeVisible();
  const favourite = main.getByRole('button', { name: /^(Favourite|Remove from favourites)/ });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(page.getByRole('status').filter({ hasText: /^Favorited/ })).toBeVisible();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'All favas' }).click();
  await expect(page).toHaveURL(/\/sam#favourites$/);
  const heading = main.getByRole('heading', { level: 2, name: 'Favourites' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const grid = main.getByRole('list', { name: 'Favourites' });
  const tile = grid.locator(`a[href="/sam?items=${creation.id}"]`);
  await expect(tile).toContainText(creation.name);
  // Most recently favourited first: before every favourite the shopper had. (Only those are
  // compared: the detail spec may favourite another creation for a moment, in parallel.)
  const earlier = new Set(favourites.items.map((item) => `/sam?items=${item.id}`));
  const order = () =>
    grid
      .locator('a[href*="items="]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // Rows past the first screen render once the page is idle: wait until every earlier one shows.
  await expect
    .poll(async () => (await order()).filter((href) => earlier.has(href)))
    .toHaveLength(earlier.size);
  const shown = await order();
  expect(shown.filter((href) => href === `/sam?items=${creation.id}` || earlier.has(href))).toEqual([
    `/sam?items=${creation.id}`,
    ...shown.filter((href) => earlier.has(href)),
  ]);
  await expectAccessible(page, 'profile favourites');

  // Unfavourite from the creation's overlay over the grid: the grid drops it.
  await tile.click();
  const overlay = page.getByTestId('creation-overlay');
  await expect(overlay.getByRole('heading', { level: 2, name: creation.name })).toBeVisible();
  await overlay.getByRole('button', { name: /^Remove from favourites/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Unfavorited/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(tile).toHaveCount(0);
  await expect(grid.locator('a[href*="items="]').first()).toBeVisible();

  // And on the server: a fresh load agrees.
  await page.reload();
  await expect(grid.locator('a[href*="items="]').first()).toBeVisible();
  await expect(tile).toHaveCount(0);
});

test("favourites: a public account's favourites show to a signed-out visitor, without the owner's shop prompt", async ({
  page,
}) => {
  await page.goto('/sam');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sam Chan' })).toBeVisible();
  const grid = main.getByRole('list', { name: 'Favourites' });
  await expect(grid.locator('a[href*="items="]').first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Shop Now' })).toHaveCount(0);
  await expectAccessible(page, 'a public profile with favourites');
});

test('favourites: the shopper makes the profile private in settings, and a guest is told the favourites are private; then public again', async ({
  page,
  browser,
}) => {
  await page.goto('/sam?login=true');
  await signIn(page, 'shopper@atelier.test');
  const main = page.getByRole('main');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const profileSaved = () =>
    page.waitForResponse(
      (answer) => answer.url().endsWith('/api/me/profile') && answer.request().method() === 'PATCH',
    );
  /** Picks Public or Private in the settings with the keyboard, and waits for the server. */
  async function choose(visibility: 'Public' | 'Private') {
    await openMenu(page.getByRole('button', { name: 'Account' }));
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(settings.getByText('Private: only you see your favourites.')).toBeVisible();
    const option = settings.getByRole('group', { name: 'Profile visibility' }).getByRole('button', {
      name: visibility,
    });
    const saved = profileSaved();
    await option.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(option).toHaveAttribute('aria-pressed', 'true');
  }

  const guest = await browser.newContext();
  // Until the test has put it back itself: a failure after the server saved Private included.
  let mayBePrivate = true;
  try {
    await choose('Private');
    await expectAccessible(page, 'settings with the account private');
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    // The owner still sees the list, with the note that only they do.
    await expect(
      main.getByText('Your account is private, so only you can see your favourites.'),
    ).toBeVisible();
    await expect(
      main.getByRole('list', { name: 'Favourites' }).locator('a[href*="items="]').first(),
    ).toBeVisible();

    const visitor = await guest.newPage();
    await visitor.goto('/sam');
    const visited = visitor.getByRole('main');
    await expect(visited.getByRole('heading', { level: 1, name: 'Sam Chan' })).toBeVisible();
    await expect(
      visited.getByRole('heading', { level: 3, name: 'Sam Chan keeps their favourites private.' }),
    ).toBeVisible();
    await expect(visited.locator('a[href*="items="]')).toHaveCount(0);

    await choose('Public');
    mayBePrivate = false;
    await page.keyboard.press('Escape');
    await expect(main.getByText('Your account is private, so only you can see your favourites.')).toHaveCount(
      0,
    );
    await visitor.reload();
    await expect(
      visited.getByRole('list', { name: 'Favourites' }).locator('a[href*="items="]').first(),
    ).toBeVisible();
  } finally {
    // Whatever failed, the other tests find the shopper's account public again.
    if (mayBePrivate)
      await page.evaluate(() =>
        fetch('/api/me/profile', {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ visibility: 'public' }),
        }),
      );
    await guest.close();
  }
});
