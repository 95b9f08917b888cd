import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { compress } from 'hono/compress';
import { type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from './db/types';
import { type ApiSettings, type AppEnv, type Services, defaultSettings } from './http/context';
import { ApiError, errorBody, said } from './http/errors';
import { requestLanguage } from './i18n/language';
import { type Logger, silentLogger } from './http/logger';
import { createLifecycle } from './http/lifecycle';
import {
  csrfProtection,
  limitBody,
  limitJsonDepth,
  loadSession,
  requestLog,
  requireJsonBody,
} from './http/middleware';
import { securityHeaders } from './http/security-headers';
import { type Clock, systemClock } from './lib/clock';
import { type NotificationBus, localBus } from './notifications/bus';
import { buildRoutes } from './routes';
import { openApiRoutes } from './resources/openapi';
import { type BlobStorage, memoryStorage } from './storage/blob-storage';
import { webShell } from './web/shell';
import { handleExists } from './queries/handles';
import { viewerPage } from './web/viewer-page';

export interface AppOptions {
  db: Kysely<Database>;
  /** Detected from the Kysely instance when not given. */
  dialect?: Services['dialect'];
  /** Image storage; an in-memory store when not given (tests). */
  storage?: BlobStorage;
  /** Notification wake-ups; an in-process bus when not given. */
  bus?: NotificationBus;
  clock?: Clock;
  logger?: Logger;
  settings?: Partial<ApiSettings>;
  /** Built web app (the storefront); served at `/` with a single-page fallback. */
  webDist?: string;
  /** Built viewer app (the 3D iframe); served at `/viewer/`. */
  viewerDist?: string;
  /** Built embed SDK (`packages/embed/dist`); served at `/embed/` to partner pages. */
  embedDist?: string;
  /**
   * The generated demo assets (models, textures, environments); their files are served
   * at `/assets/{models,materials,environments,backgrounds,decals}/...` for the viewer, and
   * `/assets/videos/...` (trend videos) for the storefront.
   */
  assetsDir?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Model files worth compressing on the way: GLB (and FBX, served as octet-stream). */
const COMPRESSIBLE_MODEL = /^(?:model\/gltf-binary|model\/gltf\+json|application\/octet-stream)\b/;

/** Hashed build assets never change; everything else is revalidated. */
function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE;
}

const staticCacheHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
    c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
  }
};

