import { EventEmitter } from 'node:events';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from '../http/logger';

/**
 * Wakes the live notification streams. It carries no data: a woken stream reads the
 * new notifications from the database, so every process sees the same rows.
 */
export interface NotificationBus {
  /** Tells every server process that `userId` may have new notifications. */
  publish(userId: string): Promise<void>;
  /** Calls `listener` whenever `userId` may have new notifications; returns the unsubscribe. */
  subscribe(userId: string, listener: () => void): () => void;
  /** How often a stream re-reads the database without being woken (ms): the safety net. */
  readonly pollMs: number;
  /** Resolves once this process receives signals from the others. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * For SQLite: a wake-up within this process, and a short poll so that other processes
 * writing the same database file are seen too.
 */
export function localBus(pollMs = 2000): NotificationBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    pollMs,
    async publish(userId) {
      emitter.emit(userId);
    },
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    async ready() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * For PostgreSQL: `NOTIFY` on publish, and one `LISTEN` connection per process that
 * fans the signal out to this process's streams. On a reconnect every stream is woken
 * so that nothing sent while the connection was down is missed.
 */
export function postgresBus(options: {
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  channel?: string;
  logger: Logger;
  pollMs?: number;
}): NotificationBus {
  const channel = options.channel ?? 'atelier_notifications';
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const wakeAll = () => {
    for (const name of emitter.eventNames()) emitter.emit(name);
  };

  const connect = (): Promise<void> => {
    if (connecting) return connecting;
    connecting = (async () => {
      const listener = new pg.Client({ connectionString: options.url });
      listener.on('notification', (message) => {
        if (message.channel === channel && message.payload) emitter.emit(message.payload);
      });
      listener.on('error', (error) => {
        options.logger.warn('notification listener lost its connection', { error: error.message });
        client = null;
        connecting = null;
        void listener.end().catch(() => undefined);
        scheduleReconnect();
      });
      await listener.connect();
      await listener.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      client = listener;
      wakeAll();
    })().catch((error: Error) => {
      connecting = null;
      options.logger.warn('notification listener could not connect', { error: error.message });
      scheduleReconnect();
    });
    return connecting;
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      if (!closed && emitter.eventNames().length > 0) void connect();
    }, 1000);
    retry.unref();
  };

  return {
    pollMs: options.pollMs ?? 30_000,
    async publish(userId) {
      await sql`select pg_notify(${channel}, ${userId})`.execute(options.db);
    },
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      if (!client) void connect();
      return () => emitter.off(userId, listener);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      emitter.removeAllListeners();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
    ready: () => (client ? Promise.resolve() : connect()),
  };
}
