import type { Browser, Page } from '@playwright/test';
import { SHOWCASE } from '../../api/src/seed/showcase-names';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Issue 20: a design saved, shared and reopened from the cart. A guest customises the
 * 'Colourway Crew Tee', saves the design by link and shares it (the link carries the design's
 * id only, and the share card its capture); a member opens that link, saves it to their own
 * account, adds it to the cart, and 'Edit design' on the cart line reopens the creation with it;
 * their profile lists it under 'Saved designs', and a stranger without the link cannot list it.
 */

let accounts = 0;

/** A browser context of its own, signed up as a new member (API, as the sign-up page does). */
async function member(browser: Browser): Promise<{ page: Page; atName: string }> {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    localStorage.setItem('atelier.homeNoticeShownAt', new Date().toISOString()),
  );
  accounts += 1;
  const tag = `${Date.now().toString(36)}${accounts}`;
  const atName = `designer_${tag}`;
  const answer = await context.request.post('/api/auth/sign-up', {
    data: {
      email: `${atName}@example.test`,
      at_name: atName,
      name: `Designer ${tag}`,
      password: 'a long passphrase',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { page: await context.newPage(), atName };
}

/** The design's answers show collapsed, like a shared link's (002 §2): open them and read Body. */
async function expectNavy(page: Page) {
  await page.getByRole('button', { name: /^Design/ }).click();
  await expect(page.getByRole('radio', { name: 'Navy' })).toBeChecked();
}

async function guest(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    localStorage.setItem('atelier.homeNoticeShownAt', new Date().toISOString()),
  );
  return context.newPage();
}

test('a design saved, shared and reopened from the cart; a stranger cannot list it', async ({ browser }) => {
  test.setTimeout(240_000);
  const anyone = await guest(browser);
  const listed = await (await anyone.request.get('/api/users/mei/creations?limit=60')).json();
  const tee = (listed.items as { id: string; name: string }[]).find(
    (item) => item.name === SHOWCASE.colourways,
  );
  expect(tee, SHOWCASE.colourways).toBeTruthy();
  const page = `/mei/creation?creation_id=${encodeURIComponent(tee!.id)}`;

  // A guest answers, waits for the 3D view (the capture is of it) and saves by link.
  await anyone.goto(page);
  // By keyboard (the swatch's label covers the input): Space picks the focused option.
  const navy = anyone.getByRole('radio', { name: 'Navy' });
  await navy.focus();
  await anyone.keyboard.press('Space');
  await expect(navy).toBeChecked();
  await expect(anyone.locator('.viewer3d')).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
  const bar = anyone.getByTestId('design-bar');
  await bar.getByRole('button', { name: 'Save design' }).click();
  await expect(bar.getByRole('status')).toHaveText(/Saved\. This device remembers it/);
  const link = await bar.getByTestId('design-link').inputValue();
  expect(link).toMatch(/\/mei\/creation\?creation_id=[^&]+&design=dg_[0-9a-z]{32}$/);
  // The link carries the id, never the answers.
  expect(link).not.toContain('answers=');
  const guestDesign = new URL(link).searchParams.get('design')!;
  const read = await (await anyone.request.get(`/api/designs/${guestDesign}`)).json();
  // Read without the device's write token: the link alone reads, and cannot change it.
  expect(read.data).toMatchObject({ ownerId: null, mine: false });
  expect(read.data.captureUrl).toMatch(/^\/api\/img\/original\//);

  // Shared: the dialog holds the design's link, with its capture behind the code.
  await bar.getByRole('button', { name: 'Share design' }).click();
  const dialog = anyone.getByTestId('share-dialog');
  await expect(dialog.getByLabel('Link', { exact: true })).toHaveValue(link);
  await expect(dialog.locator('.share__preview')).toHaveAttribute('data-capture', read.data.captureUrl);
  await expect(dialog.locator('.share__preview img')).toBeVisible();
  await anyone.keyboard.press('Escape');
  // This device remembers it: back on the page, the design is there to save again.
  await anyone.goto(page);
  await expect(anyone.getByTestId('design-link')).toHaveValue(link);

  // A member opens the shared link: the answers apply; saving makes a design of their own.
  const buyer = await member(browser);
  await buyer.page.goto(new URL(link).pathname + new URL(link).search);
  await expectNavy(buyer.page);
  const buyerBar = buyer.page.getByTestId('design-bar');
  await expect(buyerBar.getByRole('status')).toHaveText(/someone’s design/);
  // Keyboard: the save button is reached and pressed like any other.
  await buyerBar.getByRole('button', { name: 'Save design' }).focus();
  await buyer.page.keyboard.press('Enter');
  await expect(buyerBar.getByRole('status')).toHaveText('Saved to your account.');
  const ownLink = await buyerBar.getByTestId('design-link').inputValue();
  const ownDesign = new URL(ownLink).searchParams.get('design')!;
  expect(ownDesign).not.toBe(guestDesign);

  // Into the cart, and back from the cart line with 'Edit design'.
  await buyer.page.locator('.detail__info').getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer.page.getByText('Successfully added to cart')).toBeVisible();
  await buyer.page.goto('/cart');
  const line = buyer.page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expectAccessible(buyer.page, 'cart line with a design');
  await line.getByRole('link', { name: /Edit design/ }).click();
  await expect(buyer.page).toHaveURL(new RegExp(`design=${ownDesign}$`));
  await expectNavy(buyer.page);
  await expect(buyer.page.getByTestId('design-bar').getByRole('status')).toHaveText(
    'A saved design is applied.',
  );
  // The page's own Share shares the design's link while it is open.
  await buyer.page.locator('.detail__actions').getByRole('button', { name: 'Share', exact: true }).click();
  await expect(buyer.page.getByTestId('share-dialog').getByLabel('Link', { exact: true })).toHaveValue(
    ownLink,
  );
  await buyer.page.keyboard.press('Escape');

  // Their profile lists it; a stranger's lists nothing of theirs, and the API agrees.
  await buyer.page.goto(`/${buyer.atName}`);
  const saved = buyer.page.getByRole('region', { name: 'Saved designs' });
  await expect(saved.getByTestId('saved-design')).toHaveCount(1);
  await expect(saved.getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    new RegExp(`design=${ownDesign}`),
  );
  await expectAccessible(buyer.page, 'saved designs');

  const stranger = await member(browser);
  const theirs = await (await stranger.page.request.get('/api/me/designs')).json();
  expect(JSON.stringify(theirs)).not.toContain(ownDesign);
  await stranger.page.goto(`/${stranger.atName}`);
  await expect(stranger.page.getByRole('heading', { name: 'No saved designs yet' })).toBeVisible();
  await stranger.page.goto(`/${buyer.atName}`);
  await expect(stranger.page.getByRole('heading', { name: /Designer/ }).first()).toBeVisible();
  await expect(stranger.page.getByRole('region', { name: 'Saved designs' })).toHaveCount(0);
  // Without a session nothing is listed at all.
  expect((await anyone.request.get('/api/me/designs')).status()).toBe(401);

  // Removed from the profile: the empty state, and the cart line's link says the design is gone.
  await buyer.page.goto(`/${buyer.atName}`);
  await saved.getByRole('button', { name: /^Remove the design of/ }).click();
  await expect(buyer.page.getByRole('heading', { name: 'No saved designs yet' })).toBeVisible();
  await buyer.page.goto('/cart');
  await buyer.page
    .getByTestId('cart-line')
    .getByRole('link', { name: /Edit design/ })
    .click();
  await expect(buyer.page.getByTestId('design-bar').getByRole('status')).toHaveText(/no longer available/);
});
