import { CombinationConfigSchema } from '@atelier/schema';
import { beforeAll, expect, it } from 'vitest';
import { insertCreation } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';
import { designWithDecal, insertProductionOrder } from './production-fixtures';

/**
 * Issue 17 on the production sheet: the customer form's virtual fields are named ("Body:
 * Sunset"), a decal answer links to its image at print resolution (the image API's 4096
 * width), and a free decal the buyer added is among the decals to print.
 */
describeOnDatabases('production sheet answers', (suite) => {
  let store: TestStore;
  let member: string;
  let orderId: string;

  beforeAll(async () => {
    const { database, client } = suite();
    store = await buildStore(database.db, { creations: 1 });
    const design = designWithDecal(store);
    const [cotton, denim] = store.materialIds as [string, string];
    const config = CombinationConfigSchema.parse({
      ...design,
      groups: [
        {
          value: 'g1',
          name: 'Body',
          includeParts: ['body'],
          options: [
            { oValue: 'day', oName: 'Day', oParts: [{ value: 'body', default: cotton }] },
            { oValue: 'sunset', oName: 'Sunset', oParts: [{ value: 'body', default: denim }] },
          ],
        },
      ],
      decals: { ...design.decals, setup: { free_decal: 1, default_part_key: 'hood' } },
    });
    const creationId = await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: `Sunset hoodie ${store.tag}`,
      totalPrice: 50_000,
      combination_config: config,
    });
    orderId = await insertProductionOrder(database.db, {
      buyerId: store.other.id,
      creationId,
      producerId: store.producerId,
      status: 'in_production',
      paymentTaken: true,
      answers: {
        field_colorway_g1: 'sunset',
        field_decal_d1: { url: 'https://shop.example/api/img/original/mine.png', name: 'My tiger' },
        field_freedecal_1: '/api/img/original/free.webp',
        field_name: 'KAI',
      },
    });
    member = await signIn(client, store.producerMember.email);
    const role = `producer-manager-${store.producerId}`;
    expect((await client.put('/api/auth/session/role', { role }, { cookie: member })).status).toBe(200);
  });

  it('names virtual answers and links decal answers at print resolution', async () => {
    const base = `/api/producers/${store.producerAtName}/production`;
    const answer = await suite().client.get(`${base}/orders/${orderId}/sheet`, { cookie: member });
    expect(answer.status).toBe(200);
    const { sheet } = answer.body;
    expect(sheet.answers).toEqual([
      { field: 'field_colorway_g1', title: 'Body', value: 'Sunset' },
      {
        field: 'field_decal_d1',
        title: 'Tiger',
        value: 'My tiger',
        image: '/api/img/original/mine.png?w=4096',
      },
      {
        field: 'field_freedecal_1',
        title: 'Your decal 1',
        value: '/api/img/original/free.webp',
        image: '/api/img/original/free.webp?w=4096',
      },
      { field: 'field_name', title: 'Name on the back', value: 'KAI' },
    ]);
    // The answers are applied: the colourway's material, the decal's image, the free decal added.
    expect(sheet.materials[0]).toMatchObject({ part: 'body', material: { id: store.materialIds[1] } });
    expect(sheet.decals).toMatchObject([
      { id: 'd1', name: 'My tiger', url: '/api/img/original/mine.png' },
      { id: 'freedecal_1', part: 'hood', url: '/api/img/original/free.webp', scale: { x: 0.25, y: 0.25 } },
    ]);
  });
});
