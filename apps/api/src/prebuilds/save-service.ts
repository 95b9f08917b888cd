import { PrebuildSchema, type ParseIssue, type Prebuild } from '@atelier/schema';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/types';
import {
  type SaveIssue,
  isDraftAfterSave,
  newPrebuild,
  stampDesignVersion,
  validatePrebuildSave,
} from '../domain';
import type { Services } from '../http/context';
import { conflict, invalidInput } from '../http/errors';
import { isoNow, nextVersion } from '../lib/clock';
import { newId } from '../lib/ids';
import { flag, toJson } from '../lib/json';
import {
  type PrebuildAnswer,
  type ProducerRow,
  loadPrebuilds,
  toProducerSummary,
} from '../queries/catalogue';
import { assertSchema, refuseDataUrls, saveChecksFailed } from '../saving/save-errors';
import type { AssetChanges, CreatePrebuildSchema, PrebuildPatchSchema } from './schemas';

/**
 * Writes prebuilds: a new one by its first save and a change, both through the same checks
 * (001 §5, every save, draft or publish) with optimistic concurrency on `updated_at`.
 * Callers check membership first (./access.ts) and read the result back themselves.
 */

/** The field each 001 §5 check reads, for the answer's issues. */
export const PREBUILD_CHECK_PATHS: Readonly<Record<SaveIssue['check'], string>> = {
  name: 'name',
  category: 'category',
  media: 'waterflow_config.media_placement',
  firstCapture: 'waterflow_config.media_placement',
  sizes: 'sizing.options',
  purchaseType: 'extra_option.allowPurchaseType',
};

type PrebuildCandidate = Omit<Prebuild, 'models' | 'materials' | 'producer'>;

/**
 * Checks a prebuild as it would be after a save, in this order: its shape (400; minimum
 * order at most the maximum), no data URL in a stored image (422 `image_not_uploaded`),
 * the save checks (422 `save_checks_failed`, every failed one). Answers the prebuild to store.
 */
export function checkPrebuildSave(candidate: PrebuildCandidate): Prebuild {
  const prebuild = assertSchema(PrebuildSchema, candidate);
  refuseDataUrls({
    waterflow_config: prebuild.waterflow_config,
    sizing: prebuild.sizing,
    combination_config: prebuild.combination_config,
  });
  const failed = validatePrebuildSave(prebuild);
  if (failed.length > 0) throw saveChecksFailed(failed, PREBUILD_CHECK_PATHS);
  return prebuild;
}

const prebuildColumns = (prebuild: Prebuild) => ({
  name: prebuild.name,
  description: prebuild.description,
  content: toJson(prebuild.content),
  category: toJson(prebuild.category),
  tags: toJson(prebuild.tags),
  visibility: prebuild.visibility,
  allow_direct_purchase: flag(prebuild.allow_direct_purchase),
  option_shipping_fee_include: flag(prebuild.option_shipping_fee_include),
  sizing: toJson(prebuild.sizing),
  extra_option: toJson(prebuild.extra_option),
  waterflow_config: toJson(prebuild.waterflow_config),
  minimum_order: prebuild.minimum_order,
  maximum_order: prebuild.maximum_order,
  cost: prebuild.cost ?? null,
  cost_config: toJson(prebuild.cost_config),
  is_draft: flag(prebuild.is_draft),
  is_deleted: flag(prebuild.is_deleted),
  combination_config: toJson(prebuild.combination_config),
});

type EditableFields = Omit<
  z.infer<typeof PrebuildPatchSchema>,
  'updated_at' | 'mode' | 'models' | 'materials'
>;

/** The fields over an item: `cost: null` clears it, the design is stamped v3 (001 §4). */
function withFields<T extends PrebuildCandidate>(item: T, fields: EditableFields): T {
  const { cost, combination_config, ...rest } = fields;
  const merged: T = {
    ...item,
    ...rest,
    ...(combination_config ? { combination_config: stampDesignVersion(combination_config) } : {}),
  };
  if (cost === null) delete merged.cost;
  else if (cost !== undefined) merged.cost = cost;
  return merged;
}

/** The asset ids after a connect / disconnect list; an issue for each id not the producer's own. */
async function assetIdsAfter(
  db: Kysely<Database>,
  producerId: string,
  changes: AssetChanges | undefined,
  type: 'MODEL' | 'MATERIAL',
  key: string,
  current: readonly string[],
  issues: ParseIssue[],
): Promise<string[]> {
  if (!changes) return [...current];
  const ids = (changes.connect ?? []).map((entry) => entry.id);
  const found = ids.length
    ? await db
        .selectFrom('assets')
        .select('id')
        .where('id', 'in', ids)
        .where('type', '=', type)
        .where('producer_id', '=', producerId)
        .execute()
    : [];
  ids.forEach((id, index) => {
    if (!found.some((row) => row.id === id))
      issues.push({
        path: `${key}.connect[${index}].id`,
        message: `No ${type.toLowerCase()} of this producer has this id`,
      });
  });
  const removed = new Set((changes.disconnect ?? []).map((entry) => entry.id));
  const kept = current.filter((id) => !removed.has(id));
  return [...kept, ...ids.filter((id) => !kept.includes(id))];
}

