import { CreationSchema, type CreationCategory, type MediaPlate, type ParseIssue } from '@atelier/schema';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/types';
import {
  type SaveIssue,
  type SaveMode,
  applicableBaseCost,
  formatMessage,
  isDraftAfterSave,
  newCreation,
  validateCreationSave,
} from '../domain';
import type { AuthState, Services } from '../http/context';
import { ApiError, conflict, invalidInput } from '../http/errors';
import { isoNow, nextVersion } from '../lib/clock';
import { newId } from '../lib/ids';
import { flag, toJson } from '../lib/json';
import { type PrebuildAnswer, loadPrebuilds } from '../queries/catalogue';
import {
  type CreationWithUserRow,
  creationCategories,
  creationPrebuildIds,
  loadCreationDetail,
} from '../queries/creations';
import { usablePrebuilds } from './access';
import type { CreationPatchSchema } from './schemas';

/**
 * Writes creations: a new draft from a prebuild, a change (fields, relations, save mode)
 * checked against the schema and the save rules with optimistic concurrency, and a copy.
 * Callers check access first (./access.ts) and read the result back themselves.
 */

const SAVE_ISSUE_PATHS: Record<SaveIssue['check'], string> = {
  name: 'name',
  category: 'creation_category',
  media: 'waterflow_config.media_placement',
  firstCapture: 'waterflow_config.media_placement[0].url',
  sizes: 'sizing.blacklist',
  purchaseType: 'purchaseType',
};

