import { type Kysely, sql } from 'kysely';
import { insertCreation } from '../db/builders';
import { type DatabaseHandle, openDatabase } from '../db/database';
import type { Database } from '../db/types';
import { defaultSettings } from '../http/context';
import { silentLogger } from '../http/logger';
import { newId } from '../lib/ids';
import { toJson } from '../lib/json';
import { localBus } from '../notifications/bus';
import { applyOrderEvent, recordPlacement } from '../orders/order-transitions';
import type { OperationResult, PaymentProvider } from '../payments/provider';
import { postgresUrl } from '../test/databases';
import type { TestStore } from '../test/store';
import type { SettlementServices } from './settle-campaigns';

/** Test helpers of the settlement suites: campaigns, pre-orders in a given state, providers. */

export const fixedServices = (db: Kysely<Database>, iso: string): SettlementServices => ({
  db,
  bus: localBus(),
  clock: { now: () => new Date(iso) },
  logger: silentLogger,
  settings: defaultSettings(),
});

export async function campaign(
  db: Kysely<Database>,
  store: TestStore,
  input: { end: string; minimum: number; name?: string },
): Promise<string> {
  return insertCreation(db, {
    userId: store.creator.id,
    prebuildId: store.prebuildId,
    producerId: store.producerId,
    name: input.name ?? `Campaign ${input.end}`,
    totalPrice: 40_000,
    purchaseType: 'retail-preorder',
    kickstart_end: input.end,
    minimum_order: input.minimum,
  });
}

/**
 * A retail pre-order as checkout leaves it: 'card' saves a payment method (awaiting_goal,
 * nothing charged), 'transfer-paid' is a bank transfer the shop confirmed (awaiting_goal, money
 * held), 'transfer-unpaid' waits for the transfer (awaiting_payment).
 */
export async function preorder(
  db: Kysely<Database>,
  input: {
    userId: string;
    creationId: string;
    producerId: string;
    pieces: number;
    how: 'card' | 'transfer-paid' | 'transfer-unpaid';
  },
): Promise<string> {
  const id = newId('or');
  const at = '2026-01-01T00:00:00.000Z';
  const unit = 40_000;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('orders')
      .values({
        id,
        user_id: input.userId,
        status: 'placed',
        created_at: at,
        updated_at: at,
        creation_id: input.creationId,
        producer_id: input.producerId,
        kind: 'preorder',
        provider: input.how === 'card' ? 'stripe' : 'manual',
        payment_method:
          input.how === 'card'
            ? toJson({ provider: 'stripe', customer: 'cus_1', method: 'pm_1', label: 'Visa ending 4242' })
            : null,
        total: unit * input.pieces,
        contact: toJson({ email: 'buyer@example.test', phone: '+85212345678' }),
      })
      .execute();
    await trx
      .insertInto('order_items')
      .values({
        id: newId('oi'),
        order_id: id,
        creation_id: input.creationId,
        size: 'M',
        amount: input.pieces,
        price: unit * input.pieces,
        unit_price: unit,
        type: 'retail-preorder',
        created_at: at,
      })
      .execute();
    await recordPlacement(trx, { orderId: id, actorUserId: input.userId, at });
    const events =
      input.how === 'card'
        ? (['save_payment_method'] as const)
        : input.how === 'transfer-paid'
          ? (['await_payment', 'mark_paid'] as const)
          : (['await_payment'] as const);
    for (const type of events) {
      const outcome = await applyOrderEvent(trx, {
        orderId: id,
        event: { type },
        actor: 'system',
        actorUserId: null,
        at,
      });
      if (!outcome.ok) throw new Error(`${type}: ${outcome.refusal}`);
    }
  });
  return id;
}

export interface RecordingProvider extends PaymentProvider {
  captures: string[];
  refunds: string[];
}

/**
 * A provider that records every money call. `decline` refuses those orders' cards; `dieOn`
 * throws on the nth capture, as if the process had died during the call.
 */
export function recordingProvider(
  name: 'stripe' | 'manual',
  options: { decline?: string[]; dieOnCapture?: number } = {},
): RecordingProvider {
  const captures: string[] = [];
  const refunds: string[] = [];
  const ok = async (): Promise<OperationResult> => ({ ok: true, externalId: null });
  return {
    name,
    captures,
    refunds,
    start: async () => {
      throw new Error('not used');
    },
    authorise: ok,
    void: ok,
    capture: async (order) => {
      if (options.dieOnCapture === captures.length + 1) throw new Error('process died during the charge');
      captures.push(order.id);
      if (options.decline?.includes(order.id)) return { ok: false, error: 'card_declined', retryable: false };
      return { ok: true, externalId: `ch_${order.id}` };
    },
    refund: async (order) => {
      refunds.push(order.id);
      return { ok: true, externalId: `re_${order.id}` };
    },
  };
}

/** A second connection to the same database (another server's pool, or SQLite connection). */
export async function secondConnection(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
): Promise<DatabaseHandle> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    return openDatabase(
      { kind: 'postgres', url: postgresUrl() },
      { searchPath: rows[0]!.schema, poolSize: 2 },
    );
  }
  const { rows } = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(db);
  return openDatabase({ kind: 'sqlite', file: rows[0]!.file });
}

export async function statuses(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  const rows = await db.selectFrom('orders').select(['id', 'status']).where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((row) => row.id === id)?.status ?? 'missing');
}

export async function paymentRows(db: Kysely<Database>, ids: string[]) {
  return db
    .selectFrom('payments')
    .select(['order_id', 'operation', 'status', 'operation_key'])
    .where('order_id', 'in', ids)
    .orderBy('operation_key')
    .execute();
}
