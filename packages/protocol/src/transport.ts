/**
 * How a protocol side sends and receives window messages. The channels depend on this
 * interface only, so both sides are tested without a browser (`@atelier/protocol/testing`
 * pairs in-memory windows with origins) and run on real windows through
 * {@link windowTransport}.
 */

/** One received message: its data and the origin the browser vouches for. */
export interface IncomingMessage {
  data: unknown;
  origin: string;
}

export interface MessageTransport {
  /** Sends to the peer window. `targetOrigin` is always an explicit origin, never `*`. */
  post(message: unknown, targetOrigin: string): void;
  /** Listens to messages from the peer window only; returns the unsubscribe function. */
  subscribe(listener: (message: IncomingMessage) => void): () => void;
}

/** The parts of `Window` a transport uses (so a test may pass a stand-in). */
export interface WindowLike {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface PeerLike {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * A transport over real windows: listens on `self` and keeps only messages whose
 * `source` is `peer` (the iframe's `contentWindow` on the host side, `window.parent`
 * inside the iframe), so two viewers on one page never hear each other's messages.
 */
export function windowTransport(self: WindowLike, peer: () => PeerLike | null): MessageTransport {
  return {
    post(message, targetOrigin) {
      if (targetOrigin === '*') throw new Error('A target origin is required; "*" is refused.');
      peer()?.postMessage(message, targetOrigin);
    },
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => {
        const expected = peer();
        if (expected && event.source === expected) listener({ data: event.data, origin: event.origin });
      };
      self.addEventListener('message', onMessage);
      return () => self.removeEventListener('message', onMessage);
    },
  };
}
