import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** Issue 18: the home page looks like a real shop: hero, header cards, trend tiles, banner. */

const SHOTS = join('test-results', 'home-shop');
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

const hero = (page: Page) => page.getByRole('region', { name: /made when you order them/ });

test('the hero says what the shop is, and Shop now leads to the shop', async ({ page }) => {
  await page.goto('/');
  await expect(
    hero(page).getByRole('heading', {
      level: 2,
      name: 'Clothes designed by creators, made when you order them',
    }),
  ).toBeVisible();
  const picture = hero(page).getByRole('img', { name: /forest-green hoodie/ });
  await expect(picture).toBeVisible();
  // The preloaded picture is the one shown (the server's first screen and the page agree).
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const preloads = await page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloads).toContain('/home/hero-800.webp');
  await expect(hero(page).getByRole('link', { name: 'Start designing' })).toHaveAttribute(
    'href',
    '/intro/createingenesis',
  );
  await hero(page).getByRole('link', { name: 'Shop now' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('list', { name: 'Shop' }).locator('a').first()).toBeVisible();
});

test('header cards: pictures, Previous disabled at the start, enabled after Next', async ({ page }) => {
  await page.setViewportSize(SIZES.phone);
  await page.goto('/');
  const cards = page.getByRole('list', { name: 'Featured' });
  await expect(cards.getByRole('link', { name: /Design in 3D/ })).toBeVisible();
  const section = page.getByRole('region', { name: 'Featured' });
  const previous = section.getByRole('button', { name: 'Previous' });
  const next = section.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  // The pictures are the composed studio shots, served by the image helper.
  const first = cards.locator('img').first();
  await expect(first).toHaveAttribute('src', /\/api\/img\/original\/seed-home-card-shop\.jpg\?w=500$/);
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await next.click();
  await expect(previous).toBeEnabled();
  await expect.poll(() => cards.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  // At the end Next is disabled.
  await cards.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
});

test('a trend video is muted, loops and plays; its tile is captioned and links on', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media') videoRequests.push(request.url());
  });
  await page.goto('/');
  const grid = page.getByRole('list', { name: 'Trending' });
  const video = grid.locator('video');
  await expect(video).toHaveCount(1);
  // Below the first screen, the video costs nothing until it is scrolled to.
  await expect(page.getByRole('list', { name: 'Featured' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await video.evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(true);
  expect(videoRequests).toEqual([]);
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('poster', /\/api\/img\/original\/seed-videos-hoodie-turntable\.jpg/);
  const state = () =>
    video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      playing: !element.paused && element.currentTime > 0,
    }));
  await expect.poll(state, { timeout: 20_000 }).toEqual({ muted: true, loop: true, playing: true });
  const figure = grid.locator('figure', { has: page.locator('video') });
  await expect(figure.getByText('Every hoodie is made after you order it.')).toBeVisible();
  await expect(figure.getByRole('link', { name: 'Forest fleece, all the way round' })).toHaveAttribute(
    'href',
    '/shop',
  );
  // The video is served with its type and in byte ranges.
  const src = await video.getAttribute('src');
  const answer = await page.request.get(src ?? '', { headers: { Range: 'bytes=0-99' } });
  expect(answer.status()).toBe(206);
  expect(answer.headers()['content-type']).toBe('video/webm');
  // Scrolled away, it pauses.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByTestId('grid-end').scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});

test('for reduced motion the trend video stays on its poster', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const video = page.getByRole('list', { name: 'Trending' }).locator('video');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('poster', /.+/);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused && !element.autoplay)).toBe(true);
});

test('the banner carries its message, which names its link', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('link', { name: /Pre-orders: charged only when the goal is reached/ });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('href', '/intro/shopingenesis');
  await expect(banner).toContainText('If a campaign misses its goal, it is cancelled and refunded.');
});

for (const [device, viewport] of Object.entries(SIZES)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`home in ${theme}, ${device}: accessible, and captured for a look`, async ({ page }) => {
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/');
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await expect(hero(page)).toBeVisible();
      const grid = page.getByRole('list', { name: 'Trending' });
      await expect(grid.locator('figure').first()).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `${device}-${theme}.png`) });
      const banner = page.getByRole('link', { name: /Pre-orders: charged only/ });
      await banner.scrollIntoViewIfNeeded();
      await expect(banner.locator('img')).toHaveJSProperty('complete', true);
      await page.screenshot({ path: join(SHOTS, `${device}-${theme}-banner.png`) });
      await grid.locator('figure').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `${device}-${theme}-grid.png`) });
      await expectAccessible(page, `home, ${theme}, ${device}`);
    });
  }
}
