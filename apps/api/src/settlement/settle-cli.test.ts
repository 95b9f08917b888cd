import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { buildStore } from '../test/store';
import { campaign, preorder, statuses } from './test-campaign';

/** `pnpm settle --now ISO` against a SQLite file: one pass with that clock, and what it did. */

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsxCli = createRequire(join(apiRoot, 'package.json')).resolve('tsx/cli');
const dir = mkdtempSync(join(tmpdir(), 'atelier-settle-'));
const file = join(dir, 'settle.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function settle(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, 'src/cli/settle.ts', ...args], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: file, LOG: 'silent', PAYMENT_PROVIDER: 'manual' },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += String(chunk)));
    child.stderr.on('data', (chunk) => (out += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

it('settles with the clock it is given and prints what it did; a second run does nothing', async () => {
  const handle = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(handle.db);
  const store = await buildStore(handle.db, { creations: 1 });
  const end = '2026-12-30T00:00:00.000Z';
  const reached = await campaign(handle.db, store, { end, minimum: 2, name: 'Harbour Tee' });
  const missed = await campaign(handle.db, store, { end, minimum: 9, name: 'Lantern Cap' });
  const place = (creationId: string, how: 'transfer-paid' | 'transfer-unpaid') =>
    preorder(handle.db, { userId: store.other.id, creationId, producerId: store.producerId, pieces: 2, how });
  const orders = [await place(reached, 'transfer-paid'), await place(missed, 'transfer-paid')];
  await handle.close();

  const before = await settle('--now', '2026-12-30T00:00:00Z');
  expect(before.code).toBe(0);
  expect(before.out).toContain('2026-12-30T00:00:00.000Z: no pre-order campaign to settle');

  const first = await settle('--now', '2026-12-31T00:00:00Z');
  expect(first.code).toBe(0);
  expect(first.out).toContain('2 ended pre-order campaign(s)');
  expect(first.out).toMatch(/Harbour Tee \[.*\]: goal reached 2\/2 pieces: settled/);
  expect(first.out).toMatch(/Lantern Cap \[.*\]: goal missed 2\/9 pieces: settled/);
  expect(first.out).toContain(`order ${orders[1]}: refunded, now refunded`);

  const again = await settle('--now', '2026-12-31T00:00:00Z');
  expect(again.out).toContain('no pre-order campaign to settle');

  const bad = await settle('--now', 'tomorrow');
  expect(bad.code).toBe(2);
  expect(bad.out).toContain('--now must be an ISO date and time');

  const check = openDatabase({ kind: 'sqlite', file });
  try {
    expect(await statuses(check.db, orders)).toEqual(['in_production', 'refunded']);
    const settled = await check.db.selectFrom('settlements').select(['outcome', 'finished_at']).execute();
    expect(settled.map((row) => row.outcome).sort()).toEqual(['missed', 'reached']);
    expect(settled.every((row) => row.finished_at === '2026-12-31T00:00:00.000Z')).toBe(true);
  } finally {
    await check.close();
  }
}, 60_000);
