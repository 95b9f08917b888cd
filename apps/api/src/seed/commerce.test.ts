import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { availableSizes } from '../domain';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { memoryStorage } from '../storage/blob-storage';
import { sqliteTestDatabase, type TestDatabase } from '../test/databases';

/**
 * The demo store's orders are real: made through the order machine (a timeline each), in every
 * state, with a pre-order near its goal and past campaigns settled by the settlement job.
 */
describe('the demo orders', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');
  let database: TestDatabase;
  beforeAll(async () => {
    database = sqliteTestDatabase();
    await migrateToLatest(database.db);
    await seed(database.db, { storage: memoryStorage(), now });
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
  });

  it('has sales in every state and pre-orders waiting, settled, cancelled and refunded', async () => {
    const { db } = database;
    const rows = await db.selectFrom('orders').select(['kind', 'status']).execute();
    const statuses = (kind: string) =>
      new Set(rows.filter((row) => row.kind === kind).map((row) => row.status));
    expect([...statuses('instant')].sort()).toEqual(
      ['awaiting_payment', 'cancelled', 'delivered', 'in_production', 'paid', 'refunded', 'shipped'].sort(),
    );
    expect([...statuses('preorder')]).toEqual(
      expect.arrayContaining(['awaiting_goal', 'awaiting_payment', 'in_production', 'cancelled', 'refunded']),
    );
    const shipped = await db
      .selectFrom('orders')
      .select(['tracking_carrier', 'tracking_number'])
      .where('status', 'in', ['shipped', 'delivered'])
      .execute();
    expect(shipped.every((row) => row.tracking_carrier && row.tracking_number)).toBe(true);
  });

  it('every order has a checkout, an address, a contact, a total from the prices and a timeline from placing', async () => {
    const { db } = database;
    const orders = await db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .innerJoin('checkouts', 'checkouts.id', 'orders.checkout_id')
      .select(['orders.id', 'orders.status', 'orders.total', 'orders.producer_id', 'orders.shipping_address'])
      .select(['orders.contact', 'order_items.unit_price', 'order_items.amount', 'order_items.price'])
      .execute();
    expect(orders.length).toBe(
      await db
        .selectFrom('orders')
        .select('id')
        .execute()
        .then((all) => all.length),
    );
    for (const order of orders) {
      expect(order.total).toBe(order.unit_price * order.amount);
      expect(order.price).toBe(order.total);
      expect(order.producer_id).not.toBeNull();
      expect(JSON.parse(order.shipping_address ?? '{}')).toMatchObject({ country: 'HK' });
      expect(JSON.parse(order.contact ?? '{}').email).toMatch(/@atelier\.test$/);
    }
    const events = await db
      .selectFrom('order_events')
      .select(['order_id', 'seq', 'event', 'to_status'])
      .execute();
    const last = new Map<string, { seq: number; to: string }>();
    for (const event of events) {
      if (event.seq === 1) expect(event.event).toBe('place');
      const seen = last.get(event.order_id);
      if (!seen || seen.seq < event.seq) last.set(event.order_id, { seq: event.seq, to: event.to_status });
    }
    for (const order of orders) expect(last.get(order.id)?.to).toBe(order.status);
  });

  it('settled the campaigns past their end through the settlement job, and none of the open ones', async () => {
    const { db } = database;
    const settled = await db
      .selectFrom('settlements')
      .innerJoin('creations', 'creations.id', 'settlements.creation_id')
      .select(['creations.kickstart_end', 'settlements.outcome', 'settlements.finished_at'])
      .execute();
    expect(settled.length).toBeGreaterThan(0);
    expect(new Set(settled.map((row) => row.outcome))).toEqual(new Set(['reached', 'missed']));
    for (const row of settled) {
      expect(Date.parse(row.kickstart_end ?? '')).toBeLessThan(now.getTime());
      expect(row.finished_at).not.toBeNull();
    }
    const waiting = await db
      .selectFrom('orders')
      .innerJoin('creations', 'creations.id', 'orders.creation_id')
      .select('creations.kickstart_end')
      .where('orders.status', '=', 'awaiting_goal')
      .execute();
    expect(waiting.every((row) => Date.parse(row.kickstart_end ?? '') > now.getTime())).toBe(true);
  });

  it('has a pre-order a piece short of its goal, ending in a few days, as the storefront shows it', async () => {
    const { db } = database;
    const app = createApp({ db, clock: { now: () => now } });
    const soon = await db
      .selectFrom('creations')
      .select('id')
      .where('purchase_type', '=', 'retail-preorder')
      .where('kickstart_end', '=', new Date(now.getTime() + 3 * 86_400_000).toISOString())
      .execute();
    expect(soon).toHaveLength(1);
    const answer = await app.request(`/api/creations/${soon[0]!.id}`);
    const { creation } = (await answer.json()) as { creation: { preorder: Record<string, unknown> } };
    expect(creation.preorder).toMatchObject({ kind: 'inProgress', daysRemaining: 3 });
    expect(creation.preorder.ordered).toBe((creation.preorder.minimum as number) - 1);
  });

  it('keeps no notification that points nowhere', async () => {
    const { db } = database;
    const notes = await db.selectFrom('notifications').select(['title', 'link', 'event_id']).execute();
    for (const note of notes) {
      expect(note.link).toMatch(/^\//);
      // A creation link names the creation; a bare '/cart' or '/{at_name}/creation' points nowhere.
      if (note.link?.includes('/creation')) expect(note.link).toMatch(/creation_id=cr_\w+$/);
      expect(note.link).not.toBe('/cart');
    }
    const creationLinks = notes.flatMap((note) => /creation_id=(cr_\w+)/.exec(note.link ?? '')?.[1] ?? []);
    const existing = await db.selectFrom('creations').select('id').where('id', 'in', creationLinks).execute();
    expect(new Set(existing.map((row) => row.id))).toEqual(new Set(creationLinks));
    expect(notes.some((note) => note.event_id.startsWith('campaign:'))).toBe(true);
  });

  it('issue 18: every seeded cart line holds sizes its creation offers', async () => {
    const { db } = database;
    const lines = await db
      .selectFrom('cart_items')
      .innerJoin('creations', 'creations.id', 'cart_items.creation_id')
      .innerJoin('creation_prebuilds', 'creation_prebuilds.creation_id', 'creations.id')
      .innerJoin('prebuilds', 'prebuilds.id', 'creation_prebuilds.prebuild_id')
      .select([
        'cart_items.quantity',
        'creations.sizing as creationSizing',
        'prebuilds.sizing as prebuildSizing',
      ])
      .where('creation_prebuilds.position', '=', 0)
      .execute();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const quantity = JSON.parse(line.quantity) as { size: string } | { size: string }[];
      const sizes = (Array.isArray(quantity) ? quantity : [quantity]).map((entry) => entry.size);
      const offered = availableSizes(JSON.parse(line.creationSizing), JSON.parse(line.prebuildSizing));
      for (const size of sizes) expect(offered).toContain(size);
    }
  });
});
