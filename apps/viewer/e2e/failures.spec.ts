import type { Server } from 'node:http';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  API_ORIGIN,
  FAILURES_PARTNER_ORIGIN as PARTNER_ORIGIN,
  PARTNER_PAGE,
  trustPartners,
  closeServer,
  demoCreation,
  servePage,
} from './partner-pages';

// The demo tote's model is answered by the test (404, no network, corrupt bytes) through
// request interception, which covers the viewer's iframe too.
const MODEL = '**/tote.glb*';

test.describe.configure({ mode: 'serial' });

let partner: Server | undefined;
let creationId = '';

test.beforeAll(async () => {
  const request = await playwrightRequest.newContext();
  const demo = await demoCreation(request);
  creationId = demo.id;
  await trustPartners(request, demo.producer);
  await request.dispose();
  partner = await servePage(PARTNER_ORIGIN, PARTNER_PAGE);
});

test.afterAll(async () => {
  await closeServer(partner);
});

/** Uncaught errors of the page and its frames (none may happen). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Embeds the creation with the SDK (without waiting for `loaded`), logging its events on `window.log`. */
async function embed(page: Page) {
  await page.goto(PARTNER_PAGE_URL());
  await page.evaluate(
    async ({ origin, creationId }) => {
      const w = window as unknown as {
        AtelierViewer: { createViewer: (el: Element, options: object) => Promise<Record<string, unknown>> };
        viewer: Record<string, unknown>;
        log: { name: string; data: unknown }[];
      };
      const log: { name: string; data: unknown }[] = (w.log = []);
      const viewer = await w.AtelierViewer.createViewer(document.querySelector('#first')!, {
        origin,
        creationId,
        connectTimeoutMs: 30_000,
      });
      const on = viewer.on as (name: string, handler: (data: unknown) => void) => void;
      for (const name of (viewer.hello as { events: string[] }).events)
        on(name, (data) => log.push({ name, data }));
      w.viewer = viewer;
    },
    { origin: API_ORIGIN, creationId },
  );
}

const PARTNER_PAGE_URL = () => `${PARTNER_ORIGIN}/shop/tote`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const events = (page: Page, name: string): Promise<any[]> =>
  page.evaluate(
    (name) =>
      (window as never as { log: { name: string; data: unknown }[] }).log
        .filter((event) => event.name === name)
        .map((event) => event.data),
    name,
  );

test('a model that is not found: plain words and the error event, the viewer keeps answering, Try again recovers', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.route(MODEL, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await embed(page);
  const frame = page.frameLocator('#first iframe');
  const root = frame.locator('#viewer');
  await expect(root).toHaveAttribute('data-state', 'error', { timeout: 30_000 });
  await expect(root).toHaveAttribute('data-error', 'model_failed');
  await expect(frame.getByRole('alert')).toHaveText('The 3D model could not be found on the server.');
  await expect
    .poll(() => events(page, 'error'))
    .toEqual([{ code: 'model_failed', message: 'The 3D model could not be found on the server.' }]);

  // The protocol still answers while the error shows.
  const camera = await page.evaluate(() =>
    (
      window as never as { viewer: { getCameraPosRot: () => Promise<{ fov: number }> } }
    ).viewer.getCameraPosRot(),
  );
  expect(camera.fov).toBeGreaterThan(0);

  await page.unroute(MODEL);
  await frame.getByRole('button', { name: 'Try again' }).click();
  await expect(root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(frame.getByRole('alert')).toBeHidden();
  await expect.poll(async () => (await events(page, 'loaded')).length).toBe(1);
  expect(errors).toEqual([]);
});

test('no network, then a corrupt file: each said in plain words, and a retry with the file back shows the creation', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.route(MODEL, (route) => route.abort('internetdisconnected'));
  await embed(page);
  const frame = page.frameLocator('#first iframe');
  const root = frame.locator('#viewer');
  const alert = frame.getByRole('alert');
  await expect(alert).toHaveText(
    'The 3D model could not be downloaded. Check your connection and try again.',
    { timeout: 30_000 },
  );

  await page.unroute(MODEL);
  await page.route(MODEL, (route) =>
    route.fulfill({ status: 200, contentType: 'model/gltf-binary', body: Buffer.from('glTF garbage bytes') }),
  );
  await frame.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveText('The 3D model file is damaged or in a format the viewer cannot read.', {
    timeout: 30_000,
  });
  expect(await events(page, 'error')).toHaveLength(2);

  await page.unroute(MODEL);
  await frame.getByRole('button', { name: 'Try again' }).click();
  await expect(root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('the viewer speaks the language its address asks for', async ({ page }) => {
  await page.route(MODEL, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto(`/viewer/?creation=${creationId}&lang=de`);
  await expect(page.getByRole('alert')).toHaveText('Das 3D-Modell wurde auf dem Server nicht gefunden.', {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

/** The share of pixels whose channels differ by more than 24 between two PNG screenshots. */
function differingRatio(a: Buffer, b: Buffer): number {
  const first = PNG.sync.read(a);
  const second = PNG.sync.read(b);
  expect([second.width, second.height]).toEqual([first.width, first.height]);
  let differing = 0;
  for (let i = 0; i < first.data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(first.data[i + c]! - second.data[i + c]!) > 24) {
        differing++;
        break;
      }
    }
  }
  return differing / (first.width * first.height);
}

test('a lost WebGL context: a notice instead of a broken canvas, then the same picture once restored', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 480, height: 360 });
  await page.goto(`/viewer/?creation=${creationId}`);
  const root = page.locator('#viewer');
  const canvas = page.locator('#viewer canvas');
  await expect(root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const before = await canvas.screenshot();

  await page.evaluate(() => {
    const element = document.querySelector<HTMLCanvasElement>('#viewer canvas')!;
    const extension = element.getContext('webgl2')!.getExtension('WEBGL_lose_context')!;
    (window as never as { restoreLater: () => void }).restoreLater = () => extension.restoreContext();
    extension.loseContext();
  });
  await expect(root).toHaveAttribute('data-context', 'lost');
  await expect(page.getByRole('status')).toHaveText('Restoring the 3D view…');
  await expect(canvas).toHaveCSS('visibility', 'hidden');

  await page.evaluate(() => (window as never as { restoreLater: () => void }).restoreLater());
  await expect(root).not.toHaveAttribute('data-context', 'lost', { timeout: 30_000 });
  await expect(canvas).toHaveCSS('visibility', 'visible');
  expect(differingRatio(before, await canvas.screenshot())).toBeLessThanOrEqual(0.01);
  expect(errors).toEqual([]);
});
