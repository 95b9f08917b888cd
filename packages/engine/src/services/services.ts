/**
 * Everything the engine needs from the outside world, injected at construction
 * (STYLE.md 7: no ambient I/O inside the engine). Timers, animation frames, fetches,
 * image decoding, resize observation, workers and logging all go through here, so the
 * same engine runs in the viewer iframe, in tests with fakes, and in benchmarks.
 */

/** Schedules work for the next frame. The browser default wraps requestAnimationFrame. */
export interface FrameScheduler {
  requestFrame(callback: (time: number) => void): number;
  cancelFrame(handle: number): void;
}

/** Monotonic time in milliseconds (performance.now in the browser). */
export interface Clock {
  now(): number;
}

/** Where the engine's diagnostics go. */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/**
 * Fetches a resource. Same contract as the platform `fetch`; the engine only reads the
 * response status, the `content-length` header and the body, and sends only `Accept`.
 */
export type FetchService = (
  url: string,
  init?: { signal?: AbortSignal; headers?: Record<string, string> },
) => Promise<Response>;

/** Decodes an image url into a bitmap the GPU can take (no orientation flip, no premultiplication). */
export type ImageLoaderService = (url: string, signal?: AbortSignal) => Promise<ImageBitmap>;

/**
 * What a texture's pixels are: `color` (diffuse maps, decals, backgrounds) or `data`
 * (normal and opacity maps, read as vectors and factors), which the image API encodes
 * with full chroma at high quality.
 */
export type TextureKind = 'color' | 'data';

/**
 * The image helper (001 §7): maps a stored image reference, the width wanted and what
 * its pixels are (`color` when not given) to the url to fetch. See
 * {@link createImageUrlResolver} for the default.
 */
export type ImageUrlResolver = (reference: string, width: number, kind?: TextureKind) => string;

/** Calls back whenever `element` changes size; answers a function that stops observing. */
export type ResizeObserverService = (element: Element, onResize: () => void) => () => void;

/** Creates the texture worker (a module worker running `texture-worker.ts`). */
export type WorkerFactory = () => Worker;

export interface EngineServices {
  scheduler: FrameScheduler;
  clock: Clock;
  fetch: FetchService;
  loadImage: ImageLoaderService;
  resolveImageUrl: ImageUrlResolver;
  observeResize: ResizeObserverService;
  log: Logger;
  /** Absent: image conversion and v2 decal migration are unavailable (a warning is logged). */
  createTextureWorker?: WorkerFactory;
  /**
   * The `Accept` header of image requests: the compressed types this browser decodes (found
   * once), then anything. Absent: `*\/*`. Requests that take KTX2 name `image/ktx2` before it.
   */
  imageAccept?: () => Promise<string>;
  /**
   * The folder (a URL ending in `/`) where the host serves three's Basis Universal transcoder,
   * `basis_transcoder.js` and `basis_transcoder.wasm`. Given, a phone asks for data maps (normal
   * and opacity maps) as KTX2 and transcodes them in workers; absent, it never does.
   */
  basisTranscoderPath?: string;
}

/** The device kind, which picks texture and shadow-map sizes (001 §9, issue "Scene"). */
export interface Platform {
  mobile: boolean;
  ios: boolean;
  android: boolean;
}

export const DESKTOP_PLATFORM: Platform = Object.freeze({ mobile: false, ios: false, android: false });

