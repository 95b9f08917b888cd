import { CombinationConfigSchema, type CombinationConfig } from '@atelier/schema';
import { beforeAll, expect, it } from 'vitest';
import { insertPrebuild } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, completeCreationBody, signIn, type TestStore } from '../test/store';

/**
 * 002 §4, §6 on the server: a creation's save keeps the decals its prebuild protects (a decal
 * not editable by the creator, an area limit set on the prebuild) and the number of the
 * creator's own decals within free_decal; a refused save answers 403 and writes nothing.
 */

const limit = { min: { x: 0.2, y: 0.2 }, max: { x: 0.8, y: 0.8 } };
const prebuildDesign: CombinationConfig = CombinationConfigSchema.parse({
  parts: [{ value: 'body', text: 'Body' }],
  decals: {
    placed: [
      { value: 'locked', text: 'Brand mark', material_config: { map: 'mark.webp' }, editable_creator: false },
      { value: 'limited', text: 'Chest', material_config: { map: 'chest.webp' }, limit_enable: true, limit },
    ],
    setup: { free_decal: 1 },
  },
  version: 'v3',
});
const own = (value: string) => ({ value, text: 'Mine', material_config: { map: `${value}.webp` } });
const designWith = (changes: (placed: CombinationConfig['decals']['placed']) => unknown[]) => ({
  ...prebuildDesign,
  decals: { ...prebuildDesign.decals, placed: changes(prebuildDesign.decals.placed) },
});

describeOnDatabases('creation decal saves', (suite) => {
  let store: TestStore;
  let cookie: string;
  let prebuildId: string;

  beforeAll(async () => {
    store = await buildStore(suite().database.db, { creations: 0 });
    cookie = await signIn(suite().client, store.creator.email);
    prebuildId = await insertPrebuild(suite().database.db, {
      producerId: store.producerId,
      name: 'Decal hoodie',
      category: ['hoodies'],
      cost_config: [{ quantity: 1, cost: 40_000 }],
      waterflow_config: { media_placement: [{ id: 1, type: 'image/link', url: 'hoodie.png', fit: 'cover' }] },
      combination_config: prebuildDesign,
    });
  });

  const create = (combination_config: unknown) =>
    suite().client.post(
      '/api/creations',
      completeCreationBody(store, { prebuild_id: prebuildId, combination_config }),
      {
        cookie,
      },
    );

  it('takes a first save with the prebuild decals kept and one decal of its own (free_decal 1)', async () => {
    const answer = await create(designWith((placed) => [...placed, own('mine')]));
    expect(answer.status, answer.text).toBe(201);
  });

  it('refuses a second decal of its own with 403, writing nothing', async () => {
    const answer = await create(designWith((placed) => [...placed, own('a'), own('b')]));
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('decal_change_forbidden');
    expect(answer.body.error.issues).toEqual([
      { path: 'combination_config.decals.placed', message: 'At most 1 decals of your own are allowed' },
    ]);
  });

  it('refuses changing or removing a decal the prebuild keeps, or its area limit; allows the rest', async () => {
    const { client } = suite();
    const created = await create(designWith((placed) => [...placed]));
    expect(created.status, created.text).toBe(201);
    const { id, updatedAt } = created.body.creation as { id: string; updatedAt: string };
    const patch = (combination_config: unknown) =>
      client.patch(`/api/creations/${id}`, { updatedAt, combination_config }, { cookie });

    const turned = await patch(
      designWith((placed) => placed.map((d) => (d.value === 'locked' ? { ...d, rotation: 90 } : d))),
    );
    expect(turned.status).toBe(403);
    expect(turned.body.error.issues[0].message).toBe('Decal locked: not editable by the creator');
    const removed = await patch(designWith((placed) => placed.filter((d) => d.value !== 'locked')));
    expect(removed.status).toBe(403);
    const unlimited = await patch(
      designWith((placed) => placed.map((d) => (d.value === 'limited' ? { ...d, limit_enable: false } : d))),
    );
    expect(unlimited.status).toBe(403);
    expect(unlimited.body.error.issues[0].message).toBe(
      'Decal limited: its area limit is set by the prebuild',
    );

    const read = await client.get(`/api/creations/${id}`, { cookie });
    const stored = read.body.creation.combination_config.decals.placed as {
      value: string;
      rotation: number;
    }[];
    expect(stored.find((d) => d.value === 'locked')?.rotation).toBe(0);

    const moved = await patch(
      designWith((placed) =>
        placed.map((d) => (d.value === 'limited' ? { ...d, position: { x: 0.3, y: 0.6 } } : d)),
      ),
    );
    expect(moved.status, moved.text).toBe(200);
  });
});
