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

/**
 * Puts the Atelier 3D viewer in `container` and resolves once it answers the handshake.
 * Every message goes only to `origin`, and only messages from this iframe, from `origin`
 * and for this viewer's instance id are heard, so several viewers can share a page.
 * (Written to minify small: partners load it, within 2.3 kB gzipped.)
 */
export async function createViewer(container: HTMLElement, options: ViewerOptions): Promise<AtelierViewer> {
  const {
    signal,
    instanceId = `v${Math.random().toString(36).slice(2, 10)}`,
    title = 'Atelier 3D viewer',
    allow = 'fullscreen; xr-spatial-tracking',
    on = {},
  } = options;
  signal?.throwIfAborted();
  const viewerOrigin = new URL(options.origin).origin;
  const iframe = Object.assign(document.createElement('iframe'), {
    title,
    allow,
    src: viewerUrl(viewerOrigin, { creationId: options.creationId, instanceId, hostOrigin: location.origin }),
  });
  iframe.style.cssText = 'border:0;width:100%;height:100%;display:block';
  // The iframe is ours: its `onload` property is free to use.
  const loaded = new Promise((resolve) => (iframe.onload = resolve));
  container.append(iframe);
  // `timeoutMs` and `onHandlerError` are the client's options too.
  const client = new ProtocolClient({
    ...options,
    transport: windowTransport(window, () => iframe.contentWindow),
    viewerOrigin,
    instanceId,
  });
  for (const name in on) {
    const handler = on[name as HostEventName];
    if (handler) client.on(name as HostEventName, handler as (data: unknown) => void);
  }
  const destroy = () => {
    client.destroy();
    iframe.remove();
  };
  await new Promise<Hello>((resolve, reject) => {
    client
      .connect({ timeoutMs: options.connectTimeoutMs, startAfter: loaded, retryMs: 500 })
      .then(resolve, reject);
    // The handshake may not have sent anything yet (it waits for the iframe's load). A
    // later abort rejects nothing more: the promise is settled by then.
    signal?.addEventListener('abort', () => reject(signal.reason));
  }).catch((error: unknown) => {
    destroy();
    throw error;
  });
  // A signal aborts once: no need for `once`.
  signal?.addEventListener('abort', destroy);
  // The client's methods are closures (no `this`): the viewer carries them as they are,
  // and its hello as it now is.
  const viewer: Record<string, unknown> = {
    ...client,
    iframe,
    destroy() {
      signal?.removeEventListener('abort', destroy);
      destroy();
    },
  };
  for (const name of FUNCTION_NAMES)
    viewer[name === 'Spawn_at_front' ? 'spawnAtFront' : name] = (args?: unknown, callOptions?: CallOptions) =>
      client.call(name, args, callOptions);
  return viewer as unknown as AtelierViewer;
}
