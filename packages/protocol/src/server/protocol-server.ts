import { applyDesignPatch, patchedSections } from '@atelier/domain';
import type { DesignDocument, DesignDocumentInput, DesignPatch, DesignSection } from '@atelier/schema';
import { DESIGN_SECTIONS, DesignDocumentSchema, issuesFromZodError } from '@atelier/schema';
import type { z } from 'zod';
import type {
  CommerceFunctionName,
  DesignFunctionName,
  EditorFunctionName,
  EventName,
  FunctionName,
  HostEventName,
  HostMessageType,
  SceneFunctionName,
} from '../constants';
import {
  DESIGN_FUNCTION_NAMES,
  EVENT_NAMES,
  FUNCTION_NAMES,
  FUNCTION_NOT_FOUND_MESSAGE,
  HOST_MESSAGE_TYPES,
  MAX_ACTION_SIZE,
  MAX_MESSAGE_SIZE,
  PROTOCOL_NAME,
  PROTOCOL_VERSION,
  RAYCASTER_EVENT,
  SUPPORTED_VERSIONS,
} from '../constants';
import { ProtocolError } from '../errors';
import type { ProtocolErrorInfo } from '../errors';
import { EVENT_SCHEMAS } from '../events';
import type { HostEventInputMap, PointerEvent } from '../events';
import type { FunctionArgs, FunctionResult } from '../functions';
import { FUNCTION_SCHEMAS, RaycastHitSchema } from '../functions';
import type { ActionMessage, ActionResult, FunctionMessage, Hello, InitMessage } from '../messages';
import { MESSAGE_SCHEMAS, PointerMessageSchema } from '../messages';
import { isOriginPattern, isTrustedOrigin } from '../origins';
import { measureJsonSize } from '../size';
import type { IncomingMessage, MessageTransport } from '../transport';

/** What a scene function handler is told besides its arguments. */
export interface HandlerContext {
  /** The design the viewer holds (null before the first one arrives). */
  design: DesignDocument | null;
  /** The trusted origin that asked. */
  origin: string;
}

/**
 * The functions the engine serves (the server serves the design functions itself).
 * A handler may return its result or a promise of it; throwing a ProtocolError answers
 * with its code, anything else with `handler_failed`.
 */
export type SceneFunctionHandlers = FunctionHandlers<SceneFunctionName>;
/** The editor's functions (captureMediaPlates, getShortcuts), served by the viewer app. */
export type EditorFunctionHandlers = FunctionHandlers<EditorFunctionName>;
/** Issue 20's commerce functions (getPrice, getShareLink, setCartMode), served by the viewer app. */
export type CommerceFunctionHandlers = FunctionHandlers<CommerceFunctionName>;

type FunctionHandlers<Names extends Exclude<FunctionName, DesignFunctionName>> = {
  [Name in Names]: (
    args: FunctionArgs<Name>,
    context: HandlerContext,
  ) =>
    | z.input<(typeof FUNCTION_SCHEMAS)[Name]['result']>
    | Promise<z.input<(typeof FUNCTION_SCHEMAS)[Name]['result']>>;
};

/** A change of the design, handed to the engine through `onAction`. */
export interface DesignChange {
  design: DesignDocument;
  /** The design before; null for the first one. */
  previous: DesignDocument | null;
  /** The patch that made it, or null when a whole design arrived. */
  patch: DesignPatch | null;
  /** The sections that changed (all of them for a whole design). */
  sections: DesignSection[];
  /** Counts every accepted change from 1. */
  revision: number;
  /** Who changed it: a host message, a design function, or the viewer itself (loadDesign). */
  source: 'action' | 'function' | 'viewer';
}

export type DropReason =
  | 'untrusted_origin'
  | 'foreign_instance'
  | 'oversized'
  | 'unsupported_version'
  | 'invalid_message'
  | 'invalid_design'
  | 'invalid_event';

export interface DroppedMessage {
  reason: DropReason;
  origin: string;
  detail?: string;
}

