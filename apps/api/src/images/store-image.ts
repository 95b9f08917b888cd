import { randomBytes } from 'node:crypto';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { isoNow } from '../lib/clock';
import { base32 } from '../lib/ids';
import { CONTENT_TYPES, ImageRejected, extensionOf, inspectImage, sniffImage } from './image-files';

export interface StoredImage {
  /** The image id to store (`{random}.{ext}`). */
  readonly id: string;
  /** Where the image is served: `/api/img/original/{id}`. */
  readonly imageUrl: string;
  readonly width: number;
  readonly height: number;
}

/**
 * Puts an image's bytes in the image store under a new id, owned by `userId`: the type is
 * read from the bytes (415 for anything but PNG, JPEG, WebP, GIF, AVIF) and oversized or
 * undecodable images are refused (413 / 422). Uploads and generated images both come here.
 */
export async function storeImage(
  { db, storage, clock, settings }: Pick<Services, 'db' | 'storage' | 'clock' | 'settings'>,
  userId: string,
  data: Buffer,
): Promise<StoredImage> {
  const kind = sniffImage(data);
  if (!kind) throw new ApiError(415, 'unsupported_image', 'Send a PNG, JPEG, WebP, GIF or AVIF image.');
  let facts;
  try {
    facts = await inspectImage(data, settings.maxImagePixels);
  } catch (error) {
    if (error instanceof ImageRejected) throw new ApiError(error.status, error.code, error.message);
    throw error;
  }
  const id = `${base32(randomBytes(10))}.${extensionOf(kind)}`;
  await storage.put(`original/${id}`, data, CONTENT_TYPES[kind]);
  await db
    .insertInto('images')
    .values({
      id,
      user_id: userId,
      content_type: CONTENT_TYPES[kind],
      width: facts.width,
      height: facts.height,
      bytes: data.length,
      created_at: isoNow(clock),
    })
    .execute();
  return { id, imageUrl: `/api/img/original/${id}`, width: facts.width, height: facts.height };
}
