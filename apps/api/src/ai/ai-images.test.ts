import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';
import { AI_NOT_CONFIGURED_MESSAGE, AI_PROMPT_MAX } from './ai-routes';
import type { AiImageSettings } from './ai-settings';

/**
 * AI images through the real Hono app and the real `openai` client, against a stand-in
 * OpenAI-compatible endpoint on loopback that answers a real PNG (as b64_json or as a url).
 */

interface Received {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#bb2649' } })
  .png()
  .toBuffer();

/** What the stand-in answers next: 'b64', 'url', 'error' (500) or 'garbage' (not an image). */
let mode: 'b64' | 'url' | 'error' | 'garbage' = 'b64';
const received: Received[] = [];

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const standIn: Server = createServer((request, response) => {
  void (async () => {
    const address = standIn.address() as AddressInfo;
    if (request.method === 'GET' && request.url === '/files/generated.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return;
    }
    const text = await readBody(request);
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(text || '{}') as Record<string, unknown>,
    });
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (mode === 'error') return json(500, { error: { message: 'boom', type: 'server_error' } });
    if (mode === 'garbage')
      return json(200, { created: 1, data: [{ b64_json: Buffer.from('no image').toString('base64') }] });
    if (mode === 'url')
      return json(200, {
        created: 1,
        data: [{ url: `http://127.0.0.1:${address.port}/files/generated.png` }],
      });
    return json(200, { created: 1, data: [{ b64_json: png.toString('base64') }] });
  })();
});
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
const port = (standIn.address() as AddressInfo).port;

const aiImages: AiImageSettings = {
  baseUrl: `http://127.0.0.1:${port}/v1`,
  apiKey: 'sk-test-key',
  model: 'gpt-image-1',
  size: '1024x1024',
  perUser: { count: 3, windowMs: 60 * 60 * 1000 },
  timeoutMs: 10_000,
};

afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

