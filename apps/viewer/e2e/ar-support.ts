import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
// @ts-expect-error: a plain ES module without types (the engine's browser tests use it too).
import { validateGltf } from '../../../scripts/gltf-validate.mjs';

/** Issue 20's AR journeys (the viewer's and the creation page's): an Android phone. */
export const ANDROID = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/**
 * A test browser has no Scene Viewer: an intent link is caught as it is opened (in every
 * frame) and marked `data-opened`, instead of leaving the page for an error page.
 */
export async function catchIntents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a');
        if (!link?.href.startsWith('intent:')) return;
        event.preventDefault();
        link.dataset.opened = 'true';
      },
      true,
    );
  });
}

/** The GLB a Scene Viewer intent names (its `file`), fetched and checked with the Khronos validator. */
export async function expectValidGlb(
  request: APIRequestContext,
  intent: string,
): Promise<{ numErrors: number; images: number }> {
  expect(intent).toMatch(/^intent:\/\/arvr\.google\.com\/scene-viewer\/1\.0\?/);
  expect(intent).toContain('mode=ar_preferred');
  expect(intent).toContain('package=com.google.android.googlequicksearchbox');
  const file = new URLSearchParams(intent.slice(intent.indexOf('?') + 1, intent.indexOf('#'))).get('file')!;
  expect(file).toMatch(/\/api\/ar-models\/ar_[0-9a-f]{40}\.glb$/);
  const answer = await request.get(new URL(file).pathname);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('model/gltf-binary');
  const report = await validateGltf(await answer.body());
  expect(report.errors).toEqual([]);
  expect(report.numErrors).toBe(0);
  return report;
}
