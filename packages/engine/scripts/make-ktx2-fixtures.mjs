#!/usr/bin/env node
// Writes the KTX2 normal-map fixtures of the engine's KTX2 tests (src/loading/ktx2-images.test.ts)
// from a real demo normal map (assets/materials/normals/jersey.webp), at 256 px, in both Basis
// Universal modes the image API may answer: ETC1S (BasisLZ) and UASTC with Zstandard, each with
// its full mip chain and a linear transfer function (a normal map holds vectors, not colours).
//   node packages/engine/scripts/make-ktx2-fixtures.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encodeToKTX2 } from 'ktx2-encoder';
import sharp from 'sharp';

const SIZE = 256;
const source = fileURLToPath(new URL('../../../assets/materials/normals/jersey.webp', import.meta.url));
const folder = new URL('../src/test/fixtures/', import.meta.url);

/** ktx2-encoder takes raw RGBA in Node (its browser build decodes by itself). */
const imageDecoder = async (buffer) => {
  const { data, info } = await sharp(buffer).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
};

const png = await sharp(source).resize(SIZE, SIZE, { kernel: 'lanczos3' }).png().toBuffer();
const linearNormalMap = {
  imageDecoder,
  isNormalMap: true,
  isPerceptual: false,
  isSetKTX2SRGBTransferFunc: false,
  generateMipmap: true,
};
const modes = {
  etc1s: { ...linearNormalMap, isUASTC: false, qualityLevel: 255, compressionLevel: 4 },
  uastc: { ...linearNormalMap, isUASTC: true, needSupercompression: true },
};

mkdirSync(folder, { recursive: true });
for (const [mode, options] of Object.entries(modes)) {
  const ktx2 = await encodeToKTX2(new Uint8Array(png), options);
  const file = new URL(`jersey-normal-${SIZE}.${mode}.ktx2`, folder);
  writeFileSync(file, ktx2);
  process.stdout.write(`${fileURLToPath(file)}: ${ktx2.byteLength} bytes\n`);
}
