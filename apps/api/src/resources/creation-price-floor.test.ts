import type { CostTier } from '@atelier/schema';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { insertPrebuild } from '../db/builders';
import { creationPriceFloor } from '../domain';
import { fromJson } from '../lib/json';
import { describeOnDatabases } from '../test/harness';
import { buildStore, completeCreationBody, signIn, type TestStore } from '../test/store';

/**
 * Issue 19: a creator cannot sell below the price floor (the base cost of the minimum order,
 * never zero) whatever shape the save takes, and a published creation keeps its prebuild.
 */

type Created = { id: string; updatedAt: string; totalPrice: number; prebuilds: { id: string }[] };

describeOnDatabases('creation price floor', (suite) => {
  let store: TestStore;
  let creatorCookie: string;
  let cheapPrebuildId: string;

  beforeAll(async () => {
    const { database, client } = suite();
    store = await buildStore(database.db, { creations: 1 });
    creatorCookie = await signIn(client, store.creator.email);
    cheapPrebuildId = await insertPrebuild(database.db, {
      producerId: store.producerId,
      name: 'Cheap tee',
      cost_config: [{ quantity: 1, cost: 100 }],
    });
  });

  const create = async (changes: Record<string, unknown> = {}): Promise<Created> => {
    const answer = await suite().client.post('/api/creations', completeCreationBody(store, changes), {
      cookie: creatorCookie,
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.creation as Created;
  };

  const patch = (creation: Created, body: Record<string, unknown>) =>
    suite().client.patch(
      `/api/creations/${creation.id}`,
      { updatedAt: creation.updatedAt, ...body },
      { cookie: creatorCookie },
    );

  /** The creation as stored: its price, minimum order, draft flag and prebuilds in order. */
  const stored = async (id: string) => {
    const { db } = suite().database;
    const row = await db
      .selectFrom('creations')
      .select(['total_price', 'minimum_order', 'is_draft', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const prebuilds = await db
      .selectFrom('creation_prebuilds')
      .innerJoin('prebuilds', 'prebuilds.id', 'creation_prebuilds.prebuild_id')
      .select(['prebuilds.id', 'prebuilds.cost_config'])
      .where('creation_prebuilds.creation_id', '=', id)
      .orderBy('creation_prebuilds.position')
      .execute();
    return { ...row, prebuilds };
  };

  const expectFloorHolds = async (id: string) => {
    const creation = await stored(id);
    expect(creation.prebuilds.length).toBeGreaterThan(0);
    const tiers = fromJson<CostTier[]>(creation.prebuilds[0]!.cost_config, []);
    expect(creation.total_price).toBeGreaterThanOrEqual(creationPriceFloor(tiers, creation.minimum_order));
    expect(creation.total_price).toBeGreaterThan(0);
    return creation;
  };

  it('refuses detaching the prebuild of a published creation to sell it at 0 (422 prebuild_locked)', async () => {
    const creation = await create({ mode: 'publish', totalPrice: 60_000 });
    const before = await stored(creation.id);
    const attacks: Record<string, unknown>[] = [
      { prebuilds: { disconnect: [{ id: store.prebuildId }] }, totalPrice: 0 },
      { prebuilds: { disconnect: [{ id: store.prebuildId }] } },
      { prebuilds: { disconnect: [{ id: store.prebuildId }] }, totalPrice: 0, mode: 'publish' },
      {
        prebuilds: { disconnect: [{ id: store.prebuildId }], connect: [{ id: cheapPrebuildId }] },
        totalPrice: 100,
      },
      { prebuilds: { connect: [{ id: cheapPrebuildId }] } },
    ];
    for (const attack of attacks) {
      const refused = await patch(creation, attack);
      expect(refused.status, JSON.stringify(attack)).toBe(422);
      expect(refused.body.error).toMatchObject({
        code: 'prebuild_locked',
        message: 'A published creation keeps its prebuild: unpublish it to build on another.',
        issues: [{ path: 'prebuilds' }],
      });
    }
    expect(await stored(creation.id)).toEqual(before);
    // Naming the prebuild it already has changes nothing and is not refused.
    const same = await patch(creation, { prebuilds: { connect: [{ id: store.prebuildId }] }, name: 'Same' });
    expect(same.status, same.text).toBe(200);
  });

  it('refuses a creation left without any prebuild, even a draft (422 prebuild_required)', async () => {
    const draft = await create();
    const refused = await patch(draft, {
      prebuilds: { disconnect: [{ id: store.prebuildId }] },
      totalPrice: 0,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'prebuild_required', issues: [{ path: 'prebuilds' }] });
    await expectFloorHolds(draft.id);
  });

  it("lets a draft move to another prebuild, priced against the new prebuild's floor", async () => {
    const draft = await create();
    const free = await patch(draft, {
      prebuilds: { disconnect: [{ id: store.prebuildId }], connect: [{ id: cheapPrebuildId }] },
      totalPrice: 0,
    });
    expect(free.status).toBe(422);
    expect(free.body.error.code).toBe('price_below_base');
    const moved = await patch(draft, {
      prebuilds: { disconnect: [{ id: store.prebuildId }], connect: [{ id: cheapPrebuildId }] },
      totalPrice: 100,
      mode: 'publish',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.creation.prebuilds.map((p: { id: string }) => p.id)).toEqual([cheapPrebuildId]);
    await expectFloorHolds(draft.id);
  });

  it('holds the floor at the tier boundary of the minimum order: at, one below, one above', async () => {
    // Tiers 1 -> 400.00, 20 -> 300.00: the base of a minimum order of 20 is the 20 tier.
    const creation = await create({ mode: 'publish', totalPrice: 40_000 });
    const atTier = await patch(creation, { minimum_order: 20, totalPrice: 30_000 });
    expect(atTier.status, atTier.text).toBe(200);
    const oneBelow = await patch(atTier.body.creation, { minimum_order: 19 });
    expect(oneBelow.status).toBe(422);
    expect(oneBelow.body.error.code).toBe('price_below_base');
    const centBelow = await patch(atTier.body.creation, { totalPrice: 29_999 });
    expect(centBelow.status).toBe(422);
    expect(centBelow.body.error.code).toBe('price_below_base');
    // One above the tier quantity stays in the 20 tier: the same floor.
    const oneAbove = await patch(atTier.body.creation, { minimum_order: 21, totalPrice: 30_000 });
    expect(oneAbove.status, oneAbove.text).toBe(200);
    const oneAboveCentBelow = await patch(oneAbove.body.creation, { totalPrice: 29_999 });
    expect(oneAboveCentBelow.status).toBe(422);
    const read = await stored(creation.id);
    expect(read).toMatchObject({ total_price: 30_000, minimum_order: 21 });
  });

  it('keeps the floor and the prebuild of the stored creation whatever fields a change combines', async () => {
    const { client } = suite();
    const prebuildChange = fc.constantFrom(
      undefined,
      { disconnect: [{ id: 'ORIGINAL' }] },
      { connect: [{ id: 'CHEAP' }] },
      { disconnect: [{ id: 'ORIGINAL' }], connect: [{ id: 'CHEAP' }] },
      { connect: [{ id: 'CHEAP' }, { id: 'ORIGINAL' }], disconnect: [{ id: 'ORIGINAL' }] },
    );
    const change = fc.record(
      {
        totalPrice: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60_000 })),
        minimum_order: fc.integer({ min: 1, max: 40 }),
        maximum_order: fc.constantFrom(null, 25, 1000),
        mode: fc.constantFrom('save', 'publish', 'unpublish'),
        prebuilds: prebuildChange,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        change,
        fc.constantFrom('patch', 'patch-then-publish'),
        async (published, fields, route) => {
          const creation = await create(published ? { mode: 'publish', totalPrice: 45_000 } : {});
          const body = JSON.parse(
            JSON.stringify(fields)
              .replaceAll('ORIGINAL', store.prebuildId)
              .replaceAll('CHEAP', cheapPrebuildId),
          ) as Record<string, unknown>;
          const answer = await patch(creation, body);
          expect([200, 400, 422], answer.text).toContain(answer.status);
          if (route === 'patch-then-publish') {
            const publish = await client.post(
              `/api/creations/${creation.id}/publish`,
              {},
              {
                cookie: creatorCookie,
              },
            );
            expect([200, 422], publish.text).toContain(publish.status);
          }
          const after = await expectFloorHolds(creation.id);
          if (published && after.is_draft === 0) expect(after.prebuilds[0]!.id).toBe(store.prebuildId);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('holds the floor on a first save whatever fields it combines', async () => {
    const { client } = suite();
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            totalPrice: fc.integer({ min: 0, max: 60_000 }),
            minimum_order: fc.integer({ min: 1, max: 40 }),
            mode: fc.constantFrom('save', 'publish'),
            prebuild_id: fc.constantFrom('ORIGINAL', 'CHEAP'),
          },
          { requiredKeys: ['prebuild_id'] },
        ),
        async (fields) => {
          const body = completeCreationBody(store, {
            ...fields,
            prebuild_id: fields.prebuild_id === 'CHEAP' ? cheapPrebuildId : store.prebuildId,
          });
          const answer = await client.post('/api/creations', body, { cookie: creatorCookie });
          expect([201, 400, 422], answer.text).toContain(answer.status);
          if (answer.status === 201) await expectFloorHolds(answer.body.creation.id);
        },
      ),
      { numRuns: 30 },
    );
  });
});
