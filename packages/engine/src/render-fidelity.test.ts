import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOLDEN_SCENARIOS } from './test/golden-scenarios';
import { compareWithGolden, type Pixels } from './test/golden';
import { testGarment } from './test/test-garment';
import { createTestViewer, show, testDesign } from './test/viewer-fixture';
import { internalsOf } from './viewer/internals';
import type { Viewer } from './viewer/Viewer';

const WIDTH = 256;
const HEIGHT = 192;

let viewer: Viewer;
beforeAll(() => {
  viewer = createTestViewer({ width: WIDTH, height: HEIGHT, decalCanvasSize: 512, shadowMapSize: 512 });
});
afterAll(() => viewer.dispose());

/** The live canvas's pixels right after a frame, top row first. */
function readFrame(v: Viewer): Pixels {
  v.invalidate();
  v.renderNow();
  const gl = internalsOf(v).renderer.getContext();
  const bottomUp = new Uint8Array(WIDTH * HEIGHT * 4);
  gl.readPixels(0, 0, WIDTH, HEIGHT, gl.RGBA, gl.UNSIGNED_BYTE, bottomUp);
  const pixels = new Uint8Array(bottomUp.length);
  const row = WIDTH * 4;
  for (let y = 0; y < HEIGHT; y++)
    pixels.set(bottomUp.subarray((HEIGHT - 1 - y) * row, (HEIGHT - y) * row), y * row);
  return { pixels, width: WIDTH, height: HEIGHT };
}

describe('render fidelity (golden images)', () => {
  for (const scenario of GOLDEN_SCENARIOS) {
    it(scenario.name, async () => {
      const garment = await testGarment();
      const design = await testDesign((config) => {
        // Closer than the default camera, so the garment fills the small golden.
        config.initialCameraTransform = { position: [0, 0.7, 4.2], target: [0, 0.05, 0] };
        scenario.design(config, garment);
      });
      await show(viewer, {
        ...design,
        ...(scenario.model ? { model: { url: scenario.model(garment), format: 'glb' as const } } : {}),
        decalLayers: scenario.layers?.(garment) ?? {},
      });
      viewer.resetViewport();
      const result = await compareWithGolden(scenario.name, readFrame(viewer));
      expect(result.failure).toBeNull();
    });
  }
});
