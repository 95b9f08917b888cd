import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, grid, test } from './fixtures';

/**
 * Product images are sharp on high-density screens (issue 18): the grid offers 000 §9's widths
 * (500, 1200, 1500) and the browser takes one at least as wide as the tile's device pixels,
 * the image API answers it in a modern format, and the demo shop shows rendered studio
 * photos (assets/photos), not tinted placeholders with their names written on them.
 */

interface Shown {
  src: string;
  natural: number;
  rendered: number;
  asked: number;
  largest: number;
}

/** The grid images the window shows, once every one of them has loaded. */
async function shownImages(page: Page): Promise<Shown[]> {
  const images = grid(page).locator('img');
  await expect(images.first()).toBeVisible();
  // On home the hero and the cards come first: bring the grid's first row into the window.
  await images.first().scrollIntoViewIfNeeded();
  const read = () =>
    images.evaluateAll((all: HTMLImageElement[]) =>
      all
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
        })
        .map((image) => {
          const asked = Number(
            new URL(image.currentSrc || image.src, location.href).searchParams.get('w') ?? 0,
          );
          const widths = (image.getAttribute('srcset') ?? '')
            .split(',')
            .map((candidate) => Number(candidate.trim().split(' ')[1]?.replace('w', '') ?? 0));
          return {
            src: image.currentSrc,
            complete: image.complete && image.naturalWidth > 0,
            natural: image.naturalWidth,
            rendered: image.getBoundingClientRect().width,
            asked,
            largest: Math.max(0, ...widths),
          };
        }),
    );
  await expect.poll(async () => (await read()).every((image) => image.complete)).toBe(true);
  const shown = (await read()).map(({ complete: _complete, ...image }) => image);
  // An <img> with a srcset reports naturalWidth in CSS pixels (divided by the candidate's
  // density): the file's own width is read from the same address loaded on its own.
  const files = await page.evaluate(
    (sources) =>
      Promise.all(
        sources.map(async (source) => {
          const image = new Image();
          image.src = source;
          await image.decode();
          return image.naturalWidth;
        }),
      ),
    shown.map((image) => image.src),
  );
  return shown.map((image, index) => ({ ...image, natural: files[index]! }));
}

/** Every shown image has at least a device pixel per pixel, or is the largest width there is. */
function expectSharp(images: Shown[], scale: number) {
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    const needed = Math.floor(image.rendered * scale);
    const note = `${image.src} shown ${image.rendered} px wide at ${scale}x`;
    if (image.asked < image.largest) expect(image.natural, note).toBeGreaterThanOrEqual(needed);
    else expect(image.asked, note).toBe(image.largest);
    // The API never makes a variant wider than asked (an upscaled image is no sharper).
    expect(image.natural, note).toBeLessThanOrEqual(image.asked);
  }
}

async function look(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}-light.png`) });
  await expectAccessible(page, `${name}, light`);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await page.screenshot({ path: info.outputPath(`${name}-dark.png`) });
  await expectAccessible(page, `${name}, dark`);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
}

test.describe('a 2x desktop screen (1280x800)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });

  test('the shop grid: rendered photos, sharp at 2x, in a modern format, first row eager', async ({
    page,
  }, info) => {
    // Two screens of images, each decoded twice, and axe in both themes on a shared CPU.
    test.slow();
    const types = new Map<string, string>();
    page.on('response', (answer) => {
      if (new URL(answer.url()).pathname.startsWith('/api/img/')) {
        types.set(answer.url(), answer.headers()['content-type'] ?? '');
      }
    });
    await page.goto('/shop');
    const images = await shownImages(page);
    expectSharp(images, 2);
    // Small tiles on a 2x screen take the 500 px thumbnail or more, never a 200 px one.
    expect(images.every((image) => image.asked >= 500)).toBe(true);
    // The demo store's covers are the rendered studio photos.
    expect(images.some((image) => image.src.includes('cat-photos-'))).toBe(true);
    // Chromium names AVIF in its Accept header: the API answers AVIF (or WebP), never the JPEG.
    const shownTypes = images.map((image) => types.get(image.src));
    expect(shownTypes.every((type) => type === 'image/avif' || type === 'image/webp')).toBe(true);

    const first = grid(page).locator('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('width', '800');
    await expect(first).toHaveAttribute('height', '1000');
    await expect(grid(page).locator('img').last()).toHaveAttribute('loading', 'lazy');

    // A variant is cached for a year by the browser and any proxy (its address never changes).
    const variant = await page.request.get(images[0]!.src, { headers: { accept: 'image/avif,image/webp' } });
    expect(variant.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(variant.headers()['vary']).toBe('Accept');

    // Further down the page: lazy tiles load as sharp as the first row.
    await page.mouse.wheel(0, 1600);
    expectSharp(await shownImages(page), 2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await look(page, info, 'shop-desktop');
  });

  test('home: wide trend tiles take a gallery width, creation tiles the thumbnail', async ({
    page,
  }, info) => {
    await page.goto('/');
    const images = await shownImages(page);
    expectSharp(images, 2);
    await look(page, info, 'home-desktop');
  });

  test("a creation's page shows its studio photos, the front first", async ({ page }, info) => {
    await page.goto('/shop');
    const first = grid(page).locator('a[href*="items="]').first();
    const id = new URL((await first.getAttribute('href')) ?? '', 'http://x').searchParams.get('items') ?? '';
    const creation = await (await page.request.get(`/api/creations/${id}`)).json();
    const media = (creation.creation.creation_media as { url: string }[]).map((entry) => entry.url);
    expect(media[0]).toMatch(/^cat-photos-.+-front\.jpg$/);
    expect(media[1]).toMatch(/^cat-photos-.+-back\.jpg$/);
    await page.goto(`/${creation.creation.user.at_name}/creation?creation_id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: creation.creation.name })).toBeVisible();
    const cover = page.locator('.gallery img').first();
    await expect(cover).toBeVisible();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await look(page, info, 'creation-desktop');
  });
});

test.describe('a phone (390x844, 3x)', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('the shop grid is sharp on a phone too', async ({ page }, info) => {
    await page.goto('/shop');
    expectSharp(await shownImages(page), 3);
    await look(page, info, 'shop-phone');
  });

  test('home on a phone', async ({ page }, info) => {
    await page.goto('/');
    expectSharp(await shownImages(page), 3);
    await look(page, info, 'home-phone');
  });
});
