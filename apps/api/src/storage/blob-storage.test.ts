import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlobStorage, filesystemStorage, memoryStorage } from './blob-storage';
import { s3Storage } from './s3-storage';

/**
 * A stand-in for S3-compatible storage: path-style PUT, GET and DELETE of objects in
 * memory, enough to drive the real AWS SDK client over HTTP.
 */
function fakeS3(): Promise<{ server: Server; url: string; requests: string[] }> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const key = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
      requests.push(`${req.method} ${key}`);
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: req.headers['content-type'] ?? 'application/octet-stream',
        });
        res.writeHead(200, { ETag: '"x"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
          return;
        }
        res
          .writeHead(200, { 'content-type': object.type, 'content-length': object.body.length })
          .end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }),
    ),
  );
}

function behavesAsBlobStorage(name: string, open: () => Promise<BlobStorage> | BlobStorage) {
  describe(name, () => {
    let storage: BlobStorage;
    beforeAll(async () => {
      storage = await open();
    });
    it('puts, gets and deletes blobs with their content type', async () => {
      await storage.put('original/abc.png', Buffer.from([1, 2, 3]), 'image/png');
      const blob = await storage.get('original/abc.png');
      expect(blob?.contentType).toBe('image/png');
      expect([...(blob?.data ?? [])]).toEqual([1, 2, 3]);
      await storage.put('variants/abc.png/500.webp', Buffer.from([4]), 'image/webp');
      expect((await storage.get('variants/abc.png/500.webp'))?.contentType).toBe('image/webp');
      await storage.delete('original/abc.png');
      expect(await storage.get('original/abc.png')).toBeNull();
      expect(await storage.get('original/never.png')).toBeNull();
    });
    it('refuses keys that leave the storage', async () => {
      await expect(storage.put('../escape.png', Buffer.from([1]), 'image/png')).rejects.toThrow(/Unsafe/);
      await expect(storage.get('a/../../b')).rejects.toThrow(/Unsafe/);
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'atelier-blobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

behavesAsBlobStorage('filesystem storage', () => filesystemStorage(dir));
behavesAsBlobStorage('memory storage', () => memoryStorage());

describe('S3-compatible storage (against a local stand-in)', () => {
  let fake: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => {
    fake = await fakeS3();
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  behavesAsBlobStorage('s3 storage', () =>
    s3Storage({
      kind: 's3',
      bucket: 'atelier',
      region: 'us-east-1',
      endpoint: fake.url,
      prefix: 'blobs/',
      forcePathStyle: true,
      accessKeyId: 'test',
      secretAccessKey: 'test',
    }),
  );

  it('talks path-style to the bucket, under the prefix', () => {
    expect(fake.requests).toContain('PUT /atelier/blobs/original/abc.png');
    expect(fake.requests).toContain('GET /atelier/blobs/original/abc.png');
    expect(fake.requests).toContain('DELETE /atelier/blobs/original/abc.png');
  });
});
