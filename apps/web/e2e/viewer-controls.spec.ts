import type { Page } from '@playwright/test';
import { expect, grid, test } from './fixtures';

interface OpticMessage {
  type: string;
  name?: string;
  requestId?: string;
  ok?: boolean;
}

declare global {
  interface Window {
    opticLog?: OpticMessage[];
  }
}

/**
 * Every frame logs the protocol messages it receives: the viewer iframe the host's
 * requests, the page the viewer's replies. So a test sees a control reach the viewer.
 */
async function logOpticMessages(page: Page) {
  await page.addInitScript(() => {
    window.opticLog = [];
    window.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as Record<string, unknown> | null;
      if (data?.protocol !== 'atelier-optic') return;
      window.opticLog?.push({
        type: String(data.type),
        name: typeof data.name === 'string' ? data.name : undefined,
        requestId: typeof data.requestId === 'string' ? data.requestId : undefined,
        ok: typeof data.ok === 'boolean' ? data.ok : undefined,
      });
    });
  });
}

/** A creation's own page with its 3D view open and loaded. */
async function openViewerOnCreationPage(page: Page) {
  await page.goto('/shop');
  const first = grid(page).locator('a[href*="items="]').first();
  const id = new URL((await first.getAttribute('href')) ?? '', 'http://x').searchParams.get('items') ?? '';
  const answer = await page.request.get(`/api/creations/${id}`);
  expect(answer.ok()).toBe(true);
  const { creation } = (await answer.json()) as { creation: { user: { at_name: string }; name: string } };
  await page.goto(`/${creation.user.at_name}/creation?creation_id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: creation.name })).toBeVisible();
  const toggle = page.getByRole('button', { name: '3D', exact: true });
  await toggle.click();
  const viewer = page.locator('.viewer3d');
  // The viewer draws with SwiftShader here: loading the garment is the slow state this waits for.
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  return { viewer, toggle };
}

const looks = [
  { name: 'light, desktop', colorScheme: 'light', viewport: { width: 1280, height: 900 } },
  { name: 'dark, desktop', colorScheme: 'dark', viewport: { width: 1280, height: 900 } },
  { name: 'light, phone', colorScheme: 'light', viewport: { width: 390, height: 844 } },
  { name: 'dark, phone', colorScheme: 'dark', viewport: { width: 390, height: 844 } },
] as const;

for (const look of looks) {
  test.describe(`the 3D view's controls (${look.name})`, () => {
    test.use({ colorScheme: look.colorScheme, viewport: look.viewport });

    test('Reset view sits inside the viewer, is reached by Tab with a focus ring, and resets the viewer', async ({
      page,
    }, testInfo) => {
      await logOpticMessages(page);
      const { viewer, toggle } = await openViewerOnCreationPage(page);
      // A guest's theme follows the system's colour scheme.
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        look.colorScheme === 'dark',
      );
      const reset = viewer.getByRole('button', { name: 'Reset view' });
      await expect(reset).toBeVisible();
      await expect(reset).toHaveAttribute('aria-label', 'Reset view');

      // Wholly inside the viewer's box, on top (not covered by the iframe).
      const box = (await viewer.boundingBox())!;
      const button = (await reset.boundingBox())!;
      expect(button.width).toBeGreaterThanOrEqual(40);
      expect(button.height).toBeGreaterThanOrEqual(40);
      expect(button.x).toBeGreaterThanOrEqual(box.x);
      expect(button.y).toBeGreaterThanOrEqual(box.y);
      expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
      expect(button.y + button.height).toBeLessThanOrEqual(box.y + box.height);
      const onTop = await reset.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(onTop).toBe(true);

      // Keyboard: the view toggle, then the media bar's "View in your space" (a device without
      // AR: this browser), then Reset view with a visible focus ring.
      const ar = page.getByTestId('ar-button');
      await expect(ar).toBeVisible();
      await toggle.focus();
      await page.keyboard.press('Tab');
      await expect(ar).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(reset).toBeFocused();
      const outline = await reset.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline).not.toBe('none');
      await page.screenshot({ path: testInfo.outputPath('viewer-controls.png') });

      // Enter activates it: the viewer is asked to reset and answers.
      await page.keyboard.press('Enter');
      const frame = page.frameLocator('.viewer3d iframe');
      await expect
        .poll(() =>
          frame
            .locator('body')
            .evaluate(() => window.opticLog?.filter((entry) => entry.name === 'resetViewport') ?? []),
        )
        .toHaveLength(1);
      const [request] = await frame
        .locator('body')
        .evaluate(() => window.opticLog?.filter((entry) => entry.name === 'resetViewport') ?? []);
      await expect
        .poll(() =>
          page.evaluate(
            (requestId) =>
              window.opticLog?.find((entry) => entry.type === 'opticReply' && entry.requestId === requestId)
                ?.ok,
            request!.requestId,
          ),
        )
        .toBe(true);
    });
  });
}
