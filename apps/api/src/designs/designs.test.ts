import { CombinationConfigSchema } from '@atelier/schema';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { insertCreation } from '../db/builders';
import { fingerprintAll } from '../security/fingerprint';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';
import { ADDRESS, CONTACT } from '../checkout/checkout-test-kit';

/**
 * Issue 20: saved designs on both databases: saved to the account or by link, read by anyone
 * holding the id, changed only by their owner (or a guest's write token), checked against the
 * creation's customer form like a cart line, and kept by the cart line and the order.
 */
const config = () =>
  CombinationConfigSchema.parse({
    parts: [{ value: 'body', text: 'Body', default: 'm1' }],
    groups: [
      {
        value: 'g1',
        name: 'Body',
        includeParts: ['body'],
        defaultOption: 'day',
        options: [
          { oValue: 'day', oName: 'Day', oParts: [{ value: 'body', default: 'm1' }] },
          { oValue: 'sunset', oName: 'Sunset', oParts: [{ value: 'body', default: 'm2' }] },
        ],
      },
    ],
    form: { fields: [{ id: 'field_name', type: 'text', title: 'Name', required: true, maxLength: 5 }] },
  });

const GOOD = { field_name: 'Ana', field_colorway_g1: 'sunset' };

describeOnDatabases('saved designs', (suite) => {
  let store: TestStore;
  let creation: string;
  let png: string;

  beforeAll(async () => {
    const { database } = suite();
    store = await buildStore(database.db, { creations: 1 });
    creation = await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Open coat',
      totalPrice: 40_000,
      combination_config: config(),
    });
    png = (
      await sharp({ create: { width: 16, height: 12, channels: 3, background: '#aa3366' } })
        .png()
        .toBuffer()
    ).toString('base64');
  });

  const save = (body: unknown, cookie?: string) =>
    suite().client.post('/api/designs', body, cookie ? { cookie } : {});

  it('saves a member’s design to their account, lists it for them alone and reads it by link', async () => {
    const { client } = suite();
    const member = await client.signUp();
    const stranger = await client.signUp();
    const saved = await save({ creationId: creation, answers: GOOD }, member.cookie);
    expect(saved.status).toBe(201);
    expect(saved.body.writeToken).toBeUndefined();
    expect(saved.body.data).toMatchObject({
      creationId: creation,
      answers: GOOD,
      ownerId: member.id,
      mine: true,
    });
    expect(saved.body.data.id).toMatch(/^dg_[0-9a-z]{32}$/);
    const id = saved.body.data.id as string;

    const list = await client.get('/api/me/designs', { cookie: member.cookie });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id, creation: expect.objectContaining({ id: creation, name: 'Open coat' }) }),
    ]);
    expect((await client.get('/api/me/designs', { cookie: stranger.cookie })).body.data).toEqual([]);
    expect((await client.get('/api/me/designs')).status).toBe(401);

    // The link is the key: a stranger holding it reads the design, and cannot change it.
    const read = await client.get(`/api/designs/${id}`, { cookie: stranger.cookie });
    expect(read.body.data).toMatchObject({ id, answers: GOOD, mine: false });
    expect((await client.get(`/api/designs/${id}`, { cookie: member.cookie })).body.data.mine).toBe(true);
  });

  it('answers 404 for an id nobody has, and for anything that is not a design id', async () => {
    const { client } = suite();
    expect((await client.get(`/api/designs/dg_${'a'.repeat(32)}`)).status).toBe(404);
    expect((await client.get('/api/designs/dg_short')).status).toBe(404);
  });

  it('refuses answers that do not fit the form or an unknown creation with a precise 422, writing nothing', async () => {
    const { client, database } = suite();
    const member = await client.signUp();
    const before = await fingerprintAll(database.db);
    const bad = await save(
      { creationId: creation, answers: { field_name: 'Too long', field_colorway_g1: 'night' } },
      member.cookie,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({
      code: 'invalid_answers',
      issues: [
        { path: 'answers.field_colorway_g1', message: 'Choose one of the options.' },
        { path: 'answers.field_name', message: 'Use at most 5 characters.' },
      ],
    });
    const unknown = await save({ creationId: 'cr_nobody', answers: {} }, member.cookie);
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({ code: 'unknown_creation', issues: [{ path: 'creationId' }] });
    const extra = await save({ creationId: creation, answers: GOOD, ownerId: 'u_x' }, member.cookie);
    expect(extra.status).toBe(400);
    expect(await fingerprintAll(database.db)).toBe(before);
  });

  it('lets only the owner change or remove a member’s design', async () => {
    const { client, database } = suite();
    const member = await client.signUp();
    const stranger = await client.signUp();
    const id = (await save({ creationId: creation, answers: GOOD }, member.cookie)).body.data.id as string;
    const changed = { ...GOOD, field_name: 'Bo' };
    const before = await fingerprintAll(database.db);
    expect(
      (await client.put(`/api/designs/${id}`, { answers: changed }, { cookie: stranger.cookie })).status,
    ).toBe(403);
    expect((await client.put(`/api/designs/${id}`, { answers: changed })).status).toBe(401);
    expect((await client.delete(`/api/designs/${id}`, undefined, { cookie: stranger.cookie })).status).toBe(
      403,
    );
    // Bad answers from the owner: 422, nothing written.
    const bad = await client.put(
      `/api/designs/${id}`,
      { answers: { field_name: '' } },
      { cookie: member.cookie },
    );
    expect(bad.status).toBe(422);
    expect(await fingerprintAll(database.db)).toBe(before);

    const ok = await client.put(`/api/designs/${id}`, { answers: changed }, { cookie: member.cookie });
    expect(ok.status).toBe(200);
    expect((await client.get(`/api/designs/${id}`)).body.data.answers).toEqual(changed);
    expect((await client.delete(`/api/designs/${id}`, undefined, { cookie: member.cookie })).status).toBe(
      200,
    );
    expect((await client.get(`/api/designs/${id}`)).status).toBe(404);
  });

  it('changes a guest’s design only with its write token, and stores its capture', async () => {
    const { client } = suite();
    const saved = await save({ creationId: creation, answers: GOOD });
    expect(saved.status).toBe(201);
    expect(saved.body.data.ownerId).toBeNull();
    const { id } = saved.body.data as { id: string };
    const token = saved.body.writeToken as string;
    expect(token).toMatch(/^[0-9a-z]{32}$/);
    const changed = { ...GOOD, field_name: 'Cy' };
    expect((await client.put(`/api/designs/${id}`, { answers: changed })).status).toBe(403);
    expect(
      (
        await client.put(
          `/api/designs/${id}`,
          { answers: changed },
          { headers: { 'x-design-token': 'wrong' } },
        )
      ).status,
    ).toBe(403);
    const headers = { 'x-design-token': token };
    expect((await client.put(`/api/designs/${id}`, { answers: changed }, { headers })).status).toBe(200);
    expect((await client.get(`/api/designs/${id}`, { headers })).body.data).toMatchObject({
      mine: true,
      answers: changed,
    });

    expect((await client.put(`/api/designs/${id}/capture`, { image: png })).status).toBe(403);
    expect(
      (await client.put(`/api/designs/${id}/capture`, { image: 'not base64!' }, { headers })).status,
    ).toBe(400);
    const captured = await client.put(
      `/api/designs/${id}/capture`,
      { image: `data:image/png;base64,${png}` },
      { headers },
    );
    expect(captured.status).toBe(200);
    const captureUrl = captured.body.data.captureUrl as string;
    expect(captureUrl).toMatch(/^\/api\/img\/original\/[0-9a-z]+\.png$/);
    expect((await client.get(captureUrl)).status).toBe(200);
  });

  it('keeps the design on the cart line and the order, and refuses another creation’s design', async () => {
    const { client } = suite();
    const buyer = await client.signUp();
    const id = (await save({ creationId: creation, answers: GOOD }, buyer.cookie)).body.data.id as string;
    const line = (designId: string, creationId = creation) =>
      client.post(
        '/api/actions/user/cart',
        {
          creation_id: creationId,
          type: 'instant-purchase',
          quantity: { size: 'M', amount: 1 },
          price: 0,
          properties: creationId === creation ? GOOD : {},
          design_id: designId,
        },
        { cookie: buyer.cookie },
      );
    const other = await line(id, store.published[0]!);
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({ code: 'unknown_design', issues: [{ path: 'design_id' }] });
    expect((await client.get('/api/actions/user/cart', { cookie: buyer.cookie })).body.data).toEqual([]);

    const added = await line(id);
    expect(added.status).toBe(200);
    expect(added.body.data.designId).toBe(id);
    expect((await client.get('/api/actions/user/cart', { cookie: buyer.cookie })).body.data[0].designId).toBe(
      id,
    );

    const placed = await client.post(
      '/api/checkout',
      { address: ADDRESS, contact: CONTACT },
      { cookie: buyer.cookie, headers: { 'idempotency-key': `design-${id}` } },
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.orders[0].id as string;
    const order = await client.get(`/api/orders/${orderId}`, { cookie: buyer.cookie });
    expect(order.body.order.lines[0]).toMatchObject({ designId: id, properties: GOOD });
  });
});
