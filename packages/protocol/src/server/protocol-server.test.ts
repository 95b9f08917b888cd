import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProtocolClient } from '../client/protocol-client';
import { FUNCTION_NAMES, MAX_MESSAGE_SIZE, PROTOCOL_NAME, PROTOCOL_VERSION } from '../constants';
import { ProtocolError } from '../errors';
import { HelloSchema, ReplyMessageSchema, ViewerMessageSchema } from '../messages';
import { MemoryPage, memoryTransport, settle } from '../testing/memory-window';
import type { MemoryWindow } from '../testing/memory-window';
import {
  EVIL_ORIGIN,
  SHOP_ORIGIN,
  VIEWER_ORIGIN,
  connected,
  embed,
  sampleDesign,
  sceneHandlers,
} from '../test/harness';
import type { DesignChange } from './protocol-server';
import { ProtocolServer } from './protocol-server';

/** Posts a raw message from `host` to `frame` and collects every message `host` receives. */
function rawHost(host: MemoryWindow, frame: MemoryWindow) {
  const received: unknown[] = [];
  host.addEventListener('message', (event) => received.push(event.data));
  return {
    received,
    post(message: Record<string, unknown>, targetOrigin = VIEWER_ORIGIN) {
      frame.handleFor(host).postMessage(message, targetOrigin);
    },
  };
}

const envelope = { protocol: PROTOCOL_NAME, version: PROTOCOL_VERSION, instanceId: 'main' };

afterEach(() => {
  vi.useRealTimers();
});

