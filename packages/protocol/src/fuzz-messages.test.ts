import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FUNCTION_NAMES,
  MAX_MESSAGE_SIZE,
  MESSAGE_TYPES,
  PROTOCOL_NAME,
  PROTOCOL_VERSION,
} from './constants';
import { readEnvelope } from './envelope';
import { HostMessageSchema, MESSAGE_SCHEMAS, ViewerMessageSchema } from './messages';
import { measureJsonSize } from './size';
import { sampleDesign } from './test/harness';

/**
 * Window messages come from any frame on the page: the parsers must never throw, must refuse
 * whatever is not a message of ours, and must accept every well-formed one. Valid messages are
 * composed from the same fields the schemas declare (envelope, request id, each type's body).
 */

const wireId = fc.string({ minLength: 1, maxLength: 64 });
const envelope = fc.record({
  protocol: fc.constant(PROTOCOL_NAME),
  version: fc.integer({ min: 1, max: 1_000 }),
  instanceId: wireId,
});
const request = fc.tuple(envelope, wireId).map(([fields, requestId]) => ({ ...fields, requestId }));
const vector = fc.record({
  x: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  y: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  z: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
});
const hit = fc.record({
  part: fc.string({ minLength: 1, maxLength: 40 }),
  uv: fc.record({
    x: fc.double({ min: 0, max: 1, noNaN: true }),
    y: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  point: vector,
  normal: vector,
});

/** Issue 20's commerce events, composed from their schemas' fields. */
const money = fc.integer({ min: 0, max: 10_000_000 });
const price = fc.record({
  creationId: fc.string({ minLength: 1, maxLength: 40 }),
  currency: fc.constant('HKD'),
  unitPrice: money,
  base: money,
  extras: money,
});
const httpUrl = fc.webUrl({ validSchemes: ['http', 'https'] });
const commerceEvents = fc.oneof(
  fc.record({
    event: fc.constant('optionChosen'),
    data: fc.record({
      kind: fc.constantFrom('colorway', 'variation', 'material', 'answer'),
      target: fc.string({ minLength: 1, maxLength: 40 }),
      option: fc.option(fc.string({ maxLength: 40 }), { nil: null }),
    }),
  }),
  fc.record({ event: fc.constant('priceChanged'), data: price }),
  fc.record({
    event: fc.constant('addToCartRequested'),
    data: fc.record({
      cart: fc.constantFrom('partner', 'atelier'),
      price,
      answers: fc.dictionary(fc.stringMatching(/^field_[A-Za-z0-9_-]{1,20}$/), fc.jsonValue({ maxDepth: 2 })),
      url: httpUrl,
    }),
  }),
);

const hostMessages = fc.oneof(
  request.map((fields) => ({ ...fields, type: 'opticInit' })),
  fc
    .tuple(
      request,
      fc.oneof(fc.constantFrom(...FUNCTION_NAMES), fc.string({ minLength: 1, maxLength: 64 })),
      fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
    )
    .map(([fields, name, args]) => ({
      ...fields,
      type: 'opticFunction',
      name,
      ...(args === undefined ? {} : { args }),
    })),
  request.map((fields) => ({ ...fields, type: 'opticAction', kind: 'design', design: sampleDesign() })),
  request.map((fields) => ({ ...fields, type: 'opticAction', kind: 'patch', patch: {} })),
);

const viewerMessages = fc.oneof(
  fc
    .tuple(envelope, fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 }))
    .map(([fields, versions]) => ({ ...fields, type: 'opticReady', versions })),
  fc
    .tuple(request, fc.jsonValue({ maxDepth: 3 }))
    .map(([fields, result]) => ({ ...fields, type: 'opticReply', ok: true, result })),
  fc
    .tuple(request, fc.string({ minLength: 1, maxLength: 30 }), fc.string({ maxLength: 80 }))
    .map(([fields, code, message]) => ({
      ...fields,
      type: 'opticReply',
      ok: false,
      error: { code, message },
    })),
  fc.tuple(envelope, hit).map(([fields, object]) => ({ ...fields, type: 'opticRaycaster', object })),
  fc.tuple(envelope, commerceEvents).map(([fields, body]) => ({ ...fields, type: 'opticEvent', ...body })),
);

/** Anything at all, including what JSON cannot hold and prototype tricks. */
const anything = fc.oneof(
  fc.anything({
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withNullPrototype: true,
  }),
  fc.constantFrom(
    undefined,
    JSON.parse('{"__proto__":{"protocol":"optic"}}'),
    {
      protocol: PROTOCOL_NAME,
      version: PROTOCOL_VERSION,
      instanceId: 'main',
      type: 'opticInit',
      requestId: { toString: 1 },
    },
    new Proxy({}, { get: () => 'opticInit' }),
  ),
);

