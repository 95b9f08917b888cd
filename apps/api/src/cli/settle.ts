import { parseArgs } from 'node:util';
import { hostname } from 'node:os';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { defaultSettings } from '../http/context';
import { jsonLogger } from '../http/logger';
import { localBus } from '../notifications/bus';
import { describeRun } from '../settlement/report';
import { settleDueCampaigns } from '../settlement/settle-campaigns';

// `pnpm settle [--now 2026-12-31T00:00:00Z]`: one settlement pass with that clock (default: now),
// then prints what it did. Safe beside running servers: campaigns are claimed one runner at a time.
let now: Date;
try {
  const { values } = parseArgs({ options: { now: { type: 'string' } }, strict: true });
  now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime()) || (values.now !== undefined && !/^\d{4}-\d\d-\d\d/.test(values.now)))
    throw new Error(`--now must be an ISO date and time, e.g. 2026-12-31T00:00:00Z (got '${values.now}')`);
} catch (error) {
  console.error(`settle: ${(error as Error).message}`);
  console.error('usage: pnpm settle [--now 2026-12-31T00:00:00Z]');
  process.exit(2);
}

const config = readConfig();
const { db, dialect, close } = openDatabase(config.database);
await migrateToLatest(db);
const bus = localBus();
const run = await settleDueCampaigns(
  {
    db,
    bus,
    logger: jsonLogger,
    clock: { now: () => now },
    settings: defaultSettings({
      payments: config.payments,
      mail: config.mail,
      publicOrigins: config.publicOrigins,
    }),
  },
  now,
  `cli:${hostname()}:${process.pid}`,
);
console.log(`settle (${dialect}) ${describeRun(run).join('\n')}`);
await bus.close();
await close();
process.exit(run.campaigns.some((campaign) => campaign.result === 'unfinished') ? 1 : 0);
