import { z } from 'zod';

/**
 * The product photos rendered by tools/assets (`pnpm assets --photos`, docs/assets.md):
 * assets/photos/manifest.json lists, per garment, a palette of colours with a JPEG per
 * view. A creation is shown in the photos of its garment in the nearest palette colour.
 */
export const PHOTO_MANIFEST_PATH = 'photos/manifest.json';

const HexSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

const PhotoManifestSchema = z.looseObject({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** View ids in gallery order: the first is the cover. */
  views: z.array(z.string()).min(1),
  photos: z.array(
    z.looseObject({
      garment: z.string(),
      colour: z.string(),
      hex: HexSchema,
      views: z.record(z.string(), z.string()),
    }),
  ),
});
export type PhotoManifest = z.infer<typeof PhotoManifestSchema>;
export type PhotoEntry = PhotoManifest['photos'][number];

/** The manifest, or null when there is none or it does not read (the seed falls back). */
export async function readPhotoManifest(
  readAsset: (path: string) => Promise<Buffer>,
): Promise<PhotoManifest | null> {
  try {
    const parsed = PhotoManifestSchema.safeParse(
      JSON.parse((await readAsset(PHOTO_MANIFEST_PATH)).toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const channels = (hex: string) =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

/**
 * Perceived distance between two #rrggbb colours ("redmean": RGB weighted by how much red
 * there is, close to CIE distances at a fraction of the cost).
 */
export function colourDistance(a: string, b: string): number {
  const [r1, g1, b1] = channels(a);
  const [r2, g2, b2] = channels(b);
  const mean = (r1 + r2) / 2;
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  return Math.sqrt((2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db);
}

/** The photo of `garment` nearest to `hex`, or null when the garment has none. */
export function nearestPhoto(manifest: PhotoManifest, garment: string, hex: string): PhotoEntry | null {
  const colour = HexSchema.safeParse(hex).success ? hex : '#9e9e9e';
  let best: PhotoEntry | null = null;
  let bestDistance = Infinity;
  for (const entry of manifest.photos) {
    if (entry.garment !== garment) continue;
    const distance = colourDistance(entry.hex, colour);
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best;
}

/** The files of `entry` in gallery order (the manifest's view order), those it has. */
export function galleryFiles(manifest: PhotoManifest, entry: PhotoEntry): string[] {
  return manifest.views.map((view) => entry.views[view]).filter((file): file is string => Boolean(file));
}
