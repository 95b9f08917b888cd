import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from './db/types';

export interface AppOptions {
  db: Kysely<Database>;
  /** Built web app (the storefront); served at `/` with a single-page fallback. */
  webDist?: string;
  /** Built viewer app (the 3D iframe); served at `/viewer/`. */
  viewerDist?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

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

function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

export function createApp({ db, webDist, viewerDist }: AppOptions) {
  const app = new Hono();

  app.get('/api/health', async (c) => {
    await db.selectFrom('app_meta').select('key').limit(1).execute();
    return c.json({ ok: true }, 200);
  });

  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404));

  if (viewerDist && existsSync(viewerDist)) {
    app.get('/viewer', (c) => c.redirect('/viewer/', 301));
    app.use('/viewer/*', staticCacheHeaders);
    app.use(
      '/viewer/*',
      serveStatic({
        root: viewerDist,
        rewriteRequestPath: (path) => path.replace(/^\/viewer/, ''),
      }),
    );
  }

  if (webDist && existsSync(webDist)) {
    const indexFile = join(webDist, 'index.html');
    app.use('/*', staticCacheHeaders);
    app.use(
      '/*',
      serveStatic({
        root: webDist,
      }),
    );
    // Client-side routes (/shop, /{at_name}/creation, ...) all load the app shell.
    app.get('*', (c) => {
      c.header('Cache-Control', REVALIDATE);
      return c.html(readFileSync(indexFile, 'utf8'));
    });
  }

  app.notFound((c) => c.json(errorBody('not_found', `Nothing at ${c.req.path}`), 404));
  app.onError((error, c) => {
    console.error(JSON.stringify({ level: 'error', path: c.req.path, message: error.message }));
    return c.json(errorBody('internal', 'Something went wrong on our side.'), 500);
  });

  return app;
}
