import { randomBytes } from 'node:crypto';
import type { Services } from '../http/context';
import { ApiError, said } from '../http/errors';
import { isoNow } from '../lib/clock';
import { base32 } from '../lib/ids';
import {
  CONTENT_TYPES,
  ImageRejected,
  extensionOf,
  inspectImage,
  normaliseImage,
  sniffImage,
} from './image-files';
import { ImageJobsBusy, imageJobsFor } from './image-jobs';

export interface StoredImage {
  /** The image id to store (`{random}.{ext}`). */
  readonly id: string;
  /** Where the image is served: `/api/img/original/{id}`. */
  readonly imageUrl: string;
  readonly width: number;
  readonly height: number;
}

/** A refused or unprocessable image as the API's answer (413, 415, 422, 503). */
export function imageError(error: unknown): unknown {
  if (error instanceof ImageRejected)
    return new ApiError(error.status, error.code, said(error.key, error.params));
  if (error instanceof ImageJobsBusy) {
    // The route adds Retry-After (settings.imageJobs.retryAfterSeconds).
    return new ApiError(503, 'images_busy', said('image.busy', { seconds: error.retryAfterSeconds }));
  }
  return error;
}

/**
 * Puts an image in the image store under a new id, owned by `userId`: the type is read from
 * the bytes (415 for anything but PNG, JPEG, WebP, GIF, AVIF), images above the size limits
 * are refused from their header (413), and the rest is decoded in full and re-encoded in the
 * image queue (422 when it cannot be decoded; 503 when the queue is full). The stored bytes
 * are the re-encoded ones. Uploads and generated images both come here.
 */
export async function storeImage(
  { db, storage, clock, settings }: Pick<Services, 'db' | 'storage' | 'clock' | 'settings'>,
  /** Null for an image nobody signed in owns (a guest design's capture). */
  userId: string | null,
  data: Buffer,
): Promise<StoredImage> {
  const kind = sniffImage(data);
  if (!kind) throw new ApiError(415, 'unsupported_image', said('image.unsupported'));
  const limits = { maxPixels: settings.maxImagePixels, maxSide: settings.maxImageSide };
  let image;
  try {
    // The header is checked before queueing, so an oversized file never takes a slot.
    await inspectImage(data, limits);
    image = await imageJobsFor(settings).run(() => normaliseImage(data, kind, limits));
  } catch (error) {
    throw imageError(error);
  }
  const id = `${base32(randomBytes(10))}.${extensionOf(kind)}`;
  await storage.put(`original/${id}`, image.data, CONTENT_TYPES[kind]);
  await db
    .insertInto('images')
    .values({
      id,
      user_id: userId,
      content_type: CONTENT_TYPES[kind],
      width: image.width,
      height: image.height,
      bytes: image.data.length,
      created_at: isoNow(clock),
    })
    .execute();
  return { id, imageUrl: `/api/img/original/${id}`, width: image.width, height: image.height };
}
