import type { Server } from 'node:http';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import {
  API_ORIGIN,
  PARTNER_ORIGIN,
  PARTNER_PAGE,
  STRANGER_ORIGIN,
  trustPartners,
  closeServer,
  demoCreation,
  servePage,
} from './partner-pages';

// One partner origin (trusted through the demo producer's partner origins) and one
// stranger origin, both served from other loopback ports than the API.
test.describe.configure({ mode: 'serial' });

let partner: Server | undefined;
let stranger: Server | undefined;
let creationId = '';

test.beforeAll(async () => {
  const request = await playwrightRequest.newContext();
  const demo = await demoCreation(request);
  creationId = demo.id;
  await trustPartners(request, demo.producer);
  await request.dispose();
  partner = await servePage(PARTNER_ORIGIN, PARTNER_PAGE);
  stranger = await servePage(STRANGER_ORIGIN, PARTNER_PAGE);
});

test.afterAll(async () => {
  await closeServer(partner);
  await closeServer(stranger);
});

/** Embeds the creation in `#selector` with the SDK, logging its events on `window.logs[key]`. */
async function embed(page: Page, key: string, selector: string) {
  await page.evaluate(
    async ({ key, selector, origin, creationId }) => {
      const w = window as unknown as {
        AtelierViewer: { createViewer: (el: Element, options: object) => Promise<Record<string, unknown>> };
        viewers: Record<string, Record<string, unknown>>;
        logs: Record<string, { name: string; data: unknown }[]>;
      };
      w.viewers ??= {};
      w.logs ??= {};
      const log: { name: string; data: unknown }[] = (w.logs[key] = []);
      const viewer = await w.AtelierViewer.createViewer(document.querySelector(selector)!, {
        origin,
        creationId,
        connectTimeoutMs: 30_000,
      });
      const on = viewer.on as (name: string, handler: (data: unknown) => void) => void;
      for (const name of (viewer.hello as { events: string[] }).events)
        on(name, (data) => log.push({ name, data }));
      w.viewers[key] = viewer;
    },
    { key, selector, origin: API_ORIGIN, creationId },
  );
  await expect
    .poll(
      () =>
        page.evaluate(
          (key) =>
            (window as never as { logs: Record<string, { name: string }[]> }).logs[key]!.some(
              (e) => e.name === 'loaded',
            ),
          key,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
}

/** Calls a viewer method in the page: `{ ok, result }` or `{ ok: false, error: { code, message } }`. */
function call(page: Page, key: string, method: string, args?: unknown) {
  return page.evaluate(
    async ({ key, method, args }) => {
      const viewer = (
        window as never as {
          viewers: Record<
            string,
            Record<string, (a?: unknown, o?: { timeoutMs: number }) => Promise<unknown>>
          >;
        }
      ).viewers[key]!;
      try {
        // Results are checked field by field below; their exact types are the SDK's business.
        // The answer is awaited, not timed: a first capture loads its module and worker and
        // renders with SwiftShader, which takes longer than the SDK's 10 s on a busy machine.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        return { ok: true as const, result: (await viewer[method]!(args, { timeoutMs: 60_000 })) as any };
      } catch (error) {
        const { code, message } = error as { code: string; message: string };
        return { ok: false as const, error: { code, message } };
      }
    },
    { key, method, args },
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EventLog = { name: string; data: any }[];
const logOf = (page: Page, key: string) =>
  page.evaluate((key) => (window as never as { logs: Record<string, EventLog> }).logs[key]!, key);

/** The size of an image data URL, decoded in the page. */
const decodedSize = (page: Page, dataUrl: string) =>
  page.evaluate(async (dataUrl) => {
    const bitmap = await createImageBitmap(await (await fetch(dataUrl)).blob());
    return [bitmap.width, bitmap.height];
  }, dataUrl);

test('a partner page embeds the viewer with the SDK and every function answers', async ({ page }) => {
  // Every function, two captures among them, drawn by SwiftShader on a busy two-core machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 480, height: 640 });
  await page.goto(`${PARTNER_ORIGIN}/shop.html`);
  await embed(page, 'a', '#first');
  const ok = async (method: string, args?: unknown) => {
    const answer = await call(page, 'a', method, args);
    expect(answer, `${method} answered an error`).toMatchObject({ ok: true });
    return answer.ok ? answer.result : null;
  };

  // The design functions.
  const parts = await ok('getPartList');
  expect(parts.map((part: { value: string }) => part.value)).toEqual(['body', 'bottom', 'handles']);
  const materials = await ok('getMaterialList');
  expect(materials.length).toBeGreaterThan(1);
  const hidden = await ok('setPartVisibility', { part: 'handles', visible: false });
  expect(hidden).toMatchObject({ value: 'handles', visible: false });
  await ok('setPartVisibility', { part: 'handles', visible: true });
  const other = parts[0].materials.find((id: string) => id !== parts[0].default);
  expect(await ok('setPartMaterial', { part: 'body', material: other })).toMatchObject({ default: other });

  // The demo has no colourway or variation: add them with a patch (the editor's way).
  const patched = await ok('patchDesign', {
    groups: {
      upsert: [
        {
          value: 'group_main',
          name: 'Main colour',
          includeParts: ['body'],
          defaultOption: 'opt_a',
          options: [
            { oValue: 'opt_a', oName: 'A', oParts: [{ value: 'body', default: parts[0].materials[0] }] },
            { oValue: 'opt_b', oName: 'B', oParts: [{ value: 'body', default: parts[0].materials[1] }] },
          ],
        },
      ],
    },
    variant: {
      upsert: [
        {
          id: 'variant_handles',
          name: 'Handles',
          includeParts: ['handles'],
          options: [
            {
              optionId: 'with',
              name: 'With',
              partConfig: [{ partId: 'handles', visible: true }],
              current: true,
            },
            { optionId: 'without', name: 'Without', partConfig: [{ partId: 'handles', visible: false }] },
          ],
        },
      ],
    },
  });
  expect(patched.sections).toEqual(expect.arrayContaining(['groups', 'variant']));
  expect(await ok('setColorwayOption', { group: 'group_main', option: 'opt_b' })).toMatchObject({
    defaultOption: 'opt_b',
  });
  const variation = await ok('setVariationOption', { variant: 'variant_handles', option: 'without' });
  expect(
    variation.options.find((option: { optionId: string }) => option.optionId === 'without').current,
  ).toBe(true);
  await ok('setVariationOption', { variant: 'variant_handles', option: 'with' });

  // The scene functions.
  const camera = await ok('getCameraPosRot');
  expect(camera.position).toHaveLength(3);
  expect(camera.fov).toBeGreaterThan(0);
  const centre = await ok('get2DPositionFrom3DPosition', {
    x: camera.target[0],
    y: camera.target[1],
    z: camera.target[2],
  });
  expect(centre.visible).toBe(true);
  expect(centre.x).toBeCloseTo(240, 0);
  expect(centre.y).toBeCloseTo(180, 0);

  const thumbnail = await ok('captureThumbnail', { size: [200, 150] });
  expect(thumbnail).toMatchObject({ width: 200, height: 150, mimeType: 'image/png' });
  expect(thumbnail.dataUrl).toMatch(/^data:image\/png;base64,/);
  expect(await decodedSize(page, thumbnail.dataUrl)).toEqual([200, 150]);
  const screenshot = await ok('getScreenshot', { width: 120, height: 90, mimeType: 'image/jpeg' });
  expect(screenshot.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
  expect(await decodedSize(page, screenshot.dataUrl)).toEqual([120, 90]);

  const hit = await ok('pick', { x: 240, y: 180 });
  expect(['body', 'bottom', 'handles']).toContain(hit?.part);
  const front = await ok('spawnAtFront', { part: 'body' });
  expect(front).toMatchObject({ part: 'body', normal: { x: expect.any(Number) } });

  const moved = await ok('setCameraTransform', { position: [2, 1.5, 4], target: [0, 0.5, 0], duration: 200 });
  expect(moved.position[0]).toBeCloseTo(2, 3);
  expect(moved.target[1]).toBeCloseTo(0.5, 3);
  const reset = await ok('resetViewport', { duration: 0 });
  expect(reset.position[2]).toBeCloseTo(camera.position[2], 3);

  // A decal drag: raycast mode on, the pointer dragged over the garment, then released.
  expect(await ok('setRaycastMode', { enabled: true })).toEqual({ enabled: true });
  const box = (await page.locator('#first iframe').boundingBox())!;
  await page.mouse.move(box.x + 240, box.y + 180);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + 240 + step * 4, box.y + 180 + step * 2);
  await page.mouse.up();
  await expect
    .poll(async () => {
      const names = new Set((await logOf(page, 'a')).map((event) => event.name));
      return ['mousemove', 'raycaster', 'mouseup'].every((name) => names.has(name));
    })
    .toBe(true);
  const log = await logOf(page, 'a');
  expect(log.some((event) => event.name === 'mousemove' && event.data.buttons === 1)).toBe(true);
  expect(['body', 'bottom', 'handles']).toContain(log.find((event) => event.name === 'raycaster')?.data.part);
  expect(log.find((event) => event.name === 'mouseup')?.data).toMatchObject({ button: 0 });
  expect(await ok('setRaycastMode', { enabled: false })).toEqual({ enabled: false });

  // An unknown function.
  const unknown = await page.evaluate(async () => {
    const viewer = (
      window as never as { viewers: Record<string, { call: (n: string, a: unknown) => Promise<unknown> }> }
    ).viewers.a!;
    try {
      await viewer.call('teleport', {});
      return null;
    } catch (error) {
      const { code, message } = error as { code: string; message: string };
      return { code, message };
    }
  });
  expect(unknown).toEqual({ code: 'function_not_found', message: 'Function not found' });
});

test('two viewers on one page do not cross-talk', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 640 });
  await page.goto(`${PARTNER_ORIGIN}/two.html`);
  await embed(page, 'a', '#first');
  await embed(page, 'b', '#second');
  // Each answers from its own iframe: the centre of a 480x360 and of a 320x240 view.
  const a = await call(page, 'a', 'get2DPositionFrom3DPosition', { x: 0, y: 0, z: 0 });
  const b = await call(page, 'b', 'get2DPositionFrom3DPosition', { x: 0, y: 0, z: 0 });
  expect(a.ok && [Math.round(a.result.x), Math.round(a.result.y)]).toEqual([240, 180]);
  expect(b.ok && [Math.round(b.result.x), Math.round(b.result.y)]).toEqual([160, 120]);

  const loadedB = (await logOf(page, 'b')).filter((event) => event.name === 'loaded').length;
  await call(page, 'a', 'setPartVisibility', { part: 'body', visible: false });
  await expect
    .poll(async () => (await logOf(page, 'a')).filter((e) => e.name === 'loaded').length)
    .toBeGreaterThan(1);
  const partsB = await call(page, 'b', 'getPartList');
  expect(partsB.ok && partsB.result.find((part: { value: string }) => part.value === 'body').visible).toBe(
    true,
  );
  expect((await logOf(page, 'b')).filter((event) => event.name === 'loaded').length).toBe(loadedB);

  // Pointer events over B reach B's host listeners only.
  const before = (await logOf(page, 'a')).length;
  const boxB = (await page.locator('#second iframe').boundingBox())!;
  await page.mouse.move(boxB.x + 100, boxB.y + 100);
  await page.mouse.move(boxB.x + 120, boxB.y + 110);
  await expect
    .poll(async () => (await logOf(page, 'b')).some((event) => event.name === 'mousemove'))
    .toBe(true);
  expect((await logOf(page, 'a')).slice(before).some((event) => event.name === 'mousemove')).toBe(false);
});

test('an FBX model loads its loader on demand', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 640 });
  await page.goto(`${PARTNER_ORIGIN}/fbx.html`);
  await embed(page, 'a', '#second');
  // The host replaces the design (the editor's way) with an FBX model.
  const answer = await page.evaluate(async () => {
    const w = window as never as {
      viewers: Record<string, Record<string, unknown>>;
      logs: Record<string, { name: string; data: unknown }[]>;
    };
    const viewer = w.viewers.a!;
    const log = w.logs.a!;
    const before = log.filter((event) => event.name === 'loaded').length;
    await (viewer.setDesign as (design: object) => Promise<unknown>)({
      model: { url: '/assets/models/cap.fbx' },
    });
    const start = Date.now();
    while (log.filter((event) => event.name === 'loaded').length === before && Date.now() - start < 20_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return {
      loaded: log.filter((event) => event.name === 'loaded').length > before,
      errors: log.filter((event) => event.name === 'error'),
      frame: (viewer.iframe as HTMLIFrameElement).src,
    };
  });
  expect(answer).toMatchObject({ loaded: true, errors: [] });
  const frame = page.frames().find((candidate) => candidate.url() === answer.frame)!;
  const scripts = await frame.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop()),
  );
  expect(scripts.some((name) => name?.startsWith('FBXLoader-'))).toBe(true);
  await expect(frame.locator('#viewer')).toHaveAttribute('data-state', 'ready');
});