async function replaceAssets(
  db: Kysely<Database>,
  table: 'prebuild_models' | 'prebuild_materials',
  prebuildId: string,
  assetIds: readonly string[],
) {
  await db.deleteFrom(table).where('prebuild_id', '=', prebuildId).execute();
  if (assetIds.length)
    await db
      .insertInto(table)
      .values(assetIds.map((asset_id, position) => ({ prebuild_id: prebuildId, asset_id, position })))
      .execute();
}

const STALE_MESSAGE = 'This prebuild was changed elsewhere. Reload it, or save again to overwrite it.';

/** 409 `stale` with the current `updated_at` (overwriting is a save naming it) and the prebuild now. */
async function staleConflict(db: Kysely<Database>, id: string) {
  const [prebuild] = await loadPrebuilds(db, [id], { assets: true });
  if (!prebuild) return conflict('stale', STALE_MESSAGE);
  return conflict('stale', STALE_MESSAGE, { updated_at: prebuild.updated_at, prebuild });
}

/** Applies a change to a prebuild of the viewer's producer; 409 when it changed since `updated_at`. */
export async function savePrebuildChange(
  services: Services,
  current: PrebuildAnswer,
  patch: z.infer<typeof PrebuildPatchSchema>,
): Promise<void> {
  const { db, clock } = services;
  const { updated_at, mode, models, materials, ...fields } = patch;
  if (updated_at !== current.updated_at) throw await staleConflict(db, current.id);
  const issues: ParseIssue[] = [];
  const ids = (list: { id: string }[] | undefined) => (list ?? []).map((asset) => asset.id);
  const modelIds = await assetIdsAfter(
    db,
    current.producer_id,
    models,
    'MODEL',
    'models',
    ids(current.models),
    issues,
  );
  const materialIds = await assetIdsAfter(
    db,
    current.producer_id,
    materials,
    'MATERIAL',
    'materials',
    ids(current.materials),
    issues,
  );
  if (issues.length > 0) throw invalidInput(issues);

  const { models: _models, materials: _materials, producer: _producer, ...stored } = current;
  const isDraft = isDraftAfterSave(current.is_draft, mode ?? 'save');
  // An unpublish that changes nothing else is always possible (see the creations' save service).
  const onlyUnpublish = mode === 'unpublish' && Object.keys(fields).length === 0 && !models && !materials;
  const prebuild = onlyUnpublish
    ? null
    : checkPrebuildSave({ ...withFields(stored, fields), is_draft: isDraft });
  const written = await db.transaction().execute(async (trx) => {
    // Conditional on the version read: of two racing saves, only one writes.
    const result = await trx
      .updateTable('prebuilds')
      .set({
        ...(prebuild ? prebuildColumns(prebuild) : { is_draft: flag(isDraft) }),
        updated_at: nextVersion(clock, current.updated_at),
      })
      .where('id', '=', current.id)
      .where('updated_at', '=', current.updated_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (models) await replaceAssets(trx, 'prebuild_models', current.id, modelIds);
    if (materials) await replaceAssets(trx, 'prebuild_materials', current.id, materialIds);
    return true;
  });
  if (!written) throw await staleConflict(db, current.id);
}

/**
 * Creates a prebuild by its first save (001 §2, §4): the domain's `newPrebuild` for the
 * producer, with the saved fields over it, through the same checks as every save. With
 * `asset_id` it starts with that model (one of the producer's) and the producer's
 * materials that model may wear. Answers the new id.
 */
export async function createPrebuild(
  services: Services,
  producer: ProducerRow,
  body: z.infer<typeof CreatePrebuildSchema>,
): Promise<string> {
  const { db, clock } = services;
  const { producer_id: _producer, asset_id, mode, models, materials, ...fields } = body;
  const issues: ParseIssue[] = [];
  let startModels: string[] = [];
  let startMaterials: string[] = [];
  if (asset_id !== undefined) {
    const model = await db
      .selectFrom('assets')
      .select('id')
      .where('id', '=', asset_id)
      .where('type', '=', 'MODEL')
      .where('producer_id', '=', producer.id)
      .executeTakeFirst();
    if (!model) issues.push({ path: 'asset_id', message: 'No model of this producer has this id' });
    else {
      startModels = [model.id];
      const worn = await db
        .selectFrom('model_materials')
        .innerJoin('assets', 'assets.id', 'model_materials.material_id')
        .select('assets.id')
        .where('model_materials.model_id', '=', model.id)
        .where('assets.producer_id', '=', producer.id)
        .orderBy('model_materials.position')
        .execute();
      startMaterials = worn.map((row) => row.id);
    }
  }
  const modelIds = await assetIdsAfter(db, producer.id, models, 'MODEL', 'models', startModels, issues);
  const materialIds = await assetIdsAfter(
    db,
    producer.id,
    materials,
    'MATERIAL',
    'materials',
    startMaterials,
    issues,
  );
  if (issues.length > 0) throw invalidInput(issues);

  const id = newId('pb');
  const draft = newPrebuild({ producer: toProducerSummary(producer) });
  const { producer: _summary, ...stored } = draft;
  const prebuild = checkPrebuildSave({
    ...withFields({ ...stored, id, producer_id: producer.id }, fields),
    is_draft: isDraftAfterSave(true, mode ?? 'save'),
  });
  const at = isoNow(clock);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('prebuilds')
      .values({ id, producer_id: producer.id, ...prebuildColumns(prebuild), created_at: at, updated_at: at })
      .execute();
    await replaceAssets(trx, 'prebuild_models', id, modelIds);
    await replaceAssets(trx, 'prebuild_materials', id, materialIds);
  });
  return id;
}
