import {
  COMMERCE_FUNCTION_NAMES,
  FUNCTION_NAMES,
  ProtocolClient,
  ProtocolError,
  type HostEventMap,
} from '@atelier/protocol';
import { MemoryPage, memoryTransport } from '@atelier/protocol/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { server as viteServer } from 'vitest/browser';
import { bootViewer, protocolErrorCode, viewerAssetBase, viewerQuality, type ViewerApp } from './boot';
import type { ViewerContext } from './context';

const ASSETS = `/@fs${viteServer.config.root.replace(/\/apps\/viewer\/?$/, '')}/assets/`;
const VIEWER = 'http://viewer.test';
const HOST = 'http://host.test';
const STRANGER = 'http://stranger.test';

const apps: ViewerApp[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.dispose();
  document.body.replaceChildren();
});

function makeRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'viewer';
  root.style.cssText = 'width: 320px; height: 240px; position: relative';
  document.body.append(root);
  return root;
}

/** A viewer page and a host page (at `hostOrigin`) talking through in-memory windows. */
async function setUp(options: {
  context: ViewerContext;
  hostOrigin?: string;
  address?: string;
  noWebGL?: boolean;
}) {
  const page = new MemoryPage();
  const viewerWindow = page.window(VIEWER);
  const hostWindow = page.window(options.hostOrigin ?? HOST);
  const root = makeRoot();
  const app = await bootViewer({
    root,
    address: options.address ?? `${VIEWER}/viewer/?instance=v1&host=${encodeURIComponent(HOST)}`,
    context: options.context,
    transport: memoryTransport(viewerWindow, hostWindow),
    ...(options.noWebGL
      ? {
          createViewer: () => {
            throw new Error('Error creating WebGL context.');
          },
        }
      : {}),
  });
  apps.push(app);
  const client = new ProtocolClient({
    transport: memoryTransport(hostWindow, viewerWindow),
    viewerOrigin: VIEWER,
    instanceId: 'v1',
    timeoutMs: 15_000,
  });
  const events: { name: string; data: unknown }[] = [];
  const listen = <Name extends keyof HostEventMap>(name: Name) =>
    client.on(name, (data) => events.push({ name, data }));
  for (const name of ['ready', 'loaded', 'error', 'progress'] as const) listen(name);
  return { app, root, client, events, page };
}

