import type { Page } from '@playwright/test';
import { session } from './commerce-support';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Issue 18 discovery: the header search, the shop's filter chips, the Following tab's
 * suggestions and /creators. Priya is this spec's own account (it changes whom she follows).
 */

const SHOTS = 'test-results/discovery';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Light then dark, desktop then phone: a picture and an axe check each. */
async function looks(page: Page, name: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      const label = `${name}-${theme}-${size === PHONE ? 'phone' : 'desktop'}`;
      await page.screenshot({ path: `${SHOTS}/${label}.png` });
      await expectAccessible(page, label);
    }
  }
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
}

test('the header search finds "hoodie men" as you type, never a tee, and sees all in the shop', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('combobox', { name: 'Search' });
  await expect(field).toBeFocused();
  // The empty state suggests categories.
  await expect(dialog.getByText('Try a category')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Hoodies' })).toBeVisible();
  await field.pressSequentially('hoodie men');
  // The results of the whole query, not of a prefix typed before the pause ("hoodie" alone
  // finds more): "see all" names the query the results are for.
  await expect(dialog.getByRole('option', { name: /See all results for “hoodie men”/ })).toBeVisible();
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  const titles = await dialog.getByRole('option').locator('strong').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) {
    expect(title).toMatch(/hoodie/i);
    expect(title).not.toMatch(/\btee\b/i);
  }
  // Words in any order find the same.
  await looks(page, 'search');
  await field.fill('men hoodie');
  await expect(dialog.getByRole('option', { name: /See all results for “men hoodie”/ })).toBeVisible();
  expect(await dialog.getByRole('option').locator('strong').allTextContents()).toEqual(titles);
  // Arrows move through the results; Enter on "see all" opens the shop with the query as a chip.
  await field.press('ArrowUp');
  await expect(dialog.getByRole('option', { name: /See all results/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await field.press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=men\+hoodie/);
  const remove = page.getByRole('button', { name: 'Remove men hoodie' });
  await expect(remove).toBeVisible();
  await expect(page.getByRole('list', { name: 'Shop' }).getByRole('link').first()).toBeVisible();
  await remove.click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('a word in no field finds nothing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search' }).fill('hoodie zeppelinx');
  await expect(dialog.getByText('Nothing found for “hoodie zeppelinx”.')).toBeVisible();
});

test('the shop shows its filter as named chips, each removable, and Clear all', async ({ page }) => {
  await page.goto('/shop?category=men&category=hoodies');
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByText('Men', { exact: true })).toBeVisible();
  await expect(chips.getByText('Hoodies', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible();
  await looks(page, 'shop-chips');
  await page.getByRole('button', { name: 'Remove Men' }).click();
  await expect(page).toHaveURL(/\/shop\?category=hoodies$/);
  await expect(page.getByRole('button', { name: 'Remove Men' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
});

test('the empty Following tab suggests creators, and Follow works in place', async ({ browser }) => {
  const page = await session(browser, 'priya@atelier.test');
  // Start from following nobody (the seed has her follow some creators).
  const creators = await page.request.get('/api/creators?limit=48');
  for (const creator of (await creators.json()).items as { at_name: string; isFollowing: boolean }[]) {
    if (creator.isFollowing)
      expect((await page.request.delete(`/api/users/${creator.at_name}/follow`)).status()).toBe(200);
  }
  await page.setViewportSize(DESKTOP);
  await page.goto('/?tab=following');
  await expect(page.getByRole('heading', { name: 'Your Following tab is empty' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Creators you might like' })).toBeVisible();
  const follow = page.getByRole('button', { name: /^Follow / }).first();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  const name = (await follow.getAttribute('aria-label'))!.replace(/^Follow /, '');
  // Three recent works each, opening the creation overlay.
  const works = page.getByRole('list', { name: `Recent work of ${name}` }).getByRole('link');
  await expect(works.first()).toHaveAttribute('href', /items=/);
  expect(await works.count()).toBeLessThanOrEqual(3);
  await looks(page, 'following-empty');
  const answered = page.waitForResponse((answer) => answer.url().includes('/follow'));
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  expect((await answered).status()).toBe(200);
  await expect(follow).toHaveText('Following');
  await page.getByRole('button', { name: 'Show their work' }).click();
  await expect(page.getByRole('list', { name: 'Following' }).getByRole('link').first()).toBeVisible();
  await page.context().close();
});

test('/creators shows each creator with recent work, and Follow', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/creators');
  const mei = page.getByRole('list', { name: 'Recent work of Mei Lin' });
  await expect(mei.getByRole('link').first()).toBeVisible();
  expect(await mei.getByRole('link').count()).toBeLessThanOrEqual(4);
  await looks(page, 'creators');
  // A guest is asked to sign in.
  await page.getByRole('button', { name: 'Follow Mei Lin' }).click();
  await expect(page).toHaveURL(/login=true/);
  await expect(page.getByRole('dialog', { name: 'Welcome to Atelier' })).toBeVisible();
  // Opening a recent work opens the creation overlay.
  const member = await session(browser, 'priya@atelier.test', '/creators?login=true');
  const button = member.getByRole('button', { name: 'Follow Kofi Mensah' });
  const was = await button.getAttribute('aria-pressed');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', was === 'true' ? 'false' : 'true');
  await member.reload();
  await expect(member.getByRole('button', { name: 'Follow Kofi Mensah' })).toHaveAttribute(
    'aria-pressed',
    was === 'true' ? 'false' : 'true',
  );
  await member.getByRole('list', { name: 'Recent work of Kofi Mensah' }).getByRole('link').first().click();
  await expect(member).toHaveURL(/items=/);
  await expect(member.getByRole('dialog').first()).toBeVisible();
  await member.context().close();
});
