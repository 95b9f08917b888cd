import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectAccessible, test } from './fixtures';
import { creationId, goToStep, signInAt, viewerSettled } from './editor-support';

// The editor as a person sees it: every step, light and dark, desktop and phone, no serious
// axe violation on any. The screenshots land in test-results/editor-look for a human to look
// at (docs/screenshots/ holds the chosen few).

const STEPS = ['design', 'render', 'info', 'sale', 'preview'] as const;
const SIZES = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
const OUT = join('test-results', 'editor-look');

test.describe.configure({ timeout: 300_000 });

for (const [device, viewport] of Object.entries(SIZES)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every step, ${theme}, ${device}: accessible, and captured for a look`, async ({
      page,
      request,
    }) => {
      mkdirSync(OUT, { recursive: true });
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const id = await creationId(request, 'Monsoon Fold Tote');
      await signInAt(page, 'creator@atelier.test');
      await page.goto(`/mei/creation/${id}/edit?v3=true`);
      await viewerSettled(page);
      // A signed-in member's theme is her account's (Mei's is light): show the other one without
      // changing the shared demo account, as the theme switch does (data-theme on <html>).
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      for (const step of STEPS) {
        await goToStep(page, step);
        await page.screenshot({ path: join(OUT, `${device}-${theme}-${step}.png`) });
        await expectAccessible(page, `${step}, ${theme}, ${device}`);
      }
    });
  }
}