const waitFor = async (check: () => boolean, timeoutMs = 20_000): Promise<void> => {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the viewer page', () => {
  it('answers a trusted host, shows the design it sends and serves every function', async () => {
    const { app, root, client, events } = await setUp({ context: { trustedOrigins: [HOST] } });
    expect(root.dataset.state).toBe('waiting');
    const hello = await client.connect({ timeoutMs: 5000 });
    expect(hello.functions).toContain('captureThumbnail');
    expect(hello.functions).toContain('setRaycastMode');
    // The commerce functions need a creation (issue 20): the editor's mode has none to sell.
    expect(hello.functions).toEqual(
      FUNCTION_NAMES.filter((name) => !(COMMERCE_FUNCTION_NAMES as readonly string[]).includes(name)),
    );
    await waitFor(() => events.some((event) => event.name === 'ready'));

    await client.setDesign({
      model: { url: `${ASSETS}models/cap.glb` },
      config: { parts: [] },
    });
    await waitFor(() => events.some((event) => event.name === 'loaded'));
    expect(root.dataset.state).toBe('ready');
    expect(events.some((event) => event.name === 'progress')).toBe(true);

    const camera = await client.call('getCameraPosRot', {});
    const close = (actual: number[], expected: number[]) =>
      expected.forEach((value, index) => expect(actual[index]).toBeCloseTo(value, 5));
    close(camera.position, [0, 1, 6]);
    close(camera.target, [0, 0, 0]);
    const centre = await client.call('get2DPositionFrom3DPosition', { x: 0, y: 0, z: 0 });
    expect(centre.x).toBeCloseTo(160, 0);
    expect(centre.y).toBeCloseTo(120, 0);
    expect(centre.visible).toBe(true);

    const moved = await client.call('setCameraTransform', {
      position: [2, 1, 5],
      target: [0, 0.5, 0],
      duration: 50,
    });
    expect(moved.position[0]).toBeCloseTo(2, 5);
    expect(moved.target[1]).toBeCloseTo(0.5, 5);
    const reset = await client.call('resetViewport', {});
    close(reset.position, [0, 1, 6]);
    close(reset.target, [0, 0, 0]);

    const shot = await client.call('captureThumbnail', { size: [64, 48], mimeType: 'image/jpeg' });
    expect(shot.mimeType).toBe('image/jpeg');
    const bitmap = await createImageBitmap(await (await fetch(shot.dataUrl)).blob());
    expect([bitmap.width, bitmap.height]).toEqual([64, 48]);

    // No parts in this design: nothing to spawn on (the e2e test covers a real creation).
    expect(await client.call('Spawn_at_front', {})).toBeNull();
    expect(await client.call('pick', { x: 160, y: 120 })).toBeNull();
    expect(await client.call('setRaycastMode', { enabled: true })).toEqual({ enabled: true });
    expect(app.viewer?.orbitEnabled).toBe(false);
    await client.call('setRaycastMode', { enabled: false });
    expect(app.viewer?.orbitEnabled).toBe(true);

    await expect(client.call('teleport' as 'pick', { x: 1, y: 1 })).rejects.toMatchObject({
      code: 'function_not_found',
      message: 'Function not found',
    });
    client.destroy();
  });

  it('gives an untrusted page no answer at all', async () => {
    const { app, client } = await setUp({ context: { trustedOrigins: [HOST] }, hostOrigin: STRANGER });
    await expect(client.connect({ timeoutMs: 600 })).rejects.toBeInstanceOf(ProtocolError);
    expect(app.server.stats.untrustedOrigin).toBeGreaterThan(0);
    expect(app.server.design).toBeNull();
    client.destroy();
  });

  it('shows why a stand-alone creation cannot be shown, and tells the host', async () => {
    const { root, client, events } = await setUp({
      context: { trustedOrigins: [HOST], creationError: 'creation_private' },
      address: `${VIEWER}/viewer/?creation=cr_1&instance=v1&host=${encodeURIComponent(HOST)}`,
    });
    await client.connect({ timeoutMs: 5000 });
    await waitFor(() => events.some((event) => event.name === 'error'));
    expect(events.find((event) => event.name === 'error')?.data).toMatchObject({ code: 'creation_private' });
    expect(root.dataset.state).toBe('error');
    expect(root.dataset.error).toBe('creation_private');
    expect(root.querySelector('[role=alert]')?.textContent).toMatch(/not public/);
    client.destroy();
  });

  it('reports a missing model as model_failed', async () => {
    const { root, client, events } = await setUp({ context: { trustedOrigins: [HOST] } });
    await client.connect({ timeoutMs: 5000 });
    await client.setDesign({ model: { url: `${ASSETS}models/missing.glb` } });
    await waitFor(() => events.some((event) => event.name === 'error'));
    expect(events.find((event) => event.name === 'error')?.data).toMatchObject({ code: 'model_failed' });
    expect(root.dataset.error).toBe('model_failed');
    client.destroy();
  });

  it('still answers without WebGL, and says why nothing shows', async () => {
    const { root, client, events } = await setUp({ context: { trustedOrigins: [HOST] }, noWebGL: true });
    const hello = await client.connect({ timeoutMs: 5000 });
    expect(hello.functions).not.toContain('captureThumbnail');
    await waitFor(() => events.some((event) => event.name === 'error'));
    expect(events.find((event) => event.name === 'error')?.data).toMatchObject({ code: 'webgl_unavailable' });
    expect(root.dataset.error).toBe('webgl_unavailable');
    client.destroy();
  });
});

