import type {
  AssetReferenceData,
  CombinationConfig,
  CostTier,
  MaterialAsset,
  ModelAsset,
  Prebuild,
  PrebuildContentItem,
  PrebuildExtraOption,
  PrebuildSizing,
  ProducerSummary,
  Visibility,
  WaterflowConfig,
} from '@atelier/schema';
import type { Kysely, Selectable } from 'kysely';
import type { AssetsTable, Database, PrebuildsTable, ProducersTable } from '../db/types';
import { fromJson, isSet } from '../lib/json';
import { ApiProducerMetadataSchema, type ApiProducerMetadata } from './partner-origins';

export type AssetRow = Selectable<AssetsTable>;
export type PrebuildRow = Selectable<PrebuildsTable>;
export type ProducerRow = Selectable<ProducersTable>;

export interface ProducerAnswer {
  id: string;
  name: string;
  at_name: string;
  profile_image?: string;
  metadata: ApiProducerMetadata;
  is_platform: boolean;
}

export function toProducerSummary(
  row: Pick<ProducerRow, 'id' | 'name' | 'at_name' | 'profile_image'>,
): ProducerSummary {
  return {
    id: row.id,
    name: row.name,
    at_name: row.at_name,
    ...(row.profile_image ? { profile_image: row.profile_image } : {}),
  };
}

/** A prebuild's producer: its summary and its DPI floor when it set one (issue 20). */
function prebuildProducer(row: ProducerRow): ProducerSummary {
  const floor = ApiProducerMetadataSchema.safeParse(fromJson(row.metadata, {})).data?.print_dpi_floor;
  return { ...toProducerSummary(row), ...(floor !== undefined ? { print_dpi_floor: floor } : {}) };
}

export function toProducer(row: ProducerRow): ProducerAnswer {
  const metadata = ApiProducerMetadataSchema.safeParse(fromJson(row.metadata, {}));
  return {
    ...(toProducerSummary(row) as ProducerAnswer),
    metadata: metadata.success ? metadata.data : ApiProducerMetadataSchema.parse({}),
    is_platform: isSet(row.is_platform),
  };
}

