import {
  type CombinationConfig,
  CombinationConfigSchema,
  type CostTier,
  type MediaPlate,
  type Size,
  SIZES,
} from '@atelier/schema';
import type { Insertable } from 'kysely';
import type { AssetsTable, ModelMaterialsTable } from '../db/types';
import { emptyCombinationConfig } from '../domain';
import { flag, toJson } from '../lib/json';
import { SUB_CATEGORY_OF_GARMENT as subFor } from './categories';
import { DAY, type SeedContext, type SeedWriter } from './context';
import { type CatalogueImages, type MaterialInfo, type ModelInfo, rewriteImagePaths } from './demo-catalogue';
import type { DemoPeople } from './people';

/** The demo producers with their members, their material and model assets, and their prebuilds. */

export interface PlannedPrebuild {
  id: string;
  producerId: string;
  model: ModelInfo;
  modelAssetId: string;
  materialAssetIds: string[];
  name: string;
  costConfig: CostTier[];
  config: CombinationConfig;
  /** Material asset id -> colour, for creation photos. */
  colors: Map<string, string>;
}

export type DemoProducers = Awaited<ReturnType<typeof planProducers>>;

export function planProducers(
  context: SeedContext,
  { person }: DemoPeople,
  { models, materials }: { models: ModelInfo[]; materials: MaterialInfo[] },
  { imageIds, imageOf, backgroundIds }: CatalogueImages,
  catalogued: boolean,
) {
  const { id, now } = context;
  const materialByKey = new Map(materials.map((material) => [material.key, material]));
  const producers = [
    {
      id: id('pr'),
      name: 'Atelier Studio',
      at_name: 'atelier_studio',
      is_platform: true,
      member: person('alex_studio'),
      models: models.map((model) => model.key),
      color: '#1d1d1f',
    },
    {
      id: id('pr'),
      name: 'Northloom Mills',
      at_name: 'northloom',
      is_platform: false,
      member: person('nora_loom'),
      models: models.filter((model) => ['tshirt', 'hoodie'].includes(model.key)).map((model) => model.key),
      color: '#6d4c41',
    },
    {
      id: id('pr'),
      name: 'Kiln & Co',
      at_name: 'kiln_and_co',
      is_platform: false,
      member: person('ken_kiln'),
      models: models.filter((model) => ['cap', 'tote'].includes(model.key)).map((model) => model.key),
      color: '#8d6e63',
    },
  ];
  // The platform producer also counts Mei among its members, so one sign-in shows both roles.
  const extraMembers = [{ producerId: producers[0]!.id, userId: person('mei').id, role: 'designer' }];
  const assetRows: Insertable<AssetsTable>[] = [];
  const modelMaterialRows: Insertable<ModelMaterialsTable>[] = [];
  const prebuilds: PlannedPrebuild[] = [];
  for (const producer of producers) {
    const prefix = producer.at_name.slice(0, 3);
    const materialAssetId = new Map<string, string>();
    const materialAsset = (key: string) => {
      let assetId = materialAssetId.get(key);
      if (!assetId) {
        const material = materialByKey.get(key);
        if (!material) return null;
        assetId = `${prefix}-mat-${key}`;
        materialAssetId.set(key, assetId);
        const data = catalogued
          ? rewriteImagePaths(material.data, imageIds)
          : {
              name: material.name,
              category: material.category,
              thumb: imageOf(undefined, `material:${key}`),
              model_info: [
                { textures: { diffuse: imageOf(undefined, `material:${key}`) }, color: material.color },
              ],
            };
        assetRows.push({
          id: assetId,
          type: 'MATERIAL',
          producer_id: producer.id,
          text: material.name,
          value: assetId,
          search_name: material.name.toLowerCase(),
          vt_reference_data: null,
          asset_data: toJson(data),
          created_at: new Date(now.getTime() - (200 - assetRows.length) * 3_600_000).toISOString(),
        });
      }
      return assetId;
    };
    for (const key of producer.models) {
      const model = models.find((entry) => entry.key === key) as ModelInfo;
      const modelAssetId = `${prefix}-model-${key}`;
      const partMaterials = [...new Set(model.parts.flatMap((part) => part.materials))];
      const materialIds = partMaterials.map(materialAsset).filter((value): value is string => value !== null);
      assetRows.push({
        id: modelAssetId,
        type: 'MODEL',
        producer_id: producer.id,
        text: model.name,
        value: modelAssetId,
        search_name: model.name.toLowerCase(),
        vt_reference_data: null,
        asset_data: toJson({
          name: model.name,
          category: model.category,
          description: model.description,
          thumb: imageOf(model.thumbPath, `model:${key}`),
          url: model.url,
          ...(model.fbx ? { fbx: model.fbx } : {}),
        }),
        created_at: new Date(now.getTime() - 400 * 3_600_000).toISOString(),
      });
      materialIds.forEach((materialId, position) =>
        modelMaterialRows.push({ model_id: modelAssetId, material_id: materialId, position }),
      );
      const base = { tshirt: 9_000, hoodie: 18_000, cap: 7_000, tote: 6_000 }[key] ?? 10_000;
      const factor = producer.is_platform ? 1 : 1.15;
      const unit = Math.round((base * factor) / 100) * 100;
      const config = CombinationConfigSchema.parse({
        ...emptyCombinationConfig(),
        parts: model.parts.map((part) => ({
          value: part.value,
          text: part.text,
          default: materialAsset(part.default) ?? materialIds[0] ?? part.default,
          materials: part.materials.map(materialAsset).filter((value): value is string => value !== null),
          visible: part.visible,
        })),
        decals: {
          placed: [],
          setup: {
            free_decal: 3,
            ...(model.defaultDecalPart ? { default_part_key: model.defaultDecalPart } : {}),
            disable_part_keys: model.decalIgnored,
          },
        },
        environment_config: { url: '/assets/environments/studio.exr', intensity: 1 },
        ...(backgroundIds[0] ? { background_config: { type: 'img', url: backgroundIds[0] } } : {}),
        version: 'v3',
      });
      const colors = new Map<string, string>();
      for (const [materialKey, assetId] of materialAssetId)
        colors.set(assetId, materialByKey.get(materialKey)?.color ?? '#888888');
      prebuilds.push({
        id: id('pb'),
        producerId: producer.id,
        model,
        modelAssetId,
        materialAssetIds: materialIds,
        name: producer.is_platform ? model.name : `${producer.name.split(' ')[0]} ${model.name}`,
        costConfig: [
          { quantity: 1, cost: unit * 2 },
          { quantity: 5, cost: Math.round(unit * 1.4) },
          { quantity: 20, cost: unit },
          { quantity: 100, cost: Math.round(unit * 0.8) },
        ],
        config,
        colors,
      });
    }
  }
  return { producers, extraMembers, assetRows, modelMaterialRows, prebuilds, backgroundIds };
}