/**
 * Reads the platform from a user agent string (and the touch-point count iPadOS hides behind).
 * A phone whose browser names no mobile platform (a desktop-mode request, another OS) is told
 * by its small touch screen.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0, smallTouchScreen = false): Platform {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const android = /Android/i.test(userAgent);
  const mobile = ios || android || /Mobi/i.test(userAgent) || smallTouchScreen;
  return { mobile, ios, android };
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** Files the image API does not serve (it resizes raster images only). */
const HDR_FILE = /\.(?:hdr|exr)(?:[?#].*)?$/i;

/**
 * The default image helper (001 §7 `/api/img/original/{id}?w={width}`): a stored image id
 * (a bare file name such as `a1b2c3.png`, no slash) goes through the resizing endpoint at
 * the width wanted, with `&kind=data` for data maps; data:, blob: and http(s) URLs and
 * root paths (`/assets/...`) pass through unchanged; any other reference (the catalogue's
 * and the scene presets' relative paths such as `environments/studio.exr` or
 * `materials/jersey-white/diffuse.webp`, and bare HDR file names) is resolved against
 * `pathBase`, the address the viewer's assets are served from (e.g. `/assets/`, or an
 * absolute URL so it holds on whatever page the viewer runs).
 */
export function createImageUrlResolver(endpoint = '/api/img/original/', pathBase = ''): ImageUrlResolver {
  return (reference, width, kind = 'color') => {
    if (ABSOLUTE_URL.test(reference) || reference.startsWith('/')) return reference;
    if (reference.includes('/') || HDR_FILE.test(reference)) return `${pathBase}${reference}`;
    const query = `?w=${Math.round(width)}${kind === 'data' ? '&kind=data' : ''}`;
    return `${endpoint}${encodeURIComponent(reference)}${query}`;
  };
}

/** Decodes fetched bytes into an ImageBitmap without flipping or premultiplying. */
export async function decodeImageBlob(blob: Blob): Promise<ImageBitmap> {
  return createImageBitmap(blob, {
    imageOrientation: 'from-image',
    premultiplyAlpha: 'none',
    colorSpaceConversion: 'none',
  });
}

/**
 * The browser implementations of every service. Hosts call this once and may override
 * any member; tests pass fakes instead.
 */
export function createBrowserServices(overrides: Partial<EngineServices> = {}): EngineServices {
  const fetchService: FetchService = overrides.fetch ?? ((url, init) => globalThis.fetch(url, init));
  // Found once: the types named make the image API answer AVIF or WebP. The check (and its
  // samples) is a chunk of its own, outside the first frame's JavaScript; it starts now, so
  // it is done long before the model's textures are asked for.
  // A host that knows the types already (the viewer page, from the navigation's Accept) gives
  // `imageAccept`, and the first textures need not wait for the check.
  let accept: Promise<string> | null = null;
  const imageAccept =
    overrides.imageAccept ??
    (() =>
      (accept ??= import('./image-formats').then(
        ({ detectDecodableImageTypes, imageAcceptHeader }) =>
          detectDecodableImageTypes().then(imageAcceptHeader),
        () => '*/*',
      )));
  void imageAccept();
  return {
    scheduler: {
      requestFrame: (callback) => globalThis.requestAnimationFrame(callback),
      cancelFrame: (handle) => globalThis.cancelAnimationFrame(handle),
    },
    clock: { now: () => globalThis.performance.now() },
    fetch: fetchService,
    loadImage: async (url, signal) => {
      const headers = { Accept: await imageAccept() };
      const response = await fetchService(url, signal ? { signal, headers } : { headers });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return decodeImageBlob(await response.blob());
    },
    imageAccept,
    resolveImageUrl: createImageUrlResolver(),
    observeResize: (element, onResize) => {
      const observer = new ResizeObserver(() => onResize());
      observer.observe(element);
      return () => observer.disconnect();
    },
    log: {
      warn: (message, detail) => console.warn(`[engine] ${message}`, detail ?? ''),
      error: (message, detail) => console.error(`[engine] ${message}`, detail ?? ''),
    },
    createTextureWorker: () =>
      new Worker(new URL('../workers/texture-worker.ts', import.meta.url), { type: 'module' }),
    ...overrides,
  };
}

/** A screen's shorter side, in CSS pixels, up to which a touch-first device is a phone. */
export const PHONE_SCREEN_MAX_SIDE = 600;

/** The platform of the running browser. */
export function detectBrowserPlatform(): Platform {
  const coarse = globalThis.matchMedia?.('(pointer: coarse)').matches ?? false;
  const screen = globalThis.screen;
  const smallTouchScreen =
    coarse && screen !== undefined && Math.min(screen.width, screen.height) <= PHONE_SCREEN_MAX_SIDE;
  return detectPlatform(
    globalThis.navigator.userAgent,
    globalThis.navigator.maxTouchPoints,
    smallTouchScreen,
  );
}
