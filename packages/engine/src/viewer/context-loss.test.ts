import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareWithGolden, type Pixels } from '../test/golden';
import { GOLDEN_SCENARIOS } from '../test/golden-scenarios';
import { createTestServices } from '../test/services';
import { testGarment } from '../test/test-garment';
import { createTestViewer, show, testDesign, type TestDesign } from '../test/viewer-fixture';
import { internalsOf } from './internals';
import type { Viewer } from './Viewer';
import type { ViewerEvents } from './viewer-types';

// The goldens' size and camera, so a restored picture can be compared with them too.
const WIDTH = 256;
const HEIGHT = 192;

let viewer: Viewer;
let services: ReturnType<typeof createTestServices>;
let canvas: HTMLCanvasElement;

beforeAll(() => {
  // A renderer of its own: losing the context of the file-shared one would touch other viewers.
  canvas = document.createElement('canvas');
  canvas.style.width = `${WIDTH}px`;
  canvas.style.height = `${HEIGHT}px`;
  document.body.append(canvas);
  services = createTestServices();
  viewer = createTestViewer({
    canvas,
    services,
    width: WIDTH,
    height: HEIGHT,
    decalCanvasSize: 512,
    shadowMapSize: 512,
  });
});
afterAll(() => {
  viewer.dispose();
  canvas.remove();
});

let extension: WEBGL_lose_context | null = null;
/** Asked for once: a lost context answers null to getExtension. */
const loseContextExtension = (): WEBGL_lose_context => {
  extension ??= internalsOf(viewer).renderer.getContext().getExtension('WEBGL_lose_context');
  if (!extension) throw new Error('This browser has no WEBGL_lose_context');
  return extension;
};

const next = <K extends keyof ViewerEvents>(type: K): Promise<ViewerEvents[K]> =>
  new Promise((resolve) => {
    const stop = viewer.on(type, (event) => {
      stop();
      resolve(event);
    });
  });

/** The live canvas's pixels right after a frame, top row first (null while nothing can be drawn). */
function readFrame(): Pixels {
  viewer.invalidate();
  viewer.renderNow();
  const gl = internalsOf(viewer).renderer.getContext();
  const bottomUp = new Uint8Array(WIDTH * HEIGHT * 4);
  gl.readPixels(0, 0, WIDTH, HEIGHT, gl.RGBA, gl.UNSIGNED_BYTE, bottomUp);
  const pixels = new Uint8Array(bottomUp.length);
  const row = WIDTH * 4;
  for (let y = 0; y < HEIGHT; y++)
    pixels.set(bottomUp.subarray((HEIGHT - 1 - y) * row, (HEIGHT - y) * row), y * row);
  return { pixels, width: WIDTH, height: HEIGHT };
}

/** Pixels whose channels differ by more than `tolerance`, as a share of the picture. */
function differingRatio(a: Pixels, b: Pixels, tolerance = 24): number {
  let differing = 0;
  for (let i = 0; i < a.pixels.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(a.pixels[i + c]! - b.pixels[i + c]!) > tolerance) {
        differing++;
        break;
      }
    }
  }
  return differing / (a.width * a.height);
}

async function goldenDesign(name: string): Promise<TestDesign> {
  const scenario = GOLDEN_SCENARIOS.find((entry) => entry.name === name)!;
  const garment = await testGarment();
  const design = await testDesign((config) => {
    config.initialCameraTransform = { position: [0, 0.7, 4.2], target: [0, 0.05, 0] };
    scenario.design(config, garment);
  });
  return { ...design, decalLayers: scenario.layers?.(garment) ?? {} };
}

/** Loses the context through WEBGL_lose_context and waits for the viewer (and the page) to say so. */
async function loseContext(): Promise<{ restore: () => Promise<void>; defaultPrevented: boolean }> {
  const extension = loseContextExtension();
  // Added after the engine's listeners, so it sees what they did with the event (the
  // browser runs promise jobs between listeners, so the viewer's event alone is too early).
  const dispatched = new Promise<boolean>((resolve) =>
    canvas.addEventListener('webglcontextlost', (event) => resolve(event.defaultPrevented), { once: true }),
  );
  const lost = next('contextlost');
  extension.loseContext();
  const [defaultPrevented] = await Promise.all([dispatched, lost]);
  // The browser allows restoring only once the dispatch is over (it reads defaultPrevented
  // then); promise jobs run between listeners, so yield one task (an order, not a delay).
  await new Promise((resolve) => setTimeout(resolve, 0));
  return {
    defaultPrevented,
    restore: async () => {
      const restored = next('contextrestored');
      extension.restoreContext();
      await restored;
    },
  };
}

describe('Viewer: a lost WebGL context', () => {
  it('stops drawing while lost and draws the same picture once the context is restored', async () => {
    // A decal canvas (a render target), the prefiltered environment (a render target), the
    // shadow map and image textures: everything that lives on the GPU.
    await show(viewer, await goldenDesign('decal-with-mask'));
    viewer.resetViewport();
    const before = readFrame();
    // Sanity: the picture is the golden one (so "the same after" means the full design).
    expect((await compareWithGolden('decal-with-mask', before)).failure).toBeNull();
    const errorsBefore = services.logged.errors.length;

    const { restore, defaultPrevented } = await loseContext();
    expect(defaultPrevented).toBe(true);
    expect(viewer.contextLost).toBe(true);

    // Nothing is drawn while lost, and a frame waiter waits for the restored context.
    const frames = viewer.frameCount;
    let waited = false;
    const frameAfterRestore = viewer.nextFrame().then(() => (waited = true));
    viewer.invalidate();
    viewer.renderNow();
    expect(viewer.frameCount).toBe(frames);
    expect(waited).toBe(false);
    // A capture on a lost context would be a blank image: it is refused instead.
    await expect(viewer.captureThumbnail({ size: [64, 48], type: 'image/png' })).rejects.toThrow(
      /context is lost/,
    );

    await restore();
    await frameAfterRestore;
    expect(viewer.contextLost).toBe(false);
    expect(viewer.frameCount).toBeGreaterThan(frames);
    const after = readFrame();
    expect(differingRatio(before, after)).toBeLessThanOrEqual(0.01);
    // Nothing but the refused capture was logged as an error.
    expect(services.logged.errors.slice(errorsBefore)).toEqual(['Capture failed']);
  });

  it('applies a design changed while the context is lost once it is restored', async () => {
    await show(viewer, await goldenDesign('default-scene'));
    const { restore } = await loseContext();
    // A colour chosen while the GPU is away: the document is taken, the drawing waits.
    await show(viewer, await goldenDesign('colorway-red'), ['groups']);
    await restore();
    viewer.resetViewport();
    expect((await compareWithGolden('colorway-red', readFrame())).failure).toBeNull();
  });

  it('survives losing the context twice in a row', async () => {
    await show(viewer, await goldenDesign('decal'));
    viewer.resetViewport();
    const before = readFrame();
    for (let round = 0; round < 2; round++) {
      const { restore } = await loseContext();
      await restore();
    }
    expect(differingRatio(before, readFrame())).toBeLessThanOrEqual(0.01);
  });
});
