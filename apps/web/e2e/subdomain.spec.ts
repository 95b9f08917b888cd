import { expect, openMenu, test } from './fixtures';

test('a creator sub-domain shows only that creator’s shop, and no manufacturer promo', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL ?? 'http://127.0.0.1:4317').port;
  await page.goto(`http://mei.localhost:${port}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mei Lin’s shop');
  const tiles = page.getByRole('list', { name: 'Trending' }).locator('a[href*="items="]');
  await expect(tiles.first()).toBeVisible();
  const creators = await tiles.locator('.ui-tile__subtitle').allTextContents();
  expect(new Set(creators)).toEqual(new Set(['Mei Lin']));
  await openMenu(page.locator('button.shell-brand'));
  await page.getByRole('menuitem', { name: 'Get started' }).click();
  const promo = page.getByRole('dialog', { name: 'What brings you here?' });
  await expect(promo.getByRole('link', { name: /Shop/ })).toBeVisible();
  await expect(promo.getByRole('link', { name: /Create/ })).toBeVisible();
  await expect(promo.getByRole('link', { name: /Manufacture/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(promo).toBeHidden();
  await expect(page.getByRole('link', { name: 'Collections' })).toBeVisible();
});

test('the main site promo has all three entries and each closes the popup', async ({ page }) => {
  await page.goto('/');
  await openMenu(page.locator('button.shell-brand'));
  await page.getByRole('menuitem', { name: 'Get started' }).click();
  const promo = page.getByRole('dialog', { name: 'What brings you here?' });
  await expect(promo.getByRole('link')).toHaveCount(3);
  await promo.getByRole('link', { name: /Manufacture/ }).click();
  await expect(promo).toBeHidden();
  await expect(page).toHaveURL(/\/intro\/manufacturingingenesis$/);
});
