/**
 * `pnpm --filter @atelier/assets exec tsx src/render/turntable.ts`: a seamless turntable of a
 * garment for the home's trend tiles (issue 18), in assets/videos/. The engine's Viewer
 * renders one frame per step of a full turn (../render.ts, SwiftShader), then a blank page in
 * the same Chromium encodes them with `canvas.captureStream(0)` + `MediaRecorder` to
 * WebM/VP9 (no ffmpeg on the machine). The last frame is one step short of the first, so the
 * loop has no seam. A poster (the first frame, JPEG) goes beside it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { ASSETS_DIR, readCatalog } from '../catalog.js';
import { designFor, framingCamera } from './design.js';
import { openRenderer } from './render.js';

const VIDEOS_DIR = join(ASSETS_DIR, 'videos');
const FOV = 30;
const SIZE = [480, 600] as const;
const FPS = 24;
const SECONDS = 4;
const PITCH = 8;

/** The garment and its look (the hoodie of docs/screenshots/garment-hoodie.png). */
const MODEL = 'hoodie';
const MATERIALS = {
  hoodie: 'fleece-forest',
  hood: 'fleece-forest',
  sleeves: 'fleece-forest',
  pocket: 'fleece-forest',
  rib: 'rib-heather-grey',
  straps: 'cord-white',
  metal: 'metal-brushed-brass',
};

async function main(): Promise<void> {
  const catalog = await readCatalog();
  const model = catalog.models.find((m) => m.id === MODEL);
  if (!model) throw new Error(`no model ${MODEL}`);
  const design = designFor(catalog, model, {
    materials: MATERIALS,
    decal: { part: 'hoodie', id: 'atelier-wordmark', island: 0, at: [0.5, 0.32], width: 0.42 },
    background: '#e7e2d9',
    environmentIntensity: 0.7,
  });
  const count = FPS * SECONDS;
  const aspect = SIZE[0] / SIZE[1];
  // One distance for the whole turn (the farthest any angle needs), so the garment never zooms.
  const distance = Math.max(
    ...Array.from({ length: 36 }, (_, i) =>
      Math.hypot(...framingCamera(model, { yaw: i * 10, pitch: PITCH, fov: FOV, aspect, margin: 1.08 })),
    ),
  );
  const renderer = await openRenderer(ASSETS_DIR);
  const frames: string[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const yaw = (i / count) * 2 * Math.PI;
      const pitch = (PITCH * Math.PI) / 180;
      const position = [
        distance * Math.sin(yaw) * Math.cos(pitch),
        distance * Math.sin(pitch),
        distance * Math.cos(yaw) * Math.cos(pitch),
      ] as const;
      const png = await renderer.render(design, {
        position,
        target: [0, 0, 0],
        size: SIZE,
        fov: FOV,
        type: 'image/png',
      });
      frames.push(png.toString('base64'));
      if (i === 0) {
        await mkdir(VIDEOS_DIR, { recursive: true });
        await writeFile(
          join(VIDEOS_DIR, `${MODEL}-turntable.jpg`),
          await sharp(png).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
        );
      }
      if (i % 12 === 0) console.log(`frame ${i + 1}/${count}`);
    }
  } finally {
    await renderer.close();
  }
  const webm = await encode(frames);
  await writeFile(join(VIDEOS_DIR, `${MODEL}-turntable.webm`), webm);
  console.log(`wrote ${MODEL}-turntable.webm (${(webm.length / 1024).toFixed(0)} kB)`);
}

/** Frames (PNG, base64) to WebM/VP9 with MediaRecorder in Chromium, one frame per 1/FPS s. */
async function encode(frames: string[]): Promise<Buffer> {
  const { chromiumArgs, chromiumExecutable } = (await import(
    resolve(import.meta.dirname, '../../../../scripts/chromium.mjs')
  )) as { chromiumArgs: string[]; chromiumExecutable: string };
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const base64 = await page.evaluate(
      async ({ frames, width, height, fps }) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        document.body.append(canvas);
        const context = canvas.getContext('2d')!;
        const bitmaps = await Promise.all(
          frames.map(async (frame) =>
            createImageBitmap(await (await fetch(`data:image/png;base64,${frame}`)).blob()),
          ),
        );
        const stream = canvas.captureStream(0);
        const track = stream.getVideoTracks()[0] as CanvasCaptureMediaStreamTrack;
        const recorder = new MediaRecorder(stream, {
          mimeType: 'video/webm;codecs=vp9',
          videoBitsPerSecond: 1_600_000,
        });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const stopped = new Promise((done) => (recorder.onstop = done));
        recorder.start();
        const start = performance.now();
        for (const [index, bitmap] of bitmaps.entries()) {
          context.drawImage(bitmap, 0, 0);
          track.requestFrame();
          const due = start + ((index + 1) * 1000) / fps;
          await new Promise((done) => setTimeout(done, Math.max(0, due - performance.now())));
        }
        recorder.stop();
        await stopped;
        const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      },
      { frames, width: SIZE[0], height: SIZE[1], fps: FPS },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await browser.close();
  }
}

await main();
