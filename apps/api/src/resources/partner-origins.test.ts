import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';

/**
 * Whom the embedded viewer trusts: a producer's partner origins may name a site or the
 * sub-domains of a domain, never every site under a public suffix (`https://*.com`); a
 * development page on localhost only when the server is configured to trust one.
 */

describeOnDatabases('partner origins', (suite) => {
  let store: TestStore;
  let memberCookie: string;
  let metadata: Record<string, unknown>;

  beforeAll(async () => {
    store = await buildStore(suite().database.db);
    memberCookie = await signIn(suite().client, store.producerMember.email);
    metadata = (await suite().client.get(`/api/producers/${store.producerAtName}`)).body.producer.metadata;
  });

  const save = (partnerOrigins: string[]) =>
    suite().client.patch(
      `/api/producers/${store.producerAtName}`,
      { metadata: { ...metadata, partnerOrigins } },
      { cookie: memberCookie },
    );

  it('refuses a wildcard over a public suffix with 422, naming the entry, and saves nothing', async () => {
    expect((await save(['https://shop.partner.example'])).status).toBe(200);
    for (const [origin, suffix] of [
      ['https://*.com', 'com'],
      ['https://*.co.uk', 'co.uk'],
      ['https://*.github.io', 'github.io'],
      ['http://*.hk', 'hk'],
    ] as const) {
      const answer = await save(['https://ok.partner.example', origin]);
      expect(answer.status, origin).toBe(422);
      expect(answer.body.error).toMatchObject({
        code: 'partner_origin_public_suffix',
        key: 'partnerOrigin.publicSuffix',
        params: { origin, suffix },
        issues: [{ path: 'metadata.partnerOrigins[1]', message: expect.stringContaining(suffix) }],
      });
    }
    const producer = await suite().client.get(`/api/producers/${store.producerAtName}`);
    expect(producer.body.producer.metadata.partnerOrigins).toEqual(['https://shop.partner.example']);
  });

  it('accepts the sub-domains of a registered domain, and exact sites on a public suffix', async () => {
    const answer = await save([
      'https://*.partner.co.uk',
      'https://*.partner.example',
      'https://shop.github.io',
    ]);
    expect(answer.status, answer.text).toBe(200);
  });

  it('never trusts a public-suffix wildcard stored before the rule', async () => {
    const { database, client } = suite();
    await database.db
      .updateTable('producers')
      .set({
        metadata: JSON.stringify({
          ...metadata,
          partnerOrigins: ['https://*.com', 'https://a.partner.example'],
        }),
      })
      .where('id', '=', store.producerId)
      .execute();
    const context = await client.get(`/api/viewer/context?creation=${store.published[0]}`);
    expect(context.body.trustedOrigins).toEqual(['http://localhost', 'https://a.partner.example']);
  });

  it('trusts no localhost page unless configured', async () => {
    const answer = await suite().client.get('/api/viewer/context?host=http://localhost:5173');
    expect(answer.body.trustedOrigins).toEqual(['http://localhost']);
  });
});

describeOnDatabases(
  'the development exception',
  (suite) => {
    it('trusts a localhost page when VIEWER_TRUST_LOCALHOST is set', async () => {
      const answer = await suite().client.get('/api/viewer/context?host=http://localhost:5173');
      expect(answer.body.trustedOrigins).toEqual(['http://localhost', 'http://localhost:5173']);
      const other = await suite().client.get('/api/viewer/context?host=http://127.0.0.1:4319');
      expect(other.body.trustedOrigins).toEqual(['http://localhost']);
    });
  },
  { settings: { trustLocalhostPages: true } },
);

describe('VIEWER_TRUST_LOCALHOST', () => {
  it('is off unless set, and refused in production', () => {
    expect(readConfig({}).trustLocalhostPages).toBe(false);
    expect(readConfig({ VIEWER_TRUST_LOCALHOST: '1' }).trustLocalhostPages).toBe(true);
    expect(() => readConfig({ VIEWER_TRUST_LOCALHOST: '1', NODE_ENV: 'production' })).toThrow(
      /VIEWER_TRUST_LOCALHOST/,
    );
  });
});
