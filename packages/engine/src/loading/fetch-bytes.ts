import type { FetchService } from '../services/services';

export interface LoadProgress {
  /** Bytes received so far. */
  loaded: number;
  /** Bytes expected, when the server said (`content-length`); 0 when unknown. */
  total: number;
}

/** A non-2xx answer: the server was reached and said no (its status tells why). */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(`HTTP ${status}${statusText ? ` ${statusText}` : ''}`);
    this.name = 'HttpStatusError';
  }
}

/**
 * Fetches `url` into an ArrayBuffer through the injected fetch, reporting progress as
 * chunks arrive. Rejects with an {@link HttpStatusError} (`HTTP <status>`) on a non-2xx answer.
 */
export async function fetchBytes(
  fetch: FetchService,
  url: string,
  onProgress?: (progress: LoadProgress) => void,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const response = await fetch(url, signal ? { signal } : undefined);
  if (!response.ok) throw new HttpStatusError(response.status, response.statusText);
  const total = Number(response.headers.get('content-length') ?? 0) || 0;
  if (!response.body || !onProgress) {
    const buffer = await response.arrayBuffer();
    onProgress?.({ loaded: buffer.byteLength, total: total || buffer.byteLength });
    return buffer;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  onProgress({ loaded, total: total || loaded });
  return bytes.buffer;
}
