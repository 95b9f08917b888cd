import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';
import { POSTER_WIDTHS, viewerPoster } from './viewer';

describeOnDatabases('viewer context', (suite) => {
  let store: TestStore;
  let memberCookie: string;

  beforeAll(async () => {
    store = await buildStore(suite().database.db);
    memberCookie = await signIn(suite().client, store.producerMember.email);
  });

  it("trusts the request's origin, and answers a public creation's design", async () => {
    const { client } = suite();
    const answer = await client.get(`/api/viewer/context?creation=${store.published[0]}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.trustedOrigins).toEqual(['http://localhost']);
    expect(answer.body.creation).toMatchObject({
      id: store.published[0],
      producer: store.producerAtName,
      combination_config: expect.any(Object),
    });
    // The model's file, when the test store's model has one.
    expect(answer.body.creation).toHaveProperty('model');
    expect(answer.body.creation.materials.length).toBeGreaterThan(0);
    expect(answer.body.creation.materials[0]).not.toHaveProperty('producer');
    // The poster the viewer shows while the 3D loads: the cover image, or null without one.
    expect(answer.body.creation).toHaveProperty('poster');
  });

  it('makes the poster of an image the API serves at the widths it serves, and of another as it is', () => {
    expect(viewerPoster('img_cover')).toEqual({
      src: '/api/img/original/img_cover?w=1024',
      srcset: POSTER_WIDTHS.map((w) => `/api/img/original/img_cover?w=${w} ${w}w`).join(', '),
    });
    expect(viewerPoster('https://cdn.example/cover.jpg')).toEqual({ src: 'https://cdn.example/cover.jpg' });
    expect(viewerPoster(null)).toBeNull();
  });

  it('adds no localhost host page unless configured (VIEWER_TRUST_LOCALHOST: partner-origins.test.ts)', async () => {
    const { client } = suite();
    const dev = await client.get('/api/viewer/context?host=http://localhost:5173');
    expect(dev.body.trustedOrigins).toEqual(['http://localhost']);
    const other = await client.get('/api/viewer/context?host=http://127.0.0.1:4319');
    expect(other.body.trustedOrigins).toEqual(['http://localhost']);
  });

  it("adds the producer's partner origins, stored in its metadata", async () => {
    const { client } = suite();
    const producer = await client.get(`/api/producers/${store.producerAtName}`);
    const refused = await client.patch(
      `/api/producers/${store.producerAtName}`,
      { metadata: { ...producer.body.producer.metadata, partnerOrigins: ['*'] } },
      { cookie: memberCookie },
    );
    expect(refused.status).toBe(400);
    const saved = await client.patch(
      `/api/producers/${store.producerAtName}`,
      {
        metadata: {
          ...producer.body.producer.metadata,
          partnerOrigins: ['https://shop.partner.example', 'https://*.partner.example'],
        },
      },
      { cookie: memberCookie },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.producer.metadata.partnerOrigins).toEqual([
      'https://shop.partner.example',
      'https://*.partner.example',
    ]);
    const answer = await client.get(`/api/viewer/context?creation=${store.published[0]}`);
    expect(answer.body.trustedOrigins).toEqual([
      'http://localhost',
      'https://shop.partner.example',
      'https://*.partner.example',
    ]);
  });

  it('tells a missing creation from a private one', async () => {
    const { client } = suite();
    const missing = await client.get('/api/viewer/context?creation=cr_nothing_here');
    expect(missing.body).toEqual({
      trustedOrigins: ['http://localhost'],
      creationError: 'creation_not_found',
    });
    const hidden = await client.get(`/api/viewer/context?creation=${store.privateId}`);
    expect(hidden.body.creationError).toBe('creation_private');
    expect(hidden.body).not.toHaveProperty('creation');
    const draft = await client.get(`/api/viewer/context?creation=${store.draftId}`);
    expect(draft.body.creationError).toBe('creation_private');
  });
});

describeOnDatabases(
  'viewer context with PUBLIC_ORIGINS',
  (suite) => {
    it('trusts the configured origins and no localhost page', async () => {
      const answer = await suite().client.get('/api/viewer/context?host=http://localhost:5173');
      expect(answer.body.trustedOrigins).toEqual(['http://localhost', 'https://atelier.example']);
    });
  },
  { settings: { publicOrigins: ['https://atelier.example'] } },
);
