import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/**
 * Compression of the HTML pages the server writes per request, off the event loop.
 *
 * Brotli (quality 5) of a creation's page, about 60 kB with its first-screen data, took about
 * 5 ms of the event loop per request when done with `brotliCompressSync`: in the load benchmark
 * (issue 19) every other request waited behind it. zlib's asynchronous functions run in
 * libuv's thread pool instead. Pages that do not depend on the visitor (the same bytes for
 * every anonymous visitor, the built page itself) are kept compressed by their content, so
 * they are compressed once.
 */

export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** At most this many compressed pages, and this many bytes of them (least recently used out first). */
const MAX_ENTRIES = 64;
const MAX_BYTES = 4 * 1024 * 1024;

const cache = new Map<string, Uint8Array>();
let cachedBytes = 0;

function remember(key: string, encoded: Uint8Array): void {
  if (encoded.byteLength > MAX_BYTES / 4) return;
  cache.set(key, encoded);
  cachedBytes += encoded.byteLength;
  while (cache.size > MAX_ENTRIES || cachedBytes > MAX_BYTES) {
    const [oldest, bytes] = cache.entries().next().value as [string, Uint8Array];
    cache.delete(oldest);
    cachedBytes -= bytes.byteLength;
  }
}

function compress(body: Buffer, encoding: PageEncoding): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotli(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipped(body, { level: 6 });
}

/**
 * `body` compressed with `encoding`, in the thread pool. `shared` (a page that is the same for
 * every visitor, named by `tag`, a hash of its bytes) is kept and answered from memory next
 * time; a personal page is never kept (it would only push the shared ones out).
 */
export async function compressPage(
  body: Buffer,
  encoding: PageEncoding,
  tag: string,
  shared: boolean,
): Promise<Uint8Array> {
  const key = `${encoding} ${tag}`;
  const kept = shared ? cache.get(key) : undefined;
  if (kept) {
    // Most recently used last, so the oldest is the first to go.
    cache.delete(key);
    cache.set(key, kept);
    return kept;
  }
  const encoded = await compress(body, encoding);
  if (shared && !cache.has(key)) remember(key, encoded);
  return encoded;
}
