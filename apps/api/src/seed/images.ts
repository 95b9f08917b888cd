import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { BlobStorage } from '../storage/blob-storage';

/** An image written to blob storage; its row goes into `images` with the rest of the seed. */
export interface SeedImage {
  id: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export async function putImage(storage: BlobStorage, id: string, data: Buffer): Promise<SeedImage> {
  const extension = id.split('.').pop()?.toLowerCase() ?? 'png';
  const contentType = TYPES[extension] ?? 'application/octet-stream';
  const meta = await sharp(data).metadata();
  // Blob keys are deterministic, so a second run writes the same bytes again at most.
  if (!(await storage.get(`original/${id}`))) await storage.put(`original/${id}`, data, contentType);
  return {
    id,
    content_type: contentType,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    bytes: data.length,
  };
}

/** The rows of the images put in storage (an image already there is kept). */
export async function writeImages(trx: Kysely<Database>, images: SeedImage[], stamp: string): Promise<void> {
  for (const image of images) {
    await trx
      .insertInto('images')
      .values({ ...image, user_id: null, created_at: stamp })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A round avatar with initials. */
export function avatarPng(initials: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="${color}"/>
  <text x="128" y="160" font-family="DejaVu Sans, Arial, sans-serif" font-size="104" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A soft two-colour banner (1600x400). */
export function bannerJpeg(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1600" height="400" fill="url(#g)"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A plain garment silhouette for stores seeded without the generated catalog. */
export function placeholderGarmentPng(kind: string, color: string): Promise<Buffer> {
  const shapes: Record<string, string> = {
    tshirt:
      'M70 60 L110 40 Q128 58 146 40 L186 60 L216 100 L186 118 L176 104 L176 216 L80 216 L80 104 L70 118 L40 100 Z',
    hoodie: 'M72 70 Q128 10 184 70 L216 110 L190 126 L178 110 L178 220 L78 220 L78 110 L66 126 L40 110 Z',
  };
  const path = shapes[kind] ?? shapes.tshirt;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="#eeeeee"/>
  <path d="${path}" fill="${color}" stroke="#00000033" stroke-width="3"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A square of one colour (material thumbnails and textures without the catalog). */
export function swatchPng(color: string, size = 256): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Backdrops and garments prepared once, so each creation photo is one composite. */
export interface PhotoKit {
  backdrops: Buffer[];
  garments: Map<string, Buffer>;
}

const PHOTO_WIDTH = 600;
const PHOTO_HEIGHT = 750;
const GARMENT_SIDE = 460;

export async function preparePhotoKit(backdrops: Buffer[], garments: Map<string, Buffer>): Promise<PhotoKit> {
  const plain = await sharp({
    create: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3, background: '#f3f0ea' },
  })
    .png()
    .toBuffer();
  return {
    backdrops: backdrops.length
      ? await Promise.all(
          backdrops.map((backdrop) =>
            sharp(backdrop)
              .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { fit: 'cover' })
              .png({ compressionLevel: 1 })
              .toBuffer(),
          ),
        )
      : [plain],
    garments: new Map(
      await Promise.all(
        [...garments].map(
          async ([key, garment]) =>
            [
              key,
              await sharp(garment).resize(GARMENT_SIDE, GARMENT_SIDE).png({ compressionLevel: 1 }).toBuffer(),
            ] as const,
        ),
      ),
    ),
  };
}

/**
 * A stand-in product photo for a creation (seeds without the rendered photos): the
 * garment, tinted in the creation's colour, on a backdrop. 600x750 JPEG, no text.
 */
export async function creationPhoto(options: {
  garment: Buffer;
  backdrop: Buffer;
  tint: string;
}): Promise<Buffer> {
  const tint = await sharp({
    create: { width: GARMENT_SIDE, height: GARMENT_SIDE, channels: 3, background: options.tint },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const garment = await sharp(options.garment)
    .composite([{ input: tint, blend: 'multiply' }])
    .extend({ top: 8, bottom: 8, left: 8, right: 8, background: '#ffffff' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(options.backdrop)
    .composite([
      {
        input: garment,
        top: (PHOTO_HEIGHT - GARMENT_SIDE - 16) / 2,
        left: (PHOTO_WIDTH - GARMENT_SIDE - 16) / 2,
      },
    ])
    .jpeg({ quality: 78 })
    .toBuffer();
}
