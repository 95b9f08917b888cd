import type { Creation, MediaPlate, ParseIssue } from '@atelier/schema';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/types';
import { assertDesignPrint } from '../production/print-guard';
import { type SaveMode, isDraftAfterSave, newCreation } from '../domain';
import type { AuthState, Services } from '../http/context';
import { conflict, invalidInput } from '../http/errors';
import { isoNow, nextVersion } from '../lib/clock';
import { newId } from '../lib/ids';
import { flag, toJson } from '../lib/json';
import { type PrebuildAnswer, loadPrebuilds } from '../queries/catalogue';
import {
  type CreationWithUserRow,
  creationCategories,
  creationPrebuildIds,
  findCreation,
  loadCreationDetail,
} from '../queries/creations';
import { categoriesAfter, prebuildIdsAfter } from './relations';
import {
  type CreationCandidate,
  checkCreationSave,
  prebuildRequired,
  refusePrebuildChangeWhenPublished,
  stampedDesign,
} from './save-checks';
import type { CreateCreationSchema, CreationPatchSchema } from './schemas';

/**
 * Writes creations: a new one by its first save, a change (fields, relations, save mode),
 * both through the same checks (./save-checks.ts) with optimistic concurrency, and a copy.
 * Callers check access first (./access.ts) and read the result back themselves.
 */

/** The media urls of a gallery, for creation_media and the list's cover (plates with an image). */
export const mediaUrlsOf = (plates: readonly MediaPlate[]): string[] =>
  plates
    .filter((plate) => ['image/link', 'image/upload', 'capture'].includes(plate.type) && plate.url)
    .map((plate) => plate.url as string);

async function replaceMedia(db: Kysely<Database>, creationId: string, urls: string[]) {
  await db.deleteFrom('creation_media').where('creation_id', '=', creationId).execute();
  if (urls.length > 0) {
    await db
      .insertInto('creation_media')
      .values(urls.map((url, position) => ({ id: newId('cm'), creation_id: creationId, url, position })))
      .execute();
  }
}

async function replaceCategories(db: Kysely<Database>, creationId: string, creation: Creation) {
  await db.deleteFrom('creation_categories').where('creation_id', '=', creationId).execute();
  const categories = creation.creation_category ?? [];
  if (categories.length > 0)
    await db
      .insertInto('creation_categories')
      .values(categories.map((category) => ({ creation_id: creationId, category_id: category.id as string })))
      .execute();
}

async function replacePrebuilds(db: Kysely<Database>, creationId: string, prebuildIds: readonly string[]) {
  await db.deleteFrom('creation_prebuilds').where('creation_id', '=', creationId).execute();
  if (prebuildIds.length > 0)
    await db
      .insertInto('creation_prebuilds')
      .values(
        prebuildIds.map((prebuild_id, position) => ({ creation_id: creationId, prebuild_id, position })),
      )
      .execute();
}

/** The stored columns of a checked creation (every field, so an insert and an update write alike). */
const creationColumns = (creation: Creation) => ({
  name: creation.name,
  description: creation.description,
  category: creation.category ?? null,
  tags: toJson(creation.tags),
  total_price: creation.totalPrice,
  is_draft: flag(creation.is_draft),
  is_deleted: flag(creation.is_deleted),
  visibility: creation.visibility,
  purchase_type: creation.purchaseType,
  kickstart_start: creation.kickstart_start ?? null,
  kickstart_end: creation.kickstart_end ?? null,
  kickstart_periode: creation.kickstart_periode,
  minimum_order: creation.minimum_order,
  maximum_order: creation.maximum_order ?? null,
  sizing: toJson(creation.sizing),
  waterflow_config: toJson(creation.waterflow_config),
  combination_config: toJson(creation.combination_config),
  cover_url: mediaUrlsOf(creation.waterflow_config.media_placement)[0] ?? null,
});

type EditableFields = Omit<
  z.infer<typeof CreationPatchSchema>,
  'updatedAt' | 'mode' | 'creation_category' | 'prebuilds'
>;

/** The fields over an item: `maximum_order: null` clears it, the design is stamped v3 (001 §4). */
const withFields = <T extends CreationCandidate>(item: T, fields: EditableFields): T => {
  const { maximum_order, ...rest } = stampedDesign(fields);
  const merged = { ...item, ...rest };
  if (maximum_order === null) delete merged.maximum_order;
  else if (maximum_order !== undefined) merged.maximum_order = maximum_order;
  return merged;
};