test('a page from an untrusted origin gets no answer and cannot change the design', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 640 });
  await page.goto(`${STRANGER_ORIGIN}/shop.html`);

  // The SDK's handshake times out: the viewer never answers.
  const refused = await page.evaluate(
    async ({ origin, creationId }) => {
      const w = window as unknown as {
        AtelierViewer: { createViewer: (el: Element, options: object) => Promise<unknown> };
      };
      try {
        await w.AtelierViewer.createViewer(document.querySelector('#second')!, {
          origin,
          creationId,
          connectTimeoutMs: 3000,
        });
        return null;
      } catch (error) {
        return (error as { code: string }).code;
      }
    },
    { origin: API_ORIGIN, creationId },
  );
  expect(refused).toBe('timeout');

  // Nor does the browser show the viewer in this page at all: its frame-ancestors (CSP) name
  // only the product and the creation's partners, so nothing here can drive or overlay it.
  const viewerUrl = `${API_ORIGIN}/viewer/?creation=${creationId}&instance=s1&host=${encodeURIComponent(STRANGER_ORIGIN)}`;
  const policy = (await page.request.get(viewerUrl)).headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain(PARTNER_ORIGIN);
  expect(policy).not.toContain(STRANGER_ORIGIN);
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const iframe = document.createElement('iframe');
        iframe.style.cssText = 'border:0;width:100%;height:100%';
        iframe.addEventListener('load', () => resolve(), { once: true });
        iframe.src = src;
        document.querySelector('#first')!.append(iframe);
      }),
    viewerUrl,
  );
  await expect(page.frameLocator('#first iframe').locator('#viewer')).toHaveCount(0);
});