/** The producers, their home page notice and their members. */
export async function writeProducers(
  trx: SeedWriter,
  context: SeedContext,
  { producers, extraMembers }: DemoProducers,
): Promise<void> {
  const { now, stamp } = context;
  for (const producer of producers) {
    await trx
      .insertInto('producers')
      .values({
        id: producer.id,
        name: producer.name,
        at_name: producer.at_name,
        profile_image: producer.member.avatar ?? null,
        metadata: toJson({
          homePage: producer.is_platform
            ? {
                notice: {
                  enabled: true,
                  title: { en: 'Welcome to Atelier', 'zh-TW': '歡迎來到 Atelier' },
                  text: {
                    en: 'Every piece is made to order. Pre-orders are only charged when they reach their goal.',
                    'zh-TW': '每件作品均按訂單製作。預購只會在達到目標時收費。',
                  },
                  link: '/shop',
                },
                // The banner is home content: seed/home.ts sets it with its message.
              }
            : {},
          tabBlacklist: [],
          isDirectShopPage: false,
        }),
        is_platform: flag(producer.is_platform),
        created_at: new Date(now.getTime() - 300 * DAY).toISOString(),
        updated_at: stamp,
      })
      .execute();
    await trx
      .insertInto('producer_members')
      .values({ producer_id: producer.id, user_id: producer.member.id, role: 'owner' })
      .execute();
  }
  for (const member of extraMembers)
    await trx
      .insertInto('producer_members')
      .values({ producer_id: member.producerId, user_id: member.userId, role: member.role })
      .execute();
}

