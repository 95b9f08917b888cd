import type { EventName, FunctionName, HostEventName, PointerEventName } from '../constants';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  FUNCTION_NOT_FOUND_MESSAGE,
  PROTOCOL_NAME,
  PROTOCOL_VERSION,
} from '../constants';
import type { DesignDocumentInput, DesignPatchInput } from '@atelier/schema';
import { ProtocolError } from '../errors';
import type { HostEventMap, PointerEventMap } from '../events';
import type { FunctionArgsInput, FunctionResult } from '../functions';
import type { ActionResult, Hello } from '../messages';
import type { IncomingMessage, MessageTransport } from '../transport';

/** Timer functions, injectable for tests (called as plain functions); the globals by default. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ProtocolClientOptions {
  transport: MessageTransport;
  /** The viewer iframe's origin: requests go only there, replies count only from there. */
  viewerOrigin: string;
  /** The viewer instance this client drives. */
  instanceId: string;
  /** Default reply timeout in ms (10 s). */
  timeoutMs?: number;
  timers?: Timers;
  /** Told when an event handler throws (the other handlers still run); rethrown apart by default. */
  onHandlerError?: (error: unknown) => void;
}

export interface CallOptions {
  timeoutMs?: number;
}

export interface ConnectOptions {
  /** How long to wait for the viewer's hello (20 s). */
  timeoutMs?: number;
  /** How often to repeat the init until answered (250 ms). */
  retryMs?: number;
  /**
   * Start repeating the init only once this settles (the embed passes the iframe's
   * `load`: a message posted to a frame still on another origin is dropped, and
   * Chromium logs an error for each). `opticReady` triggers an init at any time.
   */
  startAfter?: Promise<unknown>;
}

type Handler<Name extends HostEventName> = (data: HostEventMap[Name]) => void;

/** Settles a pending request once: with its result, or with the error. */
type Done = (error: ProtocolError | null, value?: unknown) => void;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

let clientCount = 0;

/**
 * The host side of the protocol, with no dependencies (no zod): partners load it in
 * the embed SDK. It posts only to the viewer's origin, accepts only messages from that
 * origin for its own instance id, and checks replies and events structurally (the
 * viewer validates everything it receives with the full schemas).
 */
export interface ProtocolClient {
  readonly instanceId: string;
  readonly viewerOrigin: string;
  /** The viewer's hello once connected: its version, functions and events. */
  readonly hello: Hello | null;
  /** Whether the viewer serves `name` (feature detection from the hello). */
  supports(name: string): boolean;
  /**
   * The handshake: sends `opticInit` now (or once `startAfter` settles), again whenever
   * the viewer announces `opticReady`, and every `retryMs` until the hello arrives
   * (messages posted before the iframe has loaded the viewer are dropped by the browser).
   */
  connect(options?: ConnectOptions): Promise<Hello>;
  /** Calls a viewer function; resolves with its result, rejects with a ProtocolError. */
  call<Name extends FunctionName>(
    name: Name,
    args?: FunctionArgsInput<Name>,
    options?: CallOptions,
  ): Promise<FunctionResult<Name>>;
  call(name: string, args?: unknown, options?: CallOptions): Promise<unknown>;
  /** Replaces the whole design. */
  setDesign(design: DesignDocumentInput, options?: CallOptions): Promise<ActionResult>;
  /** Changes some sections of the design (idempotent: resending a patch is harmless). */
  patchDesign(patch: DesignPatchInput, options?: CallOptions): Promise<ActionResult>;
  /**
   * Forwards a pointer event to the viewer (001 §4 decal handles): a `mousedown` with
   * `drag` starts dragging a decal's handle, `mousemove` moves it and `mouseup` ends it
   * (CSS px from the viewer's top-left corner). No answer comes, so it can be sent at
   * frame rate; the viewer answers with `decalChanged` and `raycaster` events.
   */
  sendPointer<Name extends PointerEventName>(event: Name, data: PointerEventMap[Name]): void;
  /** Listens to an event (`raycaster` for `opticRaycaster`); returns the unsubscribe function. */
  on<Name extends HostEventName>(name: Name, handler: Handler<Name>): () => void;
  /** Stops listening and rejects every pending request with `destroyed`. */
  destroy(): void;
}

/**
 * `new ProtocolClient(options)`. Written as closures over local variables rather than a
 * class's fields: a minifier shortens local names but never property names, and partners
 * load this code (the embed SDK's 2.3 kB budget).
 */
