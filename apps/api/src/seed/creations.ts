import type { CombinationConfig, MediaPlate, PurchaseType } from '@atelier/schema';
import { newCreation } from '../domain';
import { flag, toJson } from '../lib/json';
import { type SeedCatalog, catalogImageId, isImagePath } from './catalog';
import { type DemoCategories, SUB_CATEGORY_OF_GARMENT as subFor } from './categories';
import { DAY, type SeedContext, type SeedWriter } from './context';
import type { CatalogueImages, ModelInfo } from './demo-catalogue';
import { creationPhoto, placeholderGarmentPng, preparePhotoKit, putImage } from './images';
import type { DemoPeople, PlannedUser } from './people';
import { type PhotoManifest, galleryFiles, nearestPhoto, readPhotoManifest } from './photos';
import type { DemoProducers, PlannedPrebuild } from './producers';
import { between, pick } from './random';

/** The demo creations: every purchase type and pre-order state, with photos. */

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

export type PreorderState = 'inProgress' | 'goalReached' | 'notEnough' | 'ended';

export interface PlannedCreation {
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
  /** The cover image's id. */
  photo?: string;
  /** Every gallery image's id, cover first (rendered photos only). */
  gallery?: string[];
}

export function planCreations(
  { now, random, id }: SeedContext,
  { creators }: DemoPeople,
  { producers, prebuilds }: DemoProducers,
  { category }: DemoCategories,
): PlannedCreation[] {
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
  return creations;
}

/**
 * Photos of the creations, put in storage: the garment's studio photos in the palette
 * colour nearest the creation's (assets/photos, front view as cover, then the back). A
 * store seeded without them gets one plain photo per creation, its garment tinted on a
 * backdrop.
 */
export async function photographCreations(
  context: SeedContext,
  creations: PlannedCreation[],
  models: ModelInfo[],
  catalog: SeedCatalog | null,
): Promise<void> {
  const manifest = catalog ? await readPhotoManifest(context.readAsset) : null;
  const rendered = manifest ? await renderedPhotos(context, creations, manifest) : new Set<PlannedCreation>();
  const rest = creations.filter((creation) => !rendered.has(creation));
  if (rest.length) await tintedPhotos(context, rest, models, catalog);
}

/** Gives each creation with a rendered photo of its garment its gallery; answers those. */
async function renderedPhotos(
  context: SeedContext,
  creations: PlannedCreation[],
  manifest: PhotoManifest,
): Promise<Set<PlannedCreation>> {
  // A photo is shared by every creation in its garment and colour: stored once.
  const stored = new Map<string, Promise<string | null>>();
  const store = (file: string) => {
    let id = stored.get(file);
    if (!id) {
      id = context.readAsset(file).then(
        async (bytes) => {
          const image = await putImage(context.storage, catalogImageId(file), bytes);
          context.images.push(image);
          return image.id;
        },
        () => null,
      );
      stored.set(file, id);
    }
    return id;
  };
  const done = new Set<PlannedCreation>();
  for (const creation of creations) {
    const entry = nearestPhoto(manifest, creation.prebuild.model.key, creation.color);
    if (!entry) continue;
    const ids: string[] = [];
    for (const file of galleryFiles(manifest, entry)) {
      const id = await store(file);
      if (id) ids.push(id);
    }
    if (!ids.length) continue;
    creation.photo = ids[0];
    creation.gallery = ids;
    done.add(creation);
  }
  return done;
}

/** The fallback: the garment's thumbnail tinted in the creation's colour on a backdrop. */
async function tintedPhotos(
  context: SeedContext,
  creations: PlannedCreation[],
  models: ModelInfo[],
  catalog: SeedCatalog | null,
): Promise<void> {
  const { readAsset, images } = context;
  const garmentThumbs = new Map<string, Buffer>();
  for (const model of models) {
    garmentThumbs.set(
      model.key,
      model.thumbPath && catalog
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
          context.storage,
          `seed-creation-${creation.id.slice(3)}.jpg`,
          await creationPhoto({
            garment: kit.garments.get(creation.prebuild.model.key) as Buffer,
            backdrop: kit.backdrops[(start + offset) % kit.backdrops.length] as Buffer,
            tint: creation.color,
          }),
        ),
      ),
    );
    photos.forEach((photo, offset) => {
      images.push(photo);
      batch[offset]!.photo = photo.id;
    });
  }
}

export async function writeCreations(
  trx: SeedWriter,
  { id }: SeedContext,
  creations: PlannedCreation[],
  { imageOf }: CatalogueImages,
): Promise<void> {
  for (const creation of creations) {
    const first = Date.parse(creation.createdAt);
    // Rendered photos make the whole gallery; a tinted photo is followed by the model's capture.
    const plates: MediaPlate[] = creation.gallery
      ? creation.gallery.map((url, index) => ({ id: first + index, type: 'image/upload', url, fit: 'cover' }))
      : [
          { id: first, type: 'image/upload', url: creation.photo ?? '', fit: 'cover' },
          {
            id: first + 1,
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
}

/** What shoppers see: neither draft, deleted nor private. */
export const visibleCreations = (creations: PlannedCreation[]) =>
  creations.filter(
    (creation) => !creation.isDraft && !creation.isDeleted && creation.visibility === 'public',
  );
