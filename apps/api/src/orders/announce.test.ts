import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { addProducerMember, insertCreation } from '../db/builders';
import { migrateToLatest } from '../db/migrate';
import { newId } from '../lib/ids';
import { newestMails } from '../mail/outbox';
import type { TestDatabase } from '../test/databases';
import { describeOnDatabases, type Suite, TestClient, targets } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';
import { announceOrderTransitions } from './announce';
import { applyOrderEvent, type OrderTransition, recordPlacement } from './order-transitions';

/** An order as the checkout writes it: one creation, its producer, the server's total. */
async function placeOrder(
  suite: Suite,
  store: TestStore,
  input: { creationId: string; kind: 'instant' | 'preorder'; total: number },
): Promise<{ orderId: string; placed: OrderTransition }> {
  const { db } = suite.database;
  const orderId = newId('or');
  const at = new Date().toISOString();
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      user_id: store.other.id,
      status: 'placed',
      created_at: at,
      updated_at: at,
      checkout_id: null,
      creation_id: input.creationId,
      producer_id: store.producerId,
      kind: input.kind,
      total: input.total,
      payment_method: null,
      shipping_address: null,
      contact: JSON.stringify({ name: 'Other', email: `buyer.${orderId}@example.test` }),
      tracking_carrier: null,
      tracking_number: null,
    })
    .execute();
  await recordPlacement(db, { orderId, actorUserId: store.other.id, at });
  return {
    orderId,
    placed: {
      orderId,
      userId: store.other.id,
      creationId: input.creationId,
      producerId: store.producerId,
      kind: input.kind,
      event: 'place',
      from: null,
      to: 'placed',
      actor: 'buyer',
      actorUserId: store.other.id,
      at,
      data: {},
    },
  };
}

