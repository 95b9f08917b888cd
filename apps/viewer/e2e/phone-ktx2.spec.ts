import { readFileSync } from 'node:fs';
import { devices, expect, request as playwrightRequest, test } from '@playwright/test';
import { demoCreation } from './partner-pages';

/**
 * A phone takes its normal maps as KTX2 (Basis Universal) and transcodes them with three's
 * transcoder, which the viewer's build serves beside its assets. The image API's KTX2 answer is
 * stood in for here (the engine's own fixture), so the page's side is tested whatever the
 * server encodes.
 */
const KTX2 = readFileSync(
  new URL('../../../packages/engine/src/test/fixtures/jersey-normal-256.uastc.ktx2', import.meta.url),
);
const TRANSCODER = /^\/viewer\/assets\/basis-[0-9a-f]+\/basis_transcoder\.(js|wasm)$/;

const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']!;
test.use(phone);

let creationId = '';
test.beforeAll(async () => {
  const request = await playwrightRequest.newContext();
  creationId = (await demoCreation(request)).id;
  await request.dispose();
});

test('a phone asks for its normal maps as KTX2 first and draws them through the served transcoder', async ({
  page,
}) => {
  const transcoder = new Map<string, { status: number; type: string; cache: string }>();
  page.on('response', (response) => {
    const file = TRANSCODER.exec(new URL(response.url()).pathname)?.[1];
    if (file)
      transcoder.set(file, {
        status: response.status(),
        type: response.headers()['content-type'] ?? '',
        cache: response.headers()['cache-control'] ?? '',
      });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const accepts: string[] = [];
  await page.route('**/api/img/**', async (route) => {
    const request = route.request();
    if (!/[?&]kind=data\b/.test(request.url())) return route.continue();
    const accept = (await request.allHeaders())['accept'] ?? '';
    accepts.push(accept);
    if (accept.split(',')[0] !== 'image/ktx2') return route.continue();
    return route.fulfill({ status: 200, contentType: 'image/ktx2', body: KTX2 });
  });

  await page.goto(`/viewer/?creation=${creationId}`);
  await expect(page.locator('#viewer')).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  expect(accepts.length).toBeGreaterThan(0);
  for (const accept of accepts) expect(accept.split(',')[0]).toBe('image/ktx2');
  await expect.poll(() => [...transcoder.keys()].sort()).toEqual(['js', 'wasm']);
  expect(transcoder.get('wasm')).toEqual({
    status: 200,
    type: 'application/wasm',
    cache: 'public, max-age=31536000, immutable',
  });
  expect(transcoder.get('js')?.status).toBe(200);
  expect(warnings.filter((text) => /KTX2|transcod/i.test(text))).toEqual([]);
});
