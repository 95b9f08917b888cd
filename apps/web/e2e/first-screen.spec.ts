import type { Page } from '@playwright/test';
import { expect, grid, test } from './fixtures';

/**
 * The server writes the first screen's API answers and image preloads into the HTML of home,
 * shop and a creation's page (apps/api/src/web/). Here, in a browser: the page asks the API for
 * none of them, and every image the first screen shows is the one preloaded, fetched once.
 */

async function watchRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(`${url.pathname}${url.search}`);
  });
  return requests;
}

/** Images fetched through a `<link rel="preload">` (initiator "link"), by address. */
const preloadedImages = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link')
      .map((entry) => new URL(entry.name).pathname + new URL(entry.name).search)
      .filter((path) => path.startsWith('/api/img/')),
  );

const src = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate(
      (image: HTMLImageElement) => new URL(image.currentSrc).pathname + new URL(image.currentSrc).search,
    );

function expectEachOnce(requests: string[]) {
  const images = requests.filter((path) => path.startsWith('/api/img/'));
  expect(images.length).toBeGreaterThan(0);
  expect(images).toEqual([...new Set(images)]);
}

test.describe('a phone (Lighthouse mobile)', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

  test('shop: the grid comes with the page; the first tiles are the preloaded images', async ({ page }) => {
    const requests = await watchRequests(page);
    await page.goto('/shop');
    await expect(grid(page).locator('img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual(
      requests.filter((path) => path.startsWith('/api/img/')),
    );
    expectEachOnce(requests);
    const preloaded = await preloadedImages(page);
    // The narrow grid's first row: three, and not the wide grid's other four.
    expect(preloaded).toHaveLength(3);
    expect(preloaded).toContain(await src(page, '.ui-media-grid img'));
  });

  test('home: tabs, grid and the hero picture with the page, no API request for them', async ({ page }) => {
    const requests = await watchRequests(page);
    await page.goto('/');
    await expect(grid(page).locator('img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const api = requests.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/img/'));
    expect(api).toEqual([]);
    expectEachOnce(requests);
    const preloaded = await preloadedImages(page);
    // The main site's largest paint is the hero's picture (issue 18), preloaded and shown as it
    // is; the banner below it waits its turn.
    const hero = await page
      .locator('.home-hero img')
      .evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    const preloadedFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link')
        .map((entry) => new URL(entry.name).pathname),
    );
    expect(preloadedFiles).toContain(hero);
    expect(preloaded).toContain(await src(page, '.ui-media-grid img[fetchpriority="high"]'));
  });

  test("a creation's page: the detail and its first gallery image with the page", async ({ page }) => {
    const requests = await watchRequests(page);
    await page.goto('/shop');
    const first = grid(page).locator('a[href*="items="]').first();
    const id = new URL((await first.getAttribute('href')) ?? '', 'http://x').searchParams.get('items') ?? '';
    const creation = await (await page.request.get(`/api/creations/${id}`)).json();
    // Leave the shop first: its later rows (rendered once idle) must not count as this page's.
    await page.goto('about:blank');
    requests.length = 0;
    await page.goto(`/${creation.creation.user.at_name}/creation?creation_id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: creation.creation.name })).toBeVisible();
    await expect(page.locator('.gallery img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).not.toContain(`/api/creations/${id}`);
    expect(requests).not.toContain('/api/auth/session');
    expect(requests).not.toContain('/api/home');
    expectEachOnce(requests);
    expect(await preloadedImages(page)).toEqual([await src(page, '.gallery img')]);
  });
});

test('a wide window preloads the wide grid’s whole first row', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const requests = await watchRequests(page);
  await page.goto('/shop');
  await expect(grid(page).locator('img').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectEachOnce(requests);
  const preloaded = await preloadedImages(page);
  expect(preloaded).toHaveLength(7);
  const firstRow = await grid(page)
    .locator('img[fetchpriority="high"]')
    .evaluateAll((images: HTMLImageElement[]) =>
      images.map((image) => new URL(image.currentSrc).pathname + new URL(image.currentSrc).search),
    );
  expect(new Set(firstRow)).toEqual(new Set(preloaded));
});

/** Layout shifts so far that moved the largest paint's boxes (the hero, the gallery's column). */
const picturesShifted = (page: Page) =>
  page.evaluate(() => (window as unknown as { picturesShifted: number }).picturesShifted);

/** The box of the picture, once it is drawn. */
async function drawnPicture(page: Page, selector: string) {
  const picture = page.locator(selector).first();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  return picture.boundingBox();
}

for (const [name, size] of [
  ['a phone', { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true }],
  ['a desktop', { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false }],
] as const) {
  test(`${name}: home's and a creation's largest paint come with the HTML, where the app draws them`, async ({
    browser,
    page,
  }) => {
    const { items } = await (await page.request.get('/api/creations?tab=trending&limit=1')).json();
    const pages = [
      ['/', '.home-hero__picture img'],
      ['/shop', '.ui-media-grid img'],
      [`/${items[0].user.at_name}/creation?creation_id=${items[0].id}`, '.gallery__plate img'],
    ] as const;
    // Without scripts: the server's first paint alone (apps/api/src/web/first-paint.ts).
    const bare = await browser.newContext({ ...size, javaScriptEnabled: false });
    const boxes: unknown[] = [];
    for (const [path, selector] of pages) {
      const before = await bare.newPage();
      await before.goto(path);
      await expect(before.locator('[data-first-paint]')).toHaveCount(1);
      boxes.push(await drawnPicture(before, selector));
    }
    await bare.close();
    // With the app: the same box once React has drawn the page, and it never moved.
    const app = await browser.newContext(size);
    for (const [index, [path, selector]] of pages.entries()) {
      const after = await app.newPage();
      await after.addInitScript(() => {
        const state = window as unknown as { picturesShifted: number };
        state.picturesShifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            sources: { node?: Node | null }[];
          }[]) {
            const moved = entry.sources.some(
              (source) =>
                source.node instanceof Element &&
                source.node.closest('.home-hero, .detail__media, .ui-media-grid, [data-first-paint]') !==
                  null,
            );
            if (moved) state.picturesShifted += 1;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await after.goto(path);
      // React's page, not the server's stand-in (which has no words).
      await expect(after.locator('[data-first-paint]')).toHaveCount(0);
      await expect(after.locator('.home-hero__title, .detail__name, .shop h1').first()).not.toBeEmpty();
      expect(await drawnPicture(after, selector)).toEqual(boxes[index]);
      await after.waitForLoadState('networkidle');
      expect(await picturesShifted(after)).toBe(0);
    }
    await app.close();
  });
}

test("home's, the shop's and a creation's code start once their first picture is in (code-after-paint.ts)", async ({
  page,
}) => {
  const { items } = await (await page.request.get('/api/creations?tab=trending&limit=1')).json();
  for (const [path, selector] of [
    ['/', '.home-hero__picture img'],
    ['/shop', '.ui-media-grid img'],
    [`/${items[0].user.at_name}/creation?creation_id=${items[0].id}`, '.gallery__plate img'],
  ] as const) {
    await page.goto(path);
    // The app starts: its own words replace the server's stand-in.
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await expect(page.locator('.home-hero__title, .detail__name, .shop h1').first()).not.toBeEmpty();
    const timing = await page
      .locator(selector)
      .first()
      .evaluate((image: HTMLImageElement) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const picture = entries.find((entry) => entry.name === image.currentSrc);
        const scripts = entries.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
        return {
          pictureEnd: picture?.responseEnd ?? null,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      });
    expect(timing.pictureEnd).not.toBeNull();
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.pictureEnd ?? Infinity);
  }
});
