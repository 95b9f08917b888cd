import { emptyCombinationConfig } from '@atelier/domain';
import type { CombinationConfig } from '@atelier/schema';
import { beforeAll, expect, it } from 'vitest';
import { insertAsset, insertPrebuild } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, completeCreationBody, signIn, type TestStore } from '../test/store';

/**
 * 002 §6: a creator may offer (and choose) on a part of her creation only the materials the
 * prebuild allows for it. The server refuses anything else with 403 and writes nothing.
 */
describeOnDatabases('creation part materials', (suite) => {
  let store: TestStore;
  let cookie: string;
  let prebuildId: string;
  let allowed: string;
  let alsoAllowed: string;
  let foreign: string;

  const design = (materials: string[], fallback?: string): CombinationConfig => ({
    ...emptyCombinationConfig(),
    parts: [
      {
        value: 'part_body',
        text: 'Body',
        materials,
        visible: true,
        ...((fallback ?? materials[0]) ? { default: fallback ?? materials[0] } : {}),
      },
    ],
  });

  beforeAll(async () => {
    const { db } = suite().database;
    store = await buildStore(db, { creations: 0 });
    cookie = await signIn(suite().client, store.creator.email);
    [allowed, alsoAllowed] = store.materialIds as [string, string];
    foreign = await insertAsset(db, {
      type: 'MATERIAL',
      producerId: store.producerId,
      name: 'Not for this part',
    });
    prebuildId = await insertPrebuild(db, {
      producerId: store.producerId,
      name: 'Part-limited hoodie',
      category: ['hoodies'],
      modelIds: [store.modelId],
      materialIds: [allowed, alsoAllowed, foreign],
      cost_config: [{ quantity: 1, cost: 40_000 }],
      waterflow_config: { media_placement: [{ id: 1, type: 'image/link', url: 'hoodie.png', fit: 'cover' }] },
      combination_config: design([allowed, alsoAllowed]),
    });
  });

  const count = async () =>
    Number(
      (
        await suite()
          .database.db.selectFrom('creations')
          .where('user_id', '=', store.creator.id)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const create = (config: CombinationConfig) =>
    suite().client.post(
      '/api/creations',
      completeCreationBody(store, {
        prebuild_id: prebuildId,
        totalPrice: 60_000,
        combination_config: config,
      }),
      { cookie },
    );

  it('takes a part offering a subset of what the prebuild allows', async () => {
    const answer = await create(design([alsoAllowed]));
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.creation.combination_config.parts[0]).toMatchObject({
      materials: [alsoAllowed],
      default: alsoAllowed,
    });
  });

  it('refuses a first save offering a material the prebuild does not allow for the part, writing nothing', async () => {
    const before = await count();
    const answer = await create(design([allowed, foreign]));
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({
      code: 'forbidden_change',
      issues: [{ path: 'combination_config.parts[part_body].materials' }],
    });
    expect(answer.body.error.message).toMatch(
      /^The material ".+" is not one the prebuild allows for the part "Body"\.$/,
    );
    expect(await count()).toBe(before);
  });

  it('refuses a later save choosing such a material as the default, leaving the stored design', async () => {
    const created = await create(design([allowed]));
    const { id, updatedAt } = created.body.creation as { id: string; updatedAt: string };
    const refused = await suite().client.patch(
      `/api/creations/${id}`,
      { updatedAt, combination_config: design([allowed], foreign) },
      { cookie },
    );
    expect(refused.status).toBe(403);
    const stored = await suite().client.get(`/api/creations/${id}/edit`, { cookie });
    expect(stored.body.creation.combination_config.parts[0]).toMatchObject({
      materials: [allowed],
      default: allowed,
    });
    const fine = await suite().client.patch(
      `/api/creations/${id}`,
      { updatedAt, combination_config: design([allowed, alsoAllowed], alsoAllowed) },
      { cookie },
    );
    expect(fine.status, fine.text).toBe(200);
  });
});