describe('the design quality', () => {
  it("applies the design's texture size and pixel ratio, and 'auto' as the platform default", async () => {
    const { app, client, events } = await setUp({ context: { trustedOrigins: [HOST] } });
    await client.connect({ timeoutMs: 5000 });
    const viewer = app.viewer!;
    const defaults = viewer.quality;
    const device = globalThis.devicePixelRatio || 1;
    expect(defaults.pixelRatio).toBe(Math.min(2, device));

    await client.setDesign({
      model: { url: `${ASSETS}models/cap.glb` },
      config: { parts: [] },
      quality: { textureSize: 1024, pixelRatio: 0.5 },
    });
    await waitFor(() => events.some((event) => event.name === 'loaded'));
    expect(viewer.quality).toEqual({ decalCanvasSize: 1024, pixelRatio: 0.5 });
    expect(viewer.canvasSize().width).toBe(160);

    await client.patchDesign({ quality: { textureSize: 'auto', pixelRatio: 'auto' } });
    await waitFor(() => viewer.quality.pixelRatio === defaults.pixelRatio);
    expect(viewer.quality).toEqual(defaults);
    expect(viewer.canvasSize().width).toBe(320 * defaults.pixelRatio);
  });
});

describe('helpers', () => {
  it('reads the design quality: textureSize as the decal canvas, pixelRatio capped by the device', () => {
    expect(viewerQuality(undefined, 3)).toEqual({ decalCanvasSize: 'auto', pixelRatio: 'auto' });
    expect(viewerQuality({ textureSize: 2048, pixelRatio: 'auto' }, 3)).toEqual({
      decalCanvasSize: 2048,
      pixelRatio: 'auto',
    });
    expect(viewerQuality({ textureSize: 'auto', pixelRatio: 3 }, 1.5).pixelRatio).toBe(1.5);
    expect(viewerQuality({ textureSize: 'auto', pixelRatio: 0.75 }, 2).pixelRatio).toBe(0.75);
  });

  it("finds the assets beside the viewer's own folder, on its own origin, whatever its path", () => {
    expect(viewerAssetBase('https://atelier.example/viewer/?creation=c1', '/viewer/')).toBe(
      'https://atelier.example/assets/',
    );
    expect(viewerAssetBase('https://atelier.example/viewer/index.html', '/viewer/')).toBe(
      'https://atelier.example/assets/',
    );
    expect(viewerAssetBase('https://shop.example/atelier/viewer/', '/atelier/viewer/')).toBe(
      'https://shop.example/atelier/assets/',
    );
    expect(viewerAssetBase('https://shop.example/x/viewer/index.html', './')).toBe(
      'https://shop.example/x/assets/',
    );
  });

  it("resolves a design's relative preset paths against the asset base, ids through the image API", async () => {
    const resolvers: ((reference: string, width: number) => string)[] = [];
    const boot = (assetBase?: string) =>
      bootViewer({
        root: makeRoot(),
        context: { trustedOrigins: [] } as unknown as ViewerContext,
        transport: memoryTransport(new MemoryPage().window(VIEWER), new MemoryPage().window(HOST)),
        ...(assetBase ? { assetBase } : {}),
        createViewer: (_canvas, services) => {
          resolvers.push(services.resolveImageUrl);
          throw new Error('no WebGL needed here');
        },
      }).then((app) => apps.push(app));
    await boot();
    await boot('https://cdn.example/atelier-assets/');
    expect(resolvers.map((resolve) => resolve('environments/studio.exr', 2048))).toEqual([
      viewerAssetBase(location.href) + 'environments/studio.exr',
      'https://cdn.example/atelier-assets/environments/studio.exr',
    ]);
    expect(viewerAssetBase(location.href)).toMatch(new RegExp(`^${location.origin}/`));
    expect(resolvers[0]!('a1b2.png', 1024)).toBe('/api/img/original/a1b2.png?w=1024');
  });

  it('maps engine errors to the protocol codes', () => {
    expect(protocolErrorCode('model-load-failed')).toBe('model_failed');
    expect(protocolErrorCode('environment-load-failed')).toBe('texture_failed');
    expect(protocolErrorCode('invalid-design')).toBe('design_invalid');
    expect(protocolErrorCode('capture-failed')).toBe('internal');
  });
});

