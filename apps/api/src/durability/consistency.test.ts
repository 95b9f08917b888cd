import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { insertCreation, insertOrder } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';
import { brokenVersion, halfWrittenOrders, missingCheckouts, missingImages } from './consistency';
import { versionFields } from './workload';

/**
 * The checks of the crash and backup tests find what they look for: a half-written order, a
 * lost acknowledged placement, a version mixed from two saves, an image without its blob.
 */

describeOnDatabases('durability checks', (suite) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await buildStore(suite().database.db, { creations: 1 });
  });

  it('names an order without a checkout, a placement event or lines that add up', async () => {
    const { db } = suite().database;
    const orderId = await insertOrder(db, {
      userId: store.other.id,
      creationId: store.published[0] as string,
      amount: 1,
      price: 500,
      status: 'placed',
    });
    const problems = await halfWrittenOrders(db);
    expect(problems).toContain(`order ${orderId} total 0 but its lines sum to 500`);
    expect(problems).toContain(`order ${orderId} belongs to no checkout`);
    expect(problems).toContain(`order ${orderId} does not start with its placement`);
  });

  it('names an acknowledged placement that is not there', async () => {
    const acked = { key: 'lost-key-1', userId: store.other.id, checkoutId: 'co_lost', total: 1, orders: [] };
    expect(await missingCheckouts(suite().database.db, [acked])).toEqual([
      'acknowledged checkout co_lost (key lost-key-1) is missing',
    ]);
  });

  it('names a version whose fields come from two saves, and one older than acknowledged', async () => {
    const { db } = suite().database;
    const url = '/api/img/original/abc.png';
    const fields = versionFields(2, url);
    const id = await insertCreation(db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: fields.name,
      totalPrice: fields.totalPrice,
      mediaUrls: [url],
    });
    await db
      .updateTable('creations')
      .set({ description: fields.description, tags: JSON.stringify(fields.tags), cover_url: url })
      .where('id', '=', id)
      .execute();
    const attempted = new Map([
      [2, url],
      [3, '/api/img/original/def.png'],
    ]);
    expect(await brokenVersion(db, id, { attempted }, [{ version: 2, updatedAt: 'x' }])).toEqual([
      expect.stringContaining('version 2 has updatedAt'),
    ]);
    expect(await brokenVersion(db, id, { attempted }, [{ version: 3, updatedAt: 'x' }])).toEqual([
      'creation holds version 2, older than the acknowledged 3',
    ]);
    await db
      .updateTable('creations')
      .set({ description: 'Saved as version 3' })
      .where('id', '=', id)
      .execute();
    expect((await brokenVersion(db, id, { attempted }, []))[0]).toContain('version 2 is half written');
  });

  it('names an image row whose blob is missing', async () => {
    const { db } = suite().database;
    await db
      .insertInto('images')
      .values({
        id: 'nothere.png',
        user_id: null,
        content_type: 'image/png',
        width: 1,
        height: 1,
        bytes: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await missingImages(db, join('/nonexistent', 'blobs'), ['gone.png'])).toEqual([
      'acknowledged image gone.png has no row',
      'image nothere.png is named but its blob is missing',
      // The creation of the test before names this one in its media.
      'image abc.png is named but its blob is missing',
    ]);
  });
});