/** Ways to break a valid message: each must be refused. */
const breakages: [string, (message: Record<string, unknown>) => Record<string, unknown>][] = [
  ['another protocol', (message) => ({ ...message, protocol: 'other' })],
  ['version 0', (message) => ({ ...message, version: 0 })],
  ['a fractional version', (message) => ({ ...message, version: 1.5 })],
  ['an empty instance id', (message) => ({ ...message, instanceId: '' })],
  ['an instance id past 64', (message) => ({ ...message, instanceId: 'i'.repeat(65) })],
  ['an unknown type', (message) => ({ ...message, type: 'opticNope' })],
  ['no type', ({ type: _type, ...message }) => message],
  ['no protocol', ({ protocol: _protocol, ...message }) => message],
];

describe('protocol message fuzz', () => {
  it('never throws on anything, and refuses what is not a message', () => {
    fc.assert(
      fc.property(anything, (value) => {
        const host = HostMessageSchema.safeParse(value);
        const viewer = ViewerMessageSchema.safeParse(value);
        const envelopeRead = readEnvelope(value);
        for (const schema of Object.values(MESSAGE_SCHEMAS)) schema.safeParse(value);
        const size = measureJsonSize(value, MAX_MESSAGE_SIZE);
        expect(size === Infinity || size >= 0).toBe(true);
        if (value === null || typeof value !== 'object') {
          expect(host.success || viewer.success || envelopeRead !== null).toBe(false);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('measures cyclic and BigInt values as unmeasurable instead of throwing', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(measureJsonSize(cyclic, MAX_MESSAGE_SIZE)).toBe(Infinity);
    expect(measureJsonSize({ n: 1n }, MAX_MESSAGE_SIZE)).toBe(Infinity);
    expect(() => HostMessageSchema.safeParse(cyclic)).not.toThrow();
  });

  it('accepts every well-formed host and viewer message, and reads its envelope', () => {
    fc.assert(
      fc.property(hostMessages, (message) => {
        expect(HostMessageSchema.safeParse(message).error?.issues).toBeUndefined();
        expect(readEnvelope(message)?.type).toBe(message.type);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(viewerMessages, (message) => {
        expect(ViewerMessageSchema.safeParse(message).error?.issues).toBeUndefined();
        expect(MESSAGE_TYPES).toContain(readEnvelope(message)?.type);
      }),
      { numRuns: 500 },
    );
  });

  it.each(breakages)('refuses a well-formed message with %s', (_name, breakIt) => {
    fc.assert(
      fc.property(fc.oneof(hostMessages, viewerMessages), (message) => {
        const broken = breakIt(message as Record<string, unknown>);
        expect(HostMessageSchema.safeParse(broken).success).toBe(false);
        expect(ViewerMessageSchema.safeParse(broken).success).toBe(false);
        expect(readEnvelope(broken)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a commerce event whose price or cart is not what its schema says', () => {
    const wrongPrice = fc.oneof(
      fc.record({
        key: fc.constant('unitPrice'),
        value: fc.oneof(fc.constant(-1), fc.constant(1.5), fc.string()),
      }),
      fc.record({ key: fc.constant('currency'), value: fc.constantFrom('USD', 'hkd', '', null) }),
      fc.record({ key: fc.constant('creationId'), value: fc.constantFrom('', 7, null) }),
      fc.record({ key: fc.constant('discount'), value: fc.integer() }),
    );
    fc.assert(
      fc.property(envelope, price, wrongPrice, (fields, good, { key, value }) => {
        const data = { ...good, [key]: value };
        for (const event of ['priceChanged', 'addToCartRequested']) {
          const body =
            event === 'priceChanged'
              ? data
              : { cart: 'partner', price: data, answers: {}, url: 'https://atelier.example/a' };
          const parsed = ViewerMessageSchema.safeParse({ ...fields, type: 'opticEvent', event, data: body });
          expect(parsed.success).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(envelope, price, fc.string(), (fields, good, cart) => {
        fc.pre(cart !== 'partner' && cart !== 'atelier');
        const data = { cart, price: good, answers: {}, url: 'https://atelier.example/a' };
        expect(
          ViewerMessageSchema.safeParse({ ...fields, type: 'opticEvent', event: 'addToCartRequested', data })
            .success,
        ).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a message with any one field replaced by a value of the wrong kind', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostMessages, viewerMessages),
        fc.constantFrom('protocol', 'version', 'instanceId', 'type'),
        fc.oneof(fc.constant(null), fc.boolean(), fc.object(), fc.array(fc.integer()), fc.double({ max: 0 })),
        (message, key, wrong) => {
          const broken = { ...message, [key]: wrong };
          expect(
            HostMessageSchema.safeParse(broken).success || ViewerMessageSchema.safeParse(broken).success,
          ).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
