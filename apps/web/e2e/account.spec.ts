import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { session } from './commerce-support';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';

/**
 * Issue 18, account settings: name, cropped avatar and banner; forgot password through the
 * mailed link (read from the e2e database's outbox); e-mail change confirmed by its link.
 * Each journey signs up an account of its own (they change e-mail addresses and passwords, so
 * no seeded person other journeys sign in as is touched, and a retry starts afresh).
 */

/** A new account (the demo password) with a handle of its own; its e-mail address. */
async function newAccount(request: APIRequestContext, label: string): Promise<string> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `${label}.${stamp}@atelier.test`;
  const answer = await request.post('/api/auth/sign-up', {
    data: { email, password: DEMO_PASSWORD, name: `${label} ${stamp}`, at_name: `${label}_${stamp}` },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return email;
}

// better-sqlite3 and sharp are the API's dependencies: load them from there.
const requireFromApi = createRequire(new URL('../../api/package.json', import.meta.url));
interface ReadOnlyDb {
  prepare: (sql: string) => { get: (...params: unknown[]) => unknown };
  close: () => void;
}
const Database = requireFromApi('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean },
) => ReadOnlyDb;
const sharp = requireFromApi('sharp') as (options: {
  create: { width: number; height: number; channels: 3; background: string };
}) => { png: () => { toBuffer: () => Promise<Buffer> } };

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The newest mail to `to` whose text links to `path`: its token. */
async function mailedToken(to: string, path: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(() => {
      const db = new Database(process.env.E2E_DB ?? '', { readonly: true, fileMustExist: true });
      try {
        const row = db
          .prepare(
            `select text_body from mail_outbox where to_address = ? and text_body like ? order by created_at desc, id desc limit 1`,
          )
          .get(to, `%${path}?token=%`) as { text_body: string } | undefined;
        token = row?.text_body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
        return token;
      } finally {
        db.close();
      }
    })
    .toBeTruthy();
  return token ?? '';
}

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function choosePicture(page: Page, kind: 'avatar' | 'banner', buffer: Buffer, dialogName: string) {
  await page
    .getByTestId(`${kind}-file`)
    .setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer });
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('slider', { name: 'Zoom' }).fill('1.5');
  // The upload (a POST), not a picture the page shows meanwhile (the header's avatar, a GET).
  const uploaded = page.waitForResponse(
    (answer) => answer.url().includes('/api/img/original/') && answer.request().method() === 'POST',
  );
  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/me/profile') && answer.request().method() === 'PATCH',
  );
  await dialog.getByRole('button', { name: 'Save picture' }).click();
  expect((await uploaded).status()).toBe(201);
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
}

test('edit name, crop and upload the avatar and banner, see them on the profile', async ({
  browser,
  request,
}) => {
  const page = await session(browser, await newAccount(request, 'lena'));
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Account' }).first().click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Lena Fischer-Ng');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved.')).toBeVisible();

  await choosePicture(page, 'avatar', await png(900, 700, '#2e7d32'), 'Crop your profile picture');
  await expect(page.getByText('Your picture is saved.').first()).toBeVisible();
  await choosePicture(page, 'banner', await png(1600, 900, '#c2185b'), 'Crop your banner');
  await expectAccessible(page, 'settings, desktop light');

  await page.getByRole('link', { name: 'View your profile' }).click();
  await expect(page.getByRole('heading', { name: 'Lena Fischer-Ng', level: 1 })).toBeVisible();
  const banner = page.locator('.profile-header__banner img');
  await expect(banner).toBeVisible();
  // Decoded before it is measured (the banner may load lazily).
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight)).toBeCloseTo(
    4,
    1,
  );
  await expect(page.locator('.profile-header img').nth(1)).toBeVisible();
  // The own profile's edit button leads back.
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);

  // Phone, dark.
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  await expectAccessible(page, 'settings, phone dark');
  await page.context().close();
});

test('forgot password: the mailed link sets a new password once and signs in', async ({ page, request }) => {
  const omar = await newAccount(request, 'omar');
  await page.setViewportSize(PHONE);
  await page.goto('/?login=true');
  await page
    .getByRole('dialog', { name: 'Welcome to Atelier' })
    .getByRole('link', { name: 'Forgot password?' })
    .click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(omar);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText(
      'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'reset request, phone light');

  const token = await mailedToken(omar, '/reset-password');
  await page.goto(`/reset-password?token=${token}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await page.getByLabel('New password').fill('omar-new-password');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('Your new password is saved and you are signed in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' }).first()).toBeVisible();
  await expectAccessible(page, 'reset done, phone dark');

  // The same link again: refused with the message, nothing changed.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/reset-password?token=${token}`);
  await page.getByLabel('New password').fill('someone-else-password');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('This link was already used. Please ask for a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expectAccessible(page, 'used link, desktop dark');

  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: omar, password: 'omar-new-password' },
  });
  expect(signIn.status()).toBe(200);
});

test('e-mail change: check your inbox, confirm the link, sign in with the new address', async ({
  browser,
  request,
}) => {
  const page = await session(browser, await newAccount(request, 'lena'), '/settings/account?login=true');
  await page.setViewportSize(DESKTOP);
  const newEmail = `lena.${Date.now()}@atelier.test`;
  await page.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await page.getByLabel('Your password').fill('atelier-demo');
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
  await expectAccessible(page, 'check inbox, desktop light');

  const token = await mailedToken(newEmail, '/confirm-email');
  await page.goto(`/confirm-email?token=${token}`);
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();

  const fresh = await session(browser, newEmail);
  await expect(fresh.getByRole('button', { name: 'Account' }).first()).toBeVisible();
  await page.context().close();
  await fresh.context().close();
});