/** The assets, the materials each model may wear, and the prebuilds on them. */
export async function writePrebuilds(
  trx: SeedWriter,
  context: SeedContext,
  { assetRows, modelMaterialRows, prebuilds }: DemoProducers,
  { imageOf }: CatalogueImages,
): Promise<void> {
  const { now } = context;
  for (let start = 0; start < assetRows.length; start += 200)
    await trx
      .insertInto('assets')
      .values(assetRows.slice(start, start + 200))
      .execute();
  for (let start = 0; start < modelMaterialRows.length; start += 300)
    await trx
      .insertInto('model_materials')
      .values(modelMaterialRows.slice(start, start + 300))
      .execute();

  for (const prebuild of prebuilds) {
    const thumb = imageOf(prebuild.model.thumbPath, `model:${prebuild.model.key}`);
    const plates: MediaPlate[] = [
      { id: 1_700_000_000_000, type: 'image/upload', url: thumb, fit: 'contain' },
    ];
    const created = new Date(now.getTime() - 200 * DAY).toISOString();
    await trx
      .insertInto('prebuilds')
      .values({
        id: prebuild.id,
        producer_id: prebuild.producerId,
        name: prebuild.name,
        description: prebuild.model.description,
        content: toJson([
          { content: prebuild.model.description || prebuild.model.name },
          { content: 'Cut and sewn to order in our partner workshops.' },
          { content: 'Each piece is checked by hand before it ships.' },
        ]),
        category: toJson([subFor[prebuild.model.key] ?? 'Minimal']),
        tags: toJson([prebuild.model.category]),
        visibility: 'public',
        allow_direct_purchase: 1,
        option_shipping_fee_include: 1,
        sizing: toJson({ options: prebuildSizeOptions(prebuild.model.key) }),
        extra_option: toJson({
          allowPurchaseType: ['instant-purchase', 'retail-preorder', 'sample'],
          manufacturingTimePerPiece: 6_000_000,
          // Issue 20: the demo garments print direct-to-garment on every part carrying decals.
          ...(prebuild.model.printAreas?.length
            ? { print: { method: 'dtg', areas: prebuild.model.printAreas } }
            : {}),
        }),
        waterflow_config: toJson({ media_placement: plates }),
        minimum_order: 5,
        maximum_order: 1000,
        cost: null,
        cost_config: toJson(prebuild.costConfig),
        is_draft: 0,
        is_deleted: 0,
        combination_config: toJson(prebuild.config),
        created_at: created,
        updated_at: created,
      })
      .execute();
    await trx
      .insertInto('prebuild_models')
      .values({ prebuild_id: prebuild.id, asset_id: prebuild.modelAssetId, position: 0 })
      .execute();
    if (prebuild.materialAssetIds.length)
      await trx
        .insertInto('prebuild_materials')
        .values(
          prebuild.materialAssetIds.map((asset_id, position) => ({
            prebuild_id: prebuild.id,
            asset_id,
            position,
          })),
        )
        .execute();
  }
}

/** The sizes a demo prebuild is made in: caps and totes come in one size (M), garments in all six. */
export function prebuildSizeOptions(modelKey: string): { name: Size; cost_weight: number }[] {
  return modelKey === 'cap' || modelKey === 'tote'
    ? [{ name: 'M', cost_weight: 1 }]
    : SIZES.map((size) => ({ name: size, cost_weight: size === '2XL' ? 1.1 : 1 }));
}