export async function producersById(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, ProducerRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('producers')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function toAsset(row: AssetRow, producer?: ProducerRow): MaterialAsset | ModelAsset {
  const vt = fromJson<AssetReferenceData | null>(row.vt_reference_data, null);
  const data = fromJson<AssetReferenceData | null>(row.asset_data, null);
  return {
    id: row.id,
    type: row.type === 'MODEL' ? 'MODEL' : 'MATERIAL',
    producer_id: row.producer_id,
    ...(row.text !== null ? { text: row.text } : {}),
    ...(row.value !== null ? { value: row.value } : {}),
    ...(vt ? { vt_reference_data: vt } : {}),
    ...(data ? { asset_data: data } : {}),
    created_at: row.created_at,
    ...(producer ? { producer: toProducerSummary(producer) } : {}),
  } as MaterialAsset | ModelAsset;
}

/** Models with their materials and producer (001 §7 findMany on asset, type MODEL). */
export async function loadModels(db: Kysely<Database>, ids: readonly string[]): Promise<ModelAsset[]> {
  if (ids.length === 0) return [];
  const models = await db
    .selectFrom('assets')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .where('type', '=', 'MODEL')
    .execute();
  if (models.length === 0) return [];
  const links = await db
    .selectFrom('model_materials')
    .innerJoin('assets', 'assets.id', 'model_materials.material_id')
    .selectAll('assets')
    .select(['model_materials.model_id', 'model_materials.position'])
    .where(
      'model_materials.model_id',
      'in',
      models.map((model) => model.id),
    )
    .orderBy('model_materials.position')
    .execute();
  const producers = await producersById(
    db,
    [...models, ...links].map((row) => row.producer_id),
  );
  const order = new Map(ids.map((id, index) => [id, index]));
  return models
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((model) => ({
      ...(toAsset(model, producers.get(model.producer_id)) as ModelAsset),
      materials: links
        .filter((link) => link.model_id === model.id)
        .map((link) => toAsset(link, producers.get(link.producer_id)) as MaterialAsset),
    }));
}

export interface PrebuildAnswer extends Prebuild {
  producer_id: string;
  created_at: string;
  updated_at: string;
}

export function toPrebuild(
  row: PrebuildRow,
  relations: { producer?: ProducerRow; models?: ModelAsset[]; materials?: MaterialAsset[] } = {},
): PrebuildAnswer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    content: fromJson<PrebuildContentItem[]>(row.content, []),
    category: fromJson<string[]>(row.category, []),
    tags: fromJson<string[]>(row.tags, []),
    visibility: (row.visibility === 'private' ? 'private' : 'public') as Visibility,
    allow_direct_purchase: isSet(row.allow_direct_purchase),
    option_shipping_fee_include: isSet(row.option_shipping_fee_include),
    sizing: fromJson<PrebuildSizing>(row.sizing, { options: [] }),
    extra_option: fromJson<PrebuildExtraOption>(row.extra_option, {
      allowPurchaseType: [],
      manufacturingTimePerPiece: 6_000_000,
    }),
    waterflow_config: fromJson<WaterflowConfig>(row.waterflow_config, { media_placement: [] }),
    minimum_order: row.minimum_order,
    maximum_order: row.maximum_order,
    ...(row.cost !== null ? { cost: row.cost } : {}),
    cost_config: fromJson<CostTier[]>(row.cost_config, []),
    is_draft: isSet(row.is_draft),
    is_deleted: isSet(row.is_deleted),
    combination_config: fromJson<CombinationConfig>(row.combination_config, {} as CombinationConfig),
    producer_id: row.producer_id,
    ...(relations.producer ? { producer: prebuildProducer(relations.producer) } : {}),
    ...(relations.models ? { models: relations.models } : {}),
    ...(relations.materials ? { materials: relations.materials } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Prebuilds by id, in the given order, with producer and (optionally) models and materials. */
export async function loadPrebuilds(
  db: Kysely<Database>,
  ids: readonly string[],
  options: { assets: boolean },
): Promise<PrebuildAnswer[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('prebuilds')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return prebuildAnswers(
    db,
    ids.map((id) => byId.get(id)).filter((row) => row !== undefined),
    options,
  );
}

/** The prebuilds a creation is built on, in their order (one query for them all). */
export async function loadCreationPrebuilds(
  db: Kysely<Database>,
  creationId: string,
  options: { assets: boolean },
): Promise<PrebuildAnswer[]> {
  const rows = await db
    .selectFrom('creation_prebuilds')
    .innerJoin('prebuilds', 'prebuilds.id', 'creation_prebuilds.prebuild_id')
    .selectAll('prebuilds')
    .where('creation_prebuilds.creation_id', '=', creationId)
    .orderBy('creation_prebuilds.position')
    .execute();
  return prebuildAnswers(db, rows, options);
}

/** Prebuild rows as answers, with their producers read in one query. */
async function prebuildAnswers(
  db: Kysely<Database>,
  rows: readonly Selectable<PrebuildsTable>[],
  options: { assets: boolean },
): Promise<PrebuildAnswer[]> {
  if (rows.length === 0) return [];
  const producers = await producersById(
    db,
    rows.map((row) => row.producer_id),
  );
  const answers: PrebuildAnswer[] = [];
  for (const row of rows) {
    const id = row.id;
    let models: ModelAsset[] | undefined;
    let materials: MaterialAsset[] | undefined;
    if (options.assets) {
      const modelIds = await db
        .selectFrom('prebuild_models')
        .select('asset_id')
        .where('prebuild_id', '=', id)
        .orderBy('position')
        .execute();
      models = await loadModels(
        db,
        modelIds.map((link) => link.asset_id),
      );
      const materialRows = await db
        .selectFrom('prebuild_materials')
        .innerJoin('assets', 'assets.id', 'prebuild_materials.asset_id')
        .selectAll('assets')
        .where('prebuild_materials.prebuild_id', '=', id)
        .orderBy('prebuild_materials.position')
        .execute();
      const materialProducers = await producersById(
        db,
        materialRows.map((material) => material.producer_id),
      );
      materials = materialRows.map(
        (material) => toAsset(material, materialProducers.get(material.producer_id)) as MaterialAsset,
      );
    }
    answers.push(
      toPrebuild(row, {
        ...(producers.get(row.producer_id)
          ? { producer: producers.get(row.producer_id) as ProducerRow }
          : {}),
        ...(models ? { models } : {}),
        ...(materials ? { materials } : {}),
      }),
    );
  }
  return answers;
}

/** The producers a user has a role in. */
export async function memberProducerIds(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('producer_members')
    .select('producer_id')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.producer_id));
}

export async function isProducerMember(
  db: Kysely<Database>,
  userId: string,
  producerId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('producer_members')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('producer_id', '=', producerId)
    .executeTakeFirst();
  return row !== undefined;
}
