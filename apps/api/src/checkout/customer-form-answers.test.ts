import { CombinationConfigSchema } from '@atelier/schema';
import { beforeAll, expect, it } from 'vitest';
import { insertCreation } from '../db/builders';
import { toJson } from '../lib/json';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';
import { ADDRESS, CONTACT, insertCartLine, placementCounts } from './checkout-test-kit';

/**
 * Issue 17 on the server: cart lines and orders are checked against the creation's customer
 * form (its own fields, required ones included, and the virtual fields for what the creator
 * left open), and priced by it; the client's price is never used.
 */
const customerDesign = () =>
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
    decals: { setup: { free_decal: 1, default_part_key: 'body' } },
    form: {
      fields: [
        { id: 'field_name', type: 'text', title: 'Name', required: true, maxLength: 5 },
        {
          id: 'field_extra',
          type: 'option',
          title: 'Extra',
          options: [{ id: 'gold', text: 'Gold', extraPrice: { type: 'fixed', value: 1_000 } }],
        },
      ],
    },
  });

describeOnDatabases('customer form answers', (suite) => {
  let store: TestStore;
  let creation: string;

  beforeAll(async () => {
    const { database } = suite();
    store = await buildStore(database.db, { creations: 1 });
    creation = await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Open coat',
      totalPrice: 40_000,
      combination_config: customerDesign(),
    });
  });

  const shopper = () => suite().client.signUp();
  const add = (cookie: string, properties: Record<string, unknown>, price = 1) =>
    suite().client.post(
      '/api/actions/user/cart',
      {
        price,
        type: 'instant-purchase',
        creation_id: creation,
        quantity: { size: 'M', amount: 1 },
        properties,
      },
      { cookie },
    );

  it('refuses a line missing a required answer (422 invalid_answers, nothing written)', async () => {
    const user = await shopper();
    const answer = await add(user.cookie, { field_colorway_g1: 'sunset' });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'invalid_answers',
      message: 'This question needs an answer.',
      issues: [{ path: 'properties.field_name', message: 'This question needs an answer.' }],
    });
    expect((await placementCounts(suite().database.db, user.id)).cart).toBe(0);
  });

  it("refuses answers that break a field's limits, a virtual field's options, or a decal not ours", async () => {
    const user = await shopper();
    const answer = await add(user.cookie, {
      field_name: 'Too long',
      field_colorway_g1: 'night',
      field_freedecal_1: 'https://elsewhere.example/x.png',
      field_extra: 'platinum',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.issues).toEqual([
      { path: 'properties.field_colorway_g1', message: 'Choose one of the options.' },
      { path: 'properties.field_freedecal_1', message: 'Invalid URL or file' },
      { path: 'properties.field_name', message: 'Use at most 5 characters.' },
      { path: 'properties.field_extra', message: 'Choose one of the options.' },
    ]);
    expect((await placementCounts(suite().database.db, user.id)).cart).toBe(0);
  });

  it('accepts virtual answers and prices the line by the form, ignoring the price sent', async () => {
    const user = await shopper();
    const answer = await add(
      user.cookie,
      {
        field_name: 'Ana',
        field_colorway_g1: 'sunset',
        field_freedecal_1: { url: '/api/img/original/mine.png', name: 'Mine' },
        field_extra: 'gold',
      },
      999_999,
    );
    expect(answer.status).toBe(200);
    // The creation's price plus the option's extra; the virtual fields cost nothing.
    expect(answer.body.data).toMatchObject({ price: 41_000 });
  });

  it('refuses at placement a stored line whose answers no longer fit (422, no order)', async () => {
    const { database, client } = suite();
    const user = await shopper();
    const line = await insertCartLine(database.db, {
      userId: user.id,
      creationId: creation,
      type: 'instant-purchase',
      quantity: { size: 'M', amount: 1 },
    });
    await database.db
      .updateTable('cart_items')
      .set({ properties: toJson({ field_colorway_g1: 'sunset' }) })
      .where('id', '=', line)
      .execute();
    const answer = await client.post(
      '/api/checkout',
      { address: ADDRESS, contact: CONTACT },
      { cookie: user.cookie, headers: { 'idempotency-key': 'answers-key-1' } },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'invalid_answers',
      issues: [{ path: 'cart.0.properties.field_name', message: 'This question needs an answer.' }],
    });
    expect(await placementCounts(database.db, user.id)).toMatchObject({ orders: 0, checkouts: 0, cart: 1 });
  });
});