/** Counters of what the server received and why it dropped messages. */
export interface ProtocolServerStats {
  /** Every message event heard from the parent window. */
  received: number;
  /** Messages of other protocols (ignored without a count as "dropped"). */
  ignored: number;
  /** Requests accepted and served. */
  accepted: number;
  untrustedOrigin: number;
  foreignInstance: number;
  oversized: number;
  unsupportedVersion: number;
  invalidMessage: number;
  invalidDesign: number;
  unknownFunction: number;
  handlerFailed: number;
  invalidEvent: number;
}

export interface ProtocolServerOptions {
  transport: MessageTransport;
  /** This viewer's instance id (the `instance` query parameter). */
  instanceId: string;
  /** Exact origins or `https://*.domain` patterns allowed to drive this viewer. */
  trustedOrigins: readonly string[];
  /** The host origin the page was opened for (`host` parameter); announced to when trusted. */
  hostOrigin?: string | null;
  handlers?: Partial<SceneFunctionHandlers & EditorFunctionHandlers & CommerceFunctionHandlers>;
  /**
   * Told about every pointer event the host sends (001 §4 decal handles), in arrival
   * order. They carry no request id and get no answer, so they can come at frame rate.
   */
  onPointer?: (event: PointerEvent) => void;
  /**
   * Called for every accepted design change, in arrival order, after the server's
   * design has been updated. The reply to the request waits for a returned promise.
   */
  onAction?: (change: DesignChange) => void | Promise<void>;
  /** Told about every dropped message (for logging); never throws into the server. */
  onDrop?: (drop: DroppedMessage) => void;
  limits?: { message?: number; action?: number };
  /** Lifecycle events kept for the host until it initialises (default 50). */
  maxQueuedEvents?: number;
}

