import { ProtocolClient, type HostEventMap } from '@atelier/protocol';
import { MemoryPage, memoryTransport } from '@atelier/protocol/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server as viteServer } from 'vitest/browser';
import { bootViewer, type BootOptions, type ViewerApp } from './boot';
import { VIEWER_TEXTS } from './texts-catalogue';
import { BASIC_TEXTS_EN, VIEWER_LANGUAGES, viewerLanguage, type ViewerLanguage } from './texts';

const ASSETS = `/@fs${viteServer.config.root.replace(/\/apps\/viewer\/?$/, '')}/assets/`;
const GOOD_MODEL = `${ASSETS}models/cap.glb`;
const VIEWER = 'http://viewer.test';
const HOST = 'http://host.test';

const apps: ViewerApp[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.dispose();
  document.body.replaceChildren();
});

/** A fetch whose answers the test decides per url (others go to the network). */
function scriptedFetch() {
  const answers = new Map<string, () => Promise<Response>>();
  const fetchFn: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = answers.get(url);
    return answer ? answer() : globalThis.fetch(input, init);
  };
  return { fetch: fetchFn, answers };
}

/** A viewer page (in `languages`) and a trusted host talking through in-memory windows. */
async function setUp(options: Partial<BootOptions> = {}) {
  const page = new MemoryPage();
  const viewerWindow = page.window(VIEWER);
  const hostWindow = page.window(HOST);
  const root = document.createElement('div');
  root.id = 'viewer';
  root.style.cssText = 'width: 320px; height: 240px; position: relative';
  document.body.append(root);
  const app = await bootViewer({
    root,
    address: `${VIEWER}/viewer/?instance=v1&host=${encodeURIComponent(HOST)}`,
    context: { trustedOrigins: [HOST] },
    transport: memoryTransport(viewerWindow, hostWindow),
    languages: ['en'],
    ...options,
  });
  apps.push(app);
  const client = new ProtocolClient({
    transport: memoryTransport(hostWindow, viewerWindow),
    viewerOrigin: VIEWER,
    instanceId: 'v1',
    timeoutMs: 15_000,
  });
  const events: { name: string; data: unknown }[] = [];
  for (const name of ['loaded', 'error'] as const satisfies (keyof HostEventMap)[])
    client.on(name, (data) => events.push({ name, data }));
  await client.connect({ timeoutMs: 5000 });
  const alert = () => root.querySelector('[role=alert]')?.textContent ?? '';
  const retryButton = () => root.querySelector<HTMLButtonElement>('button.viewer-retry')!;
  const count = (name: string) => events.filter((event) => event.name === name).length;
  const until = (check: () => void) => vi.waitFor(check, { timeout: 30_000, interval: 20 });
  return { app, root, client, events, alert, retryButton, count, until };
}

describe('the viewer page: a model that fails to load', () => {
  it('says a missing model is not found, offers a retry, keeps answering, and a valid model recovers', async () => {
    const network = scriptedFetch();
    const missing = `${ASSETS}models/missing.glb`;
    network.answers.set(missing, () => Promise.resolve(new Response('Not found', { status: 404 })));
    const { root, client, events, alert, retryButton, count, until } = await setUp({
      languages: ['fr-FR'],
      fetch: network.fetch,
    });
    await client.setDesign({ model: { url: missing } });
    await until(() => expect(root.dataset.state).toBe('error'));
    expect(root.dataset.error).toBe('model_failed');
    // Plain words in the page's language; the host gets the code and the English words.
    // The French texts come in their own chunk.
    await until(() => expect(alert()).toBe(VIEWER_TEXTS.fr['not-found']));
    expect(document.documentElement.lang).toBe('fr');
    await until(() => expect(events.find((event) => event.name === 'error')?.data).toBeDefined());
    expect(events.find((event) => event.name === 'error')?.data).toEqual({
      code: 'model_failed',
      message: VIEWER_TEXTS.en['not-found'],
    });
    expect(retryButton().hidden).toBe(false);
    expect(retryButton().textContent).toBe('Réessayer');

    // The protocol still answers.
    const camera = await client.call('getCameraPosRot', {});
    expect(camera.position).toHaveLength(3);

    await client.setDesign({ model: { url: GOOD_MODEL }, config: { parts: [] } });
    await until(() => expect(count('loaded')).toBe(1));
    expect(root.dataset.state).toBe('ready');
    expect(root.dataset.error).toBeUndefined();
    expect(retryButton().hidden).toBe(true);
  });

  it('retries the same design from the button once the network is back', async () => {
    const network = scriptedFetch();
    network.answers.set(GOOD_MODEL, () => Promise.reject(new TypeError('Failed to fetch')));
    const { root, client, events, alert, retryButton, count, until } = await setUp({ fetch: network.fetch });
    await client.setDesign({ model: { url: GOOD_MODEL }, config: { parts: [] } });
    await until(() => expect(root.dataset.state).toBe('error'));
    await until(() => expect(alert()).toBe(VIEWER_TEXTS.en.network));
    expect(events.find((event) => event.name === 'error')?.data).toMatchObject({ code: 'model_failed' });

    network.answers.clear();
    retryButton().click();
    expect(root.dataset.state).toBe('loading');
    await until(() => expect(count('loaded')).toBe(1));
    expect(root.dataset.state).toBe('ready');
    expect(count('error')).toBe(1);
  });

  it('calls a corrupt file unreadable, and a retry that fails again says so again', async () => {
    const network = scriptedFetch();
    const corrupt = `${ASSETS}models/corrupt.glb`;
    // The GLB magic and a header, then nothing a loader can read.
    const bytes = new Uint8Array([0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0, 64, 0, 0, 0, 1, 2, 3, 4]);
    network.answers.set(corrupt, () => Promise.resolve(new Response(bytes)));
    const { root, client, alert, retryButton, count, until } = await setUp({ fetch: network.fetch });
    await client.setDesign({ model: { url: corrupt } });
    await until(() => expect(count('error')).toBe(1));
    await until(() => expect(alert()).toBe(VIEWER_TEXTS.en.unreadable));
    retryButton().click();
    await until(() => expect(count('error')).toBe(2));
    expect(root.dataset.state).toBe('error');
    await until(() => expect(alert()).toBe(VIEWER_TEXTS.en.unreadable));
  });
});