async function apply(
  suite: Suite,
  orderId: string,
  event: Parameters<typeof applyOrderEvent>[1]['event'],
  actor: 'system' | 'producer' = 'system',
) {
  const outcome = await suite.database.db
    .transaction()
    .execute((trx) =>
      applyOrderEvent(trx, { orderId, event, actor, actorUserId: null, at: new Date().toISOString() }),
    );
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal}`);
  return outcome.transition;
}

const notesOf = (suite: Suite, userId: string, orderId: string) =>
  suite.database.db
    .selectFrom('notifications')
    .select(['title', 'text', 'link', 'event_id'])
    .where('user_id', '=', userId)
    .where('event_id', 'like', `%${orderId}%`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

describeOnDatabases('order announcements', (suite) => {
  let store: TestStore;
  let secondMember: string;
  let instantId: string;
  let preorderId: string;

  beforeAll(async () => {
    const { db } = suite().database;
    store = await buildStore(db);
    secondMember = store.creator.id === store.producerMember.id ? store.other.id : store.creator.id;
    await addProducerMember(db, store.producerId, secondMember);
    instantId = await insertCreation(db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Announced hoodie',
      totalPrice: 50_000,
      purchaseType: 'instant-purchase',
    });
    preorderId = await insertCreation(db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Announced preorder',
      totalPrice: 70_000,
      purchaseType: 'retail-preorder',
      kickstart_end: new Date(Date.now() + 86_400_000).toISOString(),
    });
  });

  it('tells the buyer, the creator and every producer member, once, with the right links', async () => {
    const s = suite();
    const { orderId, placed } = await placeOrder(s, store, {
      creationId: instantId,
      kind: 'instant',
      total: 100_000,
    });
    const waiting = await apply(s, orderId, { type: 'await_payment' });
    await announceOrderTransitions(s.app.services, [placed, waiting]);
    // Run again (a retried request): nothing more is written.
    await announceOrderTransitions(s.app.services, [placed, waiting]);

    const buyer = await notesOf(s, store.other.id, orderId);
    expect(buyer.map((note) => note.title)).toEqual(['Order placed', 'Awaiting your payment']);
    expect(buyer[0]!.link).toBe(`/orders/${orderId}`);
    expect(buyer[1]!.text).toContain(`reference ${orderId}`);
    expect(buyer[1]!.text).toContain(s.app.services.settings.payments.bankTransfer.fpsId);

    const creator = await notesOf(s, store.creator.id, orderId);
    expect(creator.filter((note) => note.event_id.endsWith(':creator'))).toEqual([
      expect.objectContaining({ title: 'New order on your creation', link: '/dashboard' }),
    ]);
    for (const member of [store.producerMember.id, secondMember]) {
      const notes = (await notesOf(s, member, orderId)).filter((note) => note.event_id.endsWith(':producer'));
      expect(notes).toEqual([
        expect.objectContaining({
          title: 'New order to make',
          link: `/${store.producerAtName}/production/manage`,
        }),
      ]);
    }

    const mails = (await newestMails(s.database.db, 50)).filter((mail) => mail.event_id.includes(orderId));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Awaiting your payment: Announced hoodie (${orderId})`,
      `Order placed: Announced hoodie (${orderId})`,
    ]);
    // No SMTP here: the outbox row is the mail, written to the checkout's contact address.
    expect(
      mails.every((mail) => mail.sent_at === null && mail.to_address === `buyer.${orderId}@example.test`),
    ).toBe(true);
  });

  it('follows the order through paid, production, shipped with tracking and delivered', async () => {
    const s = suite();
    const { orderId } = await placeOrder(s, store, { creationId: instantId, kind: 'instant', total: 50_000 });
    const steps = [
      await apply(s, orderId, { type: 'mark_paid' }, 'producer'),
      await apply(s, orderId, { type: 'start_production' }, 'producer'),
      await apply(
        s,
        orderId,
        { type: 'ship', tracking: { carrier: 'SF Express', number: 'SF123' } },
        'producer',
      ),
      await apply(s, orderId, { type: 'deliver' }, 'producer'),
    ];
    await announceOrderTransitions(s.app.services, steps);
    const buyer = await notesOf(s, store.other.id, orderId);
    expect(buyer.map((note) => note.title)).toEqual([
      'Payment received',
      'In production',
      'Order shipped',
      'Order delivered',
    ]);
    expect(buyer[2]!.text).toContain('SF Express, tracking number SF123');
    const paidForProducer = await notesOf(s, store.producerMember.id, orderId);
    expect(paidForProducer.map((note) => note.title)).toContain('Order paid: ready to make');
    const subjects = (await newestMails(s.database.db, 50))
      .filter((mail) => mail.event_id.includes(orderId))
      .map((mail) => mail.subject.split(':')[0]);
    expect(subjects.sort()).toEqual(['Order shipped', 'Payment received']);
  });

  it('announces a settled campaign to the creator and the producer once, whatever the number of orders', async () => {
    const s = suite();
    const first = await placeOrder(s, store, { creationId: preorderId, kind: 'preorder', total: 70_000 });
    const second = await placeOrder(s, store, { creationId: preorderId, kind: 'preorder', total: 140_000 });
    const transitions: OrderTransition[] = [];
    for (const { orderId } of [first, second]) {
      transitions.push(await apply(s, orderId, { type: 'save_payment_method' }));
      transitions.push(await apply(s, orderId, { type: 'reach_goal' }));
    }
    await announceOrderTransitions(s.app.services, transitions);
    const buyer = await notesOf(s, store.other.id, first.orderId);
    expect(buyer.map((note) => note.title)).toEqual(['Pre-order confirmed', 'Pre-order goal reached']);
    const campaign = await s.database.db
      .selectFrom('notifications')
      .select(['user_id', 'title', 'event_id'])
      .where('event_id', 'like', `campaign:${preorderId}:%`)
      .execute();
    expect(
      campaign.filter((note) => note.user_id === store.creator.id && note.event_id.endsWith(':creator')),
    ).toHaveLength(1);
    expect(campaign.filter((note) => note.user_id === store.producerMember.id)).toHaveLength(1);
    const mail = (await newestMails(s.database.db, 50)).find(
      (row) => row.event_id === `order:${second.orderId}:reach_goal:buyer`,
    );
    expect(mail?.text_body).toContain('is charged HK$');
  });

  it('tells the buyer of a missed goal that nothing is charged', async () => {
    const s = suite();
    const { orderId } = await placeOrder(s, store, {
      creationId: preorderId,
      kind: 'preorder',
      total: 70_000,
    });
    const saved = await apply(s, orderId, { type: 'save_payment_method' });
    const missed = await apply(s, orderId, { type: 'miss_goal' });
    await announceOrderTransitions(s.app.services, [saved, missed]);
    const notes = await notesOf(s, store.other.id, orderId);
    expect(notes.at(-1)).toMatchObject({ title: 'Pre-order goal missed' });
    expect(notes.at(-1)!.text).toContain('nothing is charged');
  });

  it("rings the creator's bell when someone favourites their creation, once", async () => {
    const s = suite();
    const cookie = await signIn(s.client, store.other.email);
    for (let round = 0; round < 2; round += 1) {
      expect((await s.client.put(`/api/creations/${instantId}/favorite`, undefined, { cookie })).status).toBe(
        200,
      );
      expect(
        (await s.client.delete(`/api/creations/${instantId}/favorite`, undefined, { cookie })).status,
      ).toBe(200);
    }
    const notes = await s.database.db
      .selectFrom('notifications')
      .select(['title', 'link'])
      .where('user_id', '=', store.creator.id)
      .where('event_id', '=', `favourite:${instantId}:${store.other.id}`)
      .execute();
    expect(notes).toEqual([
      { title: 'New favourite', link: `/${store.creator.at_name}/creation?creation_id=${instantId}` },
    ]);
  });
});

