import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { parseDatabaseUrl } from './config';
import { migrateDown, migrateToLatest, migrationNames } from './db/migrate';
import { seed } from './db/seed';
import { memoryStorage } from './storage/blob-storage';
import { memoryLogger } from './http/logger';
import {
  postgresTestDatabase,
  postgresUnavailableReason,
  sqliteTestDatabase,
  type TestDatabase,
} from './test/databases';

const postgresReason = await postgresUnavailableReason();
if (postgresReason) console.warn(`Skipping the PostgreSQL run: ${postgresReason}`);

const targets: { name: string; open: () => Promise<TestDatabase> | TestDatabase; skip: boolean }[] = [
  { name: 'sqlite', open: sqliteTestDatabase, skip: false },
  { name: 'postgres', open: postgresTestDatabase, skip: postgresReason !== null },
];

describe.each(targets)('api on $name', ({ open, skip }) => {
  let database: TestDatabase;

  beforeAll(async () => {
    if (skip) return;
    database = await open();
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it.skipIf(skip)('answers GET /api/health with { ok: true }', async () => {
    const app = createApp({ db: database.db });
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it.skipIf(skip)('answers an unknown API route with a JSON 404', async () => {
    const app = createApp({ db: database.db });
    const response = await app.request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No API route GET /api/nope' },
    });
  });

  it.skipIf(skip)(
    'seeds once; a second run changes nothing',
    async () => {
      const storage = memoryStorage();
      expect(await seed(database.db, { storage })).toEqual({ seeded: true });
      const count = async () =>
        Number(
          (
            await database.db
              .selectFrom('creations')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirst()
          )?.n ?? 0,
        );
      const before = await count();
      expect(before).toBeGreaterThanOrEqual(64);
      expect(await seed(database.db, { storage })).toEqual({ seeded: false });
      expect(await count()).toBe(before);
      const rows = await database.db.selectFrom('app_meta').selectAll().execute();
      expect(rows.map((row) => row.key)).toEqual(['seed_version']);
    },
    60_000,
  );

  it.skipIf(skip)('migrates down and up again', async () => {
    const down = await migrateDown(database.db);
    expect(down.map((r) => [r.migrationName, r.direction, r.status])).toEqual([
      [migrationNames.at(-1), 'Down', 'Success'],
    ]);
    const up = await migrateToLatest(database.db);
    expect(up.every((r) => r.status === 'Success')).toBe(true);
  });
});

describe('static hosting', () => {
  const web = mkdtempSync(join(tmpdir(), 'atelier-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Atelier</title>');
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(web, 'assets', 'app-abc123.js.br'), 'brotli bytes');
  let database: TestDatabase;
  beforeAll(async () => {
    database = sqliteTestDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(web, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable and client routes through the app shell', async () => {
    const app = createApp({ db: database.db, webDist: web });
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const compressed = await app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
    expect(await compressed.text()).toBe('brotli bytes');
    const route = await app.request('/shop');
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>Atelier</title>');
  });
});

describe('DATABASE_URL', () => {
  it('defaults to the embedded SQLite file under data/', () => {
    expect(parseDatabaseUrl(undefined, '/srv/atelier')).toEqual({
      kind: 'sqlite',
      file: '/srv/atelier/data/atelier.sqlite',
    });
  });
  it('selects PostgreSQL for a postgres URL', () => {
    expect(parseDatabaseUrl('postgresql://u@h/db')).toEqual({ kind: 'postgres', url: 'postgresql://u@h/db' });
  });
  it('accepts file: URLs relative to the repository', () => {
    expect(parseDatabaseUrl('file:data/e2e.sqlite', '/r')).toEqual({
      kind: 'sqlite',
      file: '/r/data/e2e.sqlite',
    });
  });
});

describe('demo assets and request logs', () => {
  let database: TestDatabase;
  const assets = mkdtempSync(join(tmpdir(), 'atelier-assets-'));
  mkdirSync(join(assets, 'models'));
  writeFileSync(join(assets, 'models', 'tee.glb'), 'glTF');
  // A GLB-like file big enough to be worth compressing (repetitive, as meshopt's output is not).
  writeFileSync(join(assets, 'models', 'big.glb'), Buffer.alloc(64 * 1024, 'glTF'));
  writeFileSync(join(assets, 'catalog.json'), '{}');
  beforeAll(async () => {
    database = sqliteTestDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(assets, { recursive: true, force: true });
  });

  it('serves the demo model files under /assets/, and nothing else of the folder', async () => {
    const app = createApp({ db: database.db, assetsDir: assets });
    const model = await app.request('/assets/models/tee.glb');
    expect(model.status).toBe(200);
    expect(model.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await model.text()).toBe('glTF');
    expect((await app.request('/assets/catalog.json')).status).toBe(404);
    expect((await app.request('/assets/models/../catalog.json')).status).toBe(404);
  });

  it('sends models gzipped to a browser that takes gzip, and as they are to one that does not', async () => {
    const app = createApp({ db: database.db, assetsDir: assets });
    const zipped = await app.request('/assets/models/big.glb', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toBe('model/gltf-binary');
    const body = new Uint8Array(await zipped.arrayBuffer());
    expect(body.length).toBeLessThan(4096);
    expect(gunzipSync(body).length).toBe(64 * 1024);
    const plain = await app.request('/assets/models/big.glb');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.arrayBuffer()).byteLength).toBe(64 * 1024);
  });

  it('writes one structured log line per API request', async () => {
    const logger = memoryLogger();
    const app = createApp({ db: database.db, logger });
    await app.request('/api/health', { headers: { 'x-request-id': 'req-1' } });
    expect(logger.lines).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'request',
        requestId: 'req-1',
        method: 'GET',
        path: '/api/health',
        status: 200,
        userId: null,
      }),
    ]);
    expect(typeof logger.lines[0]?.ms).toBe('number');
  });
});
