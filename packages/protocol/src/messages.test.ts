import { fixtures } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import type { EventName, FunctionName } from './constants';
import { EVENT_NAMES, FUNCTION_NAMES, PROTOCOL_NAME, PROTOCOL_VERSION } from './constants';
import { EVENT_SCHEMAS } from './events';
import { FUNCTION_SCHEMAS } from './functions';
import {
  ActionMessageSchema,
  EventMessageSchema,
  FunctionMessageSchema,
  HelloSchema,
  HostMessageSchema,
  InitMessageSchema,
  RaycasterMessageSchema,
  ReadyMessageSchema,
  ReplyMessageSchema,
  ViewerMessageSchema,
} from './messages';
import { sampleDesign } from './test/harness';

const envelope = { protocol: PROTOCOL_NAME, version: PROTOCOL_VERSION, instanceId: 'main' };
const request = { ...envelope, requestId: 'r1' };
const hit = {
  part: 'part_body',
  uv: { x: 0.5, y: 0.4 },
  point: { x: 0, y: 1.2, z: 0.3 },
  normal: { x: 0, y: 0, z: 1 },
};
const image = { dataUrl: 'data:image/png;base64,AAAA', width: 200, height: 100, mimeType: 'image/png' };
const camera = { position: [0, 1, 6], target: [0, 0, 0] };
const price = { creationId: 'cr_tote', currency: 'HKD', unitPrice: 48000, base: 45000, extras: 3000 };

/** For each function: accepted args, refused args, an accepted result and a refused one. */
const FUNCTION_CASES: Record<
  FunctionName,
  { args: unknown; badArgs: unknown; result: unknown; badResult: unknown }
> = {
  captureThumbnail: {
    args: { position: [0, 1, 6], rotation: [0, 0, 0], size: [1920, 1080], fov: 75 },
    badArgs: { size: [0, 1080] },
    result: image,
    badResult: { ...image, dataUrl: 'https://example.com/a.png' },
  },
  getCameraPosRot: {
    args: {},
    badArgs: { fov: 75 },
    result: { position: [0, 1, 6], rotation: [0, 0, 0], target: [0, 0, 0], fov: 75 },
    badResult: { position: [0, 1, 6] },
  },
  get2DPositionFrom3DPosition: {
    args: { x: 0, y: 1, z: 0 },
    badArgs: { x: 0, y: 1 },
    result: { x: 320, y: 200, visible: true },
    badResult: { x: 320, y: 200 },
  },
  Spawn_at_front: {
    args: { part: 'part_body' },
    badArgs: { part: '' },
    result: hit,
    badResult: { ...hit, normal: undefined },
  },
  setCameraTransform: {
    args: { ...camera, duration: 500 },
    badArgs: { ...camera, duration: -1 },
    result: camera,
    badResult: { position: [0, 1] },
  },
  resetViewport: { args: {}, badArgs: { duration: 'slow' }, result: camera, badResult: {} },
  getPartList: { args: {}, badArgs: { all: true }, result: [fixtures.part], badResult: [{ text: 'no id' }] },
  getMaterialList: { args: {}, badArgs: [], result: [fixtures.material], badResult: [{ id: 'm' }] },
  setPartVisibility: {
    args: { part: 'part_body', visible: false },
    badArgs: { part: 'part_body', visible: 'no' },
    result: fixtures.part,
    badResult: { value: '' },
  },
  setPartMaterial: {
    args: { part: 'part_body', material: 'mat_denim' },
    badArgs: { part: 'part_body' },
    result: fixtures.part,
    badResult: null,
  },
  setColorwayOption: {
    args: { group: 'group_main', option: 'opt_sand' },
    badArgs: { group: 'group_main', option: 3 },
    result: fixtures.group,
    badResult: { ...fixtures.group, defaultOption: 'missing' },
  },
  setVariationOption: {
    args: { variant: 'variant_cuffs', option: 'vopt_plain' },
    badArgs: { variant: 'variant_cuffs' },
    result: fixtures.variant,
    badResult: { name: 'no id' },
  },
  pick: { args: { x: 10, y: 20 }, badArgs: { x: Number.NaN, y: 0 }, result: null, badResult: { part: 'p' } },
  getScreenshot: {
    args: { width: 640, height: 480, mimeType: 'image/jpeg', quality: 0.8 },
    badArgs: { mimeType: 'image/gif' },
    result: { ...image, mimeType: 'image/jpeg', dataUrl: 'data:image/jpeg;base64,AAAA' },
    badResult: { ...image, width: 0 },
  },
  setRaycastMode: {
    args: { enabled: true },
    badArgs: {},
    result: { enabled: true },
    badResult: { enabled: 1 },
  },
  captureMediaPlates: {
    args: {
      plates: [
        {
          id: 1714550400000,
          type: 'capture',
          captureInfo: { size: [1920, 1080], position: [0, 1, 6], rotation: [0, 0, 0], fov: 75 },
        },
      ],
    },
    badArgs: { plates: [] },
    result: [{ id: 1714550400000, image }],
    badResult: [{ id: 1714550400000 }],
  },
  setFormAnswers: {
    args: { answers: { field_1714550400001_body: 'mat_denim' } },
    badArgs: { answers: 'all' },
    result: { defaults: {}, current: { field_1714550400001_body: 'mat_denim' } },
    badResult: { current: 'x' },
  },
  getShortcuts: {
    args: {},
    badArgs: { all: true },
    result: [{ action: 'resetViewport', keys: ['r', 'Home'], description: 'Reset the viewport' }],
    badResult: [{ action: '', keys: [], description: '' }],
  },
  getPrice: {
    args: {},
    badArgs: { currency: 'USD' },
    result: price,
    badResult: { ...price, unitPrice: 450.5 },
  },
  getShareLink: {
    args: {},
    badArgs: { answers: {} },
    result: { url: 'https://atelier.example/mei/creation?creation_id=cr_tote' },
    badResult: { url: 'javascript:alert(1)' },
  },
  setCartMode: {
    args: { cart: 'partner' },
    badArgs: { cart: 'theirs' },
    result: { cart: 'atelier' },
    badResult: { cart: 'both' },
  },
};

