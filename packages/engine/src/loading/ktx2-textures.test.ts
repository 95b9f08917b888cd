import { afterAll, describe, expect, it } from 'vitest';
import {
  Mesh,
  NoColorSpace,
  OrthographicCamera,
  PlaneGeometry,
  Scene,
  ShaderMaterial,
  WebGLRenderTarget,
  type CompressedTexture,
  type Texture,
} from 'three';
import transcoderScriptUrl from 'three/examples/jsm/libs/basis/basis_transcoder.js?url';
import jerseyNormalUrl from '../../../../assets/materials/normals/jersey.webp?url';
import etc1sUrl from '../test/fixtures/jersey-normal-256.etc1s.ktx2?url';
import uastcUrl from '../test/fixtures/jersey-normal-256.uastc.ktx2?url';
import { sharedTestRenderer } from '../test/viewer-fixture';
import { Ktx2Transcoder, transcoderWorkerCount } from './ktx2-textures';

const SIZE = 256;
const TRANSCODER_PATH = transcoderScriptUrl.slice(0, transcoderScriptUrl.lastIndexOf('/') + 1);

/** The texels a texture holds at its full size, rows from the image's top (RGBA). */
function readTexels(texture: Texture): Uint8Array {
  const renderer = sharedTestRenderer();
  const target = new WebGLRenderTarget(SIZE, SIZE);
  const material = new ShaderMaterial({
    uniforms: { map: { value: texture } },
    vertexShader: 'varying vec2 vUv; void main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }',
    fragmentShader:
      'uniform sampler2D map; varying vec2 vUv; void main() { gl_FragColor = texture2D(map, vUv); }',
  });
  const quad = new Mesh(new PlaneGeometry(2, 2), material);
  const scene = new Scene().add(quad);
  renderer.setRenderTarget(target);
  renderer.render(scene, new OrthographicCamera());
  const texels = new Uint8Array(SIZE * SIZE * 4);
  // The quad's v = 0 (the bottom row read first) samples the image's first row: three uploads
  // texture data unflipped, as the engine draws it (glTF's v runs down the image).
  renderer.readRenderTargetPixels(target, 0, 0, SIZE, SIZE, texels);
  renderer.setRenderTarget(null);
  target.dispose();
  material.dispose();
  quad.geometry.dispose();
  return texels;
}

/** The demo normal map the fixtures were made from, at their size, rows from the top (RGBA). */
async function sourceTexels(): Promise<Uint8Array> {
  const blob = await (await fetch(jerseyNormalUrl)).blob();
  const bitmap = await createImageBitmap(blob, {
    resizeWidth: SIZE,
    resizeHeight: SIZE,
    resizeQuality: 'high',
    colorSpaceConversion: 'none',
  });
  const context = new OffscreenCanvas(SIZE, SIZE).getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Uint8Array(context.getImageData(0, 0, SIZE, SIZE).data.buffer);
}

/** Mean difference per colour channel; `flip` compares `a` upside down. */
function meanDifference(a: Uint8Array, b: Uint8Array, flip = false): number {
  let sum = 0;
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const i = (y * SIZE + x) * 4;
      const j = ((flip ? SIZE - 1 - y : y) * SIZE + x) * 4;
      for (let c = 0; c < 3; c++) sum += Math.abs(a[j + c]! - b[i + c]!);
    }
  return sum / (SIZE * SIZE * 3);
}

const transcoder = new Ktx2Transcoder(sharedTestRenderer(), TRANSCODER_PATH);
afterAll(() => transcoder.dispose());

describe('Ktx2Transcoder', () => {
  it.each([
    ['ETC1S (BasisLZ)', etc1sUrl],
    ['UASTC with Zstandard', uastcUrl],
  ])('turns the %s fixture into the demo normal map, the right way up', async (_mode, fixture) => {
    const image = await transcoder.transcode(await (await fetch(fixture)).arrayBuffer());
    const texture = image.newTexture() as CompressedTexture;
    texture.colorSpace = NoColorSpace;
    const texels = readTexels(texture);
    const source = await sourceTexels();
    // Lossy (ETC1S more than UASTC), yet the knit's texels, and not upside down.
    const upright = meanDifference(texels, source);
    const flipped = meanDifference(texels, source, true);
    expect(upright).toBeLessThan(10);
    expect(flipped).toBeGreaterThan(upright * 1.5);
    texture.dispose();
  });

  it('uses one worker per spare core, at most two', () => {
    expect([1, 2, 3, 8, undefined].map(transcoderWorkerCount)).toEqual([1, 1, 2, 2, 1]);
  });
});
