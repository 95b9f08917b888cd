import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { parseDatabaseUrl } from './config';
import { migrateDown, migrateToLatest, migrationNames } from './db/migrate';
import { seed } from './db/seed';
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

  it.skipIf(skip)('seeds once; a second run changes nothing', async () => {
    expect(await seed(database.db)).toEqual({ seeded: true });
    expect(await seed(database.db)).toEqual({ seeded: false });
    const rows = await database.db.selectFrom('app_meta').selectAll().execute();
    expect(rows.map((row) => row.key)).toEqual(['seed_version']);
  });

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
  let database: TestDatabase;
  beforeAll(async () => {
    database = sqliteTestDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(async () => database.dispose());

  it('serves hashed assets as immutable and client routes through the app shell', async () => {
    const app = createApp({ db: database.db, webDist: web });
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
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