const EVENT_CASES: Record<EventName, { data: unknown; bad: unknown }> = {
  mousemove: { data: { x: 10, y: 20, buttons: 1 }, bad: { x: 10, y: 20 } },
  mouseup: { data: { x: 10, y: 20, button: 0 }, bad: { x: 10, y: 20, button: -1 } },
  ready: { data: {}, bad: { extra: true } },
  progress: { data: { loaded: 512, total: 1024, ratio: 0.5 }, bad: { loaded: 512, total: 1024, ratio: 1.5 } },
  loaded: { data: {}, bad: null },
  error: {
    data: { code: 'model_failed', message: 'The model could not be loaded' },
    bad: { code: 'oops', message: '' },
  },
  cameraStart: { data: camera, bad: { position: [0, 1, 6] } },
  cameraStop: { data: camera, bad: {} },
  decalChanged: {
    data: {
      decal: 'decal_logo',
      part: 'part_body',
      source: 'placed',
      position: { x: 0.5, y: 0.4 },
      scale: { x: 0.25, y: 0.25 },
      rotation: 15,
      final: false,
    },
    bad: { decal: 'decal_logo', part: 'part_body', source: 'sticker', final: true },
  },
  optionChosen: {
    data: { kind: 'colorway', target: 'group_main', option: 'opt_sand' },
    bad: { kind: 'size', target: 'group_main', option: 'opt_sand' },
  },
  priceChanged: { data: price, bad: { ...price, currency: 'USD' } },
  addToCartRequested: {
    data: {
      cart: 'partner',
      price,
      answers: { field_1714550400006_colour: 'opt_sand' },
      url: 'https://atelier.example/mei/creation?creation_id=cr_tote',
    },
    bad: { cart: 'partner', price: { ...price, unitPrice: -1 }, answers: {}, url: 'https://a.example' },
  },
  designSaved: {
    data: {
      designId: `dg_${'a'.repeat(32)}`,
      url: `https://atelier.example/mei/creation?creation_id=cr_tote&design=dg_${'a'.repeat(32)}`,
    },
    // Only the id and link: the design itself (its answers) never travels.
    bad: { designId: `dg_${'a'.repeat(32)}`, url: 'https://atelier.example/x', answers: {} },
  },
};

describe('function schemas', () => {
  it('cover every function', () => {
    expect(Object.keys(FUNCTION_SCHEMAS)).toEqual([...FUNCTION_NAMES]);
    expect(Object.keys(FUNCTION_CASES).sort()).toEqual([...FUNCTION_NAMES].sort());
  });

  for (const name of FUNCTION_NAMES) {
    it(`${name}: accepts valid args and results, refuses invalid ones`, () => {
      const { args, result } = FUNCTION_SCHEMAS[name];
      const cases = FUNCTION_CASES[name];
      expect(args.safeParse(cases.args).success).toBe(true);
      expect(args.safeParse(cases.badArgs).success).toBe(false);
      expect(args.safeParse({ ...(cases.args as object), unexpected: 1 }).success).toBe(false);
      expect(result.safeParse(cases.result).success).toBe(true);
      expect(result.safeParse(cases.badResult).success).toBe(false);
    });
  }

  it('fills capture defaults from 001 §9 (1920 x 1080, fov 75, png)', () => {
    expect(FUNCTION_SCHEMAS.captureThumbnail.args.parse({})).toEqual({
      size: [1920, 1080],
      fov: 75,
      mimeType: 'image/png',
    });
    expect(FUNCTION_SCHEMAS.setCameraTransform.args.parse(camera)).toEqual({ ...camera, duration: 0 });
  });
});

