import { afterEach, expect, it } from 'vitest';
import { createPreview, type Preview } from './index';

let preview: Preview | undefined;
afterEach(() => preview?.dispose());

it('renders a lit three.js frame with WebGL2 in Chromium (non-blank pixels)', () => {
  const canvas = document.createElement('canvas');
  document.body.append(canvas);
  preview = createPreview({ canvas, width: 200, height: 150, background: '#ffffff', color: '#b4472f' });
  preview.render();
  const gl = preview.renderer.getContext();
  expect(gl).toBeInstanceOf(WebGL2RenderingContext);
  const pixels = new Uint8Array(200 * 150 * 4);
  gl.readPixels(0, 0, 200, 150, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  let shaded = 0;
  const distinct = new Set<number>();
  for (let i = 0; i < pixels.length; i += 4) {
    const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    if (r < 240 || g < 240 || b < 240) shaded++;
    distinct.add((r << 16) | (g << 8) | b);
  }
  // The knot covers a good share of the frame and is shaded, not flat.
  expect(shaded / (200 * 150)).toBeGreaterThan(0.1);
  expect(distinct.size).toBeGreaterThan(50);
});

it('draws nothing until asked (render on demand)', () => {
  const canvas = document.createElement('canvas');
  preview = createPreview({ canvas, width: 64, height: 64 });
  expect(preview.renderer.info.render.frame).toBe(0);
  preview.render();
  expect(preview.renderer.info.render.frame).toBe(1);
});
