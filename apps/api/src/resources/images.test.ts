import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { clampWidth, pickFormat, sniffImage } from '../images/image-files';
import { describeOnDatabases } from '../test/harness';

async function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}

/** A PNG whose header claims a huge size: a few hundred bytes that would decode into gigabytes. */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image helpers', () => {
  it('tells types by magic bytes', async () => {
    expect(sniffImage(await pngOf(2, 2))).toBe('png');
    expect(
      sniffImage(
        await sharp(await pngOf(2, 2))
          .jpeg()
          .toBuffer(),
      ),
    ).toBe('jpeg');
    expect(
      sniffImage(
        await sharp(await pngOf(2, 2))
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(
      sniffImage(
        await sharp(await pngOf(2, 2))
          .avif()
          .toBuffer(),
      ),
    ).toBe('avif');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
  it('clamps widths to the fixed set', () => {
    expect(clampWidth(1)).toBe(50);
    expect(clampWidth(500)).toBe(500);
    expect(clampWidth(501)).toBe(1024);
    expect(clampWidth(99_999)).toBe(4096);
  });
  it('picks AVIF, then WebP, by the Accept header', () => {
    expect(pickFormat('image/avif,image/webp,*/*', 'image/png')).toBe('avif');
    expect(pickFormat('image/webp,*/*', 'image/png')).toBe('webp');
    expect(pickFormat('*/*', 'image/jpeg')).toBe('jpeg');
    expect(pickFormat(undefined, 'image/gif')).toBe('png');
  });
});

describeOnDatabases(
  'images',
  (suite) => {
    let user: Awaited<ReturnType<ReturnType<typeof suite>['client']['signUp']>>;
    let png: Buffer;

    beforeAll(async () => {
      user = await suite().client.signUp();
      png = await pngOf(800, 600);
    });

    const upload = (body: unknown, name = 'photo.png', cookie: string | null = user.cookie) =>
      suite().client.post(`/api/img/original/${name}`, body, { cookie });

    it('uploads by JSON base64 and serves the original', async () => {
      const answer = await upload({ image: png.toString('base64'), user_id: user.id });
      expect(answer.status).toBe(201);
      expect(answer.body.imageUrl).toMatch(/^\/api\/img\/original\/[0-9a-z]+\.png$/);
      expect(answer.body).toMatchObject({ width: 800, height: 600 });
      const original = await suite().client.app.request(answer.body.imageUrl);
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    });

    it('checks the type by bytes, not by the name', async () => {
      const jpeg = await sharp(png).jpeg().toBuffer();
      const answer = await upload(
        { image: `data:image/png;base64,${jpeg.toString('base64')}`, user_id: user.id },
        'lies.png',
      );
      expect(answer.status).toBe(201);
      expect(answer.body.id).toMatch(/\.jpg$/);
      const svg = await upload(
        { image: Buffer.from('<svg onload="alert(1)"/>').toString('base64'), user_id: user.id },
        'x.png',
      );
      expect(svg.status).toBe(415);
      const text = await upload({ image: 'not base64 at all!', user_id: user.id });
      expect(text.status).toBe(400);
    });

    it('refuses another user_id, a guest, and a bad name', async () => {
      expect((await upload({ image: png.toString('base64'), user_id: 'someone_else' })).status).toBe(403);
      expect((await upload({ image: png.toString('base64'), user_id: user.id }, 'a.png', null)).status).toBe(
        401,
      );
      expect((await upload({ image: png.toString('base64'), user_id: user.id }, 'a.svg')).status).toBe(400);
    });

    it('refuses decompression bombs and oversized images', async () => {
      const bomb = await upload({ image: bombPng(60_000, 60_000).toString('base64'), user_id: user.id });
      expect(bomb.status).toBe(413);
      expect(bomb.body.error.code).toBe('image_too_large');
      const big = Buffer.alloc(3 * 1024 * 1024, 1);
      png.copy(big);
      const tooBig = await upload({ image: big.toString('base64'), user_id: user.id });
      expect(tooBig.status).toBe(413);
    });

    it('resizes by width to WebP or AVIF, caches, and answers ETag / 304 with immutable headers', async () => {
      const { client } = suite();
      const answer = await upload({ image: png.toString('base64'), user_id: user.id });
      const url = `${answer.body.imageUrl}?w=480`;
      const webp = await client.app.request(url, { headers: { accept: 'image/webp,*/*' } });
      expect(webp.status).toBe(200);
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(webp.headers.get('vary')).toBe('Accept');
      const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
      expect(meta.width).toBe(500);
      const etag = webp.headers.get('etag') ?? '';
      expect(etag).toMatch(/500-webp/);
      const again = await client.app.request(url, {
        headers: { accept: 'image/webp', 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
      const avif = await client.app.request(url, { headers: { accept: 'image/avif,image/webp' } });
      expect(avif.headers.get('content-type')).toBe('image/avif');
      const plain = await client.app.request(`${answer.body.imageUrl}?w=5000`);
      expect(plain.headers.get('content-type')).toBe('image/png');
      // Never enlarged beyond the original.
      expect((await sharp(Buffer.from(await plain.arrayBuffer())).metadata()).width).toBe(800);
      const cached = await suite().app.services.storage.get(`variants/${answer.body.id}/500.webp`);
      expect(cached?.contentType).toBe('image/webp');
    });

    it('answers 404 for an unknown image and 400 for a bad width', async () => {
      const { client } = suite();
      expect((await client.get('/api/img/original/nothing.png?w=100')).status).toBe(404);
      expect((await client.get('/api/img/original/nothing.png')).status).toBe(404);
      expect((await client.get('/api/img/original/x.png?w=abc')).status).toBe(400);
      expect((await client.get('/api/img/original/x.png?w=-5')).status).toBe(400);
    });
  },
  { settings: { maxImageBytes: 2 * 1024 * 1024 } },
);