describe('event schemas', () => {
  it('cover every event', () => {
    expect(Object.keys(EVENT_SCHEMAS)).toEqual([...EVENT_NAMES]);
  });

  for (const name of EVENT_NAMES) {
    it(`${name}: accepts its payload in an opticEvent, refuses a wrong one`, () => {
      const { data, bad } = EVENT_CASES[name];
      expect(
        EventMessageSchema.safeParse({ ...envelope, type: 'opticEvent', event: name, data }).success,
      ).toBe(true);
      const refused = EventMessageSchema.safeParse({
        ...envelope,
        type: 'opticEvent',
        event: name,
        data: bad,
      });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.path[0]).toBe('data');
    });
  }

  it('refuses an unknown event name', () => {
    expect(
      EventMessageSchema.safeParse({ ...envelope, type: 'opticEvent', event: 'click', data: {} }).success,
    ).toBe(false);
  });
});

describe('message schemas', () => {
  const valid = {
    ready: { ...envelope, type: 'opticReady', versions: [1] },
    init: { ...request, type: 'opticInit' },
    design: { ...request, type: 'opticAction', kind: 'design', design: sampleDesign() },
    patch: {
      ...request,
      type: 'opticAction',
      kind: 'patch',
      patch: { initialCameraTransform: null, parts: { remove: ['part_hood'] } },
    },
    call: { ...request, type: 'opticFunction', name: 'pick', args: { x: 1, y: 2 } },
    result: { ...request, type: 'opticReply', ok: true, result: { x: 1 } },
    failure: {
      ...request,
      type: 'opticReply',
      ok: false,
      error: { code: 'function_not_found', message: 'Function not found' },
    },
    event: { ...envelope, type: 'opticEvent', event: 'loaded', data: {} },
    raycaster: {
      ...envelope,
      type: 'opticRaycaster',
      object: { part: 'p', uv: { x: 0, y: 1 }, point: { x: 0, y: 0, z: 0 } },
    },
  };

  it('accept every valid message, each in its direction', () => {
    expect(ReadyMessageSchema.safeParse(valid.ready).success).toBe(true);
    expect(InitMessageSchema.safeParse(valid.init).success).toBe(true);
    expect(ActionMessageSchema.safeParse(valid.design).success).toBe(true);
    expect(ActionMessageSchema.safeParse(valid.patch).success).toBe(true);
    expect(FunctionMessageSchema.safeParse(valid.call).success).toBe(true);
    expect(ReplyMessageSchema.safeParse(valid.result).success).toBe(true);
    expect(ReplyMessageSchema.safeParse(valid.failure).success).toBe(true);
    expect(RaycasterMessageSchema.safeParse(valid.raycaster).success).toBe(true);
    for (const message of [valid.init, valid.design, valid.patch, valid.call]) {
      expect(HostMessageSchema.safeParse(message).success).toBe(true);
      expect(ViewerMessageSchema.safeParse(message).success).toBe(false);
    }
    for (const message of [valid.ready, valid.result, valid.failure, valid.event, valid.raycaster]) {
      expect(ViewerMessageSchema.safeParse(message).success).toBe(true);
      expect(HostMessageSchema.safeParse(message).success).toBe(false);
    }
  });

  it('refuse a wrong envelope on any message', () => {
    for (const message of Object.values(valid)) {
      const schema =
        'requestId' in message && message.type !== 'opticReply' ? HostMessageSchema : ViewerMessageSchema;
      expect(schema.safeParse({ ...message, protocol: 'other' }).success).toBe(false);
      expect(schema.safeParse({ ...message, version: 0 }).success).toBe(false);
      expect(schema.safeParse({ ...message, instanceId: '' }).success).toBe(false);
      expect(schema.safeParse({ ...message, instanceId: 'x'.repeat(65) }).success).toBe(false);
    }
  });

  it('refuse requests without a request id, and malformed bodies', () => {
    const { requestId: _dropped, ...noId } = valid.call;
    expect(FunctionMessageSchema.safeParse(noId).success).toBe(false);
    expect(FunctionMessageSchema.safeParse({ ...valid.call, name: '' }).success).toBe(false);
    expect(ActionMessageSchema.safeParse({ ...valid.design, kind: 'patch' }).success).toBe(false);
    expect(ActionMessageSchema.safeParse({ ...valid.patch, patch: { parts: { clear: true } } }).success).toBe(
      false,
    );
    expect(
      ActionMessageSchema.safeParse({ ...valid.design, design: { ...sampleDesign(), extra: 1 } }).success,
    ).toBe(false);
    expect(ReplyMessageSchema.safeParse({ ...valid.result, ok: false }).success).toBe(false);
    expect(ReplyMessageSchema.safeParse({ ...valid.failure, error: { message: 'no code' } }).success).toBe(
      false,
    );
    expect(ReadyMessageSchema.safeParse({ ...valid.ready, versions: [] }).success).toBe(false);
    expect(
      RaycasterMessageSchema.safeParse({ ...valid.raycaster, object: { part: 'p', uv: { x: 0 } } }).success,
    ).toBe(false);
  });

  it('describe the hello', () => {
    const hello = {
      version: 1,
      versions: [1],
      functions: ['pick'],
      events: ['loaded'],
      limits: { message: 1, action: 2 },
    };
    expect(HelloSchema.parse(hello)).toEqual(hello);
    expect(HelloSchema.safeParse({ ...hello, functions: 'pick' }).success).toBe(false);
  });
});
