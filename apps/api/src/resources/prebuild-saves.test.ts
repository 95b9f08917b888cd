import { beforeAll, expect, it } from 'vitest';
import { insertAsset, insertProducer } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, completePrebuildBody, signIn, type TestStore } from '../test/store';

/**
 * What the producer's editor needs from the server when it saves a prebuild (issue 14):
 * first save creates (from a model of the producer), the same checks on every save, data
 * URLs refused, v3 stamped, the editor's read for members only, conflicts it can resolve.
 */

const DATA_URL = 'data:image/jpeg;base64,/9j/4AAQ';

describeOnDatabases('prebuild saves', (suite) => {
  let store: TestStore;
  let memberCookie: string;
  let creatorCookie: string;

  beforeAll(async () => {
    store = await buildStore(suite().database.db, { creations: 0 });
    memberCookie = await signIn(suite().client, store.producerMember.email);
    creatorCookie = await signIn(suite().client, store.creator.email);
  });

  const create = async (changes: Record<string, unknown> = {}) => {
    const answer = await suite().client.post('/api/prebuilds', completePrebuildBody(store, changes), {
      cookie: memberCookie,
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.prebuild as { id: string; updated_at: string; [key: string]: unknown };
  };

  it("starts a prebuild from one of the producer's models, with the materials it may wear", async () => {
    const { client, database } = suite();
    const prebuild = await create({ asset_id: store.modelId });
    expect(prebuild).toMatchObject({ models: [{ id: store.modelId, type: 'MODEL' }], is_draft: true });
    expect((prebuild.materials as { id: string }[]).map((material) => material.id)).toEqual(
      store.materialIds,
    );

    const elsewhere = await insertProducer(database.db, {
      name: 'Elsewhere',
      at_name: `elsewhere_${store.tag}`,
    });
    const foreignModel = await insertAsset(database.db, {
      type: 'MODEL',
      producerId: elsewhere,
      name: 'Coat',
    });
    for (const asset_id of [foreignModel, store.materialIds[0]]) {
      const refused = await client.post('/api/prebuilds', completePrebuildBody(store, { asset_id }), {
        cookie: memberCookie,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.issues).toEqual([
        { path: 'asset_id', message: 'No model of this producer has this id' },
      ]);
    }
  });

  it('runs the save checks on a draft save and writes nothing when one fails', async () => {
    const { client } = suite();
    const prebuild = await create();
    const refused = await client.patch(
      `/api/prebuilds/${prebuild.id}`,
      {
        updated_at: prebuild.updated_at,
        category: [],
        sizing: { options: [] },
        extra_option: { allowPurchaseType: [] },
      },
      { cookie: memberCookie },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.checks).toEqual([
      {
        check: 'category',
        key: 'editor.save.category',
        message: 'Please select a category',
        step: 'info',
        path: 'category',
      },
      {
        check: 'sizes',
        key: 'editor.save.size',
        message: 'At least one size should be available',
        // A prebuild's sizes are set with its base info.
        step: 'info',
        path: 'sizing.options',
      },
      {
        check: 'purchaseType',
        key: 'editor.save.purchaseType',
        message: 'At least one purchase type is required',
        step: 'sale',
        path: 'extra_option.allowPurchaseType',
      },
    ]);
    const orders = await client.patch(
      `/api/prebuilds/${prebuild.id}`,
      { updated_at: prebuild.updated_at, minimum_order: 50, maximum_order: 10 },
      { cookie: memberCookie },
    );
    expect(orders.status).toBe(400);
    const read = await client.get(`/api/prebuilds/${prebuild.id}`, { cookie: memberCookie });
    expect(read.body.prebuild).toMatchObject({ updated_at: prebuild.updated_at, category: ['jackets'] });
  });

  it('refuses a sizing chart or media plate given as a data URL', async () => {
    const { client } = suite();
    const chart = await client.post(
      '/api/prebuilds',
      completePrebuildBody(store, {
        sizing: { options: [{ name: 'M', cost_weight: 1 }], chart_url: DATA_URL },
      }),
      { cookie: memberCookie },
    );
    expect(chart.status).toBe(422);
    expect(chart.body.error.code).toBe('image_not_uploaded');
    expect(chart.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'sizing.chart_url',
    ]);
    const prebuild = await create();
    const plate = await client.patch(
      `/api/prebuilds/${prebuild.id}`,
      {
        updated_at: prebuild.updated_at,
        waterflow_config: { media_placement: [{ id: 1, type: 'capture', url: DATA_URL }] },
      },
      { cookie: memberCookie },
    );
    expect(plate.status).toBe(422);
    expect(plate.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'waterflow_config.media_placement[0].url',
    ]);
  });

  it('stamps a saved design v3', async () => {
    const { client } = suite();
    const prebuild = await create({ combination_config: { version: 'v2' } });
    expect((prebuild.combination_config as { version: string }).version).toBe('v3');
    const saved = await client.patch(
      `/api/prebuilds/${prebuild.id}`,
      { updated_at: prebuild.updated_at, combination_config: { version: 'v2' } },
      { cookie: memberCookie },
    );
    expect(saved.body.prebuild.combination_config.version).toBe('v3');
  });

  it("gives the editor's read to the producer's members only", async () => {
    const { client } = suite();
    const mine = await client.get(`/api/prebuilds/${store.prebuildId}/edit`, { cookie: memberCookie });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      editable: true,
      prebuild: {
        id: store.prebuildId,
        producer: { at_name: store.producerAtName },
        models: [{ id: store.modelId }],
      },
    });
    const creator = await client.get(`/api/prebuilds/${store.prebuildId}/edit`, { cookie: creatorCookie });
    expect(creator.status).toBe(403);
    expect(creator.body.error.message).toBe(`Only members of Maker ${store.tag} can edit this prebuild.`);
    expect(
      (await client.get(`/api/prebuilds/${store.draftPrebuildId}/edit`, { cookie: creatorCookie })).status,
    ).toBe(404);
    expect((await client.get(`/api/prebuilds/${store.prebuildId}/edit`)).status).toBe(401);
  });

  it('answers a stale save with the current version and prebuild; naming that version overwrites', async () => {
    const { client } = suite();
    const prebuild = await create();
    const answers = await Promise.all(
      ['Left', 'Right'].map((name) =>
        client.patch(
          `/api/prebuilds/${prebuild.id}`,
          { updated_at: prebuild.updated_at, name },
          { cookie: memberCookie },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.error).toMatchObject({
      code: 'stale',
      updated_at: winner.body.prebuild.updated_at,
      prebuild: { id: prebuild.id, name: winner.body.prebuild.name },
    });
    const overwrite = await client.patch(
      `/api/prebuilds/${prebuild.id}`,
      { updated_at: loser.body.error.updated_at, name: 'Settled' },
      { cookie: memberCookie },
    );
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.prebuild.name).toBe('Settled');
  });
});
