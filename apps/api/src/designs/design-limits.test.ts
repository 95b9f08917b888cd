import { beforeAll, expect, it } from 'vitest';
import { MAX_SAVED_DESIGNS } from '../domain';
import { fingerprintAll } from '../security/fingerprint';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';

/**
 * Issue 20: saves are limited per member (or per client address for a guest) like the other
 * writes anyone may make, and a member keeps at most MAX_SAVED_DESIGNS designs; a refused save
 * writes nothing but its count.
 */
describeOnDatabases(
  'saved design limits',
  (suite) => {
    let store: TestStore;
    beforeAll(async () => {
      store = await buildStore(suite().database.db, { creations: 1 });
    });
    const body = () => ({ creationId: store.published[0]!, answers: {} });

    it('answers 429 with Retry-After past the saves allowed, for guests and members alike', async () => {
      const { client, database } = suite();
      for (let i = 0; i < 2; i += 1) expect((await client.post('/api/designs', body())).status).toBe(201);
      const count = () =>
        database.db
          .selectFrom('designs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
      const before = Number((await count()).n);
      const refused = await client.post('/api/designs', body());
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number((await count()).n)).toBe(before);

      // A member's own count is their own.
      const member = await client.signUp();
      expect((await client.post('/api/designs', body(), { cookie: member.cookie })).status).toBe(201);
    });

    it(`keeps at most ${MAX_SAVED_DESIGNS} designs per member (422 design_limit, nothing written)`, async () => {
      const { client, database } = suite();
      const member = await client.signUp();
      const now = new Date().toISOString();
      await database.db
        .insertInto('designs')
        .values(
          Array.from({ length: MAX_SAVED_DESIGNS }, (_, index) => ({
            id: `dg_${String(index).padStart(32, '0')}`,
            creation_id: store.published[0]!,
            user_id: member.id,
            write_token_hash: null,
            answers: '{}',
            capture_image_id: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const before = await fingerprintAll(database.db);
      const refused = await client.post('/api/designs', body(), { cookie: member.cookie });
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('design_limit');
      expect(await fingerprintAll(database.db)).toBe(before);
    });
  },
  { settings: { designLimit: { perClient: 2, windowMs: 60 * 60 * 1000 } } },
);
