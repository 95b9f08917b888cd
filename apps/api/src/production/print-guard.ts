import type { CombinationConfig, FormAnswerMap, PlacedDecal, PrebuildExtraOption } from '@atelier/schema';
import { ProducerMetadataSchema } from '@atelier/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import {
  answerPrintChecks,
  imageApiId,
  placedDecalPrintChecks,
  printGuardSetup,
  type ImageSize,
} from '../domain';
import { ApiError } from '../http/errors';
import { fromJson } from '../lib/json';

/**
 * Issue 20: the server's print-resolution guard. A shopper's uploaded decal that would print
 * under the producer's DPI floor where the design places it is refused with 422
 * `print_resolution_too_low` before anything is stored; the same domain rule the form shows
 * live. Only images of the image store are judged: their pixel size is known from upload.
 */

/** The pixel sizes of the store's images among these URLs, by URL. */
async function imageSizes(db: Kysely<Database>, urls: readonly string[]): Promise<Map<string, ImageSize>> {
  const ids = new Map<string, string>();
  for (const url of urls) {
    const id = imageApiId(url);
    if (id) ids.set(url, id);
  }
  if (ids.size === 0) return new Map();
  const rows = await db
    .selectFrom('images')
    .select(['id', 'width', 'height'])
    .where('id', 'in', [...new Set(ids.values())])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, { width: row.width, height: row.height }]));
  const sizes = new Map<string, ImageSize>();
  for (const [url, id] of ids) {
    const size = byId.get(id);
    if (size) sizes.set(url, size);
  }
  return sizes;
}

/** A producer's DPI floor (the default when they set none or their metadata does not read). */
export async function producerDpiFloor(
  db: Kysely<Database>,
  producerId: string | undefined,
): Promise<number | undefined> {
  if (!producerId) return undefined;
  const row = await db
    .selectFrom('producers')
    .select('metadata')
    .where('id', '=', producerId)
    .executeTakeFirst();
  const metadata = ProducerMetadataSchema.safeParse(fromJson(row?.metadata ?? '{}', {}));
  return metadata.success ? metadata.data.print_dpi_floor : undefined;
}

/** Every URL a line's answers name, for the size look-up. */
const answerUrls = (answers: FormAnswerMap): string[] =>
  Object.values(answers).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (value && typeof value === 'object' && !Array.isArray(value) && typeof value.url === 'string')
      return [value.url];
    return [];
  });

/** 422 `print_resolution_too_low` naming each answer whose image prints under the floor, or nothing. */
export async function assertAnswersPrint(
  db: Kysely<Database>,
  design: CombinationConfig | undefined,
  answers: FormAnswerMap,
  prebuild:
    { readonly extra_option: PrebuildExtraOption; readonly producer_id?: string | undefined } | undefined,
  path = 'properties',
): Promise<void> {
  const print = prebuild?.extra_option.print;
  if (!design || !prebuild || !print || print.areas.length === 0) return;
  const sizes = await imageSizes(db, answerUrls(answers));
  if (sizes.size === 0) return;
  const setup = printGuardSetup(print, await producerDpiFloor(db, prebuild.producer_id));
  const refused = answerPrintChecks(design, answers, setup, (url) => sizes.get(url) ?? null).filter(
    (check) => check.verdict.level === 'refused',
  );
  if (refused.length === 0) return;
  const issues = refused.map((check) => ({
    path: `${path}.${check.fieldId}`,
    message: `This image prints at ${check.verdict.dpi} DPI where it is placed; the producer needs at least ${check.verdict.floor} DPI. Upload a larger image.`,
  }));
  throw new ApiError(
    422,
    'print_resolution_too_low',
    issues.map((issue) => issue.message).join(' '),
    issues,
    { dpi: refused[0]!.verdict.dpi, floor: refused[0]!.verdict.floor },
  );
}

/** Whether a save changed what a decal prints: its image, its size or its part. */
const printChanged = (before: PlacedDecal | undefined, after: PlacedDecal): boolean =>
  !before ||
  before.material_config.map !== after.material_config.map ||
  before.scale.x !== after.scale.x ||
  before.scale.y !== after.scale.y ||
  before.part_binding !== after.part_binding;

/**
 * 422 `print_resolution_too_low` when a creator's save places or scales an uploaded decal so it
 * prints under the producer's floor. Only decals the save changes are judged: a design saved
 * before the guard keeps saving, and its decals are judged when they are next moved.
 */
export async function assertDesignPrint(
  db: Kysely<Database>,
  before: CombinationConfig | undefined,
  after: CombinationConfig,
  prebuild: { readonly extra_option: PrebuildExtraOption; readonly producer_id?: string | undefined },
): Promise<void> {
  const print = prebuild.extra_option.print;
  if (!print || print.areas.length === 0) return;
  const previous = new Map((before?.decals.placed ?? []).map((decal) => [decal.value, decal]));
  const changed = after.decals.placed.filter((decal) => printChanged(previous.get(decal.value), decal));
  const urls = changed.flatMap((decal) => (decal.material_config.map ? [decal.material_config.map] : []));
  if (urls.length === 0) return;
  const sizes = await imageSizes(db, urls);
  if (sizes.size === 0) return;
  const setup = printGuardSetup(print, await producerDpiFloor(db, prebuild.producer_id));
  const refused = placedDecalPrintChecks(changed, setup, (url) => sizes.get(url) ?? null).filter(
    (check) => check.verdict.level === 'refused',
  );
  if (refused.length === 0) return;
  const issues = refused.map((check) => ({
    path: `combination_config.decals.placed.${after.decals.placed.findIndex((decal) => decal.value === check.decal)}`,
    message: `Decal ${check.decal} prints at ${check.verdict.dpi} DPI at this size; the producer needs at least ${check.verdict.floor} DPI. Make it smaller or use a larger image.`,
  }));
  throw new ApiError(
    422,
    'print_resolution_too_low',
    issues.map((issue) => issue.message).join(' '),
    issues,
    { dpi: refused[0]!.verdict.dpi, floor: refused[0]!.verdict.floor },
  );
}
