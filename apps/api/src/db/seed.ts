import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CombinationConfigSchema,
  type CombinationConfig,
  type CostTier,
  type MediaPlate,
  type PurchaseType,
} from '@atelier/schema';
import { type Insertable, type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/password';
import { repoRoot } from '../config';
import { cartItemPrice, cartPriceSource, emptyCombinationConfig, newCreation } from '../domain';
import { seededId } from '../lib/ids';
import { flag, toJson } from '../lib/json';
import { PLATFORM_SCOPE } from '../queries/home';
import { type SeedCatalog, catalogImageId, isImagePath, readSeedCatalog } from '../seed/catalog';
import {
  type SeedImage,
  avatarPng,
  bannerJpeg,
  creationPhoto,
  placeholderGarmentPng,
  preparePhotoKit,
  putImage,
  swatchPng,
} from '../seed/images';
import { between, pick, seededRandom } from '../seed/random';
import type { BlobStorage } from '../storage/blob-storage';
import type { AssetsTable, Database, FollowsTable, ModelMaterialsTable } from './types';

/** Bump when the demo store changes; a database seeded with an older version is left alone. */
export const SEED_VERSION = '2';
export const DEMO_PASSWORD = 'atelier-demo';

/** The demo sign-ins, printed by `npm start` (password for all: atelier-demo). */
export const DEMO_SIGN_INS = [
  { email: 'shopper@atelier.test', role: 'consumer: cart, favourites, follows, notifications' },
  { email: 'creator@atelier.test', role: 'creator @mei (shop: mei.<host>)' },
  { email: 'producer@atelier.test', role: 'producer: Atelier Studio (the platform)' },
  { email: 'northloom@atelier.test', role: 'producer: Northloom Mills' },
  { email: 'kofi@atelier.test', role: 'creator @kofi' },
] as const;

export interface SeedOptions {
  storage: BlobStorage;
  /** Folder of catalog.json (default: the repository's assets/). */
  assetsDir?: string;
  now?: Date;
}

const REPO_ASSETS = join(repoRoot, 'assets');
const DAY = 86_400_000;

interface PlannedUser {
  id: string;
  email: string;
  name: string;
  at_name: string;
  is_creator: boolean;
  visibility: 'public' | 'private';
  color: string;
  avatar?: string;
  banner?: string;
}

interface ModelInfo {
  key: string;
  name: string;
  category: string;
  description: string;
  thumbPath?: string;
  url: string;
  fbx?: string;
  parts: { value: string; text: string; default: string; materials: string[]; visible: boolean }[];
  decalIgnored: string[];
  defaultDecalPart?: string;
}

interface MaterialInfo {
  key: string;
  name: string;
  category: string;
  color: string;
  data: Record<string, unknown>;
  paths: string[];
}

/** The catalog as the seed uses it, or a small synthetic one when assets/ has none. */
function describeCatalog(catalog: SeedCatalog | null): { models: ModelInfo[]; materials: MaterialInfo[] } {
  if (catalog) {
    return {
      models: catalog.models.map((model) => ({
        key: model.id,
        name: model.asset_data.name,
        category: model.asset_data.category,
        description: model.asset_data.description ?? '',
        thumbPath: model.asset_data.thumb,
        url: `/assets/${model.asset_data.url}`,
        ...(model.asset_data.fbx ? { fbx: `/assets/${model.asset_data.fbx}` } : {}),
        parts: model.asset_data.parts.map(({ value, text, default: initial, materials, visible }) => ({
          value,
          text,
          default: initial,
          materials,
          visible,
        })),
        decalIgnored: model.asset_data.decal_ignored_parts ?? [],
        ...(model.asset_data.default_decal_part
          ? { defaultDecalPart: model.asset_data.default_decal_part }
          : {}),
      })),
      materials: catalog.materials.map((material) => {
        const info = material.asset_data.model_info[0];
        const textures = info?.textures ?? {};
        return {
          key: material.id,
          name: material.asset_data.name,
          category: material.asset_data.category,
          color: info?.color ?? '#888888',
          data: material.asset_data,
          paths: [material.asset_data.thumb, textures.diffuse, textures.normal, textures.opacity].filter(
            (path): path is string => typeof path === 'string' && isImagePath(path),
          ),
        };
      }),
    };
  }
  const swatches: [string, string, string][] = [
    ['cotton-white', 'Cotton, white', '#f2f1ec'],
    ['cotton-black', 'Cotton, black', '#1f1f22'],
    ['cotton-navy', 'Cotton, navy', '#24324f'],
    ['cotton-red', 'Cotton, red', '#b3262e'],
    ['fleece-grey', 'Fleece, heather grey', '#9a9ca0'],
    ['fleece-forest', 'Fleece, forest', '#2f4a3a'],
    ['peach-fuzz', 'Cotton, peach fuzz', '#ffbe98'],
    ['denim-indigo', 'Denim, indigo', '#2d3e63'],
  ];
  const ids = swatches.map(([key]) => key);
  const garment = (key: string, name: string, parts: [string, string][]): ModelInfo => ({
    key,
    name,
    category: 'tops',
    description: `A ${name.toLowerCase()}.`,
    url: `/assets/models/${key}.glb`,
    parts: parts.map(([value, text]) => ({
      value,
      text,
      default: 'cotton-white',
      materials: ids,
      visible: true,
    })),
    decalIgnored: [],
    defaultDecalPart: parts[0]?.[0] ?? 'body',
  });
  return {
    models: [
      garment('tshirt', 'Crew-neck T-shirt', [
        ['front', 'Front'],
        ['back', 'Back'],
        ['sleeves', 'Sleeves'],
      ]),
      garment('hoodie', 'Pull-over Hoodie', [
        ['hoodie', 'Body'],
        ['hood', 'Hood'],
        ['sleeves', 'Sleeves'],
      ]),
    ],
    materials: swatches.map(([key, name, color]) => ({
      key,
      name,
      category: 'fabric',
      color,
      data: {},
      paths: [],
    })),
  };
}

const FIRST = [
  'Midnight',
  'Harbour',
  'Kowloon',
  'Neon',
  'Jade',
  'Monsoon',
  'Lantern',
  'Peak',
  'Tram',
  'Typhoon',
  'Silk Road',
  'Dim Sum',
  'Victoria',
  'Lamma',
  'Mong Kok',
  'Star Ferry',
  'Bamboo',
  'Sampan',
  'Temple Street',
  'Cheung Chau',
  'Granville',
  'Sai Kung',
  'Aberdeen',
  'Wan Chai',
];
const SECOND = [
  'Drift',
  'Bloom',
  'Signal',
  'Haze',
  'Pulse',
  'Tide',
  'Ember',
  'Echo',
  'Bloc',
  'Grid',
  'Dawn',
  'Fold',
  'Stitch',
  'Mark',
];
const GARMENT_WORD: Record<string, string> = { tshirt: 'Tee', hoodie: 'Hoodie', cap: 'Cap', tote: 'Tote' };

/** Seeds the demo store once; running it again changes nothing. */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<{ seeded: boolean }> {
  const done = async (executor: Kysely<Database>) =>
    (
      await executor
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', 'seed_version')
        .executeTakeFirst()
    )?.value !== undefined;
  if (await done(db)) return { seeded: false };
  // An installation that already has accounts is not a demo: never mix demo rows into it.
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) {
    await markSeeded(db, 'skipped');
    return { seeded: false };
  }

  const now = options.now ?? new Date();
  const random = seededRandom(20_261_121);
  const id = (prefix: string) => seededId(prefix, random);
  const found = readSeedCatalog(options.assetsDir ?? REPO_ASSETS);
  const catalog = found?.catalog ?? null;
  const { models, materials } = describeCatalog(catalog);
  const materialByKey = new Map(materials.map((material) => [material.key, material]));
  const images: SeedImage[] = [];
  const imageIds = new Map<string, string>();
  const readAsset = (path: string) => readFile(join(found?.dir ?? '', path));

  // ---- Images of the catalog, copied into blob storage ------------------------------
  if (catalog && found) {
    const paths = new Set<string>();
    for (const model of models) if (model.thumbPath) paths.add(model.thumbPath);
    for (const material of materials) for (const path of material.paths) paths.add(path);
    for (const background of catalog.backgrounds) {
      if (isImagePath(background.url)) paths.add(background.url);
      paths.add(background.thumb);
    }
    for (const environment of catalog.environments) paths.add(environment.thumb);
    for (const decal of catalog.decals) paths.add(decal.png);
    for (const path of paths) {
      if (!isImagePath(path)) continue;
      try {
        const image = await putImage(options.storage, catalogImageId(path), await readAsset(path));
        images.push(image);
        imageIds.set(path, image.id);
      } catch {
        // A missing or unreadable file leaves its reference as the path.
      }
    }
  } else {
    for (const model of models) {
      const image = await putImage(
        options.storage,
        `seed-model-${model.key}.png`,
        await placeholderGarmentPng(model.key, '#d9d9d9'),
      );
      images.push(image);
      imageIds.set(`model:${model.key}`, image.id);
    }
    for (const material of materials) {
      const image = await putImage(
        options.storage,
        `seed-material-${material.key}.png`,
        await swatchPng(material.color),
      );
      images.push(image);
      imageIds.set(`material:${material.key}`, image.id);
    }
  }
  const imageOf = (path: string | undefined, fallbackKey: string) =>
    (path ? imageIds.get(path) : undefined) ?? imageIds.get(fallbackKey) ?? path ?? '';
  const backgroundIds = (catalog?.backgrounds ?? [])
    .map((background) => imageIds.get(background.url))
    .filter((value): value is string => Boolean(value));

  // ---- People -----------------------------------------------------------------------
  const people: PlannedUser[] = [
    ['shopper@atelier.test', 'Sam Chan', 'sam', false, '#3b6ea5'],
    ['creator@atelier.test', 'Mei Lin', 'mei', true, '#c2185b'],
    ['producer@atelier.test', 'Alex Wong', 'alex_studio', false, '#455a64'],
    ['northloom@atelier.test', 'Nora Berg', 'nora_loom', false, '#6d4c41'],
    ['kiln@atelier.test', 'Ken Ito', 'ken_kiln', false, '#8d6e63'],
    ['kofi@atelier.test', 'Kofi Mensah', 'kofi', true, '#2e7d32'],
    ['ines@atelier.test', 'Inès Duarte', 'ines', true, '#6a1b9a'],
    ['yuki@atelier.test', 'Yuki Tanaka', 'yuki', true, '#ef6c00'],
    ['rafa@atelier.test', 'Rafa Ortiz', 'rafa', true, '#00838f'],
    ['lena@atelier.test', 'Lena Fischer', 'lena', false, '#5d4037'],
    ['omar@atelier.test', 'Omar Haddad', 'omar', false, '#1565c0'],
    ['priya@atelier.test', 'Priya Nair', 'priya', false, '#ad1457'],
  ].map(([email, name, at_name, is_creator, color]) => ({
    id: id('us'),
    email: email as string,
    name: name as string,
    at_name: at_name as string,
    is_creator: is_creator as boolean,
    visibility: 'public' as const,
    color: color as string,
  }));
  const person = (atName: string) => people.find((entry) => entry.at_name === atName) as PlannedUser;
  for (const entry of people) {
    const initials = entry.name
      .split(' ')
      .map((word) => word[0])
      .join('')
      .slice(0, 2)
      .toUpperCase();
    const avatar = await putImage(
      options.storage,
      `seed-avatar-${entry.at_name}.png`,
      await avatarPng(initials, entry.color),
    );
    images.push(avatar);
    entry.avatar = avatar.id;
    if (entry.is_creator) {
      const banner = await putImage(
        options.storage,
        `seed-banner-${entry.at_name}.jpg`,
        await bannerJpeg(entry.color, '#f5efe6'),
      );
      images.push(banner);
      entry.banner = banner.id;
    }
  }
  const creators = people.filter((entry) => entry.is_creator);
  const consumers = [person('sam'), person('lena'), person('omar'), person('priya')];

  // ---- Producers, assets, prebuilds ---------------------------------------------------
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

  interface PlannedPrebuild {
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
        const data = catalog
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

  // ---- Categories ----------------------------------------------------------------------
  const mainCategories = ['Men', 'Women', 'Unisex', 'Accessories'];
  const subCategories = [
    'T-shirts',
    'Hoodies',
    'Caps',
    'Bags',
    'Streetwear',
    'Minimal',
    'Graphic',
    'Limited edition',
  ];
  const categories = [...mainCategories, ...subCategories].map((name, position) => ({
    id: id('ct'),
    name,
    value: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    is_main: flag(mainCategories.includes(name)),
    position,
  }));
  const category = (name: string) => categories.find((entry) => entry.name === name)!.id;
  const subFor: Record<string, string> = { tshirt: 'T-shirts', hoodie: 'Hoodies', cap: 'Caps', tote: 'Bags' };

  // ---- Creations -------------------------------------------------------------------------
  type PreorderState = 'inProgress' | 'goalReached' | 'notEnough' | 'ended';
  interface PlannedCreation {
    id: string;
    user: PlannedUser;
    prebuild: PlannedPrebuild;
    name: string;
    description: string;
    purchaseType: PurchaseType | null;
    preorder?: PreorderState;
    totalPrice: number;
    minimumOrder: number;
    kickstartStart: string;
    kickstartEnd: string;
    createdAt: string;
    isDraft: boolean;
    visibility: 'public' | 'private';
    isDeleted: boolean;
    pinned: boolean;
    config: CombinationConfig;
    color: string;
    categoryIds: string[];
    blacklist: string[];
    photo?: string;
  }
  const creations: PlannedCreation[] = [];
  const platformPrebuilds = prebuilds.filter((entry) => entry.producerId === producers[0]!.id);
  const otherPrebuilds = prebuilds.filter((entry) => entry.producerId !== producers[0]!.id);
  const preorderStates: PreorderState[] = ['inProgress', 'goalReached', 'notEnough', 'ended'];
  const usedNames = new Set<string>();
  const TOTAL = 72;
  for (let index = 0; index < TOTAL; index += 1) {
    const user = creators[index % creators.length]!;
    const prebuild =
      index % 5 === 4 && otherPrebuilds.length
        ? pick(random, otherPrebuilds)
        : pick(random, platformPrebuilds);
    let name: string;
    do {
      name = `${pick(random, FIRST)} ${pick(random, SECOND)} ${GARMENT_WORD[prebuild.model.key] ?? prebuild.model.name}`;
    } while (usedNames.has(name));
    usedNames.add(name);
    // Every purchase type: instant, retail pre-order (in each status), sample, and none.
    const typeSlot = index % 8;
    const purchaseType: PurchaseType | null =
      typeSlot < 3 ? 'instant-purchase' : typeSlot < 6 ? 'retail-preorder' : typeSlot === 6 ? 'sample' : null;
    const preorder =
      purchaseType === 'retail-preorder' ? preorderStates[Math.floor(index / 8) % 4]! : undefined;
    const createdAt = new Date(
      now.getTime() - (TOTAL - index) * 0.9 * DAY - between(random, 0, 3_600_000),
    ).toISOString();
    const endOffset =
      preorder === 'notEnough' || preorder === 'ended'
        ? -between(random, 2, 30) * DAY
        : between(random, 6, 60) * DAY;
    const draft = newCreation({
      prebuild: {
        id: prebuild.id,
        name: prebuild.name,
        description: '',
        content: [],
        category: [],
        tags: [],
        visibility: 'public',
        allow_direct_purchase: true,
        option_shipping_fee_include: true,
        sizing: { options: [] },
        extra_option: {
          allowPurchaseType: ['instant-purchase', 'retail-preorder', 'sample'],
          manufacturingTimePerPiece: 6_000_000,
        },
        waterflow_config: { media_placement: [] },
        minimum_order: 5,
        maximum_order: 1000,
        cost_config: prebuild.costConfig,
        is_draft: false,
        is_deleted: false,
        combination_config: prebuild.config,
      },
      now: new Date(createdAt),
      userId: user.id,
    });
    // A colourway of the creation's own: the main parts in one material.
    const mainPart = prebuild.config.parts[0];
    const choice = mainPart && mainPart.materials.length ? pick(random, mainPart.materials) : undefined;
    const config: CombinationConfig = {
      ...draft.combination_config,
      parts: draft.combination_config.parts.map((part, partIndex) =>
        choice && partIndex < 3 && part.materials.includes(choice) ? { ...part, default: choice } : part,
      ),
    };
    const main = {
      tshirt: pick(random, ['Men', 'Women', 'Unisex']),
      hoodie: pick(random, ['Men', 'Unisex', 'Women']),
    }[prebuild.model.key];
    const categoryIds = [
      category(main ?? 'Accessories'),
      category(subFor[prebuild.model.key] ?? 'Minimal'),
      ...(random() < 0.5
        ? [category(pick(random, ['Streetwear', 'Minimal', 'Graphic', 'Limited edition']))]
        : []),
    ];
    creations.push({
      id: id('cr'),
      user,
      prebuild,
      name,
      description: `${name}: made to order on the ${prebuild.name.toLowerCase()} by ${user.name}. Designed in 3D, cut and sewn when you order.`,
      purchaseType,
      ...(preorder ? { preorder } : {}),
      totalPrice: draft.totalPrice + between(random, 0, 12) * 1_000,
      minimumOrder: preorder ? between(random, 8, 24) : draft.minimum_order,
      kickstartStart: draft.kickstart_start ?? createdAt,
      kickstartEnd: preorder
        ? new Date(now.getTime() + endOffset).toISOString()
        : (draft.kickstart_end ?? createdAt),
      createdAt,
      // A few drafts, private and archived creations beside the 64+ published ones.
      isDraft: index % 18 === 17,
      visibility: index % 23 === 22 ? 'private' : 'public',
      isDeleted: index === 35,
      pinned: index < creators.length,
      config,
      color: (choice && prebuild.colors.get(choice)) ?? '#9e9e9e',
      categoryIds: [...new Set(categoryIds)],
      blacklist: random() < 0.2 ? ['XS'] : [],
    });
  }

  // Photos of the creations (the garment in its colour on a backdrop).
  const garmentThumbs = new Map<string, Buffer>();
  for (const model of models) {
    garmentThumbs.set(
      model.key,
      model.thumbPath && found
        ? await readAsset(model.thumbPath).catch(() => placeholderGarmentPng(model.key, '#dddddd'))
        : await placeholderGarmentPng(model.key, '#dddddd'),
    );
  }
  const backdropFiles = await Promise.all(
    (catalog?.backgrounds ?? [])
      .slice(0, 8)
      .map((background) =>
        isImagePath(background.url) ? readAsset(background.url).catch(() => null) : null,
      ),
  );
  const kit = await preparePhotoKit(
    backdropFiles.filter((file): file is NonNullable<typeof file> => file !== null),
    garmentThumbs,
  );
  for (let start = 0; start < creations.length; start += 4) {
    const batch = creations.slice(start, start + 4);
    const photos = await Promise.all(
      batch.map(async (creation, offset) =>
        putImage(
          options.storage,
          `seed-creation-${creation.id.slice(3)}.jpg`,
          await creationPhoto({
            garment: kit.garments.get(creation.prebuild.model.key) as Buffer,
            backdrop: kit.backdrops[(start + offset) % kit.backdrops.length] as Buffer,
            tint: creation.color,
            name: creation.name,
          }),
        ),
      ),
    );
    photos.forEach((photo, offset) => {
      images.push(photo);
      batch[offset]!.photo = photo.id;
    });
  }

  const passwordHashes = await Promise.all(people.map(() => hashPassword(DEMO_PASSWORD)));

  // ---- Write everything in one transaction -------------------------------------------------
  await db.transaction().execute(async (trx) => {
    if (db.getExecutor().adapter.constructor.name === 'PostgresAdapter') {
      // Several servers starting on an empty database seed it once.
      await sql`select pg_advisory_xact_lock(20261121)`.execute(trx);
    }
    if (await done(trx)) return;
    const stamp = now.toISOString();
    for (const image of images) {
      await trx
        .insertInto('images')
        .values({ ...image, user_id: null, created_at: stamp })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    await trx
      .insertInto('users')
      .values(
        people.map((entry, index) => ({
          id: entry.id,
          email: entry.email,
          password_hash: passwordHashes[index]!,
          name: entry.name,
          at_name: entry.at_name,
          at_name_key: entry.at_name.toLowerCase(),
          is_creator: flag(entry.is_creator),
          visibility: entry.visibility,
          profile_image: entry.avatar ?? null,
          profile_banner: entry.banner ?? null,
          created_at: new Date(now.getTime() - (120 - index) * DAY).toISOString(),
          updated_at: stamp,
        })),
      )
      .execute();
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
                  ...(backgroundIds[4]
                    ? { banner: { enabled: true, url: backgroundIds[4], link: '/creators', aspectRatio: 4 } }
                    : {}),
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
    await trx.insertInto('categories').values(categories).execute();
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
            { content: 'Average production: 5-7 working days.' },
          ]),
          category: toJson([subFor[prebuild.model.key] ?? 'Minimal']),
          tags: toJson([prebuild.model.category]),
          visibility: 'public',
          allow_direct_purchase: 1,
          option_shipping_fee_include: 1,
          sizing: toJson({
            options:
              prebuild.model.key === 'cap' || prebuild.model.key === 'tote'
                ? [{ name: 'M', cost_weight: 1 }]
                : ['XS', 'S', 'M', 'L', 'XL', '2XL'].map((size) => ({
                    name: size,
                    cost_weight: size === '2XL' ? 1.1 : 1,
                  })),
          }),
          extra_option: toJson({
            allowPurchaseType: ['instant-purchase', 'retail-preorder', 'sample'],
            manufacturingTimePerPiece: 6_000_000,
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

    for (const creation of creations) {
      const plates: MediaPlate[] = [
        { id: Date.parse(creation.createdAt), type: 'image/upload', url: creation.photo ?? '', fit: 'cover' },
        {
          id: Date.parse(creation.createdAt) + 1,
          type: 'capture',
          url: imageOf(creation.prebuild.model.thumbPath, `model:${creation.prebuild.model.key}`),
          fit: 'contain',
          captureInfo: { auto_capture: true, size: [1920, 1080], fov: 75 },
        },
      ];
      await trx
        .insertInto('creations')
        .values({
          id: creation.id,
          user_id: creation.user.id,
          producer_id: creation.prebuild.producerId,
          name: creation.name,
          description: creation.description,
          category: null,
          tags: toJson([]),
          total_price: creation.totalPrice,
          is_draft: flag(creation.isDraft),
          is_deleted: flag(creation.isDeleted),
          visibility: creation.visibility,
          purchase_type: creation.purchaseType,
          kickstart_start: creation.kickstartStart,
          kickstart_end: creation.kickstartEnd,
          kickstart_periode: 0,
          minimum_order: creation.minimumOrder,
          maximum_order: null,
          sizing: toJson({ blacklist: creation.blacklist }),
          waterflow_config: toJson({ media_placement: plates }),
          combination_config: toJson(creation.config),
          cover_url: creation.photo ?? null,
          pinned_at: creation.pinned ? creation.createdAt : null,
          created_at: creation.createdAt,
          updated_at: creation.createdAt,
        })
        .execute();
      await trx
        .insertInto('creation_media')
        .values(
          plates.map((plate, position) => ({
            id: id('cm'),
            creation_id: creation.id,
            url: plate.url ?? '',
            position,
          })),
        )
        .execute();
      await trx
        .insertInto('creation_categories')
        .values(creation.categoryIds.map((category_id) => ({ creation_id: creation.id, category_id })))
        .execute();
      await trx
        .insertInto('creation_prebuilds')
        .values({ creation_id: creation.id, prebuild_id: creation.prebuild.id, position: 0 })
        .execute();
    }

    // Orders: pre-orders in every status (000 §4), and sales of the others.
    const statuses = ['paid', 'in_production', 'shipped'];
    for (const creation of creations) {
      if (creation.isDraft) continue;
      const reached = creation.preorder === 'goalReached' || creation.preorder === 'ended';
      const wanted = reached
        ? creation.minimumOrder + between(random, 0, 6)
        : creation.preorder
          ? between(random, 1, creation.minimumOrder - 2)
          : between(random, 0, 6);
      let placed = 0;
      while (placed < wanted) {
        const amount = Math.min(wanted - placed, between(random, 1, 4));
        placed += amount;
        const orderId = id('or');
        const at = new Date(
          Math.min(now.getTime(), Date.parse(creation.createdAt) + between(random, 1, 20) * DAY),
        ).toISOString();
        await trx
          .insertInto('orders')
          .values({
            id: orderId,
            user_id: pick(random, consumers).id,
            status: pick(random, statuses),
            created_at: at,
            updated_at: at,
          })
          .execute();
        await trx
          .insertInto('order_items')
          .values({
            id: id('oi'),
            order_id: orderId,
            creation_id: creation.id,
            size: pick(random, ['S', 'M', 'L', 'XL']),
            amount,
            price: creation.totalPrice * amount,
            created_at: at,
          })
          .execute();
      }
      // Pending orders never count towards a pre-order (000 §4).
      if (creation.preorder && random() < 0.5) {
        const orderId = id('or');
        await trx
          .insertInto('orders')
          .values({
            id: orderId,
            user_id: consumers[0]!.id,
            status: 'pending',
            created_at: creation.createdAt,
            updated_at: creation.createdAt,
          })
          .execute();
        await trx
          .insertInto('order_items')
          .values({
            id: id('oi'),
            order_id: orderId,
            creation_id: creation.id,
            size: 'M',
            amount: 3,
            price: creation.totalPrice * 3,
            created_at: creation.createdAt,
          })
          .execute();
      }
    }

    // Favourites and follows.
    const visible = creations.filter(
      (creation) => !creation.isDraft && !creation.isDeleted && creation.visibility === 'public',
    );
    for (const consumer of [...consumers, ...creators]) {
      const liked = new Set<string>();
      const count = consumer.at_name === 'sam' ? 12 : between(random, 3, 9);
      while (liked.size < count) liked.add(pick(random, visible).id);
      await trx
        .insertInto('favourites')
        .values([...liked].map((creation_id) => ({ user_id: consumer.id, creation_id, created_at: stamp })))
        .execute();
    }
    const follows: Insertable<FollowsTable>[] = [];
    for (const follower of [...consumers, ...creators]) {
      for (const creator of creators) {
        if (creator.id !== follower.id && (follower.at_name === 'sam' || random() < 0.5))
          follows.push({ follower_id: follower.id, followee_id: creator.id, created_at: stamp });
      }
    }
    await trx.insertInto('follows').values(follows).execute();

    // Notifications of the demo accounts.
    const sam = person('sam');
    const mei = person('mei');
    const meiPreorder = creations.find(
      (creation) => creation.user.id === mei.id && creation.preorder === 'goalReached',
    );
    const notes = [
      {
        user: sam,
        title: 'Pre-order goal reached',
        text: `${creations[9]!.name} reached its goal: production starts soon.`,
        link: `/${creations[9]!.user.at_name}/creation?creation_id=${creations[9]!.id}`,
        hours: 3,
        read: false,
      },
      {
        user: sam,
        title: 'Your order has shipped',
        text: `${creations[0]!.name} is on its way.`,
        link: '/cart',
        hours: 30,
        read: false,
      },
      {
        user: sam,
        title: 'New from Mei Lin',
        text: 'Mei Lin published a new creation.',
        link: '/mei/creation',
        hours: 50,
        read: true,
      },
      {
        user: mei,
        title: 'New follower',
        text: 'Sam Chan started following you.',
        link: '/sam',
        hours: 2,
        read: false,
      },
      {
        user: mei,
        title: 'New favourite',
        text: `Lena Fischer favourited ${creations[1]!.name}.`,
        link: `/mei/creation?creation_id=${creations[1]!.id}`,
        hours: 5,
        read: false,
      },
      ...(meiPreorder
        ? [
            {
              user: mei,
              title: 'Pre-order goal reached',
              text: `${meiPreorder.name} reached its minimum order.`,
              link: `/mei/creation?creation_id=${meiPreorder.id}`,
              hours: 26,
              read: true,
            },
          ]
        : []),
      {
        user: person('alex_studio'),
        title: 'New creation on your prebuild',
        text: 'Kofi Mensah built a new creation on the Pull-over Hoodie.',
        link: '/atelier_studio/production',
        hours: 8,
        read: false,
      },
    ];
    for (const note of notes) {
      const at = new Date(now.getTime() - note.hours * 3_600_000).toISOString();
      await trx
        .insertInto('notifications')
        .values({
          id: id('nt'),
          user_id: note.user.id,
          event_id: `seed:${note.title.toLowerCase().replace(/\W+/g, '-')}`,
          title: note.title,
          text: note.text,
          image: null,
          link: note.link,
          event_data: toJson({ type: 'seed' }),
          created_at: at,
          read_at: note.read ? at : null,
        })
        .execute();
    }

    // Sam's cart: prices from the domain's rules, as the API would store them.
    const cartable = visible.filter((creation) => creation.purchaseType === 'instant-purchase').slice(0, 2);
    for (const [index, creation] of cartable.entries()) {
      const quantity = { size: index === 0 ? 'M' : 'L', amount: index + 1 } as const;
      const price = cartItemPrice(
        { type: 'instant-purchase', quantity },
        cartPriceSource({
          totalPrice: creation.totalPrice,
          prebuilds: [{ cost_config: creation.prebuild.costConfig }],
        }),
      );
      await trx
        .insertInto('cart_items')
        .values({
          id: id('ci'),
          user_id: sam.id,
          creation_id: creation.id,
          type: 'instant-purchase',
          quantity: toJson(quantity),
          price,
          creation_snapshot: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }

    // Home content: header cards and trend media of the platform, and its case settings.
    const cards = [
      { title: 'Shop made-to-order', description: 'Pieces cut and sewn when you order them.', url: '/shop' },
      {
        title: 'Design in 3D',
        description: 'Start from a prebuild and make it yours.',
        url: '/intro/createingenesis',
      },
      {
        title: 'Open a creator shop',
        description: 'Your own shop on your own sub-domain.',
        url: '/become_creator',
      },
      {
        title: 'For manufacturers',
        description: 'Publish prebuilds and manage production.',
        url: '/intro/manufacturingingenesis',
      },
    ];
    let position = 0;
    for (const [index, card] of cards.entries()) {
      await trx
        .insertInto('home_items')
        .values({
          id: id('hi'),
          scope: PLATFORM_SCOPE,
          kind: 'header_card',
          position: position++,
          data: toJson({ ...card, thumbnail: backgroundIds[index + 1] ?? creations[index]!.photo ?? '' }),
        })
        .execute();
    }
    const trendSources = backgroundIds.length
      ? backgroundIds.slice(5, 10)
      : creations.slice(0, 4).map((creation) => creation.photo ?? '');
    for (const [index, url] of trendSources.entries()) {
      await trx
        .insertInto('home_items')
        .values({
          id: id('hi'),
          scope: PLATFORM_SCOPE,
          kind: 'trend_media',
          position: position++,
          data: toJson({
            order: index,
            data: {
              uid: `trend-${index + 1}`,
              category: pick(random, ['Streetwear', 'Minimal', 'Graphic']),
              size: [pick(random, [2, 3]), pick(random, [1, 2])],
              type: 'image',
              url,
              redirect: '/shop',
            },
          }),
        })
        .execute();
    }
    await trx
      .insertInto('case_settings')
      .values({
        scope: PLATFORM_SCOPE,
        metadata: toJson({ global: { enableUserCreateCreation: true }, homePage: {} }),
      })
      .execute();
    await markSeeded(trx, SEED_VERSION);
  });
  return { seeded: true };
}

async function markSeeded(db: Kysely<Database>, value: string) {
  await db
    .insertInto('app_meta')
    .values({ key: 'seed_version', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Catalog paths of images inside an asset's data become their image ids. */
function rewriteImagePaths(value: unknown, ids: Map<string, string>): Record<string, unknown> {
  const walk = (entry: unknown): unknown => {
    if (typeof entry === 'string') return ids.get(entry) ?? entry;
    if (Array.isArray(entry)) return entry.map(walk);
    if (entry && typeof entry === 'object')
      return Object.fromEntries(Object.entries(entry).map(([key, inner]) => [key, walk(inner)]));
    return entry;
  };
  return walk(value) as Record<string, unknown>;
}
