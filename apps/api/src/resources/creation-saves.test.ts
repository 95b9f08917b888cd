import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { insertCreation, insertOrder, insertPrebuild } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, completeCreationBody, signIn, type TestStore } from '../test/store';

/**
 * What the editor needs from the server when it saves a creation (issue 14): the same save
 * checks on every save, first save creates, data URLs refused, v3 stamped, captures served
 * as real images, the editor's read for the owner only, and conflicts it can resolve.
 */

const DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

describeOnDatabases('creation saves', (suite) => {
  let store: TestStore;
  let creatorCookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    store = await buildStore(suite().database.db, { creations: 1 });
    creatorCookie = await signIn(suite().client, store.creator.email);
    otherCookie = await signIn(suite().client, store.other.email);
  });

  const create = async (changes: Record<string, unknown> = {}) => {
    const answer = await suite().client.post('/api/creations', completeCreationBody(store, changes), {
      cookie: creatorCookie,
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.creation as { id: string; updatedAt: string; [key: string]: unknown };
  };

  const countCreations = async () =>
    Number(
      (
        await suite()
          .database.db.selectFrom('creations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers a first save with the item and the at_name the editor redirects to', async () => {
    const creation = await create({ mode: 'publish', totalPrice: 60_000, tags: ['night'] });
    expect(creation).toMatchObject({
      is_draft: false,
      totalPrice: 60_000,
      tags: ['night'],
      user: { at_name: store.creator.at_name },
      creation_media: [{ url: 'night.png' }],
    });
    expect(creation.id).toEqual(expect.any(String));
  });

  it('takes the first save as the web editor sends it: the prebuild again as a connect, the whole document', async () => {
    const { client } = suite();
    const created = await client.post(
      '/api/creations',
      completeCreationBody(store, {
        prebuilds: { connect: [{ id: store.prebuildId }] },
        mode: 'save',
        description: 'Sent whole',
        kickstart_periode: 0,
        minimum_order: 5,
        sizing: { blacklist: ['XS'] },
      }),
      { cookie: creatorCookie },
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body.creation.prebuilds.map((prebuild: { id: string }) => prebuild.id)).toEqual([
      store.prebuildId,
    ]);
    const dropped = await client.post(
      '/api/creations',
      completeCreationBody(store, { prebuilds: { disconnect: [{ id: store.prebuildId }] } }),
      { cookie: creatorCookie },
    );
    expect(dropped.status).toBe(400);
  });

  it('refuses a draft save that breaks the save checks, listing every check with key, text and step', async () => {
    const { client } = suite();
    const creation = await create();
    const refused = await client.patch(
      `/api/creations/${creation.id}`,
      {
        updatedAt: creation.updatedAt,
        name: 'Name your creation',
        waterflow_config: { media_placement: [{ id: 5, type: 'capture' }] },
        sizing: { blacklist: ['XS', 'S', 'M', 'L', 'XL', '2XL'] },
      },
      { cookie: creatorCookie },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('save_checks_failed');
    expect(refused.body.error.message).toBe('Please enter a name for your creation');
    expect(refused.body.error.checks).toEqual([
      {
        check: 'name',
        key: 'editor.save.creationName',
        message: 'Please enter a name for your creation',
        step: 'info',
        path: 'name',
      },
      {
        check: 'firstCapture',
        key: 'editor.save.firstCapture',
        message: 'Please click "Refresh all capture image" to setup your first media',
        step: 'render',
        path: 'waterflow_config.media_placement[0].url',
      },
      {
        check: 'sizes',
        key: 'editor.save.size',
        message: 'At least one size should be available',
        step: 'sale',
        path: 'sizing.blacklist',
      },
    ]);
    const after = await client.get(`/api/creations/${creation.id}`, { cookie: creatorCookie });
    expect(after.body.creation).toMatchObject({ name: creation.name, updatedAt: creation.updatedAt });
    expect(after.body.creation.waterflow_config.media_placement).toHaveLength(1);
  });

  it('holds the sale rules on the server: allowed purchase type, price from the cost tiers, order limits', async () => {
    const { client, database } = suite();
    const sampleOnly = await insertPrebuild(database.db, {
      producerId: store.producerId,
      name: 'Sample tee',
      extra_option: { allowPurchaseType: ['sample'], manufacturingTimePerPiece: 6_000_000 },
      cost_config: [
        { quantity: 1, cost: 10_000 },
        { quantity: 50, cost: 8_000 },
      ],
    });
    const before = await countCreations();
    const wrongType = await client.post(
      '/api/creations',
      completeCreationBody(store, { prebuild_id: sampleOnly, purchaseType: 'instant-purchase' }),
      { cookie: creatorCookie },
    );
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.error.checks).toEqual([
      expect.objectContaining({
        check: 'purchaseType',
        message: 'At least one purchase type is required',
        step: 'sale',
      }),
    ]);
    const cheap = await client.post(
      '/api/creations',
      completeCreationBody(store, { prebuild_id: sampleOnly, totalPrice: 9_999 }),
      { cookie: creatorCookie },
    );
    expect(cheap.status).toBe(422);
    expect(cheap.body.error).toMatchObject({
      code: 'price_below_base',
      message: 'The price is lower than the base price',
    });
    const limits = await client.post(
      '/api/creations',
      completeCreationBody(store, { prebuild_id: sampleOnly, minimum_order: 20, maximum_order: 10 }),
      { cookie: creatorCookie },
    );
    expect(limits.status).toBe(400);
    expect(limits.body.error.issues).toEqual([
      { path: 'minimum_order', message: 'minimum_order must not exceed maximum_order' },
    ]);
    expect(await countCreations()).toBe(before);
    // The default purchase type is the first allowed one; 1.25 x the first tier is above the base.
    const fine = await client.post(
      '/api/creations',
      completeCreationBody(store, { prebuild_id: sampleOnly }),
      { cookie: creatorCookie },
    );
    expect(fine.status).toBe(201);
    expect(fine.body.creation).toMatchObject({ purchaseType: 'sample', totalPrice: 12_500 });
    // Raising the minimum order to the 50 tier keeps the price; lowering the price under that tier's cost fails.
    const below = await client.patch(
      `/api/creations/${fine.body.creation.id}`,
      { updatedAt: fine.body.creation.updatedAt, minimum_order: 50, totalPrice: 7_999 },
      { cookie: creatorCookie },
    );
    expect(below.status).toBe(422);
    expect(below.body.error.code).toBe('price_below_base');
  });

  it('always lets the owner unpublish, but checks an unpublish that changes anything else', async () => {
    const { client, database } = suite();
    // Published before the checks ran on every save: it has no category.
    const id = await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Old piece',
      totalPrice: 60_000,
      mediaUrls: ['old.png'],
    });
    const current = await client.get(`/api/creations/${id}`, { cookie: creatorCookie });
    const renamed = await client.patch(
      `/api/creations/${id}`,
      { updatedAt: current.body.creation.updatedAt, mode: 'unpublish', name: 'Old piece, renamed' },
      { cookie: creatorCookie },
    );
    expect(renamed.status).toBe(422);
    expect(renamed.body.error.message).toBe('Please select a category');
    const unpublished = await client.post(`/api/creations/${id}/unpublish`, {}, { cookie: creatorCookie });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.creation).toMatchObject({ is_draft: true, name: 'Old piece' });
    const republished = await client.post(`/api/creations/${id}/publish`, {}, { cookie: creatorCookie });
    expect(republished.status).toBe(422);
  });

  it('refuses data URLs in stored image fields with 422 and the path of each', async () => {
    const { client } = suite();
    const before = await countCreations();
    const first = await client.post(
      '/api/creations',
      completeCreationBody(store, {
        waterflow_config: { media_placement: [{ id: 1, type: 'image/upload', url: DATA_URL }] },
      }),
      { cookie: creatorCookie },
    );
    expect(first.status).toBe(422);
    expect(first.body.error.code).toBe('image_not_uploaded');
    expect(first.body.error.issues).toEqual([
      {
        path: 'waterflow_config.media_placement[0].url',
        message:
          'This image is a data URL. Upload it first (POST /api/img/original/{name}.{ext}) and save the id it answers.',
      },
    ]);
    expect(await countCreations()).toBe(before);

    const creation = await create();
    const decal = await client.patch(
      `/api/creations/${creation.id}`,
      {
        updatedAt: creation.updatedAt,
        combination_config: {
          decals: {
            placed: [
              {
                text: 'Logo',
                value: 'logo',
                material_config: { map: DATA_URL },
                part_binding: 'body',
              },
            ],
          },
        },
      },
      { cookie: creatorCookie },
    );
    expect(decal.status, decal.text).toBe(422);
    expect(decal.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'combination_config.decals.placed[0].material_config.map',
    ]);

    const profile = await client.patch(
      '/api/me/profile',
      { profile_image: DATA_URL },
      { cookie: creatorCookie },
    );
    expect(profile.status).toBe(422);
    expect(profile.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual(['profile_image']);
  });

  it('stamps a saved design v3, whatever version the client sent', async () => {
    const { client } = suite();
    const creation = await create({ combination_config: { version: 'v2' } });
    expect((creation.combination_config as { version: string }).version).toBe('v3');
    const saved = await client.patch(
      `/api/creations/${creation.id}`,
      { updatedAt: creation.updatedAt, combination_config: { version: 'v2', parts: [] } },
      { cookie: creatorCookie },
    );
    expect(saved.status).toBe(200);
    const read = await client.get(`/api/creations/${creation.id}`, { cookie: creatorCookie });
    expect(read.body.creation.combination_config.version).toBe('v3');
  });

  it('stores captured plates uploaded through the image API, and the storefront shows them', async () => {
    const { client } = suite();
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#2e4057' } })
      .png()
      .toBuffer();
    const upload = await client.post(
      '/api/img/original/capture-1.png',
      { image: `data:image/png;base64,${png.toString('base64')}`, user_id: store.creator.id },
      { cookie: creatorCookie },
    );
    expect(upload.status).toBe(201);
    const imageId = upload.body.id as string;
    expect(upload.body.imageUrl).toBe(`/api/img/original/${imageId}`);
    const capture = {
      id: 1_750_000_000_000,
      type: 'capture',
      url: imageId,
      captureInfo: { auto_capture: true, size: [1920, 1080], fov: 75 },
    };
    const creation = await create({ mode: 'publish', waterflow_config: { media_placement: [capture] } });
    const detail = await client.get(`/api/creations/${creation.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.creation.creation_media).toEqual([{ id: expect.any(String), url: imageId }]);
    expect(detail.body.creation.waterflow_config.media_placement[0]).toMatchObject({
      type: 'capture',
      url: imageId,
    });
    const listed = await client.get(`/api/creations?creator=${store.creator.at_name}&tab=latest&limit=1`);
    expect(listed.body.items[0]).toMatchObject({ id: creation.id, creation_media: [{ url: imageId }] });
    const image = await suite().app.request(`/api/img/original/${imageId}?w=50`);
    expect(image.status).toBe(200);
    const served = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(served.width).toBe(50);
  });

  it("gives the editor's read to the owner only, with everything 001 §7 loads", async () => {
    const { client, database } = suite();
    const creation = await create({ mode: 'publish' });
    await insertOrder(database.db, {
      userId: store.other.id,
      creationId: creation.id,
      amount: 3,
      price: 150_000,
      status: 'paid',
    });
    const mine = await client.get(`/api/creations/${creation.id}/edit`, { cookie: creatorCookie });
    expect(mine.status).toBe(200);
    expect(mine.body.editable).toBe(true);
    expect(mine.body.creation).toMatchObject({
      id: creation.id,
      user: { at_name: store.creator.at_name },
      creation_category: [{ name: 'Unisex' }],
      creation_media: [{ url: 'night.png' }],
      order_items: [{ quantity: { amount: 3, size: 'M' }, order: [{ status: 'paid' }] }],
    });
    expect(mine.body.creation.prebuilds[0]).toMatchObject({
      id: store.prebuildId,
      producer: { at_name: store.producerAtName },
      models: [{ id: store.modelId }],
    });
    expect(mine.body.creation.prebuilds[0].materials).toHaveLength(2);

    const theirs = await client.get(`/api/creations/${creation.id}/edit`, { cookie: otherCookie });
    expect(theirs.status).toBe(403);
    expect(theirs.body.error.message).toBe('Only the creator of this creation can edit it.');
    expect((await client.get(`/api/creations/${creation.id}/edit`)).status).toBe(401);
    const draft = await create();
    expect((await client.get(`/api/creations/${draft.id}/edit`, { cookie: otherCookie })).status).toBe(404);
    const change = await client.patch(
      `/api/creations/${creation.id}`,
      { updatedAt: creation.updatedAt, name: 'Not yours' },
      { cookie: otherCookie },
    );
    expect(change.status).toBe(403);
  });

  it('answers a stale save with the current version and item; naming that version overwrites', async () => {
    const { client } = suite();
    const creation = await create();
    const first = await client.patch(
      `/api/creations/${creation.id}`,
      { updatedAt: creation.updatedAt, name: 'From the first tab' },
      { cookie: creatorCookie },
    );
    expect(first.status).toBe(200);
    const second = await client.patch(
      `/api/creations/${creation.id}`,
      { updatedAt: creation.updatedAt, name: 'From the second tab' },
      { cookie: creatorCookie },
    );
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: 'stale',
      message: 'This creation was changed elsewhere. Reload it, or save again to overwrite it.',
      updatedAt: first.body.creation.updatedAt,
      creation: { id: creation.id, name: 'From the first tab' },
    });
    const overwrite = await client.patch(
      `/api/creations/${creation.id}`,
      { updatedAt: second.body.error.updatedAt, name: 'From the second tab' },
      { cookie: creatorCookie },
    );
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.creation.name).toBe('From the second tab');
  });

  it('lets exactly one of two racing saves on the same version win', async () => {
    const { client } = suite();
    const creation = await create();
    const answers = await Promise.all(
      ['Left', 'Right'].map((name) =>
        client.patch(
          `/api/creations/${creation.id}`,
          { updatedAt: creation.updatedAt, name },
          { cookie: creatorCookie },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.error.updatedAt).toBe(winner.body.creation.updatedAt);
    expect(loser.body.error.creation.name).toBe(winner.body.creation.name);
    const read = await client.get(`/api/creations/${creation.id}`, { cookie: creatorCookie });
    expect(read.body.creation.name).toBe(winner.body.creation.name);
  });

  it('lists every category for the picker, the main ones first in their fixed order', async () => {
    const { client } = suite();
    const all = await client.get('/api/categories');
    expect(all.status).toBe(200);
    expect(all.body.data.map((category: { name: string }) => category.name)).toEqual([
      'Men',
      'Women',
      'Unisex',
      'Accessories',
      'Hoodies',
    ]);
    expect(all.body.data.map((category: { is_main: boolean }) => category.is_main)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
