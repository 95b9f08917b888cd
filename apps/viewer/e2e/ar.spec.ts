import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ANDROID, catchIntents, expectValidGlb } from './ar-support';
import { demoCreation } from './partner-pages';

/**
 * Issue 20 in the viewer page (the one partners embed): on an Android phone "View in your
 * space" shows over the garment, exports it, uploads the GLB and names it in a Scene Viewer
 * intent whose GLB the Khronos glTF validator passes; a desktop gets no button here.
 */

let creationId = '';
test.beforeAll(async () => {
  const request = await playwrightRequest.newContext();
  creationId = (await demoCreation(request)).id;
  await request.dispose();
});

test.describe('on an Android phone', () => {
  test.use(ANDROID);

  test('the viewer offers AR and its export is a valid GLB', async ({ page }) => {
    test.setTimeout(180_000);
    await catchIntents(page);
    await page.goto(`/viewer/?creation=${creationId}`);
    await expect(page.locator('#viewer')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    const button = page.getByRole('button', { name: 'View in your space' });
    await button.tap();
    await expect(page.locator('.viewer-ar')).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
    const intent = await page.locator('a.viewer-ar-open').getAttribute('href');
    await expectValidGlb(page.request, intent!);
  });
});

test('a desktop viewer offers no AR button (the creation page has its QR code)', async ({ page }) => {
  const arModule = page.waitForResponse((response) => /\/assets\/ar-[\w-]+\.js$/.test(response.url()));
  await page.goto(`/viewer/?creation=${creationId}`);
  await expect(page.locator('#viewer')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  // The AR module loads with the garment and decides: nothing to offer here.
  await arModule;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(page.locator('.viewer-ar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View in your space' })).toHaveCount(0);
});
