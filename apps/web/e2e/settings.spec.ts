import { DEMO_PASSWORD, expect, expectAccessible, openMenu, signIn, test } from './fixtures';

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
  // Prices in dollars, written the German way (Intl's de format: "27,01 $").
  await expect(
    page
      .getByRole('list', { name: 'Shop' })
      .getByText(/^\d[\d.]*,\d{2}\s\$$/)
      .first(),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Shop' })
      .getByText(/^\d[\d.]*,\d{2}\s\$$/)
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
  const placementSaved = page.waitForResponse(
    (answer) =>
      answer.url().endsWith('/api/me/preferences') &&
      answer.request().method() === 'PATCH' &&
      (answer.request().postData() ?? '').includes('nav_bar_placement'),
  );
  await page.getByRole('dialog', { name: '設定' }).getByRole('button', { name: '下' }).click();
  await expect(page.locator('header.shell-header')).toHaveAttribute('data-placement', 'bottom');
  // The header moves at once; the account is saved when the server answers.
  expect((await placementSaved).status()).toBe(200);
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
  playwright,
  baseURL,
}) => {
  // The shopper gets an unread notification first (the creator follows them again), so the
  // test does not depend on one an earlier run or a retry has already read.
  const creator = await playwright.request.newContext({ baseURL });
  try {
    const signedIn = await creator.post('/api/auth/sign-in', {
      data: { email: 'creator@atelier.test', password: DEMO_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const profile = await creator.get('/api/users/sam');
    expect(profile.status()).toBe(200);
    const wasFollowing = ((await profile.json()) as { user: { isFollowing: boolean } }).user.isFollowing;
    // An empty JSON body: the API refuses a body it cannot tell is JSON.
    const follow = (method: 'put' | 'delete') => creator[method]('/api/users/sam/follow', { data: {} });
    expect((await follow('delete')).status()).toBe(200);
    expect((await follow('put')).status()).toBe(200);
    if (!wasFollowing) expect((await follow('delete')).status()).toBe(200);
  } finally {
    await creator.dispose();
  }

  await page.goto('/?login=true');
  await signIn(page, 'shopper@atelier.test');
  const bell = page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
  await openMenu(bell);
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Welcome to Atelier')).toBeVisible();
  // The panel may still be opening (a transition): its list is 400 px once it has settled.
  await expect
    .poll(() =>
      panel.locator('.notifications__list').evaluate((element) => element.getBoundingClientRect().height),
    )
    .toBe(400);
  await expectAccessible(page, 'notifications panel');
  await panel.getByRole('button', { name: 'All read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
