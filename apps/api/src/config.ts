import { isAbsolute, join, resolve } from 'node:path';
import { readPaymentSettings, type PaymentSettings } from './payments/payment-settings';
import { readMailSettings, type MailSettings } from './mail/mail-settings';
import { type AiImageSettings, readAiImageSettings } from './ai/ai-settings';
import { fileURLToPath } from 'node:url';

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Where uploaded images and their resized variants are kept. */
export type BlobTarget =
  | { kind: 'filesystem'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      prefix: string;
      forcePathStyle: boolean;
      accessKeyId?: string;
      secretAccessKey?: string;
    };

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  blobs: BlobTarget;
  /** Folders of the built web and viewer apps served by this process. */
  webDist: string;
  viewerDist: string;
  production: boolean;
  /**
   * How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY; 0: none,
   * the socket's address is the client's). See docs/deploy.md.
   */
  trustProxy: number;
  /** Extra origins allowed to send cookie-authenticated unsafe requests (CSRF check). */
  allowedOrigins: string[];
  /**
   * The product's own origins (storefront, editor) the 3D viewer trusts (`PUBLIC_ORIGINS`,
   * comma-separated). Empty: the origin each request was made to (plus, outside production,
   * any `http://localhost:*` host page).
   */
  publicOrigins: string[];
  /**
   * Trust a viewer host page on any `http://localhost:PORT` (VIEWER_TRUST_LOCALHOST=1), for
   * partner pages under development; refused in production.
   */
  trustLocalhostPages: boolean;
  /** After SIGTERM, how long health answers 503 before the listener closes (SHUTDOWN_DRAIN_MS, default 0). */
  shutdownDrainMs: number;
  /** After SIGTERM, how long requests in flight may take before the process gives up (SHUTDOWN_TIMEOUT_MS, default 30 s). */
  shutdownTimeoutMs: number;
  /** The built embed SDK (packages/embed/dist), served at `/embed/`. */
  embedDist: string;
  /** Seed the demo store when the database is empty (SEED=off turns it off). */
  seedWhenEmpty: boolean;
  /** The generated demo assets (assets/ of the repository, or ASSETS_DIR). */
  assetsDir: string;
  /** AI image generation (AI_IMAGES_URL, AI_IMAGES_KEY, AI_IMAGES_MODEL); null when not configured. */
  aiImages: AiImageSettings | null;
  payments: PaymentSettings;
  mail: MailSettings | null;
}

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

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

/**
 * Reads the blob storage settings: `S3_BUCKET` selects S3-compatible object storage
 * (with `S3_REGION`, `S3_ENDPOINT`, `S3_PREFIX`, `S3_FORCE_PATH_STYLE`, and credentials
 * from `S3_ACCESS_KEY_ID` / `S3_SECRET_ACCESS_KEY` or the usual AWS chain); otherwise
 * files go under `BLOB_DIR` (default `data/blobs`).
 */
export function parseBlobTarget(env: NodeJS.ProcessEnv, root = repoRoot): BlobTarget {
  if (env.S3_BUCKET) {
    return {
      kind: 's3',
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      prefix: env.S3_PREFIX ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
      ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
      ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
    };
  }
  const dir = env.BLOB_DIR ?? join('data', 'blobs');
  return { kind: 'filesystem', dir: isAbsolute(dir) ? dir : join(root, dir) };
}

/**
 * TRUST_PROXY: the number of trusted proxy hops in front of the server. `true`, `yes` and `on`
 * (the old switch) mean one; empty, `false`, `no`, `off` and `0` mean none.
 */
export function parseTrustProxy(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === 'off') return 0;
  if (text === 'true' || text === 'yes' || text === 'on') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new Error(`TRUST_PROXY must be the number of trusted proxy hops (0, 1, 2, ...), not '${value}'`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not '${env.PORT}'`);
  const database = parseDatabaseUrl(env.DATABASE_URL);
  const production = env.NODE_ENV === 'production';
  const trustLocalhostPages = env.VIEWER_TRUST_LOCALHOST === '1' || env.VIEWER_TRUST_LOCALHOST === 'true';
  if (trustLocalhostPages && production)
    throw new Error('VIEWER_TRUST_LOCALHOST is for development: unset it when NODE_ENV=production');
  const milliseconds = (name: string, fallback: number): number => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${name} must be milliseconds, not '${env[name]}'`);
    return value;
  };
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database,
    blobs: parseBlobTarget(
      database.kind === 'sqlite' && !env.BLOB_DIR && database.file !== ':memory:' && env.DATABASE_URL
        ? // A database outside data/ (tests, e2e) keeps its images beside it.
          { ...env, BLOB_DIR: `${database.file}.blobs` }
        : env,
    ),
    webDist: env.WEB_DIST ?? join(repoRoot, 'apps', 'web', 'dist'),
    viewerDist: env.VIEWER_DIST ?? join(repoRoot, 'apps', 'viewer', 'dist'),
    production,
    trustLocalhostPages,
    shutdownDrainMs: milliseconds('SHUTDOWN_DRAIN_MS', 0),
    shutdownTimeoutMs: milliseconds('SHUTDOWN_TIMEOUT_MS', 30_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicOrigins: (env.PUBLIC_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    embedDist: env.EMBED_DIST ?? join(repoRoot, 'packages', 'embed', 'dist'),
    seedWhenEmpty: env.SEED !== 'off' && env.SEED !== 'false' && env.SEED !== '0',
    assetsDir: env.ASSETS_DIR ?? join(repoRoot, 'assets'),
    aiImages: readAiImageSettings(env),
    payments: readPaymentSettings(env),
    mail: readMailSettings(env),
  };
}