describeOnDatabases(
  'AI images (configured)',
  (suite) => {
    let store: TestStore;
    let cookie: string;
    let otherCookie: string;

    beforeAll(async () => {
      store = await buildStore(suite().database.db, { creations: 0 });
      cookie = await signIn(suite().client, store.creator.email);
      otherCookie = await signIn(suite().client, store.other.email);
    });
    beforeEach(async () => {
      mode = 'b64';
      received.length = 0;
      await suite().database.db.deleteFrom('rate_limits').execute();
    });

    const counts = async () => {
      const { db } = suite().database;
      const count = async (table: 'ai_images' | 'images') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return { ai: await count('ai_images'), images: await count('images') };
    };

    it('says it is enabled', async () => {
      const answer = await suite().client.get('/api/ai/images/config');
      expect(answer.body).toEqual({
        enabled: true,
        promptMax: AI_PROMPT_MAX,
        env: ['AI_IMAGES_URL', 'AI_IMAGES_KEY', 'AI_IMAGES_MODEL'],
      });
    });

    it('generates from b64_json with the server-held key, stores the image and lists it', async () => {
      const answer = await suite().client.post(
        '/api/ai/images',
        { prompt: '  A peach fuzz tiger  ' },
        { cookie },
      );
      expect(answer.status, answer.text).toBe(201);
      expect(received).toEqual([
        {
          path: '/v1/images/generations',
          authorization: 'Bearer sk-test-key',
          body: { model: 'gpt-image-1', prompt: 'A peach fuzz tiger', n: 1, size: '1024x1024' },
        },
      ]);
      const image = answer.body.image as { imageUrl: string; imageId: string; prompt: string };
      expect(image.prompt).toBe('A peach fuzz tiger');
      expect(image.imageUrl).toBe(`/api/img/original/${image.imageId}`);
      const served = await suite().app.request(image.imageUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
      const list = await suite().client.get('/api/ai/images', { cookie });
      expect(list.body.items[0]).toEqual(answer.body.image);
      const others = await suite().client.get('/api/ai/images', { cookie: otherCookie });
      expect(others.body.items).toEqual([]);
    });

    it('downloads an image the endpoint answers as a url', async () => {
      mode = 'url';
      const answer = await suite().client.post('/api/ai/images', { prompt: 'Linen texture' }, { cookie });
      expect(answer.status, answer.text).toBe(201);
      const served = await suite().app.request(answer.body.image.imageUrl);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([64, 48]);
    });

    it.each([
      ['an empty prompt', '', 'Describe the image you want'],
      ['a blank prompt', '   ', 'Describe the image you want'],
      [
        'a prompt over the limit',
        'x'.repeat(AI_PROMPT_MAX + 1),
        `A prompt is at most ${AI_PROMPT_MAX} characters`,
      ],
    ])('refuses %s with 400 and writes nothing', async (_title, prompt, message) => {
      const before = await counts();
      const answer = await suite().client.post('/api/ai/images', { prompt }, { cookie });
      expect(answer.status).toBe(400);
      expect(answer.body.error.issues).toEqual([{ path: 'prompt', message }]);
      expect(received).toEqual([]);
      expect(await counts()).toEqual(before);
    });

    it('refuses a body without a prompt, or with other fields', async () => {
      expect((await suite().client.post('/api/ai/images', {}, { cookie })).status).toBe(400);
      expect(
        (await suite().client.post('/api/ai/images', { prompt: 'a', model: 'x' }, { cookie })).status,
      ).toBe(400);
      expect(received).toEqual([]);
    });

    it('needs a signed-in user', async () => {
      expect((await suite().client.post('/api/ai/images', { prompt: 'A tiger' })).status).toBe(401);
      expect((await suite().client.get('/api/ai/images')).status).toBe(401);
      expect(received).toEqual([]);
    });

    it('limits each user per hour (429 with Retry-After), the endpoint not called past it', async () => {
      for (let n = 0; n < 3; n++)
        expect(
          (await suite().client.post('/api/ai/images', { prompt: `Tiger ${n}` }, { cookie })).status,
        ).toBe(201);
      const before = await counts();
      const refused = await suite().client.post('/api/ai/images', { prompt: 'One more' }, { cookie });
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toBe('You can generate 3 images per hour. Please try again later.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(received).toHaveLength(3);
      expect(await counts()).toEqual(before);
      // Another user has their own allowance.
      expect(
        (await suite().client.post('/api/ai/images', { prompt: 'Mine' }, { cookie: otherCookie })).status,
      ).toBe(201);
    });

    it('answers 503 ai_failed when the endpoint fails, and stores nothing', async () => {
      mode = 'error';
      const before = await counts();
      const answer = await suite().client.post('/api/ai/images', { prompt: 'A tiger' }, { cookie });
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('ai_failed');
      expect(answer.body.error.message).toBe(
        'The image service did not make the image (500). Please try again later.',
      );
      expect(JSON.stringify(answer.body)).not.toContain('sk-test-key');
      expect(await counts()).toEqual(before);
    });

    it('refuses an answer that is not an image, and stores nothing', async () => {
      mode = 'garbage';
      const before = await counts();
      const answer = await suite().client.post('/api/ai/images', { prompt: 'A tiger' }, { cookie });
      expect(answer.status).toBe(415);
      expect(await counts()).toEqual(before);
    });
  },
  { settings: { aiImages } },
);

describeOnDatabases('AI images (not configured)', (suite) => {
  it('says how to enable it and generates nothing', async () => {
    const store = await buildStore(suite().database.db, { creations: 0 });
    const cookie = await signIn(suite().client, store.creator.email);
    expect((await suite().client.get('/api/ai/images/config')).body.enabled).toBe(false);
    received.length = 0;
    const answer = await suite().client.post('/api/ai/images', { prompt: 'A tiger' }, { cookie });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({ code: 'ai_not_configured', message: AI_NOT_CONFIGURED_MESSAGE });
    expect(AI_NOT_CONFIGURED_MESSAGE).toBe(
      'AI image generation is not set up on this server. Set AI_IMAGES_URL, AI_IMAGES_KEY and AI_IMAGES_MODEL (an OpenAI-compatible images endpoint) and restart the server.',
    );
    expect(received).toEqual([]);
    const list = await suite().client.get('/api/ai/images', { cookie });
    expect(list.body.items).toEqual([]);
  });
});
