import { expect, request as playwrightRequest, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { demoCreation } from './partner-pages';

let creationId = '';
test.beforeAll(async () => {
  const request = await playwrightRequest.newContext();
  creationId = (await demoCreation(request)).id;
  await request.dispose();
});

test('the stand-alone viewer renders the demo creation with WebGL in headless Chromium', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 360 });
  await page.goto(`/viewer/?creation=${creationId}`);
  const root = page.locator('#viewer');
  await expect(root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const png = PNG.sync.read(await page.locator('#viewer canvas').screenshot());
  const pixel = (x: number, y: number) => {
    const i = (y * png.width + x) * 4;
    return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
  };
  // The backdrop is what the corners show; the garment covers a real share of the frame.
  const backdrop = pixel(2, 2);
  let differing = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const delta =
      Math.abs(png.data[i]! - backdrop[0]!) +
      Math.abs(png.data[i + 1]! - backdrop[1]!) +
      Math.abs(png.data[i + 2]! - backdrop[2]!);
    if (delta > 30) differing++;
  }
  expect(differing / (png.width * png.height)).toBeGreaterThan(0.05);
});

test('the viewer says clearly when a creation does not exist', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 360 });
  await page.goto('/viewer/?creation=cr_does_not_exist');
  const root = page.locator('#viewer');
  await expect(root).toHaveAttribute('data-state', 'error');
  await expect(root).toHaveAttribute('data-error', 'creation_not_found');
  await expect(page.getByRole('alert')).toHaveText('This creation does not exist.');
});
