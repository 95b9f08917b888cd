import { hostname } from 'node:os';
import { PgBoss } from 'pg-boss';
import { newId } from '../lib/ids';
import { type SettlementRun, type SettlementServices, settleDueCampaigns } from './settle-campaigns';

/**
 * Runs the settlement job every minute inside the server (issue 16). On PostgreSQL through
 * pg-boss: one schedule shared by every server, each minute's job taken by one of them (the
 * claim in the settlements table guards the campaigns anyway). On SQLite, one process owns the
 * file: an in-process interval. Either way the clock comes from services.clock, so a test (or
 * `pnpm settle --now`) decides what "now" is.
 */

export const SETTLEMENT_QUEUE = 'settle-pre-orders';

export interface SettlementTimer {
  /** Asks for a pass now (PostgreSQL: a job in the queue; SQLite: a pass in this process). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export interface TimerOptions {
  /** PostgreSQL's connection string; absent: SQLite, the in-process interval. */
  databaseUrl?: string;
  /** pg-boss's own schema (default `pgboss`). */
  bossSchema?: string;
  /** The SQLite interval (default one minute). */
  intervalMs?: number;
  /** How often a pg-boss worker looks for a job (seconds, default 10). */
  pollingIntervalSeconds?: number;
  /** Called after every pass (tests and logs). */
  onPass?: (run: SettlementRun) => void;
}

export const runnerName = (): string => `${hostname()}:${process.pid}:${newId('run').slice(-6)}`;

export async function startSettlementTimer(
  services: SettlementServices,
  options: TimerOptions = {},
): Promise<SettlementTimer> {
  const runnerId = runnerName();
  let running: Promise<void> | null = null;
  // One pass at a time in this process; a tick during a pass is dropped, the next one comes.
  const pass = (): Promise<void> => {
    running ??= (async () => {
      try {
        const run = await settleDueCampaigns(services, services.clock.now(), runnerId);
        for (const campaign of run.campaigns)
          services.logger.info('pre-order settled', { ...campaign, orders: campaign.orders.length });
        options.onPass?.(run);
      } catch (error) {
        services.logger.error('settlement pass failed', { error: (error as Error).message });
      } finally {
        running = null;
      }
    })();
    return running;
  };

  if (!options.databaseUrl) {
    const interval = setInterval(() => void pass(), options.intervalMs ?? 60_000);
    interval.unref();
    void pass();
    return {
      runNow: pass,
      stop: async () => {
        clearInterval(interval);
        await running;
      },
    };
  }

  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: options.bossSchema ?? 'pgboss',
    max: 2,
    application_name: 'atelier-settlement',
  });
  boss.on('error', (error) => services.logger.warn('job queue error', { error: error.message }));
  await boss.start();
  await boss.createQueue(SETTLEMENT_QUEUE, { policy: 'singleton', retryLimit: 0 });
  await boss.schedule(SETTLEMENT_QUEUE, '* * * * *');
  await boss.work(
    SETTLEMENT_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 },
    async () => {
      await pass();
    },
  );
  return {
    runNow: async () => {
      await boss.send(SETTLEMENT_QUEUE, {});
    },
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 10_000 });
      await running;
    },
  };
}
