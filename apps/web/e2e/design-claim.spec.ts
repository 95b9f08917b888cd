import { SHOWCASE } from '../../api/src/seed/showcase-names';
import { expect, test } from './fixtures';

/**
 * Issue 20: a guest's design, shared by link and then theirs. A guest customises the 'Colourway
 * Crew Tee' and presses the page's Share: the design is saved first and the link names it by id
 * (no answers in it). The guest then signs up in the quick login, and the design this browser
 * saved moves into the new account: their profile lists it under 'Saved designs'.
 */
test('a guest shares a design (saved first, linked by id), signs up and finds it in Saved designs', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  await context.addInitScript(() =>
    localStorage.setItem('atelier.homeNoticeShownAt', new Date().toISOString()),
  );
  const page = await context.newPage();
  const listed = await (await page.request.get('/api/users/mei/creations?limit=60')).json();
  const tee = (listed.items as { id: string; name: string }[]).find(
    (item) => item.name === SHOWCASE.colourways,
  );
  expect(tee, SHOWCASE.colourways).toBeTruthy();
  const teePage = `/mei/creation?creation_id=${encodeURIComponent(tee!.id)}`;

  // The guest answers (Navy, by keyboard: the swatch's label covers the input) and shares.
  await page.goto(teePage);
  const navy = page.getByRole('radio', { name: 'Navy' });
  await navy.focus();
  await page.keyboard.press('Space');
  await expect(navy).toBeChecked();
  await expect(page.locator('.viewer3d')).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
  await page.locator('.detail__actions').getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByTestId('share-dialog');
  const linkField = dialog.getByLabel('Link', { exact: true });
  await expect(linkField).toHaveValue(/&design=dg_[0-9a-z]{32}$/);
  const link = new URL(await linkField.inputValue());
  // The link names the design and nothing of it: no answers, no field, no colour.
  expect([...link.searchParams.keys()]).toEqual(['creation_id', 'design']);
  expect(link.href).not.toMatch(/answers|field_|body-3|navy/i);
  const designId = link.searchParams.get('design')!;
  const saved = await (await page.request.get(`/api/designs/${designId}`)).json();
  expect(saved.data).toMatchObject({ creationId: tee!.id, ownerId: null });
  // Navy is the body colourway's third option: the design holds the answer, on Atelier.
  expect(saved.data.answers).toMatchObject({ field_colorway_body: 'body-3' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Sign up in the quick login.
  const tag = Date.now().toString(36);
  const atName = `claimer_${tag}`;
  await page.goto(`${teePage}&login=true`);
  const login = page.getByRole('dialog', { name: 'Welcome to Atelier' });
  await login.getByRole('button', { name: 'Sign up' }).first().click();
  await login.getByLabel('Name').fill(`Claimer ${tag}`);
  await login.getByLabel('Handle').fill(atName);
  await login.getByLabel('Email').fill(`${atName}@example.test`);
  await login.getByLabel('Password').fill('a long passphrase');
  const signedUp = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/auth/sign-up') && answer.request().method() === 'POST',
  );
  await login.locator('button[type="submit"]').click();
  expect((await signedUp).status()).toBe(201);
  await expect(login.getByText('You are signed in.')).toBeVisible();

  // The design moved into the account: listed under Saved designs, and no longer this device's.
  await page.goto(`/${atName}`);
  const designs = page.getByRole('region', { name: 'Saved designs' });
  await expect(designs.getByTestId('saved-design')).toHaveCount(1);
  await expect(designs.getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    new RegExp(`design=${designId}`),
  );
  const mine = await (await page.request.get(`/api/designs/${designId}`)).json();
  expect(mine.data).toMatchObject({ mine: true, ownerId: expect.stringMatching(/.+/) });
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('atelier.design'))),
  ).toEqual([]);
  await context.close();
});
