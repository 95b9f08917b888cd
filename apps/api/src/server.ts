import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';

const config = readConfig();
const { db, dialect, close } = openDatabase(config.database);
await migrateToLatest(db);
const { seeded } = await seed(db);

const app = createApp({ db, webDist: config.webDist, viewerDist: config.viewerDist });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Atelier is running on http://${shown}:${info.port}`);
  console.log(`  database: ${dialect}${seeded ? ' (demo data seeded)' : ''}`);
});

function shutdown() {
  server.close(() => {
    void close().then(() => process.exit(0));
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
