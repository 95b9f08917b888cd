import type {
  ActionResult,
  CallOptions,
  DesignDocumentInput,
  DesignPatchInput,
  FunctionArgsInput,
  FunctionName,
  FunctionResult,
  Hello,
  HostEventMap,
  HostEventName,
} from '@atelier/protocol/client';
import { FUNCTION_NAMES, ProtocolClient, viewerUrl, windowTransport } from '@atelier/protocol/client';

export interface ViewerOptions {
  /** The Atelier site serving the viewer, e.g. `https://atelier.example` (a path is ignored). */
  origin: string;
  /** The public creation to show; leave out to send a design with `setDesign`. */
  creationId?: string;
  /** Tells this viewer's messages apart (default: a random id). */
  instanceId?: string;
  /** Default reply timeout of every method, in ms (10 s). */
  timeoutMs?: number;
  /** How long to wait for the viewer to load and answer the handshake, in ms (20 s). */
  connectTimeoutMs?: number;
  /** The iframe's accessible title (default "Atelier 3D viewer"). */
  title?: string;
  /** The iframe's `allow` attribute (default "fullscreen; xr-spatial-tracking"). */
  allow?: string;
  /**
   * Event handlers attached before the handshake starts: the viewer reports `progress`
   * (and may report `loaded` or `error`) while the promise is still pending, and a
   * handler added with `on` after it resolves would miss those.
   */
  on?: EventHandlers;
  /** Told when an event handler throws (the other handlers still run). */
  onHandlerError?: (error: unknown) => void;
  /** Aborting removes the viewer: a pending `createViewer` rejects, a live viewer is destroyed. */
  signal?: AbortSignal;
}

/** Handlers by event name, for `ViewerOptions.on`. */
export type EventHandlers = { [Name in HostEventName]?: (data: HostEventMap[Name]) => void };

/** The method name of a function: its wire name, but `spawnAtFront` for `Spawn_at_front`. */
export type MethodName<Name extends FunctionName> = Name extends 'Spawn_at_front' ? 'spawnAtFront' : Name;

/** One method per viewer function; arguments are optional when the function needs none. */
export type ViewerMethods = {
  [Name in FunctionName as MethodName<Name>]: Record<never, never> extends FunctionArgsInput<Name>
    ? (args?: FunctionArgsInput<Name>, options?: CallOptions) => Promise<FunctionResult<Name>>
    : (args: FunctionArgsInput<Name>, options?: CallOptions) => Promise<FunctionResult<Name>>;
};

/** An embedded viewer: every function as a method, the design, events and clean-up. */
export interface AtelierViewer extends ViewerMethods {
  readonly iframe: HTMLIFrameElement;
  readonly instanceId: string;
  /** What the viewer serves (its version, functions and events). */
  readonly hello: Hello;
  /** Whether the viewer serves a function, by wire name (feature detection). */
  supports(name: string): boolean;
  /** Replaces the whole design (the editor mode). */
  setDesign(design: DesignDocumentInput, options?: CallOptions): Promise<ActionResult>;
  /** Changes some sections of the design; resending a patch is harmless. */
  patchDesign(patch: DesignPatchInput, options?: CallOptions): Promise<ActionResult>;
  /** Forwards a pointer event for a decal-handle drag (001 §4; see ProtocolClient.sendPointer). */
  sendPointer: ProtocolClient['sendPointer'];
  /** Calls a function by wire name (for functions newer than this SDK). */
  call(name: string, args?: unknown, options?: CallOptions): Promise<unknown>;
  /** Listens to an event; returns the function that stops listening. */
  on<Name extends HostEventName>(name: Name, handler: (data: HostEventMap[Name]) => void): () => void;
  /** Removes the iframe and rejects pending calls. */
  destroy(): void;
}

const methodName = (name: string): string => (name === 'Spawn_at_front' ? 'spawnAtFront' : name);

/**
 * Puts the Atelier 3D viewer in `container` and resolves once it answers the handshake.
 * Every message goes only to `origin`, and only messages from this iframe, from `origin`
 * and for this viewer's instance id are heard, so several viewers can share a page.
 */
export async function createViewer(container: HTMLElement, options: ViewerOptions): Promise<AtelierViewer> {
  const { signal } = options;
  signal?.throwIfAborted();
  const origin = new URL(options.origin).origin;
  const instanceId = options.instanceId ?? `v${Math.random().toString(36).slice(2, 10)}`;
  const iframe = document.createElement('iframe');
  iframe.title = options.title ?? 'Atelier 3D viewer';
  iframe.allow = options.allow ?? 'fullscreen; xr-spatial-tracking';
  iframe.style.cssText = 'border:0;width:100%;height:100%;display:block';
  iframe.src = viewerUrl(origin, { creationId: options.creationId, instanceId, hostOrigin: location.origin });
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  container.append(iframe);
  const client = new ProtocolClient({
    transport: windowTransport(window, () => iframe.contentWindow),
    viewerOrigin: origin,
    instanceId,
    timeoutMs: options.timeoutMs,
    onHandlerError: options.onHandlerError,
  });
  for (const [name, handler] of Object.entries(options.on ?? {})) {
    if (handler) client.on(name as HostEventName, handler as (data: unknown) => void);
  }
  const destroy = () => {
    client.destroy();
    iframe.remove();
  };
  let hello: Hello;
  try {
    hello = await new Promise<Hello>((resolve, reject) => {
      client
        .connect({ timeoutMs: options.connectTimeoutMs, startAfter: loaded, retryMs: 500 })
        .then(resolve, reject);
      // The handshake may not have sent anything yet (it waits for the iframe's load).
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  } catch (error) {
    destroy();
    throw error;
  }
  signal?.addEventListener('abort', destroy, { once: true });
  const viewer: Record<string, unknown> = {
    iframe,
    instanceId,
    hello,
    supports: (name: string) => client.supports(name),
    setDesign: (design: DesignDocumentInput, callOptions?: CallOptions) =>
      client.setDesign(design, callOptions),
    patchDesign: (patch: DesignPatchInput, callOptions?: CallOptions) =>
      client.patchDesign(patch, callOptions),
    call: (name: string, args?: unknown, callOptions?: CallOptions) => client.call(name, args, callOptions),
    sendPointer: client.sendPointer.bind(client),
    on: client.on.bind(client),
    destroy() {
      signal?.removeEventListener('abort', destroy);
      destroy();
    },
  };
  for (const name of FUNCTION_NAMES) {
    viewer[methodName(name)] = (args?: unknown, callOptions?: CallOptions) =>
      client.call(name, args, callOptions);
  }
  return viewer as unknown as AtelierViewer;
}
