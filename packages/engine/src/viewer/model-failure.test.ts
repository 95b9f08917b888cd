import { afterEach, describe, expect, it } from 'vitest';
import type { EngineServices } from '../services/services';
import { createTestServices } from '../test/services';
import { testGarment } from '../test/test-garment';
import {
  createTestViewer,
  pixelAt,
  readCanvasPixels,
  show,
  testDesign,
  type TestDesign,
} from '../test/viewer-fixture';
import type { Viewer } from './Viewer';
import type { ViewerError } from './viewer-types';

let viewer: Viewer | undefined;
afterEach(() => {
  viewer?.dispose();
  viewer = undefined;
});

/** A fetch that fails for the urls in `offline` as a browser does without a network. */
function flakyNetwork(): { fetch: EngineServices['fetch']; offline: Set<string> } {
  const offline = new Set<string>();
  return {
    offline,
    fetch: (url, init) =>
      offline.has(url) ? Promise.reject(new TypeError('Failed to fetch')) : globalThis.fetch(url, init),
  };
}

function viewerWithNetwork(network: ReturnType<typeof flakyNetwork>): {
  viewer: Viewer;
  errors: ViewerError[];
} {
  const v = createTestViewer({ services: createTestServices({ fetch: network.fetch }) });
  const errors: ViewerError[] = [];
  v.on('error', (error) => errors.push(error));
  return { viewer: v, errors };
}

const withModel = (design: TestDesign, url: string): TestDesign => ({
  ...design,
  model: { url, format: 'glb' },
});

/** The test garment's GLB cut in half: the magic and header are right, the chunks are not. */
async function truncatedGlb(): Promise<string> {
  const bytes = await (await fetch((await testGarment()).modelUrl)).arrayBuffer();
  return URL.createObjectURL(new Blob([bytes.slice(0, Math.floor(bytes.byteLength / 2))]));
}

describe('Viewer: a model that fails to load', () => {
  it('says why (not found, network, unreadable) and recovers when the same design is applied again', async () => {
    const network = flakyNetwork();
    const setup = viewerWithNetwork(network);
    viewer = setup.viewer;
    const design = await testDesign();
    const goodUrl = design.model.url;

    // The network is down: the error says so, and the canvas shows the background.
    network.offline.add(goodUrl);
    await expect(show(viewer, design)).rejects.toThrow(/Failed to load model/);
    expect(setup.errors.map(({ code, reason }) => [code, reason])).toEqual([
      ['model-load-failed', 'network'],
    ]);
    expect(viewer.parts).toEqual([]);
    expect(pixelAt(readCanvasPixels(viewer), 10, 10).slice(0, 3)).toEqual([244, 241, 236]);

    // The person retries once the network is back: the same document loads.
    network.offline.clear();
    const loads: string[] = [];
    viewer.on('load', ({ url }) => loads.push(url));
    await show(viewer, design);
    expect(loads).toEqual([goodUrl]);
    expect(viewer.parts.length).toBeGreaterThan(0);

    await expect(show(viewer, withModel(design, '/no/such/model.glb'))).rejects.toThrow(/HTTP 404/);
    await expect(show(viewer, withModel(design, await truncatedGlb()))).rejects.toThrow(
      /Failed to load model/,
    );
    expect(setup.errors.slice(1).map(({ code, reason }) => [code, reason])).toEqual([
      ['model-load-failed', 'not-found'],
      ['model-load-failed', 'unreadable'],
    ]);
  });

  it('keeps the garment on screen when the next model fails, and a new valid model replaces it', async () => {
    const network = flakyNetwork();
    const setup = viewerWithNetwork(network);
    viewer = setup.viewer;
    const garment = await testGarment();
    const design = await testDesign();
    await show(viewer, design);
    const parts = viewer.parts;
    const shown = readCanvasPixels(viewer);

    await expect(show(viewer, withModel(design, '/no/such/model.glb'))).rejects.toThrow(/HTTP 404/);
    // The previous garment is still drawn and still answers.
    expect(viewer.parts).toEqual(parts);
    expect(pixelAt(readCanvasPixels(viewer), 80, 60)).toEqual(pixelAt(shown, 80, 60));
    expect(viewer.raycast(80, 60)).not.toBeNull();

    const loads: string[] = [];
    viewer.on('load', ({ url }) => loads.push(url));
    await show(viewer, withModel(design, garment.spannedModelUrl));
    expect(loads).toEqual([garment.spannedModelUrl]);
    expect(viewer.parts).toEqual(parts);
    expect(setup.errors.map(({ reason }) => reason)).toEqual(['not-found']);
  });

  it('answers a server error status as `http`', async () => {
    const network = flakyNetwork();
    const v = createTestViewer({
      services: createTestServices({
        fetch: (url, init) =>
          url === '/broken.glb'
            ? Promise.resolve(new Response('oops', { status: 503, statusText: 'Service Unavailable' }))
            : network.fetch(url, init),
      }),
    });
    viewer = v;
    const errors: ViewerError[] = [];
    v.on('error', (error) => errors.push(error));
    await expect(show(v, withModel(await testDesign(), '/broken.glb'))).rejects.toThrow(/HTTP 503/);
    expect(errors).toEqual([
      expect.objectContaining({ code: 'model-load-failed', reason: 'http', url: '/broken.glb' }),
    ]);
  });
});
