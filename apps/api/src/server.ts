import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_SIGN_INS, seed } from './db/seed';
import { defaultSettings } from './http/context';
import { jsonLogger, silentLogger } from './http/logger';
import { systemClock } from './lib/clock';
import { localBus, postgresBus } from './notifications/bus';
import { startSettlementTimer } from './settlement/settlement-timer';
import { deliverPendingMail } from './mail/smtp';
import { openBlobStorage } from './storage/blob-storage';

const config = readConfig();
const logger = process.env.LOG === 'silent' ? silentLogger : jsonLogger;
// SLOW_QUERY_MS=n logs every query that took n ms or more with its SQL: better-sqlite3 runs
// queries on the event loop, so one slow query holds every other request (docs/performance.md).
const slowQueryMs = Number(process.env.SLOW_QUERY_MS ?? 0);
const { db, dialect, close } = openDatabase(
  config.database,
  slowQueryMs > 0
    ? {
        log: (event) => {
          if (event.queryDurationMillis >= slowQueryMs)
            logger.warn('slow query', { ms: Math.round(event.queryDurationMillis), sql: event.query.sql });
        },
      }
    : {},
);
await migrateToLatest(db);
const storage = await openBlobStorage(config.blobs);
const { seeded } = config.seedWhenEmpty
  ? await seed(db, { storage, assetsDir: config.assetsDir })
  : { seeded: false };
const bus =
  config.database.kind === 'postgres' ? postgresBus({ url: config.database.url, db, logger }) : localBus();

const app = createApp({
  db,
  dialect,
  storage,
  bus,
  logger,
  settings: {
    production: config.production,
    secureCookies: config.production,
    trustProxy: config.trustProxy,
    allowedOrigins: config.allowedOrigins,
    publicOrigins: config.publicOrigins,
    trustLocalhostPages: config.trustLocalhostPages,
    aiImages: config.aiImages,
    payments: config.payments,
    mail: config.mail,
    ...(process.env.PLATFORM_PRODUCER ? { platformProducer: process.env.PLATFORM_PRODUCER } : {}),
    ...(process.env.CONTACT_INBOX ? { contactInbox: process.env.CONTACT_INBOX } : {}),
  },
  webDist: config.webDist,
  viewerDist: config.viewerDist,
  embedDist: config.embedDist,
  assetsDir: config.assetsDir,
});

// Settles ended pre-order campaigns every minute (SETTLEMENT=off leaves it to `pnpm settle`).
const settlement =
  process.env.SETTLEMENT === 'off'
    ? null
    : await startSettlementTimer(
        {
          db,
          bus,
          logger,
          clock: systemClock,
          settings: defaultSettings({
            production: config.production,
            publicOrigins: config.publicOrigins,
            payments: config.payments,
            mail: config.mail,
          }),
        },
        config.database.kind === 'postgres' ? { databaseUrl: config.database.url } : {},
      );

// With SMTP configured, mail that could not be sent (the server was down, say) is retried every
// minute, up to its attempt limit; without it, mail stays in the local outbox (docs/commerce.md).
const mailRetry = config.mail
  ? setInterval(() => {
      void deliverPendingMail({ db, clock: systemClock, logger, settings: { mail: config.mail } }).catch(
        (error: Error) => logger.warn('mail retry failed', { error: error.message }),
      );
    }, 60_000)
  : null;
mailRetry?.unref();

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Atelier is running on http://${shown}:${info.port}`);
  console.log(`  database: ${dialect}${seeded ? ' (demo data seeded)' : ''}; images: ${storage.kind}`);
  console.log(`  API reference: http://${shown}:${info.port}/api/docs`);
  console.log(
    `  AI images: ${config.aiImages ? config.aiImages.model : 'off (set AI_IMAGES_URL, AI_IMAGES_KEY, AI_IMAGES_MODEL)'}`,
  );
  if (config.seedWhenEmpty) {
    console.log('  demo sign-ins (password for all: atelier-demo):');
    for (const entry of DEMO_SIGN_INS) console.log(`    ${entry.email.padEnd(28)} ${entry.role}`);
  }
});

let closing = false;
/**
 * SIGTERM / SIGINT: health answers 503 at once (a load balancer stops sending visitors) for
 * SHUTDOWN_DRAIN_MS, then the listener closes (no new connections), open event streams get
 * their polite last event, requests in flight and a running settlement step finish, and the
 * process exits 0. Past SHUTDOWN_TIMEOUT_MS it gives up and exits 1.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const { lifecycle } = app.services;
  lifecycle?.drain();
  logger.info('shutting down', { signal, drainMs: config.shutdownDrainMs });
  setTimeout(() => {
    logger.error('shutdown timed out', { timeoutMs: config.shutdownTimeoutMs });
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  if (mailRetry) clearInterval(mailRetry);
  // Settlement stops taking new steps now; a step already running is awaited.
  const settled = Promise.resolve(settlement?.stop()).catch((error: Error) =>
    logger.error('settlement stop failed', { error: error.message }),
  );
  if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const streams = lifecycle?.closeEventStreams() ?? 0;
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  logger.info('listener closed', { eventStreams: streams });
  await Promise.all([closed, settled]);
  await Promise.all([bus.close(), close()]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
