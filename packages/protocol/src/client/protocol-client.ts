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

/** Timer functions, injectable for tests; the globals by default. */
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

interface Pending {
  resolve(value: unknown): void;
  reject(error: ProtocolError): void;
  timer: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

let clientCount = 0;

/**
 * The host side of the protocol, with no dependencies (no zod): partners load it in
 * the embed SDK. It posts only to the viewer's origin, accepts only messages from that
 * origin for its own instance id, and checks replies and events structurally (the
 * viewer validates everything it receives with the full schemas).
 */
export class ProtocolClient {
  readonly instanceId: string;
  readonly viewerOrigin: string;
  private readonly transport: MessageTransport;
  private readonly timeoutMs: number;
  private readonly timers: Timers;
  private readonly onHandlerError: (error: unknown) => void;
  private readonly prefix: string;
  private readonly pending = new Map<string, Pending>();
  private readonly handlers = new Map<string, Set<(data: never) => void>>();
  private readonly unsubscribe: () => void;
  private nextId = 0;
  private helloValue: Hello | null = null;
  private onReady: (() => void) | null = null;
  private connecting: Promise<Hello> | null = null;
  private destroyed = false;

  constructor(options: ProtocolClientOptions) {
    if (options.viewerOrigin === '*') throw new Error('The viewer origin must be explicit, not "*".');
    this.transport = options.transport;
    this.viewerOrigin = options.viewerOrigin;
    this.instanceId = options.instanceId;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.timers = options.timers ?? {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    this.onHandlerError =
      options.onHandlerError ??
      ((error) =>
        queueMicrotask(() => {
          throw error;
        }));
    this.prefix = `${(++clientCount).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    this.unsubscribe = this.transport.subscribe((message) => this.receive(message));
  }

  /** The viewer's hello once connected: its version, functions and events. */
  get hello(): Hello | null {
    return this.helloValue;
  }

  /** Whether the viewer serves `name` (feature detection from the hello). */
  supports(name: string): boolean {
    return this.helloValue?.functions.includes(name) ?? false;
  }

  /**
   * The handshake: sends `opticInit` now (or once `startAfter` settles), again whenever
   * the viewer announces `opticReady`, and every `retryMs` until the hello arrives
   * (messages posted before the iframe has loaded the viewer are dropped by the browser).
   */
  connect(options: ConnectOptions = {}): Promise<Hello> {
    if (this.destroyed) return Promise.reject(new ProtocolError('destroyed', 'The viewer was destroyed'));
    if (this.helloValue) return Promise.resolve(this.helloValue);
    this.connecting ??= this.handshake(options).finally(() => (this.connecting = null));
    return this.connecting;
  }

  private handshake(options: ConnectOptions): Promise<Hello> {
    const deadline = options.timeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const retryMs = options.retryMs ?? 250;
    let settled = false;
    let retry: unknown;
    return new Promise<Hello>((resolve, reject) => {
      const attempt = () => {
        if (settled) return;
        this.request('opticInit', {}, deadline, 'init').then(
          (hello) => {
            if (settled) return;
            settled = true;
            finish();
            if (!isRecord(hello) || !Array.isArray(hello.functions)) {
              reject(
                new ProtocolError('invalid_message', 'The viewer answered the handshake without a hello'),
              );
              return;
            }
            this.helloValue = hello as unknown as Hello;
            resolve(this.helloValue);
          },
          (error: ProtocolError) => {
            if (settled || error.code === 'timeout') return;
            settled = true;
            finish();
            reject(error);
          },
        );
      };
      const giveUp = this.timers.setTimeout(() => {
        if (settled) return;
        settled = true;
        finish();
        reject(new ProtocolError('timeout', `The viewer did not answer within ${deadline} ms`));
      }, deadline);
      const loop = () => {
        if (settled) return;
        attempt();
        retry = this.timers.setTimeout(loop, retryMs);
      };
      const finish = () => {
        this.timers.clearTimeout(giveUp);
        this.timers.clearTimeout(retry);
        this.onReady = null;
        // Inits that were never answered are forgotten.
        for (const [id, entry] of this.pending) {
          if (id.includes(':init:')) {
            this.timers.clearTimeout(entry.timer);
            this.pending.delete(id);
          }
        }
      };
      this.onReady = attempt;
      if (options.startAfter) options.startAfter.then(loop, loop);
      else loop();
    });
  }

  /** Calls a viewer function; resolves with its result, rejects with a ProtocolError. */
  call<Name extends FunctionName>(
    name: Name,
    args?: FunctionArgsInput<Name>,
    options?: CallOptions,
  ): Promise<FunctionResult<Name>>;
  call(name: string, args?: unknown, options?: CallOptions): Promise<unknown>;
  call(name: string, args: unknown = {}, options: CallOptions = {}): Promise<unknown> {
    return this.connected(() =>
      this.request('opticFunction', { name, args }, options.timeoutMs ?? this.timeoutMs, 'fn'),
    );
  }

  /** Replaces the whole design. */
  setDesign(design: DesignDocumentInput, options: CallOptions = {}): Promise<ActionResult> {
    return this.connected(
      () =>
        this.request(
          'opticAction',
          { kind: 'design', design },
          options.timeoutMs ?? this.timeoutMs,
          'act',
        ) as Promise<ActionResult>,
    );
  }

  /** Changes some sections of the design (idempotent: resending a patch is harmless). */
  patchDesign(patch: DesignPatchInput, options: CallOptions = {}): Promise<ActionResult> {
    return this.connected(
      () =>
        this.request(
          'opticAction',
          { kind: 'patch', patch },
          options.timeoutMs ?? this.timeoutMs,
          'act',
        ) as Promise<ActionResult>,
    );
  }

  /**
   * Forwards a pointer event to the viewer (001 §4 decal handles): a `mousedown` with
   * `drag` starts dragging a decal's handle, `mousemove` moves it and `mouseup` ends it
   * (CSS px from the viewer's top-left corner). No answer comes, so it can be sent at
   * frame rate; the viewer answers with `decalChanged` and `raycaster` events.
   */
  sendPointer<Name extends PointerEventName>(event: Name, data: PointerEventMap[Name]): void {
    if (this.destroyed) return;
    this.transport.post(
      {
        protocol: PROTOCOL_NAME,
        version: PROTOCOL_VERSION,
        instanceId: this.instanceId,
        type: 'opticEvent',
        event,
        data,
      },
      this.viewerOrigin,
    );
  }

  /** Listens to an event (`raycaster` for `opticRaycaster`); returns the unsubscribe function. */
  on<Name extends HostEventName>(name: Name, handler: Handler<Name>): () => void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    set.add(handler as (data: never) => void);
    return () => set.delete(handler as (data: never) => void);
  }

  /** Stops listening and rejects every pending request with `destroyed`. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.unsubscribe();
    this.handlers.clear();
    for (const entry of this.pending.values()) {
      this.timers.clearTimeout(entry.timer);
      entry.reject(new ProtocolError('destroyed', 'The viewer was destroyed'));
    }
    this.pending.clear();
  }

  // --- internals ------------------------------------------------------------------

  private connected<T>(send: () => Promise<T>): Promise<T> {
    if (this.destroyed) return Promise.reject(new ProtocolError('destroyed', 'The viewer was destroyed'));
    if (!this.helloValue) return Promise.reject(new ProtocolError('not_connected', 'Call connect() first'));
    return send();
  }

  private request(
    type: string,
    body: Record<string, unknown>,
    timeoutMs: number,
    kind: string,
  ): Promise<unknown> {
    const requestId = `${this.prefix}:${kind}:${++this.nextId}`;
    return new Promise((resolve, reject) => {
      const timer = this.timers.setTimeout(() => {
        this.pending.delete(requestId);
        reject(
          new ProtocolError('timeout', `No answer to ${String(body.name ?? type)} within ${timeoutMs} ms`),
        );
      }, timeoutMs);
      this.pending.set(requestId, { resolve, reject, timer });
      try {
        this.transport.post(
          {
            protocol: PROTOCOL_NAME,
            version: PROTOCOL_VERSION,
            instanceId: this.instanceId,
            type,
            requestId,
            ...body,
          },
          this.viewerOrigin,
        );
      } catch (error) {
        // postMessage refuses what it cannot clone (a function, a DOM node).
        this.timers.clearTimeout(timer);
        this.pending.delete(requestId);
        reject(new ProtocolError('invalid_message', error instanceof Error ? error.message : String(error)));
      }
    });
  }

  private receive({ data, origin }: IncomingMessage): void {
    if (
      origin !== this.viewerOrigin ||
      !isRecord(data) ||
      data.protocol !== PROTOCOL_NAME ||
      data.instanceId !== this.instanceId
    )
      return;
    switch (data.type) {
      case 'opticReady':
        this.onReady?.();
        return;
      case 'opticReply':
        return this.settle(data);
      case 'opticEvent':
        if (typeof data.event === 'string' && isRecord(data.data))
          this.dispatch(data.event as EventName, data.data);
        return;
      case 'opticRaycaster':
        if (isRecord(data.object)) this.dispatch('raycaster', data.object);
    }
  }

  private settle(data: Record<string, unknown>): void {
    const id = data.requestId;
    const entry = typeof id === 'string' ? this.pending.get(id) : undefined;
    if (!entry || typeof id !== 'string') return;
    this.pending.delete(id);
    this.timers.clearTimeout(entry.timer);
    if (data.ok === true) {
      entry.resolve(data.result);
      return;
    }
    const error = isRecord(data.error) ? data.error : {};
    const code = typeof error.code === 'string' ? error.code : 'handler_failed';
    const message =
      typeof error.message === 'string'
        ? error.message
        : code === 'function_not_found'
          ? FUNCTION_NOT_FOUND_MESSAGE
          : code;
    entry.reject(new ProtocolError(code, message, error.details));
  }

  private dispatch(name: string, payload: unknown): void {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        (handler as (data: unknown) => void)(payload);
      } catch (error) {
        // One faulty handler must not stop the others.
        this.onHandlerError(error);
      }
    }
  }
}
