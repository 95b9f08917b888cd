// @vitest-environment happy-dom
import type {
  CommerceFunctionHandlers,
  EditorFunctionHandlers,
  MessageTransport,
  ProtocolServerOptions,
  SceneFunctionHandlers,
} from '@atelier/protocol';
import { FUNCTION_NAMES, ProtocolServer, readViewerParams } from '@atelier/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createViewer } from './index';

/**
 * happy-dom does not load cross-origin iframes (the containers stay outside the
 * document so it does not even try), so each test stands a real
 * ProtocolServer behind the iframe: the iframe's window is a stand-in whose
 * postMessage delivers to the server only for the viewer's origin (as a browser
 * would), and the server's messages arrive on `window` from that stand-in.
 */
const VIEWER_ORIGIN = 'https://atelier.example';

function viewerBehind(iframe: HTMLIFrameElement, options: Partial<ProtocolServerOptions> = {}) {
  const listeners = new Set<(message: { data: unknown; origin: string }) => void>();
  const frameWindow = {
    postMessage(message: unknown, targetOrigin: string) {
      if (targetOrigin !== VIEWER_ORIGIN) return;
      const data = structuredClone(message);
      queueMicrotask(() => listeners.forEach((listener) => listener({ data, origin: location.origin })));
    },
  };
  Object.defineProperty(iframe, 'contentWindow', { configurable: true, get: () => frameWindow });
  const transport: MessageTransport = {
    post(message, targetOrigin) {
      if (targetOrigin !== location.origin) return;
      const data = structuredClone(message);
      queueMicrotask(() =>
        window.dispatchEvent(
          new MessageEvent('message', {
            data,
            origin: VIEWER_ORIGIN,
            source: frameWindow as unknown as Window,
          }),
        ),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const params = readViewerParams(iframe.src);
  const server = new ProtocolServer({
    transport,
    instanceId: params.instanceId,
    hostOrigin: params.hostOrigin,
    trustedOrigins: [location.origin],
    ...options,
  });
  server.start();
  return { server, frameWindow };
}

const hit = {
  part: 'part_body',
  uv: { x: 0.5, y: 0.4 },
  point: { x: 0, y: 1, z: 0.3 },
  normal: { x: 0, y: 0, z: 1 },
};
const image = {
  dataUrl: 'data:image/png;base64,AAAA',
  width: 320,
  height: 200,
  mimeType: 'image/png' as const,
};
const camera = {
  position: [0, 1, 6] as [number, number, number],
  target: [0, 0, 0] as [number, number, number],
};

const price = { creationId: 'c42', currency: 'HKD' as const, unitPrice: 45000, base: 45000, extras: 0 };
const page = 'https://atelier.example/mei/creation?creation_id=c42';

function handlers(): SceneFunctionHandlers & EditorFunctionHandlers & CommerceFunctionHandlers {
  return {
    captureThumbnail: vi.fn(() => image),
    getCameraPosRot: vi.fn(() => ({ ...camera, rotation: [0, 0, 0] as [number, number, number], fov: 75 })),
    get2DPositionFrom3DPosition: vi.fn(() => ({ x: 10, y: 20, visible: true })),
    Spawn_at_front: vi.fn(() => hit),
    setCameraTransform: vi.fn(({ position, target }) => ({ position, target })),
    resetViewport: vi.fn(() => camera),
    pick: vi.fn(() => hit),
    getScreenshot: vi.fn(() => image),
    setRaycastMode: vi.fn(({ enabled }) => ({ enabled })),
    captureMediaPlates: vi.fn(() => [{ id: 1, image }]),
    getShortcuts: vi.fn(() => [{ action: 'resetViewport', keys: ['r'], description: 'Reset' }]),
    getPrice: vi.fn(() => price),
    getShareLink: vi.fn(() => ({ url: page })),
    setCartMode: vi.fn(({ cart }) => ({ cart })),
  };
}

const design = {
  materials: [
    { id: 'mat_cotton', asset_data: { name: 'Cotton' } },
    { id: 'mat_denim', asset_data: { name: 'Denim' } },
  ],
  config: {
    parts: [
      { value: 'part_body', text: 'Body', default: 'mat_cotton', materials: ['mat_cotton', 'mat_denim'] },
      { value: 'part_hood', text: 'Hood' },
    ],
    groups: [
      {
        value: 'group_main',
        includeParts: ['part_body'],
        options: [{ oValue: 'opt_sand', oParts: [{ value: 'part_body', default: 'mat_denim' }] }],
      },
    ],
    variant: [
      {
        id: 'variant_hood',
        includeParts: ['part_hood'],
        options: [{ optionId: 'off', partConfig: [{ partId: 'part_hood', visible: false }] }],
      },
    ],
  },
};

/** A container outside the document, so happy-dom does not try to load the page. */
async function open(options: Partial<ProtocolServerOptions> = {}, instanceId?: string) {
  const container = document.createElement('div');
  const pending = createViewer(container, { origin: `${VIEWER_ORIGIN}/shop`, creationId: 'c42', instanceId });
  const iframe = container.querySelector('iframe')!;
  const { server } = viewerBehind(iframe, { handlers: handlers(), ...options });
  const viewer = await pending;
  return { viewer, server, container, iframe };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createViewer', () => {
  it('puts the viewer iframe in the container, pointing at /viewer/ with its ids and the host origin', async () => {
    const { viewer, iframe, container } = await open({}, 'left');
    expect(container.children).toHaveLength(1);
    expect(iframe.src).toBe(
      `${VIEWER_ORIGIN}/viewer/?creation=c42&instance=left&host=${encodeURIComponent(location.origin)}`,
    );
    expect(iframe.title).toBe('Atelier 3D viewer');
    expect(iframe.getAttribute('allow')).toBe('fullscreen; xr-spatial-tracking');
    expect(viewer.instanceId).toBe('left');
    expect(viewer.hello.functions).toEqual([...FUNCTION_NAMES]);
    expect(viewer.supports('pick')).toBe(true);
  });

  it('offers every function as a method, called by its wire name', async () => {
    const sceneHandlers = handlers();
    const { viewer, server } = await open({ handlers: sceneHandlers });
    await viewer.setDesign(design);
    const results = {
      captureThumbnail: await viewer.captureThumbnail({ size: [320, 200] }),
      getCameraPosRot: await viewer.getCameraPosRot(),
      get2DPositionFrom3DPosition: await viewer.get2DPositionFrom3DPosition({ x: 0, y: 1, z: 0 }),
      spawnAtFront: await viewer.spawnAtFront(),
      setCameraTransform: await viewer.setCameraTransform({ ...camera, duration: 100 }),
      resetViewport: await viewer.resetViewport(),
      getPartList: await viewer.getPartList(),
      getMaterialList: await viewer.getMaterialList(),
      setPartVisibility: await viewer.setPartVisibility({ part: 'part_hood', visible: false }),
      setPartMaterial: await viewer.setPartMaterial({ part: 'part_body', material: 'mat_denim' }),
      setColorwayOption: await viewer.setColorwayOption({ group: 'group_main', option: 'opt_sand' }),
      setVariationOption: await viewer.setVariationOption({ variant: 'variant_hood', option: 'off' }),
      pick: await viewer.pick({ x: 10, y: 20 }),
      getScreenshot: await viewer.getScreenshot({ width: 320, height: 200 }),
      setRaycastMode: await viewer.setRaycastMode({ enabled: true }),
      captureMediaPlates: await viewer.captureMediaPlates({
        plates: [{ id: 1, type: 'capture', captureInfo: { size: [320, 200] } }],
      }),
      getShortcuts: await viewer.getShortcuts(),
      setFormAnswers: await viewer.setFormAnswers({ answers: {} }),
      getPrice: await viewer.getPrice(),
      getShareLink: await viewer.getShareLink(),
      setCartMode: await viewer.setCartMode({ cart: 'partner' }),
    };
    expect(Object.keys(results)).toHaveLength(FUNCTION_NAMES.length);
    expect(results).toMatchObject({
      captureThumbnail: image,
      getCameraPosRot: { fov: 75 },
      get2DPositionFrom3DPosition: { x: 10, y: 20, visible: true },
      spawnAtFront: hit,
      setCameraTransform: camera,
      resetViewport: camera,
      getPartList: [{ value: 'part_body' }, { value: 'part_hood' }],
      getMaterialList: [{ id: 'mat_cotton' }, { id: 'mat_denim' }],
      setPartVisibility: { value: 'part_hood', visible: false },
      setPartMaterial: { value: 'part_body', default: 'mat_denim' },
      setColorwayOption: { value: 'group_main', defaultOption: 'opt_sand' },
      setVariationOption: { id: 'variant_hood', options: [{ optionId: 'off', current: true }] },
      pick: hit,
      getScreenshot: image,
      setRaycastMode: { enabled: true },
      captureMediaPlates: [{ id: 1, image }],
      getShortcuts: [{ action: 'resetViewport' }],
      setFormAnswers: { current: {} },
      getPrice: price,
      getShareLink: { url: page },
      setCartMode: { cart: 'partner' },
    });
    for (const handler of Object.values(sceneHandlers)) expect(handler).toHaveBeenCalledTimes(1);
    expect(sceneHandlers.Spawn_at_front).toHaveBeenCalledWith({}, expect.anything());
    expect(server.design?.config.parts.map((part) => [part.value, part.default, part.visible])).toEqual([
      ['part_body', 'mat_denim', true],
      ['part_hood', undefined, false],
    ]);
  });

  it('patches the design and answers an unknown function with "Function not found"', async () => {
    const { viewer, server } = await open();
    await viewer.setDesign(design);
    await expect(viewer.patchDesign({ initialCameraTransform: camera })).resolves.toEqual({
      revision: 2,
      sections: ['initialCameraTransform'],
    });
    expect(server.design?.config.initialCameraTransform).toEqual(camera);
    await expect(viewer.call('teleport', {})).rejects.toMatchObject({
      code: 'function_not_found',
      message: 'Function not found',
    });
  });

  it('delivers events to `on` handlers until unsubscribed', async () => {
    const { viewer, server } = await open();
    const moves: unknown[] = [];
    const off = viewer.on('mousemove', (data) => moves.push(data));
    const hits: unknown[] = [];
    viewer.on('raycaster', (data) => hits.push(data));
    server.emit('mousemove', { x: 1, y: 2, buttons: 1 });
    server.emit('raycaster', hit);
    await vi.waitFor(() => expect(hits).toHaveLength(1));
    off();
    server.emit('mousemove', { x: 3, y: 4, buttons: 0 });
    server.emit('mouseup', { x: 3, y: 4, button: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(moves).toEqual([{ x: 1, y: 2, buttons: 1 }]);
  });

  it('ignores messages from other windows or origins', async () => {
    const { viewer, iframe } = await open();
    const loaded = vi.fn();
    viewer.on('loaded', loaded);
    const message = {
      protocol: 'atelier-optic',
      version: 1,
      instanceId: viewer.instanceId,
      type: 'opticEvent',
      event: 'loaded',
      data: {},
    };
    window.dispatchEvent(
      new MessageEvent('message', {
        data: message,
        origin: 'https://evil.example',
        source: iframe.contentWindow,
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: message, origin: VIEWER_ORIGIN, source: window }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: message, origin: VIEWER_ORIGIN, source: iframe.contentWindow }),
    );
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('removes the iframe and rejects pending calls on destroy', async () => {
    const { viewer, container } = await open({
      handlers: { ...handlers(), getScreenshot: () => new Promise(() => {}) },
    });
    const call = viewer.getScreenshot();
    viewer.destroy();
    await expect(call).rejects.toMatchObject({ code: 'destroyed' });
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('hears, through handlers given at creation, the events the viewer sends before the handshake answers', async () => {
    const container = document.createElement('div');
    const progress: unknown[] = [];
    const loaded = vi.fn();
    const pending = createViewer(container, {
      origin: VIEWER_ORIGIN,
      on: { progress: (data) => progress.push(data), loaded },
    });
    const { server } = viewerBehind(container.querySelector('iframe')!, { handlers: handlers() });
    server.emit('progress', { loaded: 1, total: 2, ratio: 0.5 });
    server.emit('loaded', {});
    await pending;
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(progress).toEqual([{ loaded: 1, total: 2, ratio: 0.5 }]);
  });

  it("hands a partner the viewer's commerce events, typed, and only to their handlers", async () => {
    const { viewer, server } = await open();
    const seen: unknown[] = [];
    viewer.on('optionChosen', ({ kind, target, option }) => seen.push([kind, target, option]));
    viewer.on('priceChanged', ({ unitPrice, currency }) => seen.push([unitPrice, currency]));
    viewer.on('addToCartRequested', ({ cart, price: { unitPrice }, url }) =>
      seen.push([cart, unitPrice, url]),
    );
    server.emit('optionChosen', { kind: 'colorway', target: 'group_main', option: 'opt_sand' });
    server.emit('priceChanged', price);
    server.emit('addToCartRequested', { cart: 'partner', price, answers: {}, url: page });
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen).toEqual([
      ['colorway', 'group_main', 'opt_sand'],
      [45000, 'HKD'],
      ['partner', 45000, page],
    ]);
  });

  it('tells onHandlerError when a handler throws and still runs the others', async () => {
    const container = document.createElement('div');
    const failures: unknown[] = [];
    const boom = new Error('handler failed');
    const pending = createViewer(container, {
      origin: VIEWER_ORIGIN,
      on: {
        loaded: () => {
          throw boom;
        },
      },
      onHandlerError: (error) => failures.push(error),
    });
    const { server } = viewerBehind(container.querySelector('iframe')!, { handlers: handlers() });
    const viewer = await pending;
    const heard = vi.fn();
    viewer.on('loaded', heard);
    server.emit('loaded', {});
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(failures).toEqual([boom]);
  });

  it('rejects with the abort reason and removes the iframe when aborted before the handshake', async () => {
    const container = document.createElement('div');
    const controller = new AbortController();
    const pending = createViewer(container, { origin: VIEWER_ORIGIN, signal: controller.signal });
    expect(container.querySelector('iframe')).not.toBeNull();
    const reason = new Error('left the page');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('does not start when the signal is already aborted', async () => {
    const container = document.createElement('div');
    const reason = new Error('already gone');
    await expect(
      createViewer(container, { origin: VIEWER_ORIGIN, signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    expect(container.children).toHaveLength(0);
  });

  it('destroys a connected viewer when its signal aborts', async () => {
    const container = document.createElement('div');
    const controller = new AbortController();
    const pending = createViewer(container, { origin: VIEWER_ORIGIN, signal: controller.signal });
    viewerBehind(container.querySelector('iframe')!, {
      handlers: { ...handlers(), getScreenshot: () => new Promise(() => {}) },
    });
    const viewer = await pending;
    const call = viewer.getScreenshot();
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'destroyed' });
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('gives up, removing the iframe, when the viewer never answers', async () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    const pending = createViewer(container, { origin: VIEWER_ORIGIN, connectTimeoutMs: 1000 });
    const outcome = expect(pending).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
    expect(container.querySelector('iframe')).toBeNull();
  });
});