const QUEUED_EVENTS: ReadonlySet<EventName> = new Set(['ready', 'progress', 'loaded', 'error']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const describe = (error: z.ZodError): string =>
  issuesFromZodError(error)
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
    .join('; ');

const isDesignFunction = (name: FunctionName): name is DesignFunctionName =>
  (DESIGN_FUNCTION_NAMES as readonly string[]).includes(name);

/**
 * The iframe side of the protocol. It accepts messages only from trusted origins and
 * for its own instance id, refuses oversized ones, validates every message with zod
 * before anything reaches the engine (dropped messages are counted in `stats`), answers
 * every request to the origin that sent it (never `*`), holds the current design and
 * hands its changes to the engine through `onAction`, and sends the engine's events to
 * the host that initialised.
 */
export class ProtocolServer {
  readonly instanceId: string;
  private readonly transport: MessageTransport;
  private readonly trustedOrigins: readonly string[];
  private readonly announceTo: string | null;
  private readonly handlers: Partial<
    SceneFunctionHandlers & EditorFunctionHandlers & CommerceFunctionHandlers
  >;
  private readonly onPointer: ProtocolServerOptions['onPointer'];
  private readonly onAction: ProtocolServerOptions['onAction'];
  private readonly onDrop: ProtocolServerOptions['onDrop'];
  private readonly maxMessage: number;
  private readonly maxAction: number;
  private readonly maxQueuedEvents: number;
  private readonly counters: ProtocolServerStats = {
    received: 0,
    ignored: 0,
    accepted: 0,
    untrustedOrigin: 0,
    foreignInstance: 0,
    oversized: 0,
    unsupportedVersion: 0,
    invalidMessage: 0,
    invalidDesign: 0,
    unknownFunction: 0,
    handlerFailed: 0,
    invalidEvent: 0,
  };
  private currentDesign: DesignDocument | null = null;
  private currentRevision = 0;
  private hostOriginValue: string | null = null;
  private queued: unknown[] = [];
  private unsubscribe: (() => void) | null = null;

  constructor(options: ProtocolServerOptions) {
    for (const entry of options.trustedOrigins) {
      if (!isOriginPattern(entry)) throw new Error(`Not a trusted-origin entry: "${entry}"`);
    }
    this.transport = options.transport;
    this.instanceId = options.instanceId;
    this.trustedOrigins = [...options.trustedOrigins];
    const host = options.hostOrigin ?? null;
    this.announceTo = host !== null && isTrustedOrigin(host, this.trustedOrigins) ? host : null;
    this.handlers = { ...options.handlers };
    this.onAction = options.onAction;
    this.onPointer = options.onPointer;
    this.onDrop = options.onDrop;
    this.maxMessage = options.limits?.message ?? MAX_MESSAGE_SIZE;
    this.maxAction = options.limits?.action ?? MAX_ACTION_SIZE;
    this.maxQueuedEvents = options.maxQueuedEvents ?? 50;
  }

  /** Starts listening and announces `opticReady` to the host origin when it is trusted. */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.transport.subscribe((message) => this.receive(message));
    if (this.announceTo) {
      this.transport.post(
        { ...this.envelope(), type: 'opticReady', versions: [...SUPPORTED_VERSIONS] },
        this.announceTo,
      );
    }
  }

  /** Stops listening; the design is kept. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The design the viewer shows, or null before the first one. */
  get design(): DesignDocument | null {
    return this.currentDesign;
  }

  get revision(): number {
    return this.currentRevision;
  }

  /** The origin of the host that initialised (events go there), or null. */
  get hostOrigin(): string | null {
    return this.hostOriginValue;
  }

  /** A copy of the counters. */
  get stats(): ProtocolServerStats {
    return { ...this.counters };
  }

  /** The functions this viewer serves: the design functions and every scene function with a handler. */
  get functions(): FunctionName[] {
    return FUNCTION_NAMES.filter((name) => isDesignFunction(name) || this.handlers[name] !== undefined);
  }

  /**
   * Sets the design from inside the viewer (stand-alone mode loads a public creation
   * itself). Validated like a host's; rejects with `invalid_design` when it fails.
   */
  async loadDesign(input: DesignDocumentInput): Promise<DesignDocument> {
    const parsed = DesignDocumentSchema.safeParse(input);
    if (!parsed.success) throw new ProtocolError('invalid_design', describe(parsed.error));
    await this.commit(parsed.data, null, 'viewer');
    return parsed.data;
  }

  /**
   * Sends an event to the host (`raycaster` goes out as `opticRaycaster`). Lifecycle
   * events (ready, progress, loaded, error) wait for the host's init; pointer and
   * camera events before it are dropped. An invalid payload is dropped and counted.
   */
  emit<Name extends HostEventName>(name: Name, data: HostEventInputMap[Name]): void {
    let message: Record<string, unknown>;
    if (name === RAYCASTER_EVENT) {
      const parsed = RaycastHitSchema.safeParse(data);
      if (!parsed.success) return this.dropEvent(name, parsed.error);
      message = { ...this.envelope(), type: 'opticRaycaster', object: parsed.data };
    } else {
      const event = name as EventName;
      if (!(EVENT_NAMES as readonly string[]).includes(event)) return this.dropEvent(name, null);
      const parsed = EVENT_SCHEMAS[event].safeParse(data);
      if (!parsed.success) return this.dropEvent(name, parsed.error);
      message = { ...this.envelope(), type: 'opticEvent', event, data: parsed.data };
      if (!this.hostOriginValue && QUEUED_EVENTS.has(event)) {
        this.queued.push(message);
        if (this.queued.length > this.maxQueuedEvents) this.queued.shift();
        return;
      }
    }
    if (this.hostOriginValue) this.transport.post(message, this.hostOriginValue);
  }

  // --- receiving ------------------------------------------------------------------

  private receive({ data, origin }: IncomingMessage): void {
    this.counters.received++;
    if (!isRecord(data) || data.protocol !== PROTOCOL_NAME) {
      this.counters.ignored++;
      return;
    }
    if (!isTrustedOrigin(origin, this.trustedOrigins)) {
      this.counters.untrustedOrigin++;
      return this.drop('untrusted_origin', origin);
    }
    if (data.instanceId !== this.instanceId) {
      this.counters.foreignInstance++;
      return this.drop('foreign_instance', origin);
    }
    const requestId =
      typeof data.requestId === 'string' && data.requestId.length <= 64 ? data.requestId : null;
    const limit = data.type === 'opticAction' ? this.maxAction : this.maxMessage;
    if (measureJsonSize(data, limit) > limit) {
      this.counters.oversized++;
      this.drop('oversized', origin);
      return this.replyError(requestId, origin, {
        code: 'message_too_large',
        message: `Messages of this type may not exceed ${limit} characters of JSON`,
      });
    }
    if (typeof data.version !== 'number' || !SUPPORTED_VERSIONS.includes(data.version)) {
      this.counters.unsupportedVersion++;
      this.drop('unsupported_version', origin, String(data.version));
      return this.replyError(requestId, origin, {
        code: 'unsupported_version',
        message: `Protocol version ${String(data.version)} is not supported`,
        details: { supported: [...SUPPORTED_VERSIONS] },
      });
    }
    const type = data.type as HostMessageType;
    if (!(HOST_MESSAGE_TYPES as readonly unknown[]).includes(type)) {
      this.counters.invalidMessage++;
      return this.drop('invalid_message', origin, `type ${String(data.type)}`);
    }
    // A host's opticEvent is a forwarded pointer event; the viewer's own events do not come this way.
    const parsed = (type === 'opticEvent' ? PointerMessageSchema : MESSAGE_SCHEMAS[type]).safeParse(data);
    if (!parsed.success) {
      this.counters.invalidMessage++;
      const detail = describe(parsed.error);
      this.drop('invalid_message', origin, detail);
      // An action whose design fails its schema is an invalid design, named as such.
      const code = type === 'opticAction' ? 'invalid_design' : 'invalid_message';
      return this.replyError(requestId, origin, { code, message: detail });
    }
    this.counters.accepted++;
    const message = parsed.data;
    if (message.type === 'opticInit') this.init(message, origin);
    else if (message.type === 'opticAction') void this.act(message, origin);
    else if (message.type === 'opticFunction') void this.call(message, origin);
    else this.pointer(message as PointerEvent);
  }

  /** A host's pointer event, handed on as it came. */
  private pointer({ event, data }: PointerEvent): void {
    try {
      this.onPointer?.({ event, data } as PointerEvent);
    } catch (error) {
      // A failing handler must not reach the message loop; the drag simply stops following.
      console.error('viewer protocol: pointer handler failed', error);
    }
  }

  private init(message: InitMessage, origin: string): void {
    this.hostOriginValue = origin;
    const hello: Hello = {
      version: PROTOCOL_VERSION,
      versions: [...SUPPORTED_VERSIONS],
      functions: this.functions,
      events: [...EVENT_NAMES, RAYCASTER_EVENT],
      limits: { message: this.maxMessage, action: this.maxAction },
    };
    this.reply(message.requestId, origin, { ok: true, result: hello });
    const queued = this.queued;
    this.queued = [];
    for (const event of queued) this.transport.post(event, origin);
  }

  private async act(message: ActionMessage, origin: string): Promise<void> {
    try {
      const result =
        message.kind === 'design'
          ? await this.commit(message.design, null, 'action')
          : await this.applyPatch(message.patch, 'action');
      this.reply(message.requestId, origin, { ok: true, result });
    } catch (error) {
      this.replyError(message.requestId, origin, this.errorInfo(error));
    }
  }

  private async call(message: FunctionMessage, origin: string): Promise<void> {
    const name = message.name as FunctionName;
    if (!this.functions.includes(name)) {
      this.counters.unknownFunction++;
      return this.replyError(message.requestId, origin, {
        code: 'function_not_found',
        message: FUNCTION_NOT_FOUND_MESSAGE,
        details: { name: message.name },
      });
    }
    const spec = FUNCTION_SCHEMAS[name];
    const args = spec.args.safeParse(message.args ?? {});
    if (!args.success) {
      return this.replyError(message.requestId, origin, {
        code: 'invalid_arguments',
        message: `Invalid arguments for ${name}: ${describe(args.error)}`,
      });
    }
    try {
      const raw = isDesignFunction(name)
        ? await this.callDesignFunction(name, args.data as FunctionArgs<typeof name>)
        : await (this.handlers[name] as (args: unknown, context: HandlerContext) => unknown)(args.data, {
            design: this.currentDesign,
            origin,
          });
      const result = spec.result.safeParse(raw);
      if (!result.success) {
        this.counters.handlerFailed++;
        return this.replyError(message.requestId, origin, {
          code: 'handler_failed',
          message: `The viewer answered ${name} with an invalid result: ${describe(result.error)}`,
        });
      }
      this.reply(message.requestId, origin, { ok: true, result: result.data });
    } catch (error) {
      const info = this.errorInfo(error);
      if (info.code === 'handler_failed') this.counters.handlerFailed++;
      this.replyError(message.requestId, origin, info);
    }
  }

  private async callDesignFunction<Name extends DesignFunctionName>(
    name: Name,
    args: FunctionArgs<Name>,
  ): Promise<FunctionResult<Name>> {
    if (!this.currentDesign) throw new ProtocolError('no_design', 'The viewer has no design yet');
    // Loaded on the first call: the domain's operations are not needed for a first frame.
    const { planDesignFunction } = await import('../design-functions');
    const plan = planDesignFunction(name, this.currentDesign, args);
    if (plan.patch) await this.applyPatch(plan.patch, 'function');
    return plan.result;
  }

  // --- the design -----------------------------------------------------------------

  private async applyPatch(patch: DesignPatch, source: DesignChange['source']): Promise<ActionResult> {
    const base = this.currentDesign ?? DesignDocumentSchema.parse({});
    const next = DesignDocumentSchema.safeParse(applyDesignPatch(base, patch));
    if (!next.success) {
      this.counters.invalidDesign++;
      throw new ProtocolError('invalid_design', `The patched design is invalid: ${describe(next.error)}`);
    }
    return this.commit(next.data, patch, source);
  }

  private async commit(
    design: DesignDocument,
    patch: DesignPatch | null,
    source: DesignChange['source'],
  ): Promise<ActionResult> {
    const previous = this.currentDesign;
    this.currentDesign = design;
    const revision = ++this.currentRevision;
    const sections = patch ? patchedSections(patch) : [...DESIGN_SECTIONS];
    await this.onAction?.({ design, previous, patch, sections, revision, source });
    return { revision, sections };
  }

  // --- sending --------------------------------------------------------------------

  private envelope() {
    return { protocol: PROTOCOL_NAME, version: PROTOCOL_VERSION, instanceId: this.instanceId };
  }

  private reply(
    requestId: string,
    origin: string,
    outcome: { ok: true; result: unknown } | { ok: false; error: ProtocolErrorInfo },
  ): void {
    this.transport.post({ ...this.envelope(), type: 'opticReply', requestId, ...outcome }, origin);
  }

  private replyError(requestId: string | null, origin: string, error: ProtocolErrorInfo): void {
    if (requestId !== null) this.reply(requestId, origin, { ok: false, error });
  }

  private errorInfo(error: unknown): ProtocolErrorInfo {
    if (error instanceof ProtocolError) {
      return error.details === undefined
        ? { code: error.code, message: error.message }
        : { code: error.code, message: error.message, details: error.details };
    }
    return { code: 'handler_failed', message: error instanceof Error ? error.message : String(error) };
  }

  private drop(reason: DropReason, origin: string, detail?: string): void {
    try {
      this.onDrop?.(detail === undefined ? { reason, origin } : { reason, origin, detail });
    } catch {
      // A logger's failure must not reach the message loop.
    }
  }

  private dropEvent(name: string, error: z.ZodError | null): void {
    this.counters.invalidEvent++;
    this.drop('invalid_event', '', `${name}: ${error ? describe(error) : 'unknown event'}`);
  }
}
