import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** Folders of the built web and viewer apps served by this process. */
  webDist: string;
  viewerDist: string;
  production: boolean;
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/**
 * Reads `DATABASE_URL`: a postgres URL selects PostgreSQL; `file:path` or a bare path
 * selects an SQLite file; nothing selects the embedded default under `data/`.
 */
export function parseDatabaseUrl(url: string | undefined, root = repoRoot): DatabaseTarget {
  if (!url) return { kind: 'sqlite', file: join(root, 'data', 'atelier.sqlite') };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  const path = url.replace(/^(sqlite:|file:)(\/\/)?/, '');
  if (path === ':memory:') return { kind: 'sqlite', file: path };
  return { kind: 'sqlite', file: isAbsolute(path) ? path : join(root, path) };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not '${env.PORT}'`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database: parseDatabaseUrl(env.DATABASE_URL),
    webDist: env.WEB_DIST ?? join(repoRoot, 'apps', 'web', 'dist'),
    viewerDist: env.VIEWER_DIST ?? join(repoRoot, 'apps', 'viewer', 'dist'),
    production: env.NODE_ENV === 'production',
  };
}