describe('handshake', () => {
  it('announces ready to the host origin, then answers init with the functions it serves', async () => {
    const { page, client } = embed();
    const ready = page.log.find((entry) => (entry.message as { type: string }).type === 'opticReady');
    expect(ready).toMatchObject({ from: VIEWER_ORIGIN, targetOrigin: SHOP_ORIGIN, delivered: true });
    expect(ViewerMessageSchema.safeParse(ready?.message).success).toBe(true);

    const hello = await client.connect();
    expect(HelloSchema.parse(hello)).toEqual(hello);
    expect(hello.version).toBe(PROTOCOL_VERSION);
    expect(hello.functions).toEqual([...FUNCTION_NAMES]);
    expect(hello.events).toContain('raycaster');
    expect(client.supports('captureThumbnail')).toBe(true);
    expect(client.supports('teleport')).toBe(false);
  });

  it('connects when the viewer starts after the host (the iframe is still loading)', async () => {
    const page = new MemoryPage();
    const host = page.window(SHOP_ORIGIN);
    const frame = page.window(VIEWER_ORIGIN);
    const client = new ProtocolClient({
      transport: memoryTransport(host, frame),
      viewerOrigin: VIEWER_ORIGIN,
      instanceId: 'main',
    });
    const hello = client.connect({ retryMs: 10_000 });
    await settle();
    const server = new ProtocolServer({
      transport: memoryTransport(frame, host),
      instanceId: 'main',
      trustedOrigins: [SHOP_ORIGIN],
      hostOrigin: SHOP_ORIGIN,
    });
    server.start(); // its opticReady makes the client send init again at once
    await expect(hello).resolves.toMatchObject({ version: PROTOCOL_VERSION });
    expect(server.hostOrigin).toBe(SHOP_ORIGIN);
  });

  it('waits for startAfter before sending init, and stops retrying once connected', async () => {
    vi.useFakeTimers();
    const page = new MemoryPage();
    const host = page.window(SHOP_ORIGIN);
    const frame = page.window(VIEWER_ORIGIN);
    const client = new ProtocolClient({
      transport: memoryTransport(host, frame),
      viewerOrigin: VIEWER_ORIGIN,
      instanceId: 'main',
    });
    let load = () => {};
    const loaded = new Promise<void>((resolve) => (load = resolve));
    const hello = client.connect({ startAfter: loaded, retryMs: 100 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(page.log).toEqual([]);
    new ProtocolServer({
      transport: memoryTransport(frame, host),
      instanceId: 'main',
      trustedOrigins: [SHOP_ORIGIN],
    }).start();
    load(); // no host origin was announced: the retries find the viewer
    await vi.advanceTimersByTimeAsync(0);
    await expect(hello).resolves.toMatchObject({ version: PROTOCOL_VERSION });
    const posts = page.log.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(page.log).toHaveLength(posts);
  });

  it('lists only the scene functions the engine serves (feature detection)', async () => {
    const { client } = embed({ server: { handlers: { pick: sceneHandlers().pick } } });
    const hello = await client.connect();
    expect(hello.functions).toEqual([
      'getPartList',
      'getMaterialList',
      'setPartVisibility',
      'setPartMaterial',
      'setColorwayOption',
      'setVariationOption',
      'pick',
      'setFormAnswers',
    ]);
    await expect(client.call('getScreenshot', {})).rejects.toMatchObject({
      code: 'function_not_found',
      message: 'Function not found',
    });
  });

  it('refuses a host speaking an unknown version', async () => {
    const { host, frame, server } = embed();
    const raw = rawHost(host, frame);
    raw.post({ ...envelope, version: 2, type: 'opticInit', requestId: 'r1' });
    await settle();
    expect(raw.received).toContainEqual(
      expect.objectContaining({
        type: 'opticReply',
        requestId: 'r1',
        ok: false,
        error: {
          code: 'unsupported_version',
          message: 'Protocol version 2 is not supported',
          details: { supported: [1] },
        },
      }),
    );
    expect(server.hostOrigin).toBeNull();
    expect(server.stats.unsupportedVersion).toBe(1);
  });

  it('rejects the client when the viewer does not answer in time', async () => {
    vi.useFakeTimers();
    const page = new MemoryPage();
    const client = new ProtocolClient({
      transport: memoryTransport(page.window(SHOP_ORIGIN), page.window(VIEWER_ORIGIN)),
      viewerOrigin: VIEWER_ORIGIN,
      instanceId: 'main',
    });
    const hello = client.connect({ timeoutMs: 1000 });
    const outcome = expect(hello).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
  });
});

describe('requests and replies', () => {
  it('matches each reply to its request, whatever order they come back in', async () => {
    const release: Array<() => void> = [];
    const handlers = sceneHandlers();
    const { client } = await connected(null, {
      server: {
        handlers: {
          ...handlers,
          get2DPositionFrom3DPosition: (args, context) =>
            new Promise((resolve) =>
              release.push(() => resolve(handlers.get2DPositionFrom3DPosition(args, context))),
            ),
        },
      },
    });
    const first = client.call('get2DPositionFrom3DPosition', { x: 1, y: 1, z: 0 });
    const second = client.call('get2DPositionFrom3DPosition', { x: 2, y: 2, z: 0 });
    await settle();
    expect(release).toHaveLength(2);
    release[1]?.();
    release[0]?.();
    await expect(first).resolves.toEqual({ x: 330, y: 230, visible: true });
    await expect(second).resolves.toEqual({ x: 340, y: 220, visible: true });
  });

  it('times out a request the viewer never answers', async () => {
    const { client } = await connected(null, {
      server: { handlers: { ...sceneHandlers(), getCameraPosRot: () => new Promise(() => {}) } },
    });
    vi.useFakeTimers();
    const call = client.call('getCameraPosRot', {}, { timeoutMs: 500 });
    const outcome = expect(call).rejects.toMatchObject({
      code: 'timeout',
      message: 'No answer to getCameraPosRot within 500 ms',
    });
    await vi.advanceTimersByTimeAsync(499);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('answers an unknown function with "Function not found"', async () => {
    const { client, server } = await connected();
    const error = await client.call('teleport', { to: 'moon' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error).toMatchObject({ code: 'function_not_found', message: 'Function not found' });
    expect(server.stats.unknownFunction).toBe(1);
  });

  it('answers invalid arguments with invalid_arguments, without calling the engine', async () => {
    const pick = vi.fn(sceneHandlers().pick);
    const { client } = await connected(null, { server: { handlers: { ...sceneHandlers(), pick } } });
    await expect(client.call('pick', { x: 1 } as never)).rejects.toMatchObject({
      code: 'invalid_arguments',
      message: expect.stringContaining('y:'),
    });
    await expect(client.call('pick', { x: 1, y: 2, z: 3 } as never)).rejects.toMatchObject({
      code: 'invalid_arguments',
    });
    expect(pick).not.toHaveBeenCalled();
  });

  it('passes a handler ProtocolError code through and turns other throws into handler_failed', async () => {
    const { client, server } = await connected(null, {
      server: {
        handlers: {
          ...sceneHandlers(),
          pick: () => {
            throw new ProtocolError('no_design', 'Nothing to pick');
          },
          getScreenshot: async () => {
            throw new Error('WebGL context lost');
          },
          getCameraPosRot: () => ({ position: [0, 1, 6] }) as never,
        },
      },
    });
    await expect(client.call('pick', { x: 1, y: 1 })).rejects.toMatchObject({
      code: 'no_design',
      message: 'Nothing to pick',
    });
    await expect(client.call('getScreenshot')).rejects.toMatchObject({
      code: 'handler_failed',
      message: 'WebGL context lost',
    });
    await expect(client.call('getCameraPosRot')).rejects.toMatchObject({
      code: 'handler_failed',
      message: expect.stringContaining('invalid result'),
    });
    expect(server.stats.handlerFailed).toBe(2);
  });

  it('rejects pending requests when the client is destroyed, and later calls at once', async () => {
    const { client } = await connected(null, {
      server: { handlers: { ...sceneHandlers(), getCameraPosRot: () => new Promise(() => {}) } },
    });
    const call = client.call('getCameraPosRot');
    client.destroy();
    await expect(call).rejects.toMatchObject({ code: 'destroyed' });
    await expect(client.call('getPartList')).rejects.toMatchObject({ code: 'destroyed' });
  });

  it('rejects at once what postMessage cannot send', async () => {
    const { client } = await connected(null);
    await expect(client.call('pick', { x: 1, y: 1, then: () => {} } as never)).rejects.toMatchObject({
      code: 'invalid_message',
    });
  });

  it('shares one handshake between concurrent connects', async () => {
    const { client, page } = embed({ server: { hostOrigin: null } }); // no opticReady: one init
    const [first, second] = await Promise.all([client.connect(), client.connect()]);
    expect(first).toBe(second);
    expect(page.log.filter((entry) => (entry.message as { type: string }).type === 'opticInit')).toHaveLength(
      1,
    );
  });

  it('refuses calls before the handshake', async () => {
    const { client } = embed();
    await expect(client.call('getPartList')).rejects.toMatchObject({ code: 'not_connected' });
  });
});

describe('what the iframe drops', () => {
  it('drops and counts a message that fails its schema, never reaching the engine', async () => {
    const onAction = vi.fn();
    const pick = vi.fn(sceneHandlers().pick);
    const { host, frame, server } = embed({ server: { onAction, handlers: { ...sceneHandlers(), pick } } });
    const raw = rawHost(host, frame);
    raw.post({ ...envelope, type: 'opticFunction', requestId: 'r1' }); // no name
    raw.post({ ...envelope, type: 'opticFunction', name: 'pick', args: { x: 1, y: 1 } }); // no request id
    raw.post({ ...envelope, type: 'opticAction', requestId: 'r2', kind: 'design', design: { parts: 'all' } });
    raw.post({ ...envelope, type: 'opticEvent', event: 'mousemove', data: {} }); // not a host message
    await settle();
    expect(server.stats.invalidMessage).toBe(4);
    expect(pick).not.toHaveBeenCalled();
    expect(onAction).not.toHaveBeenCalled();
    expect(server.design).toBeNull();
    const replies = raw.received.filter((message) => ReplyMessageSchema.safeParse(message).success);
    expect(replies).toEqual([
      expect.objectContaining({
        requestId: 'r1',
        ok: false,
        error: expect.objectContaining({ code: 'invalid_message' }),
      }),
      expect.objectContaining({
        requestId: 'r2',
        ok: false,
        error: expect.objectContaining({ code: 'invalid_design' }),
      }),
    ]);
  });

  it('ignores messages of other protocols without counting them as drops', async () => {
    const { host, frame, server } = embed();
    const raw = rawHost(host, frame);
    raw.post({ type: 'webpackOk' });
    raw.post({ protocol: 'sketchfab', type: 'opticInit' });
    await settle();
    expect(server.stats).toMatchObject({ received: 2, ignored: 2, invalidMessage: 0 });
    expect(raw.received.filter((message) => (message as { type: string }).type === 'opticReply')).toEqual([]);
  });

  it('refuses oversized messages', async () => {
    const { host, frame, server } = embed();
    const raw = rawHost(host, frame);
    raw.post({
      ...envelope,
      type: 'opticFunction',
      requestId: 'big',
      name: 'pick',
      args: { note: 'x'.repeat(MAX_MESSAGE_SIZE) },
    });
    await settle();
    expect(server.stats.oversized).toBe(1);
    expect(raw.received).toContainEqual(
      expect.objectContaining({
        requestId: 'big',
        ok: false,
        error: expect.objectContaining({ code: 'message_too_large' }),
      }),
    );
  });

  it('accepts a design carrying a data-URL decal image up to the action limit, not beyond', async () => {
    const { client, server } = await connected(null, { server: { limits: { action: 200_000 } } });
    const design = sampleDesign();
    const decal = design.config.decals.placed[0]!;
    const withImage = (length: number) => ({
      ...design,
      config: {
        ...design.config,
        decals: {
          ...design.config.decals,
          placed: [{ ...decal, material_config: { map: `data:image/webp;base64,${'A'.repeat(length)}` } }],
        },
      },
    });
    await expect(client.setDesign(withImage(100_000))).resolves.toMatchObject({ revision: 1 });
    await expect(client.setDesign(withImage(300_000))).rejects.toMatchObject({ code: 'message_too_large' });
    expect(server.revision).toBe(1);
  });

  it('gives an untrusted page no answer at all, and it cannot change the design', async () => {
    const onAction = vi.fn();
    const { page, host, frame, server, client } = embed({ hostOrigin: EVIL_ORIGIN, server: { onAction } });
    vi.useFakeTimers();
    const hello = expect(client.connect({ timeoutMs: 2000 })).rejects.toMatchObject({ code: 'timeout' });
    const raw = rawHost(host, frame);
    raw.post({ ...envelope, type: 'opticAction', requestId: 'r1', kind: 'design', design: sampleDesign() });
    raw.post({
      ...envelope,
      type: 'opticFunction',
      requestId: 'r2',
      name: 'setPartVisibility',
      args: { part: 'part_body', visible: false },
    });
    await vi.advanceTimersByTimeAsync(2000);
    await hello;
    expect(page.log.filter((entry) => entry.from === VIEWER_ORIGIN)).toEqual([]); // not even opticReady
    expect(raw.received).toEqual([]);
    expect(server.design).toBeNull();
    expect(onAction).not.toHaveBeenCalled();
    expect(server.stats.untrustedOrigin).toBeGreaterThanOrEqual(3);
  });

  it('ignores messages for another instance id', async () => {
    const { host, frame, server } = embed();
    const stranger = new ProtocolClient({
      transport: memoryTransport(host, frame),
      viewerOrigin: VIEWER_ORIGIN,
      instanceId: 'other',
    });
    vi.useFakeTimers();
    const outcome = expect(stranger.connect({ timeoutMs: 600 })).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(600);
    await outcome;
    expect(server.stats.foreignInstance).toBeGreaterThan(0);
    expect(server.hostOrigin).toBeNull();
  });

  it('reports every drop to onDrop', async () => {
    const onDrop = vi.fn();
    const { host, frame } = embed({ server: { onDrop } });
    const raw = rawHost(host, frame);
    raw.post({ ...envelope, instanceId: 'other', type: 'opticInit', requestId: 'r1' });
    raw.post({ ...envelope, version: 9, type: 'opticInit', requestId: 'r2' });
    await settle();
    expect(onDrop.mock.calls.map(([drop]) => drop.reason)).toEqual([
      'foreign_instance',
      'unsupported_version',
    ]);
  });

  it('refuses a "*" trusted-origin entry', () => {
    const page = new MemoryPage();
    expect(
      () =>
        new ProtocolServer({
          transport: memoryTransport(page.window(VIEWER_ORIGIN), page.window(SHOP_ORIGIN)),
          instanceId: 'main',
          trustedOrigins: ['*'],
        }),
    ).toThrow('Not a trusted-origin entry: "*"');
  });
});

describe('two viewers on one page', () => {
  it('do not cross-talk, even with the same instance id', async () => {
    const page = new MemoryPage();
    const host = page.window(SHOP_ORIGIN);
    const handlers = (offset: number) => ({
      ...sceneHandlers(),
      get2DPositionFrom3DPosition: () => ({ x: offset, y: offset, visible: true }),
    });
    const left = embed({ page, host, server: { handlers: handlers(1) } });
    const right = embed({ page, host, server: { handlers: handlers(2) } });
    await Promise.all([left.client.connect(), right.client.connect()]);
    await left.client.setDesign(sampleDesign());

    await expect(
      left.client.call('get2DPositionFrom3DPosition', { x: 0, y: 0, z: 0 }),
    ).resolves.toMatchObject({ x: 1 });
    await expect(
      right.client.call('get2DPositionFrom3DPosition', { x: 0, y: 0, z: 0 }),
    ).resolves.toMatchObject({ x: 2 });
    expect(right.server.design).toBeNull();

    const leftEvents = vi.fn();
    const rightEvents = vi.fn();
    left.client.on('mousemove', leftEvents);
    right.client.on('mousemove', rightEvents);
    left.server.emit('mousemove', { x: 5, y: 6, buttons: 1 });
    await settle();
    expect(leftEvents).toHaveBeenCalledWith({ x: 5, y: 6, buttons: 1 });
    expect(rightEvents).not.toHaveBeenCalled();
  });
});

describe('events', () => {
  it('keeps lifecycle events until the host initialises, and drops pointer events until then', async () => {
    const { server, client } = embed();
    server.emit('ready', {});
    server.emit('progress', { loaded: 50, total: 100, ratio: 0.5 });
    server.emit('mousemove', { x: 1, y: 1, buttons: 0 });
    const seen: string[] = [];
    client.on('ready', () => seen.push('ready'));
    client.on('progress', ({ ratio }) => seen.push(`progress ${ratio}`));
    client.on('mousemove', () => seen.push('mousemove'));
    await client.connect();
    await settle();
    expect(seen).toEqual(['ready', 'progress 0.5']);
  });

  it('delivers opticRaycaster hits as `raycaster`, and stops after unsubscribe', async () => {
    const { server, client } = await connected();
    const hits = vi.fn();
    const off = client.on('raycaster', hits);
    const hit = { part: 'part_body', uv: { x: 0.2, y: 0.3 }, point: { x: 0, y: 1, z: 0.2 } };
    server.emit('raycaster', hit);
    await settle();
    off();
    server.emit('raycaster', hit);
    await settle();
    expect(hits).toHaveBeenCalledTimes(1);
    expect(hits).toHaveBeenCalledWith(hit);
  });

  it('drops and counts an invalid event from the engine instead of throwing', async () => {
    const { server, client } = await connected();
    const errors = vi.fn();
    client.on('error', errors);
    server.emit('error', { code: 'bad', message: 'x' } as never);
    server.emit('progress', { loaded: 1, total: 1, ratio: 2 });
    await settle();
    expect(errors).not.toHaveBeenCalled();
    expect(server.stats.invalidEvent).toBe(2);
  });

  it('keeps other handlers running when one throws, reporting the error', async () => {
    const page = new MemoryPage();
    const host = page.window(SHOP_ORIGIN);
    const { server, frame } = embed({ page, host });
    const onHandlerError = vi.fn();
    const client = new ProtocolClient({
      transport: memoryTransport(host, frame),
      viewerOrigin: VIEWER_ORIGIN,
      instanceId: 'main',
      onHandlerError,
    });
    await client.connect();
    const second = vi.fn();
    client.on('loaded', () => {
      throw new Error('partner bug');
    });
    client.on('loaded', second);
    server.emit('loaded', {});
    await settle();
    expect(second).toHaveBeenCalled();
    expect(onHandlerError).toHaveBeenCalledWith(new Error('partner bug'));
  });
});

describe('the design', () => {
  it('hands a whole design and then patches to the engine, in order', async () => {
    const changes: DesignChange[] = [];
    const { client, server } = await connected(null, {
      server: { onAction: (change) => void changes.push(change) },
    });
    await expect(client.setDesign(sampleDesign())).resolves.toEqual({
      revision: 1,
      sections: expect.arrayContaining(['parts', 'decals', 'initialCameraTransform']),
    });
    const patch = { parts: { update: [{ value: 'part_hood', visible: false }] } };
    await expect(client.patchDesign(patch)).resolves.toEqual({ revision: 2, sections: ['parts'] });
    await client.patchDesign(patch);
    expect(changes.map((change) => [change.revision, change.source, change.patch === null])).toEqual([
      [1, 'action', true],
      [2, 'action', false],
      [3, 'action', false],
    ]);
    expect(changes[2]?.design).toEqual(changes[1]?.design);
    expect(changes[1]?.previous).toBe(changes[0]?.design);
    expect(server.design?.config.parts.find((part) => part.value === 'part_hood')?.visible).toBe(false);
  });

  it('waits for the engine before answering an action', async () => {
    let finish = () => {};
    const { client } = await connected(null, {
      server: { onAction: () => new Promise<void>((resolve) => (finish = resolve)) },
    });
    let answered = false;
    const action = client.setDesign(sampleDesign()).then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);
    finish();
    await action;
    expect(answered).toBe(true);
  });

  it('refuses a patch whose result breaks the design rules, keeping the design', async () => {
    const onAction = vi.fn();
    const { client, server } = await connected(sampleDesign(), { server: { onAction } });
    const before = server.design;
    await expect(
      client.patchDesign({ groups: { update: [{ value: 'group_main', defaultOption: 'opt_missing' }] } }),
    ).rejects.toMatchObject({ code: 'invalid_design', message: expect.stringContaining('opt_missing') });
    expect(server.design).toBe(before);
    expect(server.stats.invalidDesign).toBe(1);
    // An upsert of a repeated key replaces the entry, never duplicates it.
    await expect(
      client.patchDesign({
        parts: {
          upsert: [
            { value: 'part_body', text: 'Body' },
            { value: 'part_body', text: 'Again' },
          ],
        },
      }),
    ).resolves.toMatchObject({ revision: 2 });
    expect(server.design?.config.parts.filter((part) => part.value === 'part_body')).toEqual([
      { value: 'part_body', text: 'Again', materials: [], visible: true },
    ]);
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('loads a design from inside the viewer (stand-alone mode)', async () => {
    const onAction = vi.fn();
    const { server } = embed({ server: { onAction } });
    await server.loadDesign(sampleDesign());
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ source: 'viewer', revision: 1 }));
    await expect(
      server.loadDesign({
        config: {
          parts: [
            { value: 'a', text: 'A' },
            { value: 'a', text: 'B' },
          ],
        },
      }),
    ).rejects.toMatchObject({
      code: 'invalid_design',
    });
  });
});

describe('design functions', () => {
  it('answer no_design before a design arrives', async () => {
    const { client } = await connected(null);
    await expect(client.call('getPartList')).rejects.toMatchObject({ code: 'no_design' });
  });

  it('list parts and materials from the design', async () => {
    const { client } = await connected();
    const parts = await client.call('getPartList');
    expect(parts.map((part) => part.value)).toEqual(['part_body', 'part_hood', 'part_sleeves', 'part_cuffs']);
    const materials = await client.call('getMaterialList');
    expect(materials.map((material) => material.id)).toEqual(['mat_cotton', 'mat_denim', 'mat_leather']);
  });

  it('change part visibility and material through the same path as actions', async () => {
    const changes: DesignChange[] = [];
    const { client, server } = await connected(sampleDesign(), {
      server: { onAction: (change) => void changes.push(change) },
    });
    await expect(
      client.call('setPartVisibility', { part: 'part_hood', visible: false }),
    ).resolves.toMatchObject({
      value: 'part_hood',
      visible: false,
    });
    await expect(
      client.call('setPartMaterial', { part: 'part_body', material: 'mat_denim' }),
    ).resolves.toMatchObject({
      default: 'mat_denim',
    });
    expect(changes.slice(1).map((change) => [change.source, change.sections])).toEqual([
      ['function', ['parts']],
      ['function', ['parts']],
    ]);
    expect(server.design?.config.parts[0]?.default).toBe('mat_denim');
    await expect(client.call('setPartVisibility', { part: 'nope', visible: true })).rejects.toMatchObject({
      code: 'part_not_found',
    });
    await expect(
      client.call('setPartMaterial', { part: 'part_body', material: 'mat_gold' }),
    ).rejects.toMatchObject({
      code: 'material_not_found',
    });
    await expect(
      client.call('setPartMaterial', { part: 'part_body', material: 'mat_leather' }),
    ).rejects.toMatchObject({
      code: 'material_not_allowed',
    });
  });

  it('set a colorway option and its parts materials (002 §4)', async () => {
    const { client, server } = await connected();
    await expect(
      client.call('setColorwayOption', { group: 'group_main', option: 'opt_sand' }),
    ).resolves.toMatchObject({
      defaultOption: 'opt_sand',
    });
    expect(server.design?.config.groups[0]?.defaultOption).toBe('opt_sand');
    expect(server.design?.config.parts.find((part) => part.value === 'part_hood')?.default).toBe('mat_denim');
    await expect(client.call('setColorwayOption', { group: 'nope', option: 'x' })).rejects.toMatchObject({
      code: 'group_not_found',
    });
    await expect(
      client.call('setColorwayOption', { group: 'group_main', option: 'x' }),
    ).rejects.toMatchObject({
      code: 'option_not_found',
    });
  });

  it('set a variation option: current option and part visibility (002 §4)', async () => {
    const { client, server } = await connected();
    const variant = await client.call('setVariationOption', {
      variant: 'variant_cuffs',
      option: 'vopt_plain',
    });
    expect(variant.options.map((option) => [option.optionId, option.current])).toEqual([
      ['vopt_cuffs', false],
      ['vopt_plain', true],
    ]);
    expect(server.design?.config.parts.find((part) => part.value === 'part_cuffs')?.visible).toBe(false);
    await expect(client.call('setVariationOption', { variant: 'nope', option: 'x' })).rejects.toMatchObject({
      code: 'variant_not_found',
    });
  });
});

describe('setFormAnswers (002 §4)', () => {
  it('records the answers and applies them, sending only what changed', async () => {
    const changes: DesignChange[] = [];
    const { client, server } = await connected(sampleDesign(), {
      server: { onAction: (change) => void changes.push(change) },
    });
    await expect(
      client.call('setFormAnswers', { answers: { field_1714550400006_colour: 'opt_sand' } }),
    ).resolves.toMatchObject({ current: { field_1714550400006_colour: 'opt_sand' } });
    expect(server.design?.config.groups[0]?.defaultOption).toBe('opt_sand');
    expect(changes.at(-1)?.sections).toEqual(['parts', 'groups', 'form']);
    await expect(client.call('setFormAnswers', { answers: { field_x: 'a' } })).rejects.toMatchObject({
      code: 'field_not_found',
    });
  });
});

describe('target origins', () => {
  it('every post of a whole session names an explicit origin, never "*"', async () => {
    const { page, client, server } = await connected();
    await client.call('captureThumbnail', { size: [200, 100] });
    await client.call('teleport').catch(() => {});
    server.emit('cameraStop', { position: [0, 1, 6], target: [0, 0, 0] });
    await settle();
    expect(page.log.length).toBeGreaterThan(5);
    for (const entry of page.log) {
      expect(entry.targetOrigin).not.toBe('*');
      expect(entry.targetOrigin).toBe(entry.to);
    }
  });
});

describe("the editor's messages (001 §4, §7)", () => {
  it('hands the pointer events a host forwards to the viewer, in order, unanswered', async () => {
    const pointer = vi.fn();
    const { client, server, host, frame } = await connected(sampleDesign(), {
      server: { onPointer: pointer },
    });
    client.sendPointer('mousedown', {
      x: 10,
      y: 20,
      button: 0,
      drag: { decal: 'decal_logo', part: 'part_body', handle: 'rotate' },
    });
    client.sendPointer('mousemove', { x: 12, y: 22, buttons: 1 });
    client.sendPointer('mouseup', { x: 12, y: 22, button: 0 });
    await settle();
    expect(pointer.mock.calls.map(([event]) => event)).toEqual([
      {
        event: 'mousedown',
        data: { x: 10, y: 20, button: 0, drag: { decal: 'decal_logo', part: 'part_body', handle: 'rotate' } },
      },
      { event: 'mousemove', data: { x: 12, y: 22, buttons: 1 } },
      { event: 'mouseup', data: { x: 12, y: 22, button: 0 } },
    ]);
    // A viewer-only event, or a bad handle, from a host is dropped and counted.
    const raw = rawHost(host, frame);
    raw.post({ ...envelope, type: 'opticEvent', event: 'loaded', data: {} });
    raw.post({
      ...envelope,
      type: 'opticEvent',
      event: 'mousedown',
      data: { x: 1, y: 1, button: 0, drag: { decal: 'd', part: 'p', handle: 'twist' } },
    });
    await settle();
    expect(server.stats.invalidMessage).toBe(2);
    expect(pointer).toHaveBeenCalledTimes(3);
  });

  it('keeps listening when the pointer handler throws', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pointer = vi.fn(() => {
      throw new Error('boom');
    });
    const { client } = await connected(sampleDesign(), { server: { onPointer: pointer } });
    client.sendPointer('mousemove', { x: 1, y: 1, buttons: 1 });
    client.sendPointer('mousemove', { x: 2, y: 2, buttons: 1 });
    await settle();
    expect(pointer).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('sends decalChanged and raycaster hits to the host, and serves capture and shortcuts', async () => {
    const { client, server } = await connected();
    const changes = vi.fn();
    const hits = vi.fn();
    client.on('decalChanged', changes);
    client.on('raycaster', hits);
    const change = {
      decal: 'decal_logo',
      part: 'part_body',
      source: 'placed' as const,
      position: { x: 0.5, y: 0.4 },
      scale: { x: 0.25, y: 0.25 },
      rotation: 30,
      final: true,
    };
    server.emit('decalChanged', change);
    server.emit('raycaster', { part: 'part_body', uv: { x: 0.5, y: 0.4 }, point: { x: 0, y: 1, z: 0.3 } });
    await settle();
    expect(changes).toHaveBeenCalledWith(change);
    expect(hits).toHaveBeenCalledWith(expect.objectContaining({ uv: { x: 0.5, y: 0.4 } }));

    const plates = await client.call('captureMediaPlates', {
      plates: [
        { id: 1, type: 'capture', captureInfo: { size: [320, 200], fov: 40 } },
        { id: 2, type: 'capture', captureInfo: { size: [64, 64], position: [0, 1, 3], rotation: [0, 0, 0] } },
      ],
    });
    expect(plates.map((plate) => [plate.id, plate.image.width, plate.image.mimeType])).toEqual([
      [1, 320, 'image/webp'],
      [2, 64, 'image/webp'],
    ]);
    await expect(client.call('captureMediaPlates', { plates: [] })).rejects.toMatchObject({
      code: 'invalid_arguments',
    });
    expect(await client.call('getShortcuts')).toEqual([
      { action: 'resetViewport', keys: ['r'], description: 'Reset the viewport' },
    ]);
  });
});