/**
 * Issue 19 (load): a transition's notifications and mail are written in one transaction. On
 * SQLite every commit waits for the disk on the event loop (synchronous = FULL), and an order
 * used to commit each of its announcement rows on its own, holding every other request.
 * Counted through Kysely's log hook, which sees every statement sent.
 */
describe.each(targets)('order announcements on $name, one commit per transition', (target) => {
  const sent: string[] = [];
  let opened: TestDatabase | null = null;
  let suite: Suite;
  let store: TestStore;
  let creationId: string;

  beforeAll(async () => {
    if (target.skip) return;
    opened = await target.open({ log: (event) => sent.push(event.query.sql) });
    await migrateToLatest(opened.db);
    const app = createApp({ db: opened.db });
    suite = { database: opened, app, client: new TestClient(app) };
    store = await buildStore(opened.db);
    creationId = await insertCreation(opened.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Committed once',
      totalPrice: 50_000,
      purchaseType: 'instant-purchase',
    });
  });
  afterAll(async () => {
    await opened?.dispose();
  });

  it.skipIf(target.skip)("writes each transition's notifications and mail in one transaction", async () => {
    const { orderId, placed } = await placeOrder(suite, store, {
      creationId,
      kind: 'instant',
      total: 50_000,
    });
    const waiting = await apply(suite, orderId, { type: 'await_payment' });
    sent.length = 0;
    await announceOrderTransitions(suite.app.services, [placed, waiting]);
    const writes = sent.filter((statement) => /^\s*(insert|update|delete)\b/i.test(statement));
    // The buyer, the creator and the producer's member for each transition, and the buyer's mails.
    expect(writes.length).toBeGreaterThanOrEqual(6);
    expect(sent.filter((statement) => /^\s*commit\b/i.test(statement))).toHaveLength(2);
    let inTransaction = false;
    for (const statement of sent) {
      if (/^\s*begin\b/i.test(statement)) inTransaction = true;
      else if (/^\s*commit\b/i.test(statement)) inTransaction = false;
      else if (writes.includes(statement)) expect(inTransaction, statement).toBe(true);
    }
    expect((await notesOf(suite, store.other.id, orderId)).map((note) => note.title)).toEqual([
      'Order placed',
      'Awaiting your payment',
    ]);
  });
});
