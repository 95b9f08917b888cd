import type { MiddlewareHandler } from 'hono';

/**
 * The process's way out (server.ts on SIGTERM): while draining, the health check answers 503
 * (a load balancer stops sending new visitors), answers ask their connections to close, and
 * the open event streams are ended politely: a last `shutdown` event whose `retry` tells the
 * browser's EventSource when to reconnect (to another process, or this one restarted).
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Starts draining: health 503, `Connection: close` on every answer. */
  drain(): void;
  /** Wraps `text/event-stream` answers so `closeEventStreams` can end them. */
  readonly eventStreams: MiddlewareHandler;
  /** Ends every open event stream with the shutdown event; answers how many there were. */
  closeEventStreams(): number;
  /** Sets `Connection: close` while draining. */
  readonly connections: MiddlewareHandler;
}

/** How long a browser waits before it reconnects an ended stream (ms). */
export const RECONNECT_AFTER_MS = 3000;
const GOODBYE = new TextEncoder().encode(
  `event: shutdown\ndata: {"reason":"server restarting"}\nretry: ${RECONNECT_AFTER_MS}\n\n`,
);

export function createLifecycle(): Lifecycle {
  let draining = false;
  const open = new Set<() => void>();

  const eventStreams: MiddlewareHandler = async (c, next) => {
    await next();
    const body = c.res.body;
    if (!body || !(c.res.headers.get('content-type') ?? '').startsWith('text/event-stream')) return;
    const reader = body.getReader();
    let finished = false;
    let end: () => void = () => {};
    const wrapped = new ReadableStream<Uint8Array>({
      start(controller) {
        end = () => {
          if (finished) return;
          finished = true;
          open.delete(end);
          controller.enqueue(GOODBYE);
          controller.close();
          // The route's loop sees its stream aborted and stops.
          void reader.cancel('server shutting down').catch(() => undefined);
        };
        open.add(end);
      },
      async pull(controller) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (finished) return;
        if (done) {
          finished = true;
          open.delete(end);
          controller.close();
        } else controller.enqueue(value as Uint8Array);
      },
      cancel(reason) {
        finished = true;
        open.delete(end);
        return reader.cancel(reason);
      },
    });
    c.res = new Response(wrapped, { status: c.res.status, headers: c.res.headers });
  };

  const connections: MiddlewareHandler = async (c, next) => {
    await next();
    if (draining) c.res.headers.set('Connection', 'close');
  };

  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    eventStreams,
    closeEventStreams() {
      const ends = [...open];
      for (const end of ends) end();
      return ends.length;
    },
    connections,
  };
}