describe('the viewer page: a lost WebGL context', () => {
  it('hides the canvas behind a notice while lost and shows it again once the design is redrawn', async () => {
    const { app, root, client, count, until } = await setUp({ languages: ['de'] });
    await client.setDesign({ model: { url: GOOD_MODEL }, config: { parts: [] } });
    await until(() => expect(count('loaded')).toBe(1));
    const canvas = app.chrome.canvas;
    const gl = canvas.getContext('webgl2')!;
    const extension = gl.getExtension('WEBGL_lose_context')!;
    const lost = new Promise((resolve) =>
      canvas.addEventListener('webglcontextlost', resolve, { once: true }),
    );
    extension.loseContext();
    await lost;
    expect(root.dataset.context).toBe('lost');
    expect(canvas.style.visibility).toBe('hidden');
    await until(() =>
      expect(root.querySelector('[role=status]')?.textContent).toBe(VIEWER_TEXTS.de.restoring),
    );
    // Still answering while the GPU is away.
    expect((await client.call('getCameraPosRot', {})).fov).toBeGreaterThan(0);

    // The browser allows restoring once the lost event's dispatch is over.
    await new Promise((resolve) => setTimeout(resolve, 0));
    extension.restoreContext();
    await until(() => expect(root.dataset.context).toBeUndefined());
    expect(canvas.style.visibility).toBe('');
    expect(root.dataset.state).toBe('ready');
  });
});

describe('the viewer page language', () => {
  it("takes the address's lang, else the browser's preferences, else English", () => {
    expect(viewerLanguage(`${VIEWER}/viewer/?lang=ja`, ['de'])).toBe('ja');
    expect(viewerLanguage(`${VIEWER}/viewer/`, ['zh-Hant-HK', 'en'])).toBe('zh-TW');
    expect(viewerLanguage(`${VIEWER}/viewer/`, ['zh'])).toBe('zh-CN');
    expect(viewerLanguage(`${VIEWER}/viewer/?lang=xx`, ['pt-BR', 'ru-RU'])).toBe('ru');
    expect(viewerLanguage(`${VIEWER}/viewer/`, ['pt-BR'])).toBe('en');
  });

  it('has every text in all eight languages, translated', () => {
    expect(VIEWER_LANGUAGES).toHaveLength(8);
    const keys = Object.keys(VIEWER_TEXTS.en).sort();
    // The first chunk's English is the catalogue's.
    expect(VIEWER_TEXTS.en).toMatchObject(BASIC_TEXTS_EN);
    for (const language of VIEWER_LANGUAGES) {
      const texts = VIEWER_TEXTS[language as ViewerLanguage];
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const key of keys) expect(texts[key as keyof typeof texts].trim()).not.toBe('');
      if (language !== 'en') expect(texts['not-found']).not.toBe(VIEWER_TEXTS.en['not-found']);
    }
  });
});
