/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { insertCreation } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, PASSWORD, signIn, type TestStore } from '../test/store';
import { designWithDecal, insertProductionOrder, otherProducer } from './production-fixtures';

describeOnDatabases('production management', (suite) => {
  let store: TestStore;
  let rival: Awaited<ReturnType<typeof otherProducer>>;
  let member: string;
  let rivalMember: string;
  let creationId: string;
  const base = () => `/api/producers/${store.producerAtName}/production`;

  const order = (status: string, extra: Partial<Parameters<typeof insertProductionOrder>[1]> = {}) =>
    insertProductionOrder(suite().database.db, {
      buyerId: store.other.id,
      creationId,
      producerId: store.producerId,
      status,
      ...extra,
    });
  const event = (orderId: string, body: unknown, cookie = member) =>
    suite().client.post(`${base()}/orders/${orderId}/events`, body, { cookie });
  const stateOf = async (orderId: string) => {
    const db = suite().database.db;
    const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const events = await db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).execute();
    const payments = await db.selectFrom('payments').selectAll().where('order_id', '=', orderId).execute();
    return { row, events, payments };
  };

  beforeAll(async () => {
    const { database, client } = suite();
    store = await buildStore(database.db, { creations: 1 });
    rival = await otherProducer(database.db, store, await hashPassword(PASSWORD));
    creationId = await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: `Tiger hoodie ${store.tag}`,
      totalPrice: 50_000,
      combination_config: designWithDecal(store),
    });
    member = await signIn(client, store.producerMember.email);
    rivalMember = await signIn(client, rival.email);
  });

  describe('who may open the queue', () => {
    it('needs a session, a known producer, membership and the producer role', async () => {
      const { client } = suite();
      expect((await client.get(`${base()}/queue`)).status).toBe(401);
      const stranger = await signIn(client, store.other.email);
      const notMember = await client.get(`${base()}/queue`, { cookie: stranger });
      expect(notMember.status).toBe(403);
      expect(notMember.body.error.code).toBe('not_a_member');
      const consumer = await client.get(`${base()}/queue`, { cookie: member });
      expect(consumer.status).toBe(403);
      expect(consumer.body.error.code).toBe('switch_role');
      expect(consumer.body.error.message).toMatch(/Switch your role/);
      expect(
        (await client.get('/api/producers/nobody_here/production/queue', { cookie: member })).status,
      ).toBe(404);
      const role = `producer-manager-${store.producerId}`;
      expect((await client.put('/api/auth/session/role', { role }, { cookie: member })).status).toBe(200);
      const rivalRole = `producer-manager-${rival.producerId}`;
      expect(
        (await client.put('/api/auth/session/role', { role: rivalRole }, { cookie: rivalMember })).status,
      ).toBe(200);
      expect((await client.get(`${base()}/queue`, { cookie: member })).status).toBe(200);
      // A member of another producer, acting in that producer's role: not a member here.
      const rivalHere = await client.get(`${base()}/queue`, { cookie: rivalMember });
      expect(rivalHere.status).toBe(403);
      expect(rivalHere.body.error.code).toBe('not_a_member');
    });

    it('refuses an unknown status filter (400)', async () => {
      const answer = await suite().client.get(`${base()}/queue?status=pending`, { cookie: member });
      expect(answer.status).toBe(400);
    });
  });

  describe('the queue', () => {
    let mine: string;
    let legacy: string;
    let theirs: string;
    beforeAll(async () => {
      mine = await order('in_production', {
        paymentTaken: true,
        sizes: [
          { size: 'L', amount: 1 },
          { size: 'M', amount: 2 },
        ],
        answers: { field_name: 'KAI', field_hood: store.materialIds[1] },
      });
      // Written before orders had their producer: it is the creation's producer's.
      legacy = await order('paid', { producerId: null, paymentTaken: true });
      theirs = await insertProductionOrder(suite().database.db, {
        buyerId: store.other.id,
        creationId: rival.creationId,
        producerId: rival.producerId,
        status: 'in_production',
        paymentTaken: true,
      });
    });

    it('groups the producer’s own orders by prebuild and creation, with sizes, answers, decals and actions', async () => {
      const answer = await suite().client.get(`${base()}/queue`, { cookie: member });
      expect(answer.status).toBe(200);
      const lines = answer.body.groups.flatMap((group: any) => group.creations.flatMap((c: any) => c.orders));
      const ids = lines.map((line: any) => line.id);
      expect(ids).toContain(mine);
      expect(ids).toContain(legacy);
      expect(ids).not.toContain(theirs);
      const group = answer.body.groups.find((entry: any) => entry.prebuild?.id === store.prebuildId);
      const creation = group.creations.find((entry: any) => entry.id === creationId);
      expect(creation.name).toBe(`Tiger hoodie ${store.tag}`);
      const line = creation.orders.find((entry: any) => entry.id === mine);
      expect(line).toMatchObject({
        status: 'in_production',
        buyer: { name: `other ${store.tag}`, at_name: store.other.at_name },
        sizes: [
          { size: 'M', amount: 2 },
          { size: 'L', amount: 1 },
        ],
        pieces: 3,
        answers: [
          { field: 'field_name', title: 'Name on the back', value: 'KAI' },
          { field: 'field_hood', title: 'Hood material', value: store.materialIds[1] },
        ],
        decals: [
          {
            id: 'd1',
            name: 'Tiger',
            url: '/api/img/original/tiger.png',
            thumb: '/api/img/original/tiger.png?w=200',
          },
        ],
        tracking: null,
        actions: ['ship', 'refund'],
      });
      expect(answer.body.counts.all).toBeGreaterThanOrEqual(2);
      expect(answer.body.counts.in_production).toBeGreaterThanOrEqual(1);
    });

    it('filters by status', async () => {
      const answer = await suite().client.get(`${base()}/queue?status=paid`, { cookie: member });
      const lines = answer.body.groups.flatMap((group: any) => group.creations.flatMap((c: any) => c.orders));
      expect(lines.map((line: any) => line.id)).toContain(legacy);
      expect(lines.every((line: any) => line.status === 'paid')).toBe(true);
    });

    it('never lets another producer see or change the line (404, nothing written)', async () => {
      const { client } = suite();
      const before = await stateOf(mine);
      const viaOwn = await client.post(
        `/api/producers/${rival.at_name}/production/orders/${mine}/events`,
        { type: 'ship', tracking: { carrier: 'DHL', number: 'X1' } },
        { cookie: rivalMember },
      );
      expect(viaOwn.status).toBe(404);
      expect(
        (
          await client.get(`/api/producers/${rival.at_name}/production/orders/${mine}/sheet`, {
            cookie: rivalMember,
          })
        ).status,
      ).toBe(404);
      const viaMine = await event(
        mine,
        { type: 'ship', tracking: { carrier: 'DHL', number: 'X1' } },
        rivalMember,
      );
      expect(viaMine.status).toBe(403);
      expect(await stateOf(mine)).toEqual(before);
      const rivalQueue = await client.get(`/api/producers/${rival.at_name}/production/queue`, {
        cookie: rivalMember,
      });
      const rivalIds = rivalQueue.body.groups.flatMap((g: any) =>
        g.creations.flatMap((c: any) => c.orders.map((o: any) => o.id)),
      );
      expect(rivalIds).toEqual([theirs]);
    });

    it('answers the production sheet: model, materials per part, decals at print size, sizes, answers, address', async () => {
      const answer = await suite().client.get(`${base()}/orders/${mine}/sheet`, { cookie: member });
      expect(answer.status).toBe(200);
      expect(answer.body.sheet).toMatchObject({
        order: { id: mine, status: 'in_production', currency: 'HKD', total: 150_000 },
        buyer: { at_name: store.other.at_name },
        shippingAddress: { name: 'Sam Chan', city: 'Hong Kong', country: 'HK' },
        creation: { id: creationId },
        prebuild: { id: store.prebuildId, name: 'Classic hoodie' },
        model: { id: store.modelId, name: 'Hoodie' },
        materials: [
          { part: 'body', name: 'Body', material: { id: store.materialIds[0], name: 'Brushed cotton' } },
          // The buyer's materialSelect answer is applied to the hood.
          { part: 'hood', name: 'Hood', material: { id: store.materialIds[1], name: 'Raw denim' } },
        ],
        decals: [
          {
            id: 'd1',
            url: '/api/img/original/tiger.png',
            part: 'body',
            position: { x: 0.5, y: 0.4 },
            scale: { x: 0.3, y: 0.3 },
            rotation: 90,
          },
        ],
        sizes: [
          { size: 'M', amount: 2 },
          { size: 'L', amount: 1 },
        ],
        pieces: 3,
        answers: [{ field: 'field_name', value: 'KAI' }, { field: 'field_hood' }],
        events: [{ event: 'place', status: 'in_production' }],
      });
      expect((await suite().client.get(`${base()}/orders/or_missing/sheet`, { cookie: member })).status).toBe(
        404,
      );
    });
  });

  describe('status changes', () => {
    it('marks a bank transfer paid (recording the capture), starts production, ships with tracking, delivers', async () => {
      const id = await order('awaiting_payment');
      const paid = await event(id, { type: 'mark_paid' });
      expect(paid.status).toBe(200);
      expect(paid.body.order).toMatchObject({ status: 'paid', actions: ['start_production', 'refund'] });
      let state = await stateOf(id);
      expect(state.payments).toMatchObject([
        { operation: 'capture', status: 'succeeded', provider: 'manual', amount: 100_000 },
      ]);
      expect((await event(id, { type: 'start_production' })).body.order.status).toBe('in_production');
      const missing = await event(id, { type: 'ship' });
      expect(missing.status).toBe(422);
      expect(missing.body.error.code).toBe('tracking_required');
      expect((await event(id, { type: 'ship', tracking: { carrier: ' ', number: '1' } })).status).toBe(422);
      const shipped = await event(id, {
        type: 'ship',
        tracking: { carrier: ' SF Express ', number: 'SF123' },
      });
      expect(shipped.status).toBe(200);
      expect(shipped.body.order).toMatchObject({
        status: 'shipped',
        tracking: { carrier: 'SF Express', number: 'SF123' },
      });
      expect((await event(id, { type: 'deliver' })).body.order.status).toBe('delivered');
      state = await stateOf(id);
      expect(state.row).toMatchObject({
        status: 'delivered',
        tracking_carrier: 'SF Express',
        tracking_number: 'SF123',
      });
      expect(state.events.map((entry) => [entry.event, entry.to_status, entry.actor])).toEqual([
        ['place', 'awaiting_payment', 'buyer'],
        ['mark_paid', 'paid', 'producer'],
        ['start_production', 'in_production', 'producer'],
        ['ship', 'shipped', 'producer'],
        ['deliver', 'delivered', 'producer'],
      ]);
      expect(
        state.events.every(
          (entry) => entry.actor === 'buyer' || entry.actor_user_id === store.producerMember.id,
        ),
      ).toBe(true);
    });

    it('refunds a paid order through the provider, and cancels one not paid', async () => {
      const paid = await order('paid', { paymentTaken: true });
      const refunded = await event(paid, { type: 'refund' });
      expect(refunded.status).toBe(200);
      expect(refunded.body.order).toMatchObject({ status: 'refunded', actions: [] });
      expect((await stateOf(paid)).payments).toMatchObject([{ operation: 'refund', status: 'succeeded' }]);
      const waiting = await order('awaiting_payment');
      expect((await event(waiting, { type: 'cancel' })).body.order.status).toBe('cancelled');
      expect((await stateOf(waiting)).payments).toEqual([]);
    });

    it('refuses illegal changes with 409 and writes nothing', async () => {
      const cases: [string, Record<string, unknown>, unknown][] = [
        ['paid', { paymentTaken: true }, { type: 'ship', tracking: { carrier: 'DHL', number: '1' } }],
        ['awaiting_payment', {}, { type: 'start_production' }],
        ['awaiting_payment', {}, { type: 'refund' }],
        ['paid', { paymentTaken: true }, { type: 'cancel' }],
        ['in_production', { paymentTaken: true }, { type: 'mark_paid' }],
        ['cancelled', {}, { type: 'deliver' }],
        ['shipped', { paymentTaken: true }, { type: 'ship', tracking: { carrier: 'DHL', number: '2' } }],
        ['awaiting_payment', { provider: 'stripe' }, { type: 'mark_paid' }],
      ];
      for (const [status, extra, body] of cases) {
        const id = await order(status, extra);
        const before = await stateOf(id);
        const answer = await event(id, body);
        expect(answer.status, `${status} ${JSON.stringify(body)}`).toBe(409);
        expect(await stateOf(id)).toEqual(before);
      }
    });

    it('validates the body (400) and refuses tracking on another event (422)', async () => {
      const id = await order('paid', { paymentTaken: true });
      const before = await stateOf(id);
      expect((await event(id, { type: 'reach_goal' })).status).toBe(400);
      expect(
        (await event(id, { type: 'ship', tracking: { carrier: 'x'.repeat(101), number: '1' } })).status,
      ).toBe(400);
      expect(
        (await event(id, { type: 'start_production', tracking: { carrier: 'DHL', number: '1' } })).status,
      ).toBe(422);
      expect((await event(id, { type: 'start_production', extra: 1 })).status).toBe(400);
      expect(await stateOf(id)).toEqual(before);
    });
  });
});
