import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The parts of assets/catalog.json (written by tools/assets) that the seed reads. Read
 * loosely: extra keys are kept, so a richer catalog still seeds.
 */
const PartSchema = z.looseObject({
  value: z.string(),
  text: z.string(),
  default: z.string(),
  materials: z.array(z.string()),
  visible: z.boolean(),
  /** Metres of cloth per UV square (issue 20: a print area's true size). */
  uv_span_m: z.number().optional(),
});

const ModelSchema = z.object({
  id: z.string(),
  type: z.literal('MODEL'),
  asset_data: z.looseObject({
    name: z.string(),
    category: z.string(),
    description: z.string().optional(),
    thumb: z.string(),
    url: z.string(),
    fbx: z.string().optional(),
    parts: z.array(PartSchema).min(1),
    decal_ignored_parts: z.array(z.string()).optional(),
    default_decal_part: z.string().optional(),
  }),
});

const MaterialSchema = z.object({
  id: z.string(),
  type: z.literal('MATERIAL'),
  asset_data: z.looseObject({
    name: z.string(),
    category: z.string(),
    thumb: z.string(),
    scale_x: z.number().optional(),
    scale_y: z.number().optional(),
    model_info: z.array(
      z.looseObject({
        textures: z.looseObject({
          diffuse: z.string().optional(),
          normal: z.string().optional(),
          opacity: z.string().optional(),
        }),
        color: z.string().optional(),
      }),
    ),
  }),
});

const NamedFileSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  thumb: z.string(),
});
const DecalSchema = z.looseObject({ id: z.string(), name: z.string(), png: z.string() });

export const SeedCatalogSchema = z.object({
  models: z.array(ModelSchema).min(1),
  materials: z.array(MaterialSchema).min(1),
  environments: z.array(NamedFileSchema).default([]),
  backgrounds: z.array(NamedFileSchema).default([]),
  decals: z.array(DecalSchema).default([]),
});
export type SeedCatalog = z.infer<typeof SeedCatalogSchema>;
export type SeedModel = SeedCatalog['models'][number];
export type SeedMaterial = SeedCatalog['materials'][number];

/** The catalog and its folder, or null when there is none (or it cannot be read). */
export function readSeedCatalog(assetsDir: string): { catalog: SeedCatalog; dir: string } | null {
  const file = join(assetsDir, 'catalog.json');
  if (!existsSync(file)) return null;
  try {
    const parsed = SeedCatalogSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? { catalog: parsed.data, dir: assetsDir } : null;
  } catch {
    return null;
  }
}

/** The id an image file of the catalog gets in blob storage (`/api/img/original/{id}`). */
export function catalogImageId(path: string): string {
  const dot = path.lastIndexOf('.');
  const stem = path.slice(0, dot).replace(/[^A-Za-z0-9]+/g, '-');
  return `cat-${stem}${path.slice(dot).toLowerCase()}`.slice(0, 100);
}

export const isImagePath = (path: string): boolean => /\.(png|jpe?g|webp|gif|avif)$/i.test(path);
