import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness';
import { buildStore, completePrebuildBody, signIn, type TestStore } from '../test/store';
import { toJson } from '../lib/json';

describeOnDatabases('catalogue', (suite) => {
  let store: TestStore;
  let memberCookie: string;
  let creatorCookie: string;

  beforeAll(async () => {
    store = await buildStore(suite().database.db);
    memberCookie = await signIn(suite().client, store.producerMember.email);
    creatorCookie = await signIn(suite().client, store.creator.email);
  });

  it('lists users with name, at_name and profile image', async () => {
    const { client } = suite();
    const users = await client.get(`/api/actions/user?q=${store.tag}`);
    expect(users.status).toBe(200);
    expect(users.body.data.map((u: { at_name: string }) => u.at_name).sort()).toEqual(
      [store.creator.at_name, store.other.at_name, store.producerMember.at_name].sort(),
    );
    expect(users.body.data[0]).toHaveProperty('user_profile');
    expect(users.body.data[0]).not.toHaveProperty('email');
    const creators = await client.get(`/api/actions/user?q=${store.tag}&creators=true`);
    expect(creators.body.data.map((u: { at_name: string }) => u.at_name)).toEqual([store.creator.at_name]);
  });

  it('reads a profile by at_name, case-insensitively', async () => {
    const { client } = suite();
    const profile = await client.get(`/api/users/${store.creator.at_name.toUpperCase()}`);
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({
      at_name: store.creator.at_name,
      is_creator: true,
      creationCount: 5,
    });
    expect((await client.get('/api/users/nobody_here_at_all')).status).toBe(404);
    expect((await client.get('/api/users/bad-name')).status).toBe(400);
  });

  it("lists a creator's creations; the creator also sees drafts", async () => {
    const { client } = suite();
    const publicView = await client.get(`/api/users/${store.creator.at_name}/creations`);
    expect(publicView.body.total).toBe(5);
    const own = await client.get(`/api/users/${store.creator.at_name}/creations`, { cookie: creatorCookie });
    expect(own.body.total).toBe(7);
  });

  it('reads a producer by its id too, in one request (000 §2 /{producer id}/production/)', async () => {
    const { client } = suite();
    const byId = await client.get(`/api/producers/${store.producerId}`);
    expect(byId.status).toBe(200);
    expect(byId.body.producer).toMatchObject({ id: store.producerId, at_name: store.producerAtName });
    expect((await client.get('/api/producers/pr_nobody_at_all')).status).toBe(404);
  });

  it('reads a producer by at_name and lets only members change it', async () => {
    const { client } = suite();
    const producer = await client.get(`/api/producers/${store.producerAtName}`);
    expect(producer.status).toBe(200);
    expect(producer.body.producer).toMatchObject({
      at_name: store.producerAtName,
      metadata: { tabBlacklist: [] },
    });
    const banner = {
      homePage: { banner: { enabled: true, url: 'b.png', aspectRatio: 3 } },
      tabBlacklist: ['discover'],
    };
    expect(
      (
        await client.patch(
          `/api/producers/${store.producerAtName}`,
          { metadata: banner },
          { cookie: creatorCookie },
        )
      ).status,
    ).toBe(403);
    const changed = await client.patch(
      `/api/producers/${store.producerAtName}`,
      { metadata: banner },
      { cookie: memberCookie },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.producer.metadata.homePage.banner).toMatchObject({ enabled: true, url: 'b.png' });
    const prebuilds = await client.get(`/api/producers/${store.producerAtName}/prebuilds`);
    expect(prebuilds.body.data.map((p: { id: string }) => p.id)).toEqual([store.prebuildId]);
    const memberView = await client.get(`/api/producers/${store.producerAtName}/prebuilds`, {
      cookie: memberCookie,
    });
    expect(memberView.body.data).toHaveLength(2);
  });

  it("searches the producer's material library by name, newest or oldest first (members only)", async () => {
    const { client } = suite();
    const path = `/api/producers/${store.producerAtName}/materials`;
    expect((await client.get(path)).status).toBe(401);
    expect((await client.get(path, { cookie: creatorCookie })).status).toBe(403);
    const newest = await client.get(path, { cookie: memberCookie });
    expect(newest.body.items.map((m: { text: string }) => m.text)).toEqual(['Raw denim', 'Brushed cotton']);
    const oldest = await client.get(`${path}?order=oldest`, { cookie: memberCookie });
    expect(oldest.body.items.map((m: { text: string }) => m.text)).toEqual(['Brushed cotton', 'Raw denim']);
    const search = await client.get(`${path}?q=DENIM`, { cookie: memberCookie });
    expect(search.body.items.map((m: { text: string }) => m.text)).toEqual(['Raw denim']);
    const paged = await client.get(`${path}?limit=1`, { cookie: memberCookie });
    const next = await client.get(`${path}?limit=1&cursor=${paged.body.nextCursor}`, {
      cookie: memberCookie,
    });
    expect(next.body.items.map((m: { text: string }) => m.text)).toEqual(['Brushed cotton']);
  });

  it('reads a prebuild with models, materials and producer; drafts for members only', async () => {
    const { client } = suite();
    const prebuild = await client.get(`/api/prebuilds/${store.prebuildId}`);
    expect(prebuild.status).toBe(200);
    expect(prebuild.body.prebuild).toMatchObject({
      id: store.prebuildId,
      producer: { at_name: store.producerAtName },
      models: [{ id: store.modelId, type: 'MODEL' }],
    });
    expect(prebuild.body.prebuild.materials.map((m: { id: string }) => m.id)).toEqual(store.materialIds);
    expect(prebuild.body.prebuild.models[0].materials).toHaveLength(2);
    expect((await client.get(`/api/prebuilds/${store.draftPrebuildId}`)).status).toBe(404);
    expect(
      (await client.get(`/api/prebuilds/${store.draftPrebuildId}`, { cookie: creatorCookie })).status,
    ).toBe(404);
    expect(
      (await client.get(`/api/prebuilds/${store.draftPrebuildId}`, { cookie: memberCookie })).status,
    ).toBe(200);
  });

  it('lets only its producer change a prebuild, with connect/disconnect and optimistic concurrency', async () => {
    const { client } = suite();
    const current = await client.get(`/api/prebuilds/${store.prebuildId}`, { cookie: memberCookie });
    const version = current.body.prebuild.updated_at;
    const byCreator = await client.patch(
      `/api/prebuilds/${store.prebuildId}`,
      { updated_at: version, name: 'Mine now' },
      { cookie: creatorCookie },
    );
    expect(byCreator.status).toBe(403);
    const changed = await client.patch(
      `/api/prebuilds/${store.prebuildId}`,
      {
        updated_at: version,
        description: 'Heavyweight',
        materials: { disconnect: [{ id: store.materialIds[0] }] },
      },
      { cookie: memberCookie },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.prebuild.description).toBe('Heavyweight');
    expect(changed.body.prebuild.materials.map((m: { id: string }) => m.id)).toEqual([store.materialIds[1]]);
    const stale = await client.patch(
      `/api/prebuilds/${store.prebuildId}`,
      { updated_at: version, name: 'Lost' },
      { cookie: memberCookie },
    );
    expect(stale.status).toBe(409);
    const foreign = await client.patch(
      `/api/prebuilds/${store.prebuildId}`,
      { updated_at: changed.body.prebuild.updated_at, models: { connect: [{ id: store.materialIds[0] }] } },
      { cookie: memberCookie },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.issues[0].path).toBe('models.connect[0].id');
  });

  it('creates a prebuild by its first save, with the documented defaults for what it leaves out', async () => {
    const { client, database } = suite();
    const before = await database.db
      .selectFrom('prebuilds')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const bare = await client.post(
      '/api/prebuilds',
      { producer_id: store.producerId },
      { cookie: memberCookie },
    );
    expect(bare.status).toBe(422);
    expect(bare.body.error.code).toBe('save_checks_failed');
    expect(bare.body.error.message).toBe('Please enter a name for your prebuild');
    expect(bare.body.error.checks.map((check: { check: string }) => check.check)).toEqual([
      'name',
      'category',
      'media',
      'sizes',
      'purchaseType',
    ]);
    const after = await database.db
      .selectFrom('prebuilds')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const created = await client.post('/api/prebuilds', completePrebuildBody(store), {
      cookie: memberCookie,
    });
    expect(created.status).toBe(201);
    expect(created.body.prebuild).toMatchObject({
      name: `Field jacket ${store.tag}`,
      visibility: 'public',
      allow_direct_purchase: true,
      option_shipping_fee_include: true,
      minimum_order: 5,
      maximum_order: 1000,
      is_draft: true,
      is_deleted: false,
      producer: { at_name: store.producerAtName },
      models: [],
    });
    expect(
      (await client.post('/api/prebuilds', completePrebuildBody(store), { cookie: creatorCookie })).status,
    ).toBe(403);
    const unnamed = await client.patch(
      `/api/prebuilds/${created.body.prebuild.id}`,
      { updated_at: created.body.prebuild.updated_at, mode: 'publish', name: 'New prebuild' },
      { cookie: memberCookie },
    );
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.error.message).toBe('Please enter a name for your prebuild');
    const published = await client.patch(
      `/api/prebuilds/${created.body.prebuild.id}`,
      { updated_at: created.body.prebuild.updated_at, mode: 'publish' },
      { cookie: memberCookie },
    );
    expect(published.status).toBe(200);
    expect(published.body.prebuild.is_draft).toBe(false);
  });

  it('reads models by ids with their materials and producer', async () => {
    const { client } = suite();
    const models = await client.get(
      `/api/assets/models?ids=${store.modelId},${store.materialIds[0]},unknown`,
    );
    expect(models.status).toBe(200);
    expect(models.body.data).toHaveLength(1);
    expect(models.body.data[0]).toMatchObject({
      id: store.modelId,
      producer: { at_name: store.producerAtName },
    });
    expect(models.body.data[0].materials).toHaveLength(2);
    expect((await client.get('/api/assets/models')).status).toBe(400);
  });

  it('lists categories, main ones marked, and by ids', async () => {
    const { client } = suite();
    const all = await client.get('/api/categories');
    const mine = all.body.data.filter((c: { value: string }) => c.value.endsWith(store.tag));
    expect(mine.map((c: { name: string; is_main: boolean }) => [c.name, c.is_main])).toEqual([
      ['Men', true],
      ['Women', true],
      ['Unisex', true],
      ['Accessories', true],
      ['Hoodies', false],
    ]);
    const some = await client.get(`/api/categories?ids=${store.categories.men},${store.categories.hoodies}`);
    expect(some.body.data.map((c: { name: string }) => c.name)).toEqual(['Men', 'Hoodies']);
  });

  it('answers home data for the host', async () => {
    const { client, database } = suite();
    await database.db
      .insertInto('home_items')
      .values({
        id: `hc_${store.tag}`,
        scope: 'platform',
        kind: 'header_card',
        position: 0,
        data: toJson({ title: 'Drop', description: 'New', thumbnail: 't.png', url: '/shop' }),
      })
      .execute();
    const guest = await client.get('/api/home');
    expect(guest.status).toBe(200);
    expect(guest.body.host).toEqual({ isMainSite: true, isDevHost: false, creatorId: null });
    expect(guest.body.scope).toEqual({ kind: 'all' });
    expect(guest.body.tabs).toEqual(['trending', 'latest', 'discover']);
    expect(guest.body.headerCards).toContainEqual({
      title: 'Drop',
      description: 'New',
      thumbnail: 't.png',
      url: '/shop',
    });
    expect(guest.body.caseMetadata.global.enableUserCreateCreation).toBe(true);
    const signedIn = await client.get('/api/home', { cookie: creatorCookie });
    expect(signedIn.body.tabs).toContain('following');
    const shop = await client.get('/api/home', {
      headers: { host: `${store.creator.at_name}.atelier.test` },
    });
    expect(shop.body.scope).toEqual({ kind: 'creator', creatorAtName: store.creator.at_name });
    expect(shop.body.creator).toMatchObject({ at_name: store.creator.at_name });
  });
});
