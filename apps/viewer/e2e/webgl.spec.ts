import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';

test('the viewer renders a three.js frame with WebGL in headless Chromium', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 480 });
  await page.goto('/viewer/');
  const root = page.locator('#viewer');
  await expect(root).toHaveAttribute('data-state', 'ready');
  const png = PNG.sync.read(await page.locator('#viewer canvas').screenshot());
  const background = [0xf4, 0xf1, 0xec];
  let differing = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const delta =
      Math.abs(png.data[i]! - background[0]!) +
      Math.abs(png.data[i + 1]! - background[1]!) +
      Math.abs(png.data[i + 2]! - background[2]!);
    if (delta > 30) differing++;
  }
  // The lit model covers a real share of the frame: not a blank or background-only canvas.
  expect(differing / (png.width * png.height)).toBeGreaterThan(0.05);
});
