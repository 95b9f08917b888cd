/**
 * Golden-image comparison for the render-fidelity tests (STYLE.md 6, in the spirit of
 * model-viewer's render-fidelity tools). Goldens are small PNGs in src/__goldens__/;
 * a comparison counts the pixels whose channels differ by more than `pixelTolerance`
 * and fails when they exceed `maxDifferingRatio` of the image, writing the actual image,
 * the expected one and a diff (differing pixels in red) to test-results/engine-goldens/.
 *
 * Update mode (rewrite every golden from the current rendering): run vitest with `-u`
 * (`pnpm --filter @atelier/engine goldens:update`), or set UPDATE_GOLDENS=1 when the
 * vitest config passes it to the browser (see docs/engine.md).
 */
import { commands, server } from 'vitest/browser';

/** RGBA pixels, top row first. */
export interface Pixels {
  pixels: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

export interface GoldenOptions {
  /** A channel difference above this (0..255) makes a pixel count as different. */
  pixelTolerance?: number;
  /** The share of differing pixels allowed (0..1). */
  maxDifferingRatio?: number;
}

export const GOLDEN_DIR = 'src/__goldens__';
export const GOLDEN_RESULTS_DIR = '../../test-results/engine-goldens';

export function goldenUpdateMode(): boolean {
  const config = server.config as unknown as {
    snapshotOptions?: { updateSnapshot?: string };
    env?: Record<string, string | undefined>;
  };
  const env = { ...(config.env ?? {}), ...(import.meta.env as Record<string, string | undefined>) };
  return config.snapshotOptions?.updateSnapshot === 'all' || env['UPDATE_GOLDENS'] === '1';
}

async function encodePng({ pixels, width, height }: Pixels): Promise<string> {
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(pixels), width, height), 0, 0);
  const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function decodePng(base64: string): Promise<Pixels> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
    premultiplyAlpha: 'none',
    colorSpaceConversion: 'none',
  });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  return {
    pixels: context.getImageData(0, 0, bitmap.width, bitmap.height).data,
    width: bitmap.width,
    height: bitmap.height,
  };
}

async function readGolden(name: string): Promise<Pixels | null> {
  try {
    return await decodePng(await commands.readFile(`${GOLDEN_DIR}/${name}.png`, 'base64'));
  } catch {
    return null;
  }
}

export interface GoldenResult {
  /** Pixels over the tolerance. */
  differing: number;
  ratio: number;
  /** Why it failed, or null. */
  failure: string | null;
}

/** Compares `actual` with the golden `name`; writes artefacts on failure; rewrites it in update mode. */
export async function compareWithGolden(
  name: string,
  actual: Pixels,
  options: GoldenOptions = {},
): Promise<GoldenResult> {
  const pixelTolerance = options.pixelTolerance ?? 24;
  const maxDifferingRatio = options.maxDifferingRatio ?? 0.01;
  if (goldenUpdateMode()) {
    await commands.writeFile(`${GOLDEN_DIR}/${name}.png`, await encodePng(actual), 'base64');
    return { differing: 0, ratio: 0, failure: null };
  }
  const expected = await readGolden(name);
  const writeArtefacts = async (diff?: Pixels) => {
    await commands.writeFile(`${GOLDEN_RESULTS_DIR}/${name}.actual.png`, await encodePng(actual), 'base64');
    if (expected)
      await commands.writeFile(
        `${GOLDEN_RESULTS_DIR}/${name}.expected.png`,
        await encodePng(expected),
        'base64',
      );
    if (diff)
      await commands.writeFile(`${GOLDEN_RESULTS_DIR}/${name}.diff.png`, await encodePng(diff), 'base64');
  };
  if (!expected) {
    await writeArtefacts();
    return {
      differing: 0,
      ratio: 1,
      failure: `No golden "${name}"; run the golden update command (docs/engine.md)`,
    };
  }
  if (expected.width !== actual.width || expected.height !== actual.height) {
    await writeArtefacts();
    return {
      differing: 0,
      ratio: 1,
      failure: `Golden "${name}" is ${expected.width}x${expected.height}, the rendering ${actual.width}x${actual.height}`,
    };
  }
  const diff = new Uint8ClampedArray(actual.pixels.length);
  let differing = 0;
  for (let i = 0; i < actual.pixels.length; i += 4) {
    let delta = 0;
    for (let c = 0; c < 4; c++)
      delta = Math.max(delta, Math.abs(actual.pixels[i + c]! - expected.pixels[i + c]!));
    const grey = (actual.pixels[i]! + actual.pixels[i + 1]! + actual.pixels[i + 2]!) / 12 + 160;
    if (delta > pixelTolerance) {
      differing++;
      diff.set([255, 0, 0, 255], i);
    } else {
      diff.set([grey, grey, grey, 255], i);
    }
  }
  const ratio = differing / (actual.width * actual.height);
  if (ratio <= maxDifferingRatio) return { differing, ratio, failure: null };
  await writeArtefacts({ pixels: diff, width: actual.width, height: actual.height });
  return {
    differing,
    ratio,
    failure:
      `Golden "${name}": ${differing} pixels (${(ratio * 100).toFixed(2)} %) differ by more than ${pixelTolerance}, ` +
      `over the ${(maxDifferingRatio * 100).toFixed(2)} % allowed; see test-results/engine-goldens/${name}.*.png`,
  };
}
