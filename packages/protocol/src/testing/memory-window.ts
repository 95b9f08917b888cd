import type { MessageTransport, PeerLike, WindowLike } from '../transport';
import { windowTransport } from '../transport';

/** One `postMessage` call seen on a memory page, delivered or not. */
export interface PostRecord {
  from: string;
  to: string;
  targetOrigin: string;
  message: unknown;
  delivered: boolean;
}

type Listener = (event: MessageEvent) => void;

/**
 * A window with an origin, for tests: messages posted to it are delivered like the
 * browser does, asynchronously, as structured clones, only when the target origin
 * matches its origin (or is `*`), with the sender's origin and handle as `origin` and
 * `source`.
 */
export class MemoryWindow implements WindowLike {
  readonly origin: string;
  private readonly page: MemoryPage;
  private readonly listeners = new Set<Listener>();
  private readonly handles = new Map<MemoryWindow, PeerLike>();

  constructor(page: MemoryPage, origin: string) {
    this.page = page;
    this.origin = origin;
  }

  /** The handle another window holds for this one (its `iframe.contentWindow` or `window.parent`). */
  handleFor(holder: MemoryWindow): PeerLike {
    let handle = this.handles.get(holder);
    if (!handle) {
      handle = {
        postMessage: (message, targetOrigin) => this.page.deliver(holder, this, message, targetOrigin),
      };
      this.handles.set(holder, handle);
    }
    return handle;
  }

  addEventListener(_type: 'message', listener: Listener): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** @internal */
  dispatch(event: { data: unknown; origin: string; source: PeerLike }): void {
    for (const listener of [...this.listeners]) listener(event as unknown as MessageEvent);
  }
}

/** A set of windows that can message each other, with a log of every post. */
export class MemoryPage {
  readonly log: PostRecord[] = [];

  window(origin: string): MemoryWindow {
    return new MemoryWindow(this, origin);
  }

  /** @internal */
  deliver(from: MemoryWindow, to: MemoryWindow, message: unknown, targetOrigin: string): void {
    const delivered = targetOrigin === '*' || targetOrigin === to.origin;
    this.log.push({ from: from.origin, to: to.origin, targetOrigin, message, delivered });
    if (!delivered) return;
    const data = structuredClone(message);
    const source = from.handleFor(to);
    queueMicrotask(() => to.dispatch({ data, origin: from.origin, source }));
  }
}

/** A transport for `self` that talks to `peer` (through {@link windowTransport}). */
export function memoryTransport(self: MemoryWindow, peer: MemoryWindow): MessageTransport {
  return windowTransport(self, () => peer.handleFor(self));
}

/** Waits until queued deliveries and the promise chains they start have run. */
export async function settle(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round++) await Promise.resolve();
}
