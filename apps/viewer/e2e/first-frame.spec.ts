import { devices, expect, request as playwrightRequest, test } from '@playwright/test';
import { demoCreation } from './partner-pages';

/**
 * Issue 20, a phone's first frame: the lazy chunks every first frame waits for come with the
 * page, and a garment shows in its colours before its relief (the normal maps, its largest
 * images) is in; the design counts as shown only once the relief is there too.
 */
let creationId = '';
test.beforeAll(async () => {
  const request = await playwrightRequest.newContext();
  creationId = (await demoCreation(request)).id;
  await request.dispose();
});

test('the page preloads the meshopt decoder, the texts and the image-format check', async ({ request }) => {
  const html = await (await request.get(`/viewer/?creation=${creationId}`)).text();
  for (const chunk of ['meshopt_decoder.module', 'texts-catalogue', 'image-formats'])
    expect(html).toMatch(
      new RegExp(`<link rel="modulepreload" crossorigin href="/viewer/assets/${chunk}-[\\w-]+\\.js">`),
    );
});

test('the garment is drawn while its normal maps are held, and the design is shown once they are in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 480, height: 360 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const normals: string[] = [];
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.route('**/api/img/**', async (route) => {
    if (/normals/.test(route.request().url())) {
      normals.push(route.request().url());
      await held;
    }
    await route.continue();
  });
  await page.goto(`/viewer/?creation=${creationId}`);
  const root = page.locator('#viewer');
  await expect(root).toHaveAttribute('data-drawn', 'model', { timeout: 30_000 });
  // Asked for once the colours were in, and still held: the design is not shown yet.
  await expect.poll(() => normals.length).toBeGreaterThan(0);
  await expect(root).toHaveAttribute('data-state', 'loading');
  release();
  await expect(root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  // Nothing else on the way: a frame's icon is never shown.
  expect(asked).not.toContain('/favicon.ico');
});

test("a phone's first frame wears small colours; the full images come with the relief", async ({
  browser,
}) => {
  // A phone, as Playwright describes one (an Android user agent, touch, a small screen).
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']!;
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const widths: { url: string; width: number }[] = [];
  await page.route('**/api/img/original/**', async (route) => {
    const url = new URL(route.request().url());
    const width = Number(url.searchParams.get('w') ?? 0);
    // Material images only, which the engine fetches (the poster is an <img>).
    if (route.request().resourceType() === 'fetch') {
      widths.push({ url: url.pathname, width });
      if (width >= 1024) await held;
    }
    await route.continue();
  });
  await page.goto(`/viewer/?creation=${creationId}`);
  const root = page.locator('#viewer');
  // Drawn with the 200 px previews while every full-width image is held.
  await expect(root).toHaveAttribute('data-drawn', 'model', { timeout: 60_000 });
  const previews = widths.filter(({ width }) => width === 200).map(({ url }) => url);
  expect(previews.length).toBeGreaterThan(0);
  await expect(root).toHaveAttribute('data-state', 'loading');
  release();
  await expect(root).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  // Each preview's image was then asked at full width too.
  const full = widths.filter(({ width }) => width >= 1024).map(({ url }) => url);
  for (const url of previews) expect(full).toContain(url);
  await context.close();
});