const STALE_MESSAGE = 'This creation was changed elsewhere. Reload it, or save again to overwrite it.';

/**
 * 409 `stale` with what the editor needs to offer reload or overwrite: the current
 * `updatedAt` (overwriting is a save naming it) and the creation as it is now.
 */
async function staleConflict(services: Services, auth: AuthState, id: string) {
  const row = await findCreation(services.db, id);
  if (!row) return conflict('stale', STALE_MESSAGE);
  const creation = await loadCreationDetail(services.db, row, auth.user.id, services.clock.now());
  return conflict('stale', STALE_MESSAGE, { updatedAt: row.updated_at, creation });
}

/** A change as the routes receive it: a PATCH body, or publish / unpublish with the version read. */
export type CreationChange =
  z.infer<typeof CreationPatchSchema> | { updatedAt?: string | undefined; mode: SaveMode };

/** Applies a change to a creation the viewer owns; 409 when it changed since `updatedAt`. */
export async function saveCreationChange(
  services: Services,
  auth: AuthState,
  row: CreationWithUserRow,
  patch: CreationChange,
): Promise<void> {
  const { db, clock } = services;
  if (patch.updatedAt !== undefined && patch.updatedAt !== row.updated_at) {
    throw await staleConflict(services, auth, row.id);
  }
  const {
    updatedAt: _version,
    mode,
    creation_category,
    prebuilds: prebuildChanges,
    ...fields
  } = patch as z.infer<typeof CreationPatchSchema>;
  const current = await loadCreationDetail(db, row, auth.user.id, clock.now(), { prebuildAssets: false });

  const issues: ParseIssue[] = [];
  const categories = await categoriesAfter(db, current.creation_category, creation_category, issues);
  const prebuildIdsBefore = await creationPrebuildIds(db, row.id);
  const prebuildIds = await prebuildIdsAfter(db, prebuildIdsBefore, prebuildChanges, auth.user.id, issues);
  if (issues.length > 0) throw invalidInput(issues);
  // Judged on the creation as stored, whatever mode this save asks: unpublishing comes first.
  refusePrebuildChangeWhenPublished(
    row.is_draft === 0 && row.is_deleted === 0,
    prebuildIdsBefore,
    prebuildIds,
  );
  if (prebuildChanges && prebuildIds.length === 0) throw prebuildRequired();

  const {
    prebuilds: _prebuilds,
    user: _user,
    creation_media: _media,
    pinned: _pinned,
    orderCount: _orderCount,
    orderedCount: _orderedCount,
    preorder: _preorder,
    favoriteCount: _favoriteCount,
    isFavorite: _isFavorite,
    isOwner: _isOwner,
    ...stored
  } = current;
  const [prebuild] = await loadPrebuilds(db, prebuildIds.slice(0, 1), { assets: false });
  const isDraft = isDraftAfterSave(current.is_draft, mode ?? 'save');
  // Taking an item out of the shop is always possible (decisions: "Every save runs the save
  // checks"): an unpublish that changes nothing else stores nothing new, so it is not checked.
  const onlyUnpublish =
    mode === 'unpublish' && Object.keys(fields).length === 0 && !creation_category && !prebuildChanges;
  const creation = onlyUnpublish
    ? null
    : checkCreationSave(
        { ...withFields(stored, fields), creation_category: categories, is_draft: isDraft },
        prebuild,
        // Only a save that carries the design can change it (002 §6 checks).
        fields.combination_config === undefined ? undefined : stored.combination_config,
      );
  // Issue 20: a decal this save places or scales must print at the producer's floor.
  if (creation && prebuild && fields.combination_config !== undefined)
    await assertDesignPrint(db, stored.combination_config, creation.combination_config, prebuild);

  const columns = {
    ...(creation ? creationColumns(creation) : { is_draft: flag(isDraft) }),
    ...(creation && prebuild ? { producer_id: prebuild.producer_id } : {}),
    updated_at: nextVersion(clock, row.updated_at),
  };
  const written = await db.transaction().execute(async (trx) => {
    // Conditional on the version read: of two racing saves, only one writes.
    const result = await trx
      .updateTable('creations')
      .set(columns)
      .where('id', '=', row.id)
      .where('updated_at', '=', row.updated_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (!creation) return true;
    if (creation_category) await replaceCategories(trx, row.id, creation);
    if (prebuildChanges) await replacePrebuilds(trx, row.id, prebuildIds);
    if (fields.waterflow_config !== undefined)
      await replaceMedia(trx, row.id, mediaUrlsOf(creation.waterflow_config.media_placement));
    return true;
  });
  if (!written) throw await staleConflict(services, auth, row.id);
}

/**
 * Creates a creation by its first save (001 §2, §4): the domain's `newCreation` on the
 * prebuild, with the saved fields over it, through the same checks as every save.
 * Answers the new id.
 */
export async function createCreation(
  services: Services,
  auth: AuthState,
  prebuild: PrebuildAnswer,
  body: z.infer<typeof CreateCreationSchema>,
): Promise<string> {
  const { db, clock } = services;
  const { prebuild_id: _prebuild, mode, creation_category, prebuilds: prebuildChanges, ...fields } = body;
  const issues: ParseIssue[] = [];
  const categories = await categoriesAfter(db, [], creation_category, issues);
  const prebuildIds = await prebuildIdsAfter(db, [prebuild.id], prebuildChanges, auth.user.id, issues);
  if (issues.length > 0) throw invalidInput(issues);
  // The first prebuild is the one the checks and the price read; `prebuild_id` names it.
  if (prebuildIds[0] !== prebuild.id)
    throw invalidInput([
      { path: 'prebuilds.disconnect', message: 'The prebuild named by prebuild_id stays' },
    ]);

  const now = clock.now();
  const id = newId('cr');
  const { prebuilds: _prebuilds, ...draft } = newCreation({ prebuild, now, userId: auth.user.id });
  const creation = checkCreationSave(
    {
      ...withFields({ ...draft, id, userId: auth.user.id }, fields),
      creation_category: categories,
      is_draft: isDraftAfterSave(true, mode ?? 'save'),
    },
    prebuild,
    // A new creation starts from the prebuild's design (newCreation): that is what it changes.
    draft.combination_config,
  );
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('creations')
      .values({
        id,
        user_id: auth.user.id,
        producer_id: prebuild.producer_id,
        ...creationColumns(creation),
        pinned_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await replaceCategories(trx, id, creation);
    await replacePrebuilds(trx, id, prebuildIds);
    await replaceMedia(trx, id, mediaUrlsOf(creation.waterflow_config.media_placement));
  });
  return id;
}

/** Copies a creation (categories, prebuilds, media) as a new draft of its owner; answers the copy's id. */
export async function duplicateCreation(services: Services, row: CreationWithUserRow): Promise<string> {
  const { db, clock } = services;
  const id = newId('cr');
  const at = isoNow(clock);
  const [categories, prebuildIds, media] = await Promise.all([
    creationCategories(db, row.id),
    creationPrebuildIds(db, row.id),
    db.selectFrom('creation_media').select(['url', 'position']).where('creation_id', '=', row.id).execute(),
  ]);
  await db.transaction().execute(async (trx) => {
    const {
      u_id: _uid,
      u_name: _uname,
      u_at_name: _uat,
      u_is_creator: _uc,
      u_profile_image: _upi,
      u_profile_banner: _upb,
      u_visibility: _uv,
      ...columns
    } = row;
    await trx
      .insertInto('creations')
      .values({
        ...columns,
        id,
        name: `${row.name} (copy)`.slice(0, 200),
        is_draft: flag(true),
        is_deleted: flag(false),
        pinned_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    if (categories.length)
      await trx
        .insertInto('creation_categories')
        .values(categories.map((category) => ({ creation_id: id, category_id: category.id as string })))
        .execute();
    if (prebuildIds.length)
      await trx
        .insertInto('creation_prebuilds')
        .values(
          prebuildIds.map((prebuildId, position) => ({
            creation_id: id,
            prebuild_id: prebuildId,
            position,
          })),
        )
        .execute();
    if (media.length)
      await trx
        .insertInto('creation_media')
        .values(
          media.map((entry) => ({
            id: newId('cm'),
            creation_id: id,
            url: entry.url,
            position: entry.position,
          })),
        )
        .execute();
  });
  return id;
}
