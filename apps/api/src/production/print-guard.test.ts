import { CombinationConfigSchema } from '@atelier/schema';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { placementCounts } from '../checkout/checkout-test-kit';
import { insertCreation } from '../db/builders';
import { toJson } from '../lib/json';
import { describeOnDatabases } from '../test/harness';
import { declarePrint } from './production-fixtures';
import { buildStore, completeCreationBody, signIn, type TestStore } from '../test/store';

/**
 * Issue 20 on the server: a shopper's uploaded decal that would print under the producer's
 * DPI floor where the design places it is refused with 422 and no cart line is written.
 * The free decal lands on the front at a quarter of its 254 mm (ten-inch) area: 2.5 inches.
 */
const design = () =>
  CombinationConfigSchema.parse({
    parts: [{ value: 'front', text: 'Front', default: 'm1' }],
    decals: { setup: { free_decal: 1, default_part_key: 'front' } },
  });

const png = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 4, background: '#224488ff' } })
    .png()
    .toBuffer();

describeOnDatabases('print-resolution guard on cart lines', (suite) => {
  let store: TestStore;
  let creation: string;

  beforeAll(async () => {
    const { database } = suite();
    store = await buildStore(database.db, { creations: 1 });
    await declarePrint(database.db, store.prebuildId, {
      method: 'dtg',
      areas: [{ part: 'front', width_mm: 254, height_mm: 254 }],
    });
    creation = await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Printed tee',
      totalPrice: 20_000,
      combination_config: design(),
    });
  });

  const upload = async (cookie: string, id: string, side: number): Promise<string> => {
    const answer = await suite().client.post(
      '/api/img/original/a.png',
      { image: (await png(side)).toString('base64'), user_id: id },
      { cookie },
    );
    expect(answer.status).toBe(201);
    return (answer.body as { imageUrl: string }).imageUrl;
  };
  const add = (cookie: string, url: string) =>
    suite().client.post(
      '/api/actions/user/cart',
      {
        price: 1,
        type: 'instant-purchase',
        creation_id: creation,
        quantity: { size: 'M', amount: 1 },
        properties: { field_freedecal_1: { url, name: 'Mine' } },
      },
      { cookie },
    );

  it('refuses an image printing under the floor with 422 and writes no line', async () => {
    const user = await suite().client.signUp();
    // 200 px over 2.5 inches: 80 DPI, under the default floor of 100.
    const url = await upload(user.cookie, user.id, 200);
    const answer = await add(user.cookie, url);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'print_resolution_too_low',
      dpi: 80,
      floor: 100,
      issues: [
        {
          path: 'properties.field_freedecal_1',
          message:
            'This image prints at 80 DPI where it is placed; the producer needs at least 100 DPI. Upload a larger image.',
        },
      ],
    });
    expect((await placementCounts(suite().database.db, user.id)).cart).toBe(0);
  });

  it("follows the producer's own floor, and accepts an image over it", async () => {
    const { db } = suite().database;
    const user = await suite().client.signUp();
    // 300 px over 2.5 inches: 120 DPI, a warning but fine under the default floor...
    const url = await upload(user.cookie, user.id, 300);
    await db
      .updateTable('producers')
      .set({ metadata: toJson({ print_dpi_floor: 150 }) })
      .where('id', '=', store.producerId)
      .execute();
    expect((await add(user.cookie, url)).body.error).toMatchObject({
      code: 'print_resolution_too_low',
      floor: 150,
    });
    // The creation's page gets the floor with its prebuild, so the form refuses as the server does.
    const page = await suite().client.get(`/api/creations/${creation}`, { cookie: user.cookie });
    expect(page.body.creation.prebuilds[0].producer.print_dpi_floor).toBe(150);
    // ...and accepted once the producer's floor is back to the default.
    await db
      .updateTable('producers')
      .set({ metadata: toJson({}) })
      .where('id', '=', store.producerId)
      .execute();
    expect((await add(user.cookie, url)).status).toBe(200);
    expect((await placementCounts(db, user.id)).cart).toBe(1);
  });

  it("refuses a creator's save that scales an uploaded decal under the floor, and writes nothing", async () => {
    const { client } = suite();
    const creator = await signIn(client, store.creator.email);
    const created = await client.post('/api/creations', completeCreationBody(store), { cookie: creator });
    expect(created.status).toBe(201);
    const { id, updatedAt, combination_config: design } = created.body.creation;
    const url = await upload(creator, store.creator.id, 200);
    const withDecal = (scale: number) => ({
      ...design,
      decals: {
        ...design.decals,
        placed: [
          {
            value: 'logo',
            part_binding: 'front',
            scale: { x: scale, y: scale },
            material_config: { map: url },
          },
        ],
      },
    });
    // 200 px over the whole ten-inch front: 20 DPI.
    const refused = await client.patch(
      `/api/creations/${id}`,
      { updatedAt, combination_config: withDecal(1) },
      { cookie: creator },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'print_resolution_too_low',
      dpi: 20,
      issues: [{ path: 'combination_config.decals.placed.0' }],
    });
    const stored = await client.get(`/api/creations/${id}`, { cookie: creator });
    expect(stored.body.creation.updatedAt).toBe(updatedAt);
    expect(stored.body.creation.combination_config.decals.placed).toEqual([]);
    // A twentieth of the front: 0.5 inch, 400 DPI.
    const fine = await client.patch(
      `/api/creations/${id}`,
      { updatedAt, combination_config: withDecal(0.05) },
      { cookie: creator },
    );
    expect(fine.status).toBe(200);
  });
});
