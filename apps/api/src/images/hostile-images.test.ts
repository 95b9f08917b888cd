import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, type Suite } from '../test/harness';
import { imageJobsFor } from './image-jobs';

type Uploader = Awaited<ReturnType<Suite['client']['signUp']>>;

/** A PNG whose header claims any size: a few hundred bytes, with no real pixel data. */
function headerOnlyPng(width: number, height: number): Buffer {
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
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real, flat image of any size (small files, as the attack's were). */
const flat = (width: number, height: number, background = '#2e86c1') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Noise, so that cutting the file anywhere cuts pixel data. */
const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  });

/** A real ZIP archive holding one stored (uncompressed) file. */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** Waits for a state, checking between turns of the event loop (no fixed delay). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

describeOnDatabases('hostile images', (suite) => {
  let user: Uploader;

  beforeAll(async () => {
    user = await suite().client.signUp();
  });

  const upload = (data: Buffer, as: Uploader = user, name = 'upload.png') =>
    suite().client.post(
      `/api/img/original/${name}`,
      { image: data.toString('base64'), user_id: as.id },
      { cookie: as.cookie },
    );

  const storedOriginal = async (url: string) => {
    const answer = await suite().client.app.request(url);
    expect(answer.status).toBe(200);
    return Buffer.from(await answer.arrayBuffer());
  };

  it('refuses an image wider or taller than 8192 px with 413, whatever its pixel count', async () => {
    const wide = await flat(8193, 16).png().toBuffer();
    const answer = await upload(wide);
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('image_too_large');
    expect(answer.body.error.message).toContain('8193');
    expect(answer.body.error.message).toContain('8192');
    const tall = await upload(headerOnlyPng(16, 9000));
    expect(tall.status).toBe(413);
  });

  it('refuses a small file declaring far fewer than 40 megapixels but more than the limit', async () => {
    // The attack's file: a few bytes that claim tens of megapixels, each side under 8192 px.
    const bomb = headerOnlyPng(6000, 6000);
    expect(bomb.length).toBeLessThan(5000);
    const answer = await upload(bomb);
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('image_too_large');
    expect(answer.body.error.message).toContain('6000');
    // A real 20-megapixel image is refused as well: the limit is the largest texture, 4096 x 4096.
    const real = await flat(5000, 4000).png().toBuffer();
    expect((await upload(real)).status).toBe(413);
  });

  it('refuses a header-only image under the limit: the pixels are decoded at upload', async () => {
    const answer = await upload(headerOnlyPng(1000, 1000));
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('invalid_image');
  });

  it('refuses truncated PNG, GIF and JPEG files with 422 and stores nothing', async () => {
    const { database } = suite();
    const before = await database.db
      .selectFrom('images')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    const png = await noise(300, 300).png().toBuffer();
    const gif = await noise(300, 300).gif().toBuffer();
    const jpeg = await noise(300, 300).jpeg().toBuffer();
    for (const [file, name] of [
      [png, 'a.png'],
      [gif, 'a.gif'],
      [jpeg, 'a.jpg'],
    ] as const) {
      const cut = file.subarray(0, Math.floor(file.length * 0.6));
      const answer = await upload(cut, user, name);
      expect(answer.status, name).toBe(422);
      expect(answer.body.error.code).toBe('invalid_image');
    }
    const after = await database.db
      .selectFrom('images')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(after.length).toBe(before.length);
  });

  it('stores only re-encoded bytes: HTML, script and archives appended to an image are dropped', async () => {
    const png = await noise(64, 48).png().toBuffer();
    const jpeg = await noise(64, 48).jpeg().toBuffer();
    const gif = await noise(64, 48).gif().toBuffer();
    const zip = zipOf('index.html', SCRIPT);
    for (const polyglot of [
      Buffer.concat([png, Buffer.from(SCRIPT)]),
      Buffer.concat([png, zip]),
      Buffer.concat([jpeg, Buffer.from(SCRIPT)]),
      Buffer.concat([gif, zip]),
    ]) {
      const answer = await upload(polyglot);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ width: 64, height: 48 });
      const stored = await storedOriginal(answer.body.imageUrl);
      expect(stored.includes('<script')).toBe(false);
      expect(stored.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
      // Still the same picture.
      const meta = await sharp(stored).metadata();
      expect([meta.width, meta.height]).toEqual([64, 48]);
    }
  });

  it('drops text chunks and metadata carrying script inside the image', async () => {
    const png = await noise(32, 32)
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: SCRIPT } } })
      .toBuffer();
    expect(png.includes('<script')).toBe(true);
    const answer = await upload(png);
    expect(answer.status).toBe(201);
    expect((await storedOriginal(answer.body.imageUrl)).includes('<script')).toBe(false);
  });

  it('refuses HTML and SVG, with or without script, with 415', async () => {
    for (const text of [
      SCRIPT,
      '<!doctype html><title>x</title>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ]) {
      const answer = await upload(Buffer.from(text));
      expect(answer.status).toBe(415);
      expect(answer.body.error.code).toBe('unsupported_image');
    }
  });

  it('answers a sign-in while hostile variant renders are still at work', async () => {
    const { client } = suite();
    const victim = await client.signUp();
    const hostile = await upload(await flat(2048, 2048, '#17a589').png().toBuffer());
    expect(hostile.status).toBe(201);
    const url = hostile.body.imageUrl as string;
    // Six different variants (no two share a render), each a large AVIF encode.
    const renders = [2048, 1500, 1200].flatMap((width) =>
      ['', '&kind=data'].map((kind) => `${url}?w=${width}${kind}`),
    );
    const jobs = imageJobsFor(suite().app.services.settings);
    let finished = 0;
    const pending = renders.map((path) =>
      Promise.resolve(client.app.request(path, { headers: { accept: 'image/avif' } })).then((answer) => {
        finished += 1;
        return answer;
      }),
    );
    // Every hostile render has reached the image queue, and its slots are all taken.
    await until(() => jobs.active + jobs.queued + finished === renders.length);
    expect(jobs.active).toBe(jobs.concurrency);
    const signIn = await client.post('/api/auth/sign-in', {
      email: victim.email,
      password: victim.password,
    });
    expect(signIn.status).toBe(200);
    // The sign-in did not wait for any hostile render to end.
    expect(finished).toBe(0);
    expect(jobs.active + jobs.queued).toBeGreaterThan(0);
    const answers = await Promise.all(pending);
    for (const answer of answers) expect([200, 503]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
  }, 180_000);
});