describe("the editor's messages across origins (001 §4, §7)", () => {
  /** A small opaque PNG as a data URL, for a decal image. */
  const decalImage = async (): Promise<string> => {
    const canvas = new OffscreenCanvas(8, 8);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, 8, 8);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsDataURL(blob);
    });
  };

  it('drags a decal handle from host pointer events, answering decalChanged and raycaster hits', async () => {
    const { app, client, events } = await setUp({ context: { trustedOrigins: [HOST] } });
    await client.connect({ timeoutMs: 5000 });
    const part = 'crown'; // one of the cap's meshes
    await client.setDesign({
      model: { url: `${ASSETS}models/cap.glb` },
      config: {
        parts: [{ value: part, text: 'Part' }],
        decals: {
          placed: [
            {
              value: 'decal_logo',
              position: { x: 0.5, y: 0.5 },
              material_config: { map: await decalImage() },
              part_binding: part,
            },
          ],
        },
      },
    });
    await waitFor(() => events.some((event) => event.name === 'loaded'));

    const changes: HostEventMap['decalChanged'][] = [];
    const hits: HostEventMap['raycaster'][] = [];
    client.on('decalChanged', (change) => changes.push(change));
    client.on('raycaster', (hit) => hits.push(hit));
    const front = await client.call('Spawn_at_front', { part });
    expect(front).not.toBeNull();
    const start = await client.call('get2DPositionFrom3DPosition', front!.point);
    const drag = { decal: 'decal_logo', part, handle: 'pan' as const };
    client.sendPointer('mousedown', { x: start.x, y: start.y, button: 0, drag });
    // Messages arrive asynchronously: orbiting stops once the drag has begun.
    await waitFor(() => app.viewer?.orbitEnabled === false);
    client.sendPointer('mousemove', { x: start.x + 6, y: start.y + 4, buttons: 1 });
    await waitFor(() => changes.some((change) => !change.final));
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toMatchObject({ part, uv: expect.objectContaining({ x: expect.any(Number) }) });
    client.sendPointer('mouseup', { x: start.x + 6, y: start.y + 4, button: 0 });
    await waitFor(() => changes.some((change) => change.final));
    const final = changes.find((change) => change.final)!;
    expect(final).toMatchObject({ decal: 'decal_logo', part, source: 'placed' });
    expect(final.position).not.toEqual({ x: 0.5, y: 0.5 });
    await waitFor(() => app.viewer?.orbitEnabled === true);
    client.destroy();
  });

  it('captures media plates at their size and lists the shortcuts', async () => {
    const { client, events } = await setUp({ context: { trustedOrigins: [HOST] } });
    await client.connect({ timeoutMs: 5000 });
    await client.setDesign({ model: { url: `${ASSETS}models/cap.glb` } });
    await waitFor(() => events.some((event) => event.name === 'loaded'));
    const plates = await client.call('captureMediaPlates', {
      plates: [
        {
          id: 1,
          type: 'capture',
          captureInfo: { size: [64, 48], position: [0, 1, 4], rotation: [0, 0, 0], fov: 40 },
        },
        { id: 2, type: 'image/upload', url: 'a.webp' },
        { id: 3, type: 'capture', captureInfo: { size: [32, 32], fov: 75 } },
      ],
      mimeType: 'image/png',
    });
    expect(plates.map((plate) => plate.id)).toEqual([1, 3]);
    const bitmap = await createImageBitmap(await (await fetch(plates[0]!.image.dataUrl)).blob());
    expect([bitmap.width, bitmap.height, plates[0]!.image.mimeType]).toEqual([64, 48, 'image/png']);
    const shortcuts = await client.call('getShortcuts');
    expect(shortcuts.map((shortcut) => shortcut.action)).toContain('resetViewport');
    client.destroy();
  });
});