test("a partner page drags a decal handle and captures media plates through the SDK (the editor's messages)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 480, height: 640 });
  await page.goto(`${PARTNER_ORIGIN}/shop.html`);
  await embed(page, 'd', '#first');
  const ok = async (method: string, args?: unknown) => {
    const answer = await call(page, 'd', method, args);
    expect(answer, `${method} answered an error`).toMatchObject({ ok: true });
    return answer.ok ? answer.result : null;
  };

  // Capture: each auto-capture plate at its own size; other plates are skipped.
  const plates = await ok('captureMediaPlates', {
    plates: [
      {
        id: 1,
        type: 'capture',
        captureInfo: { size: [160, 90], position: [0, 1, 4], rotation: [0, 0, 0], fov: 40 },
      },
      { id: 2, type: 'video', url: 'https://video.example/a.mp4' },
    ],
  });
  expect(plates.map((plate: { id: number }) => plate.id)).toEqual([1]);
  expect(await decodedSize(page, plates[0].image.dataUrl)).toEqual([160, 90]);
  expect((await ok('getShortcuts')).map((entry: { action: string }) => entry.action)).toContain(
    'resetViewport',
  );

  // A decal on the body, made in the page (the editor uploads its images on save).
  const image = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(16, 16);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#00aa00';
    context.fillRect(0, 0, 16, 16);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsDataURL(blob);
    });
  });
  const loadedBefore = (await logOf(page, 'd')).filter((event) => event.name === 'loaded').length;
  await ok('patchDesign', {
    decals: {
      placed: {
        upsert: [
          {
            value: 'decal_e2e',
            position: { x: 0.5, y: 0.5 },
            material_config: { map: image },
            part_binding: 'body',
          },
        ],
      },
    },
  });
  await expect
    .poll(async () => (await logOf(page, 'd')).filter((event) => event.name === 'loaded').length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(loadedBefore);

  // The host's overlay forwards the pointer; the viewer answers each applied step.
  const front = await ok('spawnAtFront', { part: 'body' });
  expect(front).not.toBeNull();
  const start = await ok('get2DPositionFrom3DPosition', front.point);
  await page.evaluate(
    ({ x, y }) => {
      const viewer = (
        window as never as { viewers: Record<string, { sendPointer: (e: string, d: object) => void }> }
      ).viewers.d!;
      viewer.sendPointer('mousedown', {
        x,
        y,
        button: 0,
        drag: { decal: 'decal_e2e', part: 'body', handle: 'rotate' },
      });
      viewer.sendPointer('mousemove', { x: x + 30, y: y - 20, buttons: 1 });
    },
    { x: start.x, y: start.y },
  );
  await expect
    .poll(async () => (await logOf(page, 'd')).filter((event) => event.name === 'raycaster').length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  await page.evaluate(
    ({ x, y }) => {
      const viewer = (
        window as never as { viewers: Record<string, { sendPointer: (e: string, d: object) => void }> }
      ).viewers.d!;
      viewer.sendPointer('mouseup', { x: x + 30, y: y - 20, button: 0 });
    },
    { x: start.x, y: start.y },
  );
  await expect
    .poll(
      async () => (await logOf(page, 'd')).some((event) => event.name === 'decalChanged' && event.data.final),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  const log = await logOf(page, 'd');
  const final = log.find((event) => event.name === 'decalChanged' && event.data.final)!.data;
  expect(final).toMatchObject({ decal: 'decal_e2e', part: 'body', source: 'placed' });
  expect(final.rotation).not.toBe(0);
  const hit = log.find((event) => event.name === 'raycaster')!.data;
  expect(hit).toMatchObject({
    uv: { x: expect.any(Number), y: expect.any(Number) },
    point: { x: expect.any(Number) },
  });
});

test("a partner page's viewer asks for textures as AVIF or WebP and loads relative preset paths from Atelier", async ({
  page,
}) => {
  // Two loads (the creation, then an EXR and a background) on a shared two-core machine.
  test.setTimeout(120_000);
  const images: { url: string; accept: string; type: string }[] = [];
  const assets: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = response.url();
    // The engine's fetches; the poster is an <img>, whose Accept is the browser's own.
    if (url.startsWith(`${API_ORIGIN}/api/img/`) && response.request().resourceType() === 'fetch')
      images.push({
        url,
        accept: response.request().headers().accept ?? '',
        type: response.headers()['content-type'] ?? '',
      });
    if (url.includes('/backgrounds/') || url.includes('/environments/'))
      assets.push({ url, status: response.status() });
  });
  await page.setViewportSize({ width: 480, height: 640 });
  await page.goto(`${PARTNER_ORIGIN}/shop.html`);
  await embed(page, 'p', '#first');

  // The material images came through the image API in a compressed format the browser named.
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.accept).toContain('image/avif');
    expect(image.accept).toContain('image/webp');
    expect(image.type).toMatch(/^image\/(avif|webp)$/);
  }

  // The domain's preset addresses are relative (environments/studio.exr): they resolve
  // against the viewer's asset base on the Atelier origin, not the partner page or /viewer/.
  // (The demo's own environment, an absolute /assets/ path, has loaded by now.)
  assets.splice(0);
  const loadedBefore = (await logOf(page, 'p')).filter((event) => event.name === 'loaded').length;
  const patched = await call(page, 'p', 'patchDesign', {
    background_config: { type: 'img', url: 'backgrounds/linen.jpg' },
    environment_config: { url: 'environments/city.exr', intensity: 1 },
  });
  expect(patched).toMatchObject({ ok: true });
  await expect
    .poll(async () => (await logOf(page, 'p')).filter((event) => event.name === 'loaded').length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(loadedBefore);
  await expect
    .poll(() => assets.map((asset) => `${asset.status} ${asset.url}`).sort(), { timeout: 30_000 })
    .toEqual([
      `200 ${API_ORIGIN}/assets/backgrounds/linen.jpg`,
      `200 ${API_ORIGIN}/assets/environments/city.exr`,
    ]);
  expect((await logOf(page, 'p')).filter((event) => event.name === 'error')).toEqual([]);
});
