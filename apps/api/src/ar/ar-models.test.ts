import { beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/blob-storage';
import { describeOnDatabases } from '../test/harness';
import { glbProblem } from './glb-header';

/**
 * Issue 20: the viewer uploads the GLB it exported so Android's Scene Viewer can open it
 * from an https address. Wrong type, too large or not a GLB is a precise 4xx and nothing
 * is written; a GLB is stored once by its content hash and served immutable.
 */

/** A minimal valid GLB: a JSON chunk (padded with spaces) and no binary chunk. */
function glb(json: object = { asset: { version: '2.0' } }): Uint8Array {
  const text = new TextEncoder().encode(JSON.stringify(json));
  const padded = Math.ceil(text.length / 4) * 4;
  const bytes = new Uint8Array(20 + padded).fill(0x20, 20);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, bytes.length, true);
  view.setUint32(12, padded, true);
  view.setUint32(16, 0x4e4f534a, true);
  bytes.set(text, 20);
  return bytes;
}

describe('GLB header check', () => {
  it('takes a GLB and names what is wrong with anything else', () => {
    expect(glbProblem(glb())).toBeNull();
    expect(glbProblem(new Uint8Array(10))).toMatch(/too short/);
    const png = glb();
    png.set([0x89, 0x50, 0x4e, 0x47]);
    expect(glbProblem(png)).toMatch(/no glTF magic/);
    const v1 = glb();
    new DataView(v1.buffer).setUint32(4, 1, true);
    expect(glbProblem(v1)).toMatch(/2\.0/);
    expect(glbProblem(glb().subarray(0, 24))).toMatch(/length/);
    const binFirst = glb();
    new DataView(binFirst.buffer).setUint32(16, 0x004e4942, true);
    expect(glbProblem(binFirst)).toMatch(/not JSON/);
  });
});

/** The memory store, counting what is written to it. */
const base = memoryStorage();
const writes: string[] = [];
const storage = {
  ...base,
  put: (key: string, data: Buffer, type: string) => (writes.push(key), base.put(key, data, type)),
};

describeOnDatabases(
  'AR model uploads',
  (suite) => {
    let upload: (
      body: Uint8Array | string,
      type?: string,
      headers?: Record<string, string>,
    ) => Promise<Response>;
    beforeAll(() => {
      upload = async (body, type = 'model/gltf-binary', headers = {}) =>
        suite().app.request('/api/ar-models', {
          method: 'POST',
          headers: { 'content-type': type, ...headers },
          body: typeof body === 'string' ? body : new Uint8Array(body),
        });
    });

    it('stores a GLB by its content hash and serves it with a year-long immutable cache', async () => {
      const bytes = glb({ asset: { version: '2.0', generator: 'ar-models.test' } });
      const first = await upload(bytes);
      expect(first.status).toBe(201);
      const { data } = (await first.json()) as { data: { id: string; url: string } };
      expect(data.id).toMatch(/^ar_[0-9a-f]{40}$/);
      expect(data.url).toMatch(new RegExp(`^https?://[^/]+/api/ar-models/${data.id}\\.glb$`));
      // The same bytes, the same model.
      const written = writes.length;
      const again = (await (await upload(bytes)).json()) as { data: { id: string } };
      expect(again.data.id).toBe(data.id);
      expect(writes.length).toBe(written);

      const served = await suite().app.request(new URL(data.url).pathname);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('model/gltf-binary');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
      const etag = served.headers.get('etag')!;
      const cached = await suite().app.request(new URL(data.url).pathname, {
        headers: { 'if-none-match': etag },
      });
      expect(cached.status).toBe(304);
    });

    it('refuses another type (415), a body too large (413) and a file that is not a GLB (422), writing nothing', async () => {
      const before = writes.length;
      const wrongType = await upload(glb(), 'application/octet-stream');
      expect(wrongType.status).toBe(415);
      expect(((await wrongType.json()) as { error: { code: string } }).error.code).toBe(
        'unsupported_media_type',
      );

      const large = new Uint8Array(2048 + 8);
      const tooLarge = await upload(large);
      expect(tooLarge.status).toBe(413);

      // A PNG's first bytes, sent as a GLB.
      const png = new Uint8Array(64);
      png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const notGlb = await upload(png);
      expect(notGlb.status).toBe(422);
      const body = (await notGlb.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid_glb');
      expect(body.error.message).toMatch(/glTF magic/);

      const truncated = await upload(glb().subarray(0, 30));
      expect(truncated.status).toBe(422);
      expect(writes.length).toBe(before);
    });

    it('answers 404 for an unknown model and 400 for a malformed name', async () => {
      expect(
        (await suite().app.request('/api/ar-models/ar_1111111111111111111111111111111111111111.glb')).status,
      ).toBe(404);
      expect((await suite().app.request('/api/ar-models/../../etc/passwd')).status).toBe(404);
      expect((await suite().app.request('/api/ar-models/model.glb')).status).toBe(400);
    });

    it('limits uploads per client (429 with Retry-After)', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await upload(glb({ asset: { version: '2.0' }, n: i }), undefined, headers)).status);
      expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
      const limited = await upload(glb({ asset: { version: '2.0' }, n: 9 }), undefined, headers);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  },
  {
    storage,
    settings: {
      maxArModelBytes: 2048,
      arModelLimit: { perClient: 3, windowMs: 60 * 60 * 1000 },
      trustProxy: 1,
    },
  },
);
