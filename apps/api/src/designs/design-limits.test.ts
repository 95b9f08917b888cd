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

    it('limits claims of guest designs like saves (429), writing nothing on a refusal', async () => {
      const { client, database } = suite();
      const member = await client.signUp();
      // Saved as guests from other addresses (each has its own count), claimed by one member.
      const designs = [];
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        const saved = await client.post('/api/designs', body(), { headers: { 'x-forwarded-for': address } });
        expect(saved.status, JSON.stringify(saved.body)).toBe(201);
        designs.push({ id: saved.body.data.id as string, token: saved.body.writeToken as string });
      }
      const claim = ({ id, token }: { id: string; token: string }) =>
        client.post(`/api/designs/${id}/claim`, undefined, {
          cookie: member.cookie,
          headers: { 'x-design-token': token },
        });
      expect((await claim(designs[0]!)).status).toBe(200);
      expect((await claim(designs[1]!)).status).toBe(200);
      const before = await fingerprintAll(database.db);
      const refused = await claim(designs[2]!);
      expect(refused.status).toBe(429);
      expect(await fingerprintAll(database.db)).toBe(before);
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
      // Nor can a guest's design be claimed into a full account.
      const guest = await client.post('/api/designs', body(), {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      const full = await client.post(`/api/designs/${guest.body.data.id as string}/claim`, undefined, {
        cookie: member.cookie,
        headers: { 'x-design-token': guest.body.writeToken as string },
      });
      expect(full.status).toBe(422);
      expect(full.body.error.code).toBe('design_limit');
      expect((await client.get(`/api/designs/${guest.body.data.id as string}`)).body.data.ownerId).toBeNull();
    });
  },
  // trustProxy: guests tell their addresses apart by X-Forwarded-For, each with its own count.
  { settings: { designLimit: { perClient: 2, windowMs: 60 * 60 * 1000 }, trustProxy: 1 } },
);