export const saveIssues = (issues: SaveIssue[]): ParseIssue[] =>
  issues.map((issue) => ({ path: SAVE_ISSUE_PATHS[issue.check], message: formatMessage(issue.message) }));

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
    throw conflict('stale', 'This creation was changed elsewhere. Reload it and try again.', {
      updatedAt: row.updated_at,
    });
  }
  const {
    updatedAt: _version,
    mode,
    creation_category,
    prebuilds: prebuildChanges,
    ...fields
  } = patch as z.infer<typeof CreationPatchSchema>;
  const current = await loadCreationDetail(db, row, auth.user.id, clock.now(), { prebuildAssets: false });

  // Relations after the change.
  const issues: ParseIssue[] = [];
  let categories: CreationCategory[] = current.creation_category;
  if (creation_category) {
    const connectIds = (creation_category.connect ?? []).map((entry) => entry.id);
    const found = connectIds.length
      ? await db
          .selectFrom('categories')
          .select(['id', 'name', 'value'])
          .where('id', 'in', connectIds)
          .execute()
      : [];
    connectIds.forEach((id, index) => {
      if (!found.some((category) => category.id === id))
        issues.push({ path: `creation_category.connect[${index}].id`, message: 'No category has this id' });
    });
    const removed = new Set((creation_category.disconnect ?? []).map((entry) => entry.id));
    categories = [
      ...categories.filter((category) => !removed.has(category.id ?? '')),
      ...found.filter((category) => !categories.some((existing) => existing.id === category.id)),
    ];
  }
  let prebuildIds = await creationPrebuildIds(db, row.id);
  if (prebuildChanges) {
    const connectIds = (prebuildChanges.connect ?? []).map((entry) => entry.id);
    const usable = await usablePrebuilds(db, connectIds, auth.user.id);
    connectIds.forEach((id, index) => {
      if (!usable.some((prebuild) => prebuild.id === id))
        issues.push({
          path: `prebuilds.connect[${index}].id`,
          message: 'No prebuild you may use has this id',
        });
    });
    const removed = new Set((prebuildChanges.disconnect ?? []).map((entry) => entry.id));
    prebuildIds = [
      ...prebuildIds.filter((id) => !removed.has(id)),
      ...connectIds.filter((id) => !prebuildIds.includes(id)),
    ];
  }
  if (issues.length > 0) throw invalidInput(issues);

  // The creation after the change must still be a valid creation (schema invariants).
  const { pinned: _pinned, ...base } = {
    ...current,
    ...fields,
    maximum_order:
      fields.maximum_order === null ? undefined : (fields.maximum_order ?? current.maximum_order),
  };
  const merged = {
    ...base,
    creation_category: categories,
    is_draft: isDraftAfterSave(current.is_draft, mode ?? 'save'),
  };
  const parsed = CreationSchema.safeParse({ ...merged, prebuilds: undefined, user: undefined });
  if (!parsed.success) {
    throw invalidInput(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }

  const [prebuild] = await loadPrebuilds(db, prebuildIds.slice(0, 1), { assets: false });
  // 001 §5: what is published must pass the save checks.
  if (!merged.is_draft) {
    const failed = validateCreationSave(merged, prebuild);
    if (failed.length > 0)
      throw new ApiError(422, 'save_checks_failed', formatMessage(failed[0]!.message), saveIssues(failed));
  }
  // 001 §5: the retail price may not be below the base price.
  if (
    prebuild &&
    (fields.totalPrice !== undefined || fields.minimum_order !== undefined || prebuildChanges)
  ) {
    const base = applicableBaseCost(prebuild.cost_config, merged.minimum_order);
    if (merged.totalPrice < base) {
      throw new ApiError(422, 'price_below_base', formatMessage({ key: 'editor.price.belowBase' }), [
        { path: 'totalPrice', message: `The base price is ${base} cents` },
      ]);
    }
  }

  const version = nextVersion(clock, row.updated_at);
  const columns = {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
    ...(fields.category !== undefined ? { category: fields.category } : {}),
    ...(fields.tags !== undefined ? { tags: toJson(fields.tags) } : {}),
    ...(fields.totalPrice !== undefined ? { total_price: fields.totalPrice } : {}),
    ...(fields.visibility !== undefined ? { visibility: fields.visibility } : {}),
    ...(fields.purchaseType !== undefined ? { purchase_type: fields.purchaseType } : {}),
    ...(fields.kickstart_start !== undefined ? { kickstart_start: fields.kickstart_start } : {}),
    ...(fields.kickstart_end !== undefined ? { kickstart_end: fields.kickstart_end } : {}),
    ...(fields.kickstart_periode !== undefined ? { kickstart_periode: fields.kickstart_periode } : {}),
    ...(fields.minimum_order !== undefined ? { minimum_order: fields.minimum_order } : {}),
    ...(fields.maximum_order !== undefined ? { maximum_order: fields.maximum_order } : {}),
    ...(fields.sizing !== undefined ? { sizing: toJson(fields.sizing) } : {}),
    ...(fields.waterflow_config !== undefined
      ? {
          waterflow_config: toJson(fields.waterflow_config),
          cover_url: mediaUrlsOf(fields.waterflow_config.media_placement)[0] ?? null,
        }
      : {}),
    ...(fields.combination_config !== undefined
      ? { combination_config: toJson(fields.combination_config) }
      : {}),
    ...(prebuildChanges && prebuild ? { producer_id: prebuild.producer_id } : {}),
    is_draft: flag(merged.is_draft),
    updated_at: version,
  };

  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('creations')
      .set(columns)
      .where('id', '=', row.id)
      .where('updated_at', '=', row.updated_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw conflict('stale', 'This creation was changed elsewhere. Reload it and try again.');
    }
    if (creation_category) {
      await trx.deleteFrom('creation_categories').where('creation_id', '=', row.id).execute();
      if (categories.length > 0)
        await trx
          .insertInto('creation_categories')
          .values(categories.map((category) => ({ creation_id: row.id, category_id: category.id as string })))
          .execute();
    }
    if (prebuildChanges) {
      await trx.deleteFrom('creation_prebuilds').where('creation_id', '=', row.id).execute();
      if (prebuildIds.length > 0)
        await trx
          .insertInto('creation_prebuilds')
          .values(
            prebuildIds.map((prebuildId, position) => ({
              creation_id: row.id,
              prebuild_id: prebuildId,
              position,
            })),
          )
          .execute();
    }
    if (fields.waterflow_config !== undefined)
      await replaceMedia(trx, row.id, mediaUrlsOf(fields.waterflow_config.media_placement));
  });
}

/** Inserts a new draft on a prebuild with the documented defaults (001 §9); answers its id. */
export async function createDraftCreation(
  services: Services,
  auth: AuthState,
  prebuild: PrebuildAnswer,
): Promise<string> {
  const { db, clock } = services;
  const now = clock.now();
  const draft = newCreation({ prebuild, now, userId: auth.user.id });
  const id = newId('cr');
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('creations')
      .values({
        id,
        user_id: auth.user.id,
        producer_id: prebuild.producer_id,
        name: draft.name,
        description: draft.description,
        category: null,
        tags: toJson(draft.tags),
        total_price: draft.totalPrice,
        is_draft: flag(draft.is_draft),
        is_deleted: flag(draft.is_deleted),
        visibility: draft.visibility,
        purchase_type: draft.purchaseType,
        kickstart_start: draft.kickstart_start ?? null,
        kickstart_end: draft.kickstart_end ?? null,
        kickstart_periode: draft.kickstart_periode,
        minimum_order: draft.minimum_order,
        maximum_order: draft.maximum_order ?? null,
        sizing: toJson(draft.sizing),
        waterflow_config: toJson(draft.waterflow_config),
        combination_config: toJson(draft.combination_config),
        cover_url: null,
        pinned_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('creation_prebuilds')
      .values({ creation_id: id, prebuild_id: prebuild.id, position: 0 })
      .execute();
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
