import { checkDecalUpload, type DecalUploadContext, type Message } from '@atelier/domain';
import { wrap, type Remote } from 'comlink';
import type { composeDecalText } from './composeDecalText';
import type { convertDecalImage } from './convertDecalImage';

type Converter = { convert: typeof convertDecalImage; compose: typeof composeDecalText };

let worker: Remote<Converter> | null = null;

/** The conversion worker, started on first use and kept for the page's life. */
function converter(): Remote<Converter> {
  worker ??= wrap<Converter>(
    new Worker(new URL('./decalImage.worker.ts', import.meta.url), { type: 'module', name: 'decal-image' }),
  );
  return worker;
}

/** A Blob as a data URL (FileReader reads off the main thread's critical path). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read file'));
    reader.readAsDataURL(blob);
  });
}

export type PreparedImage =
  { readonly ok: true; readonly dataUrl: string } | { readonly ok: false; readonly message: Message };

/**
 * 002 §5: checks a decal image (5 MB; png and jpeg to replace, png, jpeg and webp to add),
 * converts it to WebP in a worker (0.8, at most 2048 px) and answers it as a data URL, which
 * the editor keeps in the design (the viewer draws it, the draft keeps it) until a save
 * uploads it through the image API (001 §5). When conversion fails the original is kept and
 * the failure logged (002 §8).
 */
export async function prepareDecalImage(
  file: File,
  context: DecalUploadContext,
  convert: (file: Blob) => Promise<Blob> = (blob) => converter().convert(blob),
): Promise<PreparedImage> {
  const check = checkDecalUpload(file, context);
  if (!check.ok) return check;
  return { ok: true, dataUrl: await blobToDataUrl(await convertOrKeep(file, convert)) };
}

/** The worker's `compose`: a decal image with the shopper's text overlay, for the 3D view. */
export const composeInWorker = (...args: Parameters<typeof composeDecalText>): Promise<Blob> =>
  converter().compose(...args);

/** The conversion worker's `convert` (WebP at 0.8, at most 2048 px), for other callers. */
export const convertInWorker = (blob: Blob): Promise<Blob> => converter().convert(blob);

/**
 * 002 §5, §8: the image converted to WebP, or the original when conversion fails (logged).
 * Shared by the editor's decal panel and the customer form's decal upload.
 */
export async function convertOrKeep(
  image: Blob,
  convert: (blob: Blob) => Promise<Blob> = convertInWorker,
): Promise<Blob> {
  try {
    return await convert(image);
  } catch (error) {
    console.warn('Decal image conversion failed; the original is used', error);
    return image;
  }
}
