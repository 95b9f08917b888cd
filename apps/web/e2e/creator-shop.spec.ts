import type { Browser, Page, Response } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

/** An upload's answer (a POST), not a picture the page shows meanwhile (a GET of the same API). */
const upload = (answer: Response) =>
  answer.url().includes('/api/img/original/') && answer.request().method() === 'POST';

/**
 * Issue 18: a creator's sub-domain is their shop. Inès (only this journey uses her) edits her
 * shop in the dashboard; her sub-domain then shows her header, notice, banner and card, never
 * the platform's welcome; an unknown sub-domain is the not-found page with status 404.
 */

const NOTICE_TITLE = 'Inès’s autumn atelier';
const NOTICE_TEXT = 'Ten knitted pieces, each cut when you order it.';
const CARD_TITLE = 'Lisbon lookbook';
const PLATFORM_WELCOME = 'Open a creator shop'; // a platform header card (seed)

const portOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://127.0.0.1:4317').port;
const shopUrl = (baseURL: string | undefined, label = 'ines') =>
  `http://${label}.localhost:${portOf(baseURL)}/`;

/** A PNG of one colour, drawn by the browser (no image files in the repository). */
async function solidPng(page: Page, color: string, width = 800, height = 200): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([fill, w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = Number(w);
      canvas.height = Number(h);
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = String(fill);
        context.fillRect(0, 0, Number(w), Number(h));
      }
      return canvas.toDataURL('image/png');
    },
    [color, width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Inès signed in on the main site; the daily notices of the main site stay closed. */
async function inesSession(browser: Browser, path: string, shopNoticeSeen = false): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((seen) => {
    // Her own shop's notice is what the first journey checks: then only the main site's is marked seen.
    if (seen || !location.hostname.startsWith('ines.'))
      localStorage.setItem('atelier.homeNoticeShownAt', new Date().toISOString());
  }, shopNoticeSeen);
  const page = await context.newPage();
  await page.goto(path);
  await signIn(page, 'ines@atelier.test');
  return page;
}

test('Inès edits her shop in the dashboard and her sub-domain shows it, not the platform’s welcome', async ({
  browser,
  baseURL,
}) => {
  const page = await inesSession(browser, '/dashboard?login=true');
  const section = page.getByRole('region', { name: 'Your shop' });
  await expect(section.getByRole('heading', { name: 'Your shop' })).toBeVisible();
  await section.getByLabel('Short bio').fill('Hand-finished knitwear from Lisbon.');
  await section.getByRole('checkbox', { name: 'Show the notice' }).check();
  await section.getByLabel('Title', { exact: true }).first().fill(NOTICE_TITLE);
  await section.getByLabel('Text', { exact: true }).fill(NOTICE_TEXT);
  // The preview follows what she types.
  await expect(section.getByRole('figure', { name: 'Preview' }).first()).toContainText(NOTICE_TEXT);

  await section.getByRole('checkbox', { name: 'Show the banner' }).check();
  const bannerUpload = page.waitForResponse(upload);
  await section
    .getByLabel('Banner: Choose a picture')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await solidPng(page, '#6a1b9a') });
  expect((await bannerUpload).status()).toBe(201);
  await section.getByLabel('Link', { exact: true }).first().fill('/shop');

  await section.getByRole('button', { name: 'Add a card' }).click();
  const card = section.getByRole('listitem', { name: 'Card 1' });
  await card.getByLabel('Title').fill(CARD_TITLE);
  await card.getByLabel('Description').fill('The autumn story');
  await card.getByLabel('Link').fill('/shop');
  const cardUpload = page.waitForResponse(upload);
  await card.getByLabel('Picture: Choose a picture').setInputFiles({
    name: 'card.png',
    mimeType: 'image/png',
    buffer: await solidPng(page, '#ef6c00', 600, 338),
  });
  expect((await cardUpload).status()).toBe(201);

  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/me/shop') && answer.request().method() === 'PUT',
  );
  await section.getByRole('button', { name: 'Save shop' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Your shop is saved.')).toBeVisible();
  await expectAccessible(page, 'dashboard shop section');

  // Her sub-domain: her notice opens (once a day), then her header, banner and card.
  const shop = await page.goto(shopUrl(baseURL));
  expect(shop?.status()).toBe(200);
  const notice = page.getByRole('dialog', { name: NOTICE_TITLE });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(NOTICE_TEXT);
  await notice.getByRole('button').last().click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inès Duarte’s shop');
  const header = page.getByTestId('creator-shop-header');
  await expect(header.getByRole('heading', { name: 'Inès Duarte' })).toBeVisible();
  await expect(header.getByText('@ines')).toBeVisible();
  await expect(header.getByText('Hand-finished knitwear from Lisbon.')).toBeVisible();
  await expect(page.locator('.home-banner img')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(CARD_TITLE) })).toBeVisible();
  await expect(page.getByText(PLATFORM_WELCOME)).toHaveCount(0);
  await expect(page.locator('button.shell-brand')).toContainText('Inès Duarte');
  await expectAccessible(page, 'Inès’s shop');
  await page.context().close();
});

