import { crc32 } from 'node:zlib';
import {
  KHR_DF_MODEL_ETC1S,
  KHR_DF_MODEL_UASTC,
  KHR_DF_TRANSFER_LINEAR,
  KHR_DF_TRANSFER_SRGB,
  KHR_SUPERCOMPRESSION_BASISLZ,
  KHR_SUPERCOMPRESSION_ZSTD,
  read as readKtx2,
} from 'ktx-parse';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clampWidth, matchesEtag, namedImageTypes, pickFormat, sniffImage } from '../images/image-files';
import { imageJobsFor } from '../images/image-jobs';
import { ktx2EncodeCount } from '../images/ktx2-encoder';
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
    expect(clampWidth(501)).toBe(800);
    expect(clampWidth(801)).toBe(1024);
    expect(clampWidth(99_999)).toBe(4096);
  });
  it('picks AVIF, then WebP, by the Accept header', () => {
    expect(pickFormat('image/avif,image/webp,*/*', 'png')).toBe('avif');
    expect(pickFormat('image/webp,*/*', 'png')).toBe('webp');
    expect(pickFormat('*/*', 'jpeg')).toBe('jpeg');
    expect(pickFormat(undefined, 'gif')).toBe('png');
  });
  it('keeps an original WebP or AVIF in its format when the client names it, else its family', () => {
    expect(pickFormat('image/avif,image/webp,*/*', 'webp')).toBe('webp');
    expect(pickFormat('image/avif,image/webp', 'avif')).toBe('avif');
    expect(pickFormat('image/avif', 'webp')).toBe('avif');
    expect(pickFormat('*/*', 'webp')).toBe('webp');
    expect(pickFormat(undefined, 'avif')).toBe('avif');
  });
  it('prefers WebP (near-lossless) for data maps, then AVIF', () => {
    expect(pickFormat('image/avif,image/webp,*/*', 'png', 'data')).toBe('webp');
    expect(pickFormat('image/avif,*/*', 'png', 'data')).toBe('avif');
    expect(pickFormat('*/*', 'png', 'data')).toBe('png');
  });
  it('picks KTX2 for any original and kind when Accept names it with a non-zero quality', () => {
    const engine = 'image/ktx2,image/avif,image/webp,*/*;q=0.8';
    expect(pickFormat(engine, 'png', 'data')).toBe('ktx2');
    expect(pickFormat(engine, 'webp', 'data')).toBe('ktx2');
    expect(pickFormat(engine, 'jpeg', 'color')).toBe('ktx2');
    expect(pickFormat('image/ktx2;q=0, image/webp', 'png', 'data')).toBe('webp');
    expect(pickFormat('image/*,*/*', 'png', 'data')).toBe('png');
  });
  it('reads only named types with a non-zero quality from Accept', () => {
    expect([...namedImageTypes('image/avif;q=0.9, image/webp;q=0, */*')]).toEqual(['image/avif']);
    expect([...namedImageTypes('IMAGE/WEBP')]).toEqual(['image/webp']);
    expect([...namedImageTypes('image/ktx2;q=0.5, image/png')]).toEqual(['image/ktx2']);
    expect(namedImageTypes('image/*,*/*;q=0.8').size).toBe(0);
    expect(namedImageTypes(undefined).size).toBe(0);
  });
  it('matches If-None-Match lists, weak tags and the wildcard', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

/** A noise-like RGB image, as normal maps are: the case lossy colour codecs handle worst. */
async function noiseOf(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#8080ff',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
}

/** The largest difference of any channel of any pixel between two images of one size. */
async function maxDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer()));
  let largest = 0;
  for (let index = 0; index < left!.length; index++)
    largest = Math.max(largest, Math.abs(left![index]! - right![index]!));
  return largest;
}

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

    it('answers an original WebP as it is when it needs no resizing, and resizes it in WebP', async () => {
      const { client } = suite();
      const webp = await sharp(png).webp({ quality: 70 }).toBuffer();
      const answer = await upload({ image: webp.toString('base64'), user_id: user.id }, 'a.webp');
      expect(answer.body.id).toMatch(/\.webp$/);
      const accept = { accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' };
      const same = await client.app.request(`${answer.body.imageUrl}?w=1024`, { headers: accept });
      expect(same.headers.get('content-type')).toBe('image/webp');
      // The stored original is the upload re-encoded (no trailer, no metadata): that is what is answered.
      const stored = await client.app.request(answer.body.imageUrl);
      expect(stored.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await same.arrayBuffer()).equals(Buffer.from(await stored.arrayBuffer()))).toBe(
        true,
      );
      // Not copied into the variant cache: the original is the variant.
      expect(await suite().app.services.storage.get(`variants/${answer.body.id}/1024.webp`)).toBeNull();
      const smaller = await client.app.request(`${answer.body.imageUrl}?w=200`, { headers: accept });
      expect(smaller.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await smaller.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', 200]);
      // A client naming no modern type still gets the original's family, not PNG.
      const plain = await client.app.request(`${answer.body.imageUrl}?w=1024`);
      expect(plain.headers.get('content-type')).toBe('image/webp');
    });

    it('serves a PNG as it is to a client naming no modern type when it needs no resizing', async () => {
      const { client } = suite();
      const answer = await upload({ image: png.toString('base64'), user_id: user.id });
      const plain = await client.app.request(`${answer.body.imageUrl}?w=1024`, {
        headers: { accept: '*/*' },
      });
      expect(plain.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await plain.arrayBuffer()).equals(png)).toBe(true);
    });

    it('encodes data maps with full chroma: far closer to the original than the colour encoding', async () => {
      const { client } = suite();
      const normal = await noiseOf(512, 512);
      const answer = await upload({ image: normal.toString('base64'), user_id: user.id }, 'normal.png');
      const url = (kind: string) => `${answer.body.imageUrl}?w=1024${kind}`;
      const accept = { accept: 'image/avif,image/webp,*/*' };
      const data = await client.app.request(url('&kind=data'), { headers: accept });
      expect(data.status).toBe(200);
      expect(data.headers.get('content-type')).toBe('image/webp');
      expect(data.headers.get('etag')).toMatch(/-1024-data-webp"$/);
      const dataBytes = Buffer.from(await data.arrayBuffer());
      expect((await sharp(dataBytes).metadata()).format).toBe('webp');
      const colour = await client.app.request(url(''), { headers: accept });
      expect(colour.headers.get('content-type')).toBe('image/avif');
      expect(colour.headers.get('etag')).toMatch(/-1024-avif"$/);
      const colourBytes = Buffer.from(await colour.arrayBuffer());
      expect((await sharp(colourBytes).metadata()).format).toBe('heif');
      // Near-lossless: every channel within a few levels; the colour codec is far off on noise.
      expect(await maxDifference(normal, dataBytes)).toBeLessThanOrEqual(4);
      expect(await maxDifference(normal, colourBytes)).toBeGreaterThan(16);
      // Still smaller than the PNG.
      expect(dataBytes.length).toBeLessThan(normal.length);
      // A client taking only AVIF gets full-chroma, high-quality AVIF for the data map.
      const avif = await client.app.request(url('&kind=data'), { headers: { accept: 'image/avif' } });
      expect(avif.headers.get('content-type')).toBe('image/avif');
      const avifBytes = Buffer.from(await avif.arrayBuffer());
      expect(await maxDifference(normal, avifBytes)).toBeLessThan(await maxDifference(normal, colourBytes));
      const cached = await suite().app.services.storage.get(`variants/${answer.body.id}/1024.data.webp`);
      expect(cached?.contentType).toBe('image/webp');
    });

    it('gives each variant its own ETag, the same on every answer, and answers 304 to any tag of a list', async () => {
      const { client } = suite();
      const answer = await upload({ image: png.toString('base64'), user_id: user.id });
      const url = `${answer.body.imageUrl}?w=100`;
      const tagOf = async (accept: string) =>
        (await client.app.request(url, { headers: { accept } })).headers.get('etag') ?? '';
      const webp = await tagOf('image/webp');
      expect(await tagOf('image/webp,*/*')).toBe(webp);
      const avif = await tagOf('image/avif');
      const png100 = await tagOf('*/*');
      expect(new Set([webp, avif, png100]).size).toBe(3);
      const again = await client.app.request(url, {
        headers: { accept: 'image/webp', 'if-none-match': `"other", W/${webp}` },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('vary')).toBe('Accept');
      // Another variant's tag does not match: the bytes differ.
      const other = await client.app.request(url, {
        headers: { accept: 'image/avif', 'if-none-match': webp },
      });
      expect(other.status).toBe(200);
      expect(other.headers.get('content-type')).toBe('image/avif');
    });

    describe('KTX2 variants', () => {
      const ktx2Accept = { accept: 'image/ktx2,image/avif,image/webp,*/*;q=0.8' };
      /** A KTX2 file starts with «KTX 20» and a fixed run of bytes (KTX 2.0 specification, 3.1). */
      const KTX2_IDENTIFIER = [0xab, 0x4b, 0x54, 0x58, 0x20, 0x32, 0x30, 0xbb, 0x0d, 0x0a, 0x1a, 0x0a];
      const fullMipChain = (width: number, height: number) =>
        Math.floor(Math.log2(Math.max(width, height))) + 1;
      let normalMap: { id: string; imageUrl: string };

      /**
       * Asks for a KTX2 variant the way a phone does: the first ask answers the usual format,
       * kept a minute, and starts the encode in the background; once the variant is stored, the
       * same ask answers it.
       */
      async function askEncoded(path: string, key: string): Promise<Response> {
        const { client, app } = suite();
        const first = await client.app.request(path, { headers: ktx2Accept });
        expect(first.status).toBe(200);
        // Encoded already by an earlier test.
        if (first.headers.get('content-type') === 'image/ktx2') return first;
        expect(first.headers.get('cache-control')).toBe('public, max-age=60');
        expect(first.headers.get('vary')).toBe('Accept');
        await vi.waitFor(async () => expect(await app.services.storage.get(key)).not.toBeNull(), {
          timeout: 120_000,
          interval: 50,
        });
        return client.app.request(path, { headers: ktx2Accept });
      }

      beforeAll(async () => {
        // A normal map: vectors around +Z (#8080ff) with noise, as fabric weaves are.
        const answer = await upload(
          { image: (await noiseOf(256, 256)).toString('base64'), user_id: user.id },
          'normal.png',
        );
        expect(answer.status).toBe(201);
        normalMap = answer.body;
      });

      it('answers a data map as linear UASTC + Zstd with its full mip chain, never enlarged', async () => {
        for (const [asked, side] of [
          [200, 200],
          [1024, 256],
        ] as const) {
          const answer = await askEncoded(
            `${normalMap.imageUrl}?w=${asked}&kind=data`,
            `variants/${normalMap.id}/${asked}.data.ktx2`,
          );
          expect(answer.status).toBe(200);
          expect(answer.headers.get('content-type')).toBe('image/ktx2');
          expect(answer.headers.get('vary')).toBe('Accept');
          expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          expect(answer.headers.get('etag')).toMatch(new RegExp(`-${asked}-data-ktx2"$`));
          const bytes = new Uint8Array(await answer.arrayBuffer());
          expect([...bytes.subarray(0, 12)]).toEqual(KTX2_IDENTIFIER);
          const ktx2 = readKtx2(bytes);
          expect([ktx2.pixelWidth, ktx2.pixelHeight]).toEqual([side, side]);
          expect(ktx2.levels.length).toBe(fullMipChain(side, side));
          expect(ktx2.supercompressionScheme).toBe(KHR_SUPERCOMPRESSION_ZSTD);
          expect(ktx2.dataFormatDescriptor[0]?.colorModel).toBe(KHR_DF_MODEL_UASTC);
          expect(ktx2.dataFormatDescriptor[0]?.transferFunction).toBe(KHR_DF_TRANSFER_LINEAR);
        }
      });

      it('shares one KTX2 variant between every width above 2048 px', async () => {
        const answer = await askEncoded(
          `${normalMap.imageUrl}?w=4096&kind=data`,
          `variants/${normalMap.id}/2048.data.ktx2`,
        );
        expect(answer.status).toBe(200);
        expect(answer.headers.get('etag')).toMatch(/-2048-data-ktx2"$/);
      });

      it('answers a colour image as sRGB ETC1S (BasisLZ), sides a multiple of four', async () => {
        const photo = await upload({ image: png.toString('base64'), user_id: user.id });
        const answer = await askEncoded(`${photo.body.imageUrl}?w=500`, `variants/${photo.body.id}/500.ktx2`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/ktx2');
        expect(answer.headers.get('etag')).toMatch(/-500-ktx2"$/);
        const ktx2 = readKtx2(new Uint8Array(await answer.arrayBuffer()));
        // 800 x 600 at 500 px wide is 500 x 375: the height goes to the nearest multiple of four.
        expect([ktx2.pixelWidth, ktx2.pixelHeight]).toEqual([500, 376]);
        expect(ktx2.levels.length).toBe(fullMipChain(500, 376));
        expect(ktx2.supercompressionScheme).toBe(KHR_SUPERCOMPRESSION_BASISLZ);
        expect(ktx2.dataFormatDescriptor[0]?.colorModel).toBe(KHR_DF_MODEL_ETC1S);
        expect(ktx2.dataFormatDescriptor[0]?.transferFunction).toBe(KHR_DF_TRANSFER_SRGB);
      });

      it('serves the second request from the cache, and 304 to its ETag', async () => {
        const { client, app } = suite();
        const url = `${normalMap.imageUrl}?w=100&kind=data`;
        const first = await askEncoded(url, `variants/${normalMap.id}/100.data.ktx2`);
        expect(first.status).toBe(200);
        const firstBytes = Buffer.from(await first.arrayBuffer());
        const cached = await app.services.storage.get(`variants/${normalMap.id}/100.data.ktx2`);
        expect(cached?.contentType).toBe('image/ktx2');
        expect(cached?.data.equals(firstBytes)).toBe(true);
        const encodesBefore = ktx2EncodeCount();
        const second = await client.app.request(url, { headers: ktx2Accept });
        expect(second.status).toBe(200);
        expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
        expect(ktx2EncodeCount()).toBe(encodesBefore);
        const etag = first.headers.get('etag') ?? '';
        expect(second.headers.get('etag')).toBe(etag);
        const notModified = await client.app.request(url, {
          headers: { ...ktx2Accept, 'if-none-match': etag },
        });
        expect(notModified.status).toBe(304);
        expect(notModified.headers.get('vary')).toBe('Accept');
        expect(ktx2EncodeCount()).toBe(encodesBefore);
      });

      it('still answers WebP, AVIF or the original family to a client that does not name image/ktx2', async () => {
        const { client } = suite();
        const url = `${normalMap.imageUrl}?w=200&kind=data`;
        const webp = await client.app.request(url, {
          headers: { accept: 'image/avif,image/webp,*/*;q=0.8' },
        });
        expect(webp.headers.get('content-type')).toBe('image/webp');
        expect(webp.headers.get('etag')).toMatch(/-200-data-webp"$/);
        const refused = await client.app.request(url, { headers: { accept: 'image/ktx2;q=0,image/avif' } });
        expect(refused.headers.get('content-type')).toBe('image/avif');
        const plain = await client.app.request(url);
        expect(plain.headers.get('content-type')).toBe('image/png');
      });

      it('encodes KTX2 in the bounded image queue: 503 with Retry-After when it is full, and tried again later', async () => {
        const { client, app } = suite();
        const jobs = imageJobsFor(app.services.settings);
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const holders = Array.from({ length: jobs.concurrency + jobs.maxQueued }, () => jobs.run(() => held));
        try {
          const busy = await client.app.request(`${normalMap.imageUrl}?w=50&kind=data`, {
            headers: ktx2Accept,
          });
          expect(busy.status).toBe(503);
          expect(busy.headers.get('retry-after')).toBe(
            String(app.services.settings.imageJobs.retryAfterSeconds),
          );
        } finally {
          release();
          await Promise.all(holders);
        }
        const answer = await askEncoded(
          `${normalMap.imageUrl}?w=50&kind=data`,
          `variants/${normalMap.id}/50.data.ktx2`,
        );
        expect(answer.status).toBe(200);
        expect(readKtx2(new Uint8Array(await answer.arrayBuffer())).pixelWidth).toBe(48);
      });

      it('answers the usual format at once while it encodes, kept a minute, then the KTX2 file', async () => {
        const { client, app } = suite();
        const fresh = await upload(
          { image: (await noiseOf(64, 64)).toString('base64'), user_id: user.id },
          'fresh.png',
        );
        const path = `${fresh.body.imageUrl}?w=50&kind=data`;
        const key = `variants/${fresh.body.id}/50.data.ktx2`;
        const encodesBefore = ktx2EncodeCount();
        const first = await client.app.request(path, { headers: ktx2Accept });
        expect(first.status).toBe(200);
        expect(first.headers.get('content-type')).toBe('image/webp');
        expect(first.headers.get('etag')).toMatch(/-50-data-webp"$/);
        expect(first.headers.get('cache-control')).toBe('public, max-age=60');
        await vi.waitFor(async () => expect(await app.services.storage.get(key)).not.toBeNull(), {
          timeout: 120_000,
          interval: 50,
        });
        expect(ktx2EncodeCount()).toBe(encodesBefore + 1);
        const later = await client.app.request(path, { headers: ktx2Accept });
        expect(later.headers.get('content-type')).toBe('image/ktx2');
        expect(later.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      });

      it('refuses a KTX2 file as an upload: only PNG, JPEG, WebP, GIF and AVIF are taken', async () => {
        const variant = await askEncoded(
          `${normalMap.imageUrl}?w=50&kind=data`,
          `variants/${normalMap.id}/50.data.ktx2`,
        );
        const ktx2 = Buffer.from(await variant.arrayBuffer());
        const answer = await upload({ image: ktx2.toString('base64'), user_id: user.id }, 'texture.png');
        expect(answer.status).toBe(415);
        expect(answer.body.error.code).toBe('unsupported_image');
        expect(
          (await upload({ image: ktx2.toString('base64'), user_id: user.id }, 'texture.ktx2')).status,
        ).toBe(400);
      });
    });

    it('answers 404 for an unknown image and 400 for a bad width', async () => {
      const { client } = suite();
      expect((await client.get('/api/img/original/nothing.png?w=100')).status).toBe(404);
      expect((await client.get('/api/img/original/nothing.png')).status).toBe(404);
      expect((await client.get('/api/img/original/x.png?w=abc')).status).toBe(400);
      expect((await client.get('/api/img/original/x.png?w=-5')).status).toBe(400);
      expect((await client.get('/api/img/original/x.png?w=100&kind=photo')).status).toBe(400);
    });
  },
  { settings: { maxImageBytes: 2 * 1024 * 1024 } },
);
