/**
 * The shape of assets/catalog.json, the one manifest of the generated demo content, with a
 * zod schema and a typed reader. Every path in it is relative to the assets/ folder.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const path = z.string().regex(/^[a-z0-9][a-z0-9._/-]*$/, 'a relative path inside assets/');
const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/);

/** A garment part, shaped like `Part` of the documents plus what the engine needs. */
export const catalogPartSchema = z.object({
  value: z.string(),
  text: z.string(),
  /** Default material id. */
  default: z.string(),
  /** Material ids a creator may choose from. */
  materials: z.array(z.string()).min(1),
  visible: z.boolean(),
  /** Whether decals may go on this part. */
  decals: z.boolean(),
  /** Metres of cloth covered by the part's 0..1 UV square: texture repeat = scale_x * uv_span_m. */
  uv_span_m: z.number().positive(),
  /** UV rectangles [u0, v0, u1, v1] of the part's islands (glTF UV convention, v down). */
  islands: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])).min(1),
  vertices: z.number().int().positive(),
  triangles: z.number().int().positive(),
});

export const modelAssetSchema = z.object({
  id: z.string(),
  type: z.literal('MODEL'),
  asset_data: z.object({
    name: z.string(),
    category: z.string(),
    description: z.string(),
    thumb: path,
    /** The GLB file. */
    url: path,
    /** An ASCII FBX 7.4 copy, for one garment. */
    fbx: path.optional(),
    parts: z.array(catalogPartSchema).min(1),
    /** Layer order of the parts (documents: hoodie, rib, straps, metal). */
    layer_order: z.array(z.string()),
    /** Parts decals never go on (documents: metal and straps are ignored). */
    decal_ignored_parts: z.array(z.string()),
    default_decal_part: z.string(),
    /** Axis-aligned bounds in metres, Y up, front facing +Z. */
    bounds_m: z.object({
      min: z.tuple([z.number(), z.number(), z.number()]),
      max: z.tuple([z.number(), z.number(), z.number()]),
    }),
  }),
});

export const materialAssetSchema = z.object({
  id: z.string(),
  type: z.literal('MATERIAL'),
  asset_data: z.object({
    name: z.string(),
    category: z.enum(['fabric', 'leather', 'metal']),
    thumb: path,
    /** Texture repeats per metre of cloth (see uv_span_m of the parts). */
    scale_x: z.number().positive(),
    scale_y: z.number().positive(),
    model_info: z
      .array(
        z.object({
          textures: z.object({ diffuse: path, normal: path, opacity: path.optional() }),
          roughness_factor: z.number().min(0).max(1),
          metalness_factor: z.number().min(0).max(1),
          opacity_factor: z.number().min(0).max(1),
          /** Suggested normal map strength. */
          normal_scale: z.number().positive(),
          /** The base colour the diffuse map was made from. */
          color: hexColor,
        }),
      )
      .length(1),
  }),
});

export const environmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: path,
  thumb: path,
  format: z.enum(['exr', 'hdr']),
  source: z.string(),
});

export const backgroundSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: path,
  thumb: path,
  width: z.number().int(),
  height: z.number().int(),
});

export const presetColorSchema = z.object({ name: z.string(), code: z.string(), hex: hexColor });

export const decalSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['logo', 'pattern', 'type']),
  png: path,
  svg: path,
  width: z.number().int(),
  height: z.number().int(),
});

export const catalogSchema = z.object({
  version: z.literal(1),
  generator: z.string(),
  models: z.array(modelAssetSchema),
  materials: z.array(materialAssetSchema),
  environments: z.array(environmentSchema),
  backgrounds: z.array(backgroundSchema),
  colors: z.array(presetColorSchema),
  decals: z.array(decalSchema),
});

export type Catalog = z.infer<typeof catalogSchema>;
export type CatalogPart = z.infer<typeof catalogPartSchema>;
export type ModelAsset = z.infer<typeof modelAssetSchema>;
export type MaterialAsset = z.infer<typeof materialAssetSchema>;
export type CatalogEnvironment = z.infer<typeof environmentSchema>;
export type CatalogBackground = z.infer<typeof backgroundSchema>;
export type PresetColor = z.infer<typeof presetColorSchema>;
export type CatalogDecal = z.infer<typeof decalSchema>;

/** The repository's assets/ folder. */
export const ASSETS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../assets');

/** Reads and validates assets/catalog.json (or the catalog in another assets folder). */
export async function readCatalog(assetsDir: string = ASSETS_DIR): Promise<Catalog> {
  const raw: unknown = JSON.parse(await readFile(join(assetsDir, 'catalog.json'), 'utf8'));
  return catalogSchema.parse(raw);
}

/** Absolute path of a catalog path. */
export const assetPath = (relative: string, assetsDir: string = ASSETS_DIR): string =>
  join(assetsDir, relative);