test('an unknown sub-domain is the not-found page with status 404', async ({ page, baseURL }) => {
  const answer = await page.goto(shopUrl(baseURL, 'nobodyhere'));
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('button.shell-brand')).toContainText('Atelier');
  // Node does not resolve *.localhost as Chromium does: the same host, by its Host header.
  const api = await page.request.get('/api/home', {
    headers: { host: `nobodyhere.localhost:${portOf(baseURL)}` },
  });
  expect(api.status()).toBe(404);
  await expectAccessible(page, 'unknown shop');
  // Every page of an unknown shop, not only its home.
  const shop = await page.goto(`${shopUrl(baseURL, 'nobodyhere')}shop`);
  expect(shop?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('name and handle stay readable on a white and on a black banner', async ({ browser, baseURL }) => {
  // Two banners, each uploaded and checked by axe on two pages: four pages in one journey.
  test.slow();
  const page = await inesSession(browser, '/?login=true', true);
  const me = await (await page.request.get('/api/auth/session')).json();
  const original: string | null = me.session.user.profile_banner;
  try {
    for (const color of ['#ffffff', '#000000']) {
      const png = await solidPng(page, color, 1600, 400);
      const upload = await page.request.post(`/api/img/original/banner-${color.slice(1)}.png`, {
        data: { image: png.toString('base64'), user_id: me.session.user.id },
      });
      expect(upload.status()).toBe(201);
      const { id } = await upload.json();
      expect((await page.request.patch('/api/me/profile', { data: { profile_banner: id } })).status()).toBe(
        200,
      );
      await page.goto(shopUrl(baseURL));
      await expect(
        page.getByTestId('creator-shop-header').getByRole('heading', { name: 'Inès Duarte' }),
      ).toBeVisible();
      await expectAccessible(page, `shop header on ${color}`);
      await page.goto('/ines/creation');
      await expect(page.getByRole('heading', { level: 1, name: 'Inès Duarte' })).toBeVisible();
      await expectAccessible(page, `profile header on ${color}`);
    }
  } finally {
    await page.request.patch('/api/me/profile', { data: { profile_banner: original } });
    await page.context().close();
  }
});

for (const theme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test.describe(`${theme} ${device}`, () => {
      test.use({ colorScheme: theme, viewport });

      test(`Inès’s shop reads well (${theme}, ${device})`, async ({ page, baseURL }, testInfo) => {
        await page.goto(shopUrl(baseURL));
        await expect(page.getByTestId('creator-shop-header')).toBeVisible();
        await expect(page.getByText(PLATFORM_WELCOME)).toHaveCount(0);
        await expectAccessible(page, `${theme} ${device}`);
        await page.screenshot({ path: testInfo.outputPath(`shop-${theme}-${device}.png`), fullPage: false });
      });
    });
  }
}
