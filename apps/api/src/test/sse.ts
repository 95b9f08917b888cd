/** One server-sent event. */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/** Reads server-sent events from a stream body, one at a time. */
export class SseReader {
  private buffer = '';
  private readonly decoder = new TextDecoder();
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  /** The next event that matches, or an error after `timeoutMs`. */
  async next(matches: (event: SseEvent) => boolean = () => true, timeoutMs = 10_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let boundary = this.buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const block = this.buffer.slice(0, boundary);
        this.buffer = this.buffer.slice(boundary + 2);
        const event = parseBlock(block);
        if (event && matches(event)) return event;
        boundary = this.buffer.indexOf('\n\n');
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('timed out waiting for a server-sent event');
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), remaining)),
      ]);
      if (chunk === 'timeout') throw new Error('timed out waiting for a server-sent event');
      if (chunk.done) throw new Error('the event stream ended');
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  return { event, data: data.join('\n'), ...(id !== undefined ? { id } : {}) };
}