export function dialectOf(db: Kysely<Database>): Services['dialect'] {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function createServices(options: AppOptions): Services {
  return {
    db: options.db,
    dialect: options.dialect ?? dialectOf(options.db),
    storage: options.storage ?? memoryStorage(),
    bus: options.bus ?? localBus(),
    clock: options.clock ?? systemClock,
    logger: options.logger ?? silentLogger,
    settings: defaultSettings(options.settings),
    lifecycle: createLifecycle(),
  };
}

/** Deeper than any design (a form's sections, items, options): a body nested more answers 422. */
export const MAX_JSON_DEPTH = 64;

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorised',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function createApp(options: AppOptions) {
  const services = createServices(options);
  const { settings, logger } = services;
  const app = new Hono<AppEnv>();
  const lifecycle = services.lifecycle ?? createLifecycle();

  // CSP, framing, nosniff, referrer policy, HSTS in production (http/security-headers.ts).
  app.use('*', securityHeaders({ production: settings.production }));
  app.use('*', lifecycle.connections);
  app.use('/api/*', requestLog(services));
  app.use('/api/*', lifecycle.eventStreams);
  // Images travel base64-encoded in JSON, a third larger than their bytes.
  const jsonLimit = limitBody(settings.maxJsonBytes);
  const imageLimit = limitBody(Math.ceil(settings.maxImageBytes * 1.37) + 4096);
  // AR models (issue 20) are sent as their raw GLB bytes, checked by their route.
  const arModelLimit = limitBody(settings.maxArModelBytes);
  const isArModel = (path: string) => path === '/api/ar-models' || path === '/api/ar-models/';
  app.use('/api/*', (c, next) =>
    c.req.path.startsWith('/api/img/')
      ? imageLimit(c, next)
      : isArModel(c.req.path)
        ? arModelLimit(c, next)
        : jsonLimit(c, next),
  );
  app.use('/api/*', (c, next) => (isArModel(c.req.path) ? next() : requireJsonBody(c, next)));
  app.use('/api/*', limitJsonDepth(MAX_JSON_DEPTH));
  app.use('/api/*', csrfProtection(services));
  app.use('/api/*', loadSession(services));

  // The OpenAPI document describes every route, its own two included.
  const documented = new Hono<AppEnv>().route('/', buildRoutes(services));
  documented.route(
    '/api',
    openApiRoutes(() => documented),
  );
  app.route('/', documented);

  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404));

  const { webDist, viewerDist, embedDist, assetsDir } = options;
  if (assetsDir && existsSync(assetsDir)) {
    const demoFiles = serveStatic({
      root: assetsDir,
      rewriteRequestPath: (path) => path.replace(/^\/assets/, ''),
    });
    // Models are compressed on the way (gzip): meshopt's output still shrinks by about 45 %
    // with it, and ASCII FBX far more (docs/decisions.md, "Demo garments: compressed").
    app.use('/assets/models/*', compress({ encoding: 'gzip', contentTypeFilter: COMPRESSIBLE_MODEL }));
    // videos: the home's trend videos (issue 18), answered in byte ranges as browsers ask for them.
    for (const folder of ['models', 'materials', 'environments', 'backgrounds', 'decals', 'videos']) {
      app.use(`/assets/${folder}/*`, async (c, next) => {
        const response = await demoFiles(c, next);
        // Demo files keep their names when regenerated: cached for a day, not forever.
        if (response && response.status === 200)
          response.headers.set('Cache-Control', 'public, max-age=86400');
        return response ?? undefined;
      });
    }
  }
  // Pages that carry API answers (the viewer's context, the storefront's first screen) ask
  // this same app for them in-process, with the page request's headers.
  const fetchInProcess = (path: string, headers: Headers, page: Context) =>
    app.fetch(new Request(new URL(path, page.req.url), { headers }), page.env);
  if (viewerDist && existsSync(viewerDist)) {
    app.get('/viewer', (c) => c.redirect('/viewer/', 301));
    // The page carries its context and the model's preload (web/viewer-page.ts).
    const page = viewerPage({
      viewerDist,
      logger,
      timeoutMs: settings.firstScreenTimeoutMs,
      fetchApi: fetchInProcess,
      productOrigins: settings.publicOrigins,
    });
    app.get('/viewer/', page);
    app.get('/viewer/index.html', page);
    app.use('/viewer/*', staticCacheHeaders);
    app.use(
      '/viewer/*',
      serveStatic({
        root: viewerDist,
        precompressed: true,
        rewriteRequestPath: (path) => path.replace(/^\/viewer/, ''),
      }),
    );
  }

  if (embedDist && existsSync(embedDist)) {
    const sdkFiles = serveStatic({
      root: embedDist,
      rewriteRequestPath: (path) => path.replace(/^\/embed/, ''),
    });
    // Partner pages load the SDK from their own origin (a script tag, or an ES module import,
    // which needs CORS). The file names are stable, so caches revalidate after a short while.
    app.use('/embed/*', async (c) => {
      const response = await sdkFiles(c, async () => {});
      if (!response) return c.json(errorBody('not_found', `Nothing at ${c.req.path}`), 404);
      if (response.status === 200) {
        response.headers.set('Cache-Control', 'public, max-age=300');
        response.headers.set('Access-Control-Allow-Origin', '*');
        response.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
      }
      return response;
    });
  }

  if (webDist && existsSync(webDist)) {
    // The app shell, with the first screen's data and preloads for home, shop and a
    // creation's page (web/shell.ts); its API answers are asked for in-process.
    const shell = webShell({
      webDist,
      logger,
      timeoutMs: settings.firstScreenTimeoutMs,
      fetchApi: fetchInProcess,
      handleExists: (handle) => handleExists(services.db, handle),
    });
    app.get('/', shell);
    app.get('/index.html', shell);
    // Vite's build manifest is for the server (route chunks), not for browsers.
    app.all('/.vite/*', (c) => c.json(errorBody('not_found', `Nothing at ${c.req.path}`), 404));
    app.use('/*', staticCacheHeaders);
    // Builds carry .br and .gz twins (scripts/precompress.mjs), sent by Accept-Encoding.
    app.use('/*', serveStatic({ root: webDist, precompressed: true }));
    // Client-side routes (/shop, /{at_name}/creation, ...) all load the app shell.
    app.get('*', shell);
  }

  app.notFound((c) => c.json(errorBody('not_found', `Nothing at ${c.req.path}`), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError)
      return c.json(error.toBody(requestLanguage(c, c.get('auth')?.user.language)), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      const code =
        error.message === 'Malformed JSON in request body' ? 'invalid_json' : STATUS_CODES[error.status];
      return c.json(errorBody(code ?? 'bad_request', error.message || 'Bad request.'), error.status);
    }
    logger.error('unhandled error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      message: error.message,
      stack: error.stack,
    });
    return c.json(new ApiError(500, 'internal', said('internal')).toBody(requestLanguage(c)), 500);
  });

  return Object.assign(app, { services });
}