export const ProtocolClient = function ProtocolClient(options: ProtocolClientOptions): ProtocolClient {
  const { transport, viewerOrigin, instanceId } = options;
  // The transport's words (gzip stores them once).
  if (viewerOrigin === '*') throw new Error('A target origin is required; "*" is refused.');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Called as plain functions, as the globals may be.
  const { setTimeout: later, clearTimeout: clear }: Timers = options.timers ?? globalThis;
  const onHandlerError =
    options.onHandlerError ??
    ((error) =>
      queueMicrotask(() => {
        throw error;
      }));
  const prefix = Math.random().toString(36).slice(2, 8) + ++clientCount;
  const pending = new Map<string, Done>();
  const handlers = new Map<string, Set<(data: never) => void>>();
  let nextId = 0;
  let hello: Hello | null = null;
  let onReady: (() => void) | null = null;
  let connecting: Promise<Hello> | null = null;
  let destroyed = false;

  const destroyedError = () => new ProtocolError('destroyed', 'The viewer was destroyed');
  const post = (message: Record<string, unknown>) =>
    transport.post(
      { protocol: PROTOCOL_NAME, version: PROTOCOL_VERSION, instanceId, ...message },
      viewerOrigin,
    );

  /** Sends a request once connected and waits for its reply; refused before the handshake and after destroy. */
  const request = (type: string, body: Record<string, unknown>, callOptions: CallOptions = {}) =>
    destroyed
      ? Promise.reject(destroyedError())
      : hello
        ? new Promise((resolve, reject) => {
            const ms = callOptions.timeoutMs ?? timeoutMs;
            const requestId = `${prefix}:${type}:${++nextId}`;
            const done: Done = (error, value) => {
              clear(timer);
              pending.delete(requestId);
              if (error) reject(error);
              else resolve(value);
            };
            const timer = later(
              () =>
                done(
                  new ProtocolError(
                    'timeout',
                    `No answer to ${(body.name as string | undefined) ?? type} within ${ms} ms`,
                  ),
                ),
              ms,
            );
            pending.set(requestId, done);
            try {
              post({ type, requestId, ...body });
            } catch (error) {
              // postMessage refuses what it cannot clone (a function, a DOM node).
              done(new ProtocolError('invalid_message', String((error as Error)?.message ?? error)));
            }
          })
        : Promise.reject(new ProtocolError('not_connected', 'Call connect() first'));

  /**
   * Every init of one handshake carries the same request id: the first answer settles it
   * and later ones find nothing pending; the deadline covers them all.
   */
  const handshake = ({
    timeoutMs: deadline = DEFAULT_CONNECT_TIMEOUT_MS,
    retryMs = 250,
    startAfter,
  }: ConnectOptions) =>
    new Promise<Hello>((resolve, reject) => {
      const requestId = `${prefix}:opticInit:${++nextId}`;
      let retry: unknown;
      const finish: Done = (error, value) => {
        clear(giveUp);
        clear(retry);
        onReady = null;
        pending.delete(requestId);
        if (error) return reject(error);
        if (!Array.isArray((value as Hello | null)?.functions))
          return reject(
            new ProtocolError('invalid_message', 'The viewer answered the handshake without a hello'),
          );
        resolve((hello = value as unknown as Hello));
      };
      const attempt = () => post({ type: 'opticInit', requestId });
      pending.set(requestId, finish);
      const giveUp = later(
        () => finish(new ProtocolError('timeout', `The viewer did not answer within ${deadline} ms`)),
        deadline,
      );
      const loop = () => {
        if (!pending.has(requestId)) return;
        attempt();
        retry = later(loop, retryMs);
      };
      onReady = attempt;
      if (startAfter) startAfter.then(loop, loop);
      else loop();
    });

  const dispatch = (name: string, payload: unknown) => {
    for (const handler of handlers.get(name) ?? []) {
      try {
        (handler as (data: unknown) => void)(payload);
      } catch (error) {
        // One faulty handler must not stop the others.
        onHandlerError(error);
      }
    }
  };

  const settle = (data: Record<string, unknown>) => {
    // Keys are strings: any other request id finds nothing.
    const done = pending.get(data.requestId as string);
    if (!done || data.ok === true) return done?.(null, data.result);
    // Whatever came, as an object (a missing error reads as one without code or message).
    const error = Object(data.error) as Record<string, unknown>;
    const code = typeof error.code === 'string' ? error.code : 'handler_failed';
    const message = String(
      error.message ?? (code === 'function_not_found' ? FUNCTION_NOT_FOUND_MESSAGE : code),
    );
    done(new ProtocolError(code, message, error.details));
  };

  const unsubscribe = transport.subscribe(({ data, origin }: IncomingMessage) => {
    if (
      origin !== viewerOrigin ||
      !isRecord(data) ||
      data.protocol !== PROTOCOL_NAME ||
      data.instanceId !== instanceId
    )
      return;
    const type = data.type;
    if (type === 'opticReady') onReady?.();
    else if (type === 'opticReply') settle(data);
    // An event name that is not a string finds no handler (they are keyed by name).
    else if (type === 'opticEvent' && isRecord(data.data)) dispatch(data.event as EventName, data.data);
    else if (type === 'opticRaycaster' && isRecord(data.object)) dispatch('raycaster', data.object);
  });

  return {
    instanceId,
    viewerOrigin,
    get hello() {
      return hello;
    },
    supports: (name: string) => !!hello?.functions.includes(name),
    connect(connectOptions: ConnectOptions = {}) {
      if (destroyed) return Promise.reject(destroyedError());
      if (hello) return Promise.resolve(hello);
      return (connecting ??= handshake(connectOptions).finally(() => (connecting = null)));
    },
    call: (name: string, args: unknown = {}, callOptions?: CallOptions) =>
      request('opticFunction', { name, args }, callOptions),
    setDesign: (design: DesignDocumentInput, callOptions?: CallOptions) =>
      request('opticAction', { kind: 'design', design }, callOptions) as Promise<ActionResult>,
    patchDesign: (patch: DesignPatchInput, callOptions?: CallOptions) =>
      request('opticAction', { kind: 'patch', patch }, callOptions) as Promise<ActionResult>,
    sendPointer(event: string, data: unknown) {
      if (!destroyed) post({ type: 'opticEvent', event, data });
    },
    on(name: string, handler: (data: never) => void) {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set.add(handler));
      return () => set.delete(handler);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      // Nothing reaches the handlers once unsubscribed.
      unsubscribe();
      for (const done of pending.values()) done(destroyedError());
    },
  } as ProtocolClient;
} as unknown as new (options: ProtocolClientOptions) => ProtocolClient;
