import { expect, request as playwrightRequest, test } from '@playwright/test';
import { demoCreation } from './partner-pages';

/**
 * Issue 20: the viewer shows the creation's poster at once, before any script and while the
 * model downloads, in the viewer's own box (nothing moves), and fades to the 3D once its first
 * frame is drawn.
 */
let creationId = '';
test.beforeAll(async () => {
  const request = await playwrightRequest.newContext();
  creationId = (await demoCreation(request)).id;
  await request.dispose();
});

test('the poster shows before the 3D is ready, over the canvas, and is gone once it is', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 360 });
  // The model is held back until the poster has been seen, so the order is certain.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.glb', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/viewer/?creation=${creationId}`);
  const root = page.locator('#viewer');
  const poster = page.locator('#viewer img.viewer-poster');
  await expect(root).toHaveAttribute('data-state', 'loading');
  await expect(poster).toBeVisible();
  await expect(root).not.toHaveAttribute('data-drawn', 'model');
  await expect
    .poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // The poster covers the viewer's box exactly: showing or hiding it moves nothing.
  expect(await poster.boundingBox()).toEqual(await root.boundingBox());
  release();
  await expect(root).toHaveAttribute('data-drawn', 'model', { timeout: 30_000 });
  await expect(poster).toBeHidden();
  await expect(root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(page.locator('#viewer canvas')).toBeVisible();
});

test('the poster is in the page itself: it shows even before the viewer’s script runs', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 360 });
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`/viewer/?creation=${creationId}`);
  const poster = page.locator('#viewer img.viewer-poster');
  await expect(poster).toBeVisible();
  await expect
    .poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});
