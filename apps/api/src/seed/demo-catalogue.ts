import type { PrintArea } from '@atelier/schema';
import { printAreaSize } from '../domain';
import { type SeedCatalog, catalogImageId, isImagePath } from './catalog';
import type { SeedContext } from './context';
import { placeholderGarmentPng, putImage, swatchPng } from './images';

/** The demo catalogue: garment models and materials, from assets/catalog.json or made up. */

export interface ModelInfo {
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
  /** Issue 20: each decal-carrying part's print area, from its UV span (none for made-up models). */
  printAreas?: PrintArea[];
}

export interface MaterialInfo {
  key: string;
  name: string;
  category: string;
  color: string;
  data: Record<string, unknown>;
  paths: string[];
}

/** The catalog as the seed uses it, or a small synthetic one when assets/ has none. */
export function describeCatalog(catalog: SeedCatalog | null): {
  models: ModelInfo[];
  materials: MaterialInfo[];
} {
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
        printAreas: model.asset_data.parts.flatMap((part) => {
          const size = (model.asset_data.decal_ignored_parts ?? []).includes(part.value)
            ? null
            : printAreaSize(part.uv_span_m);
          return size ? [{ part: part.value, width_mm: size.widthMm, height_mm: size.heightMm }] : [];
        }),
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

export interface CatalogueImages {
  /** Catalogue path (or `model:{key}` / `material:{key}`) -> image id. */
  imageIds: Map<string, string>;
  /** The image id of a catalogue path, else of the fallback key, else the path itself. */
  imageOf: (path: string | undefined, fallbackKey: string) => string;
  /** The catalogue's backdrops, as image ids. */
  backgroundIds: string[];
}

/** Copies the catalogue's images into blob storage (placeholders without a catalogue). */
export async function storeCatalogueImages(
  context: SeedContext,
  catalog: SeedCatalog | null,
  { models, materials }: { models: ModelInfo[]; materials: MaterialInfo[] },
): Promise<CatalogueImages> {
  const { images, readAsset } = context;
  const imageIds = new Map<string, string>();
  if (catalog) {
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
        const image = await putImage(context.storage, catalogImageId(path), await readAsset(path));
        images.push(image);
        imageIds.set(path, image.id);
      } catch {
        // A missing or unreadable file leaves its reference as the path.
      }
    }
  } else {
    for (const model of models) {
      const image = await putImage(
        context.storage,
        `seed-model-${model.key}.png`,
        await placeholderGarmentPng(model.key, '#d9d9d9'),
      );
      images.push(image);
      imageIds.set(`model:${model.key}`, image.id);
    }
    for (const material of materials) {
      const image = await putImage(
        context.storage,
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
  return { imageIds, imageOf, backgroundIds };
}

/** Catalog paths of images inside an asset's data become their image ids. */
export function rewriteImagePaths(value: unknown, ids: Map<string, string>): Record<string, unknown> {
  const walk = (entry: unknown): unknown => {
    if (typeof entry === 'string') return ids.get(entry) ?? entry;
    if (Array.isArray(entry)) return entry.map(walk);
    if (entry && typeof entry === 'object')
      return Object.fromEntries(Object.entries(entry).map(([key, inner]) => [key, walk(inner)]));
    return entry;
  };
  return walk(value) as Record<string, unknown>;
}
