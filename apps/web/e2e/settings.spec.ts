import { expect, expectAccessible, openMenu, signIn, test } from './fixtures';

test('a guest switches language and currency; both stay after a reload', async ({ page }) => {
  await page.goto('/shop');
  await openMenu(page.getByRole('button', { name: /^Language/ }));
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await openMenu(page.getByRole('button', { name: /^Sprache/ }));
  await page.getByRole('menuitem', { name: 'Einstellungen' }).click();
  const settings = page.getByRole('dialog', { name: 'Einstellungen' });
  await settings.getByLabel('Währung').selectOption('USD');
  await settings.getByRole('button', { name: 'Dunkel' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, 'settings in German, dark');
  await page.keyboard.press('Escape');
  await expect(
    page
      .getByRole('list', { name: 'Shop' })
      .getByText(/^US\$ \d/)
      .first(),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Shop' })
      .getByText(/^US\$ \d/)
      .first(),
  ).toBeVisible();
  // Another language of the selector falls back to English key by key.
  await openMenu(page.getByRole('button', { name: /^Sprache/ }));
  await page.getByRole('menuitem', { name: 'Einstellungen' }).click();
  await page.getByRole('dialog', { name: 'Einstellungen' }).getByLabel('Sprache').selectOption('es');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('Japanese shows CJK text; a member keeps settings on the account', async ({ page }) => {
  await page.goto('/?login=true');
  await signIn(page, 'creator@atelier.test');
  await openMenu(page.getByRole('button', { name: 'Account' }));
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByText('Saved to your account.')).toBeVisible();
  await settings.getByLabel('Language').selectOption('ja');
  await expect(page.getByRole('dialog', { name: '設定' })).toBeVisible();
  await page.getByRole('dialog', { name: '設定' }).getByRole('button', { name: '下' }).click();
  await expect(page.locator('header.shell-header')).toHaveAttribute('data-placement', 'bottom');
  await page.keyboard.press('Escape');
  const preferences = await page.evaluate(() => fetch('/api/me/preferences').then((answer) => answer.json()));
  expect(preferences.preferences).toMatchObject({ language: 'ja', nav_bar_placement: 'bottom' });
  await expectAccessible(page, 'home in Japanese, nav at the bottom');
  // Put the account back as it was for other tests.
  await page.evaluate(() =>
    fetch('/api/me/preferences', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'en', nav_bar_placement: 'top' }),
    }),
  );
});

test('notifications: the bell shows the unread count, the 400 px panel has All read and the welcome item', async ({
  page,
}) => {
  await page.goto('/?login=true');
  await signIn(page, 'shopper@atelier.test');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await openMenu(bell);
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Welcome to Atelier')).toBeVisible();
  expect(
    await panel.locator('.notifications__list').evaluate((element) => element.getBoundingClientRect().height),
  ).toBe(400);
  await expectAccessible(page, 'notifications panel');
  await panel.getByRole('button', { name: 'All read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
