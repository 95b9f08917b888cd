import { z } from 'zod';
import { IdSchema, reportDuplicates } from '../primitives';
import { CombinationConfigSchema, CombinationConfigVersionSchema } from './combination-config';
import { DecalSetupSchema } from './decal-setup';
import { FormSchema } from './form';
import { GroupSchema, GroupsSetupSchema } from './group';
import { MaterialSchema } from './material';
import { PartSchema } from './part';
import { PlacedDecalSchema } from './placed-decal';
import {
  BackgroundConfigSchema,
  CameraTransformSchema,
  EnvironmentConfigSchema,
  LightingConfigSchema,
} from './scene-config';
import { VariantSchema, VariantSetupSchema } from './variant';

/** The model formats the engine loads (001 §7 FBX; glTF/GLB per ARCHITECTURE.md). */
export const MODEL_FORMATS = ['glb', 'gltf', 'fbx'] as const;

/** The 3D model a design dresses: a model asset's file (its `vt_reference_data.url`). */
export const ModelRefSchema = z.strictObject({
  id: IdSchema.optional(),
  url: z.string().min(1),
  /** Absent: read from the url's extension. */
  format: z.enum(MODEL_FORMATS).optional(),
});
export type ModelRef = z.infer<typeof ModelRefSchema>;

/** 001 §9: canvas textures are 1024 on mobile and 4096 otherwise; `auto` picks by device. */
export const TEXTURE_SIZES = [1024, 2048, 4096] as const;

/** How hard the viewer works: texture size and device pixel ratio cap. */
export const QualitySchema = z.strictObject({
  textureSize: z
    .union([z.literal('auto'), z.literal(1024), z.literal(2048), z.literal(4096)])
    .default('auto'),
  /** Largest device pixel ratio rendered; `auto` is the device's, capped at 2. */
  pixelRatio: z.union([z.literal('auto'), z.number().min(0.5).max(3)]).default('auto'),
});
export type Quality = z.infer<typeof QualitySchema>;

/**
 * The design document: what the editor store holds, the protocol carries and the engine
 * draws. Its `config` is the specification's combination_config under its own key names
 * (001 §3, 002 §3), whose schema holds the invariants (unique ids, a part in at most one
 * group and one variation); the document adds the model, the material records the
 * config's ids name (unique by id) and the viewer's quality.
 */
export const DesignDocumentSchema = z.strictObject({
  model: ModelRefSchema.optional(),
  materials: z
    .array(MaterialSchema)
    .default(() => [])
    .superRefine((materials, ctx) =>
      reportDuplicates(ctx, materials, (material) => material.id, [], 'Material'),
    ),
  config: CombinationConfigSchema.prefault({}),
  quality: QualitySchema.prefault({}),
});
export type DesignDocument = z.infer<typeof DesignDocumentSchema>;
/** What DesignDocumentSchema accepts: defaulted fields may be left out. */
export type DesignDocumentInput = z.input<typeof DesignDocumentSchema>;

/**
 * The sections of a design document, in the order the engine applies them: the
 * document's own fields and the combination_config's keys. A patch names the sections it
 * changes; the engine updates only those.
 */
export const DESIGN_SECTIONS = [
  'model',
  'materials',
  'parts',
  'groups',
  'groupsSetup',
  'variant',
  'variantSetup',
  'decals',
  'background_config',
  'environment_config',
  'lighting_config',
  'initialCameraTransform',
  'form',
  'version',
  'quality',
] as const;
export type DesignSection = (typeof DESIGN_SECTIONS)[number];

/** The sections that live in the document's `config` (the rest are the document's own). */
export const CONFIG_SECTIONS = DESIGN_SECTIONS.filter(
  (section): section is Exclude<DesignSection, 'model' | 'materials' | 'quality'> =>
    section !== 'model' && section !== 'materials' && section !== 'quality',
);
export type ConfigSection = (typeof CONFIG_SECTIONS)[number];

/** The key that identifies an entry of each list section (decals: of `decals.placed`). */
export const LIST_KEYS = {
  materials: 'id',
  parts: 'value',
  groups: 'value',
  variant: 'id',
  decals: 'value',
} as const;

/** A field schema without its default, so a partial update never fills in defaults. */
const withoutDefault = (field: z.ZodType): z.ZodType =>
  field instanceof z.ZodDefault || field instanceof z.ZodPrefault ? (field.unwrap() as z.ZodType) : field;

/**
 * The schema of an `update` entry of a list: the entry's key plus any of its other
 * fields, none defaulted (a missing field is left as it is).
 */
const updateSchemaOf = <Shape extends z.ZodRawShape, Key extends keyof Shape & string>(
  shape: Shape,
  key: Key,
) => {
  const fields: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(shape)) {
    fields[name] = name === key ? IdSchema : withoutDefault(field as z.ZodType).optional();
  }
  type Output = Partial<z.output<z.ZodObject<Shape>>> & Record<Key, string>;
  type Input = Partial<z.input<z.ZodObject<Shape>>> & Record<Key, string>;
  return z.strictObject(fields) as unknown as z.ZodType<Output, Input>;
};

/**
 * A change to one list of the design. Applied in this order, each step setting values
 * the patch alone decides (so applying a patch twice gives what applying it once gave):
 * `set` replaces the list; `remove` drops entries by key (a key also upserted is kept
 * and replaced); `upsert` replaces the entry with the same key in place or appends it
 * (a key repeated within `set` or `upsert`: the last one wins); `update` merges the
 * given fields into the entry with the same key (shallowly; fields given as
 * `undefined` are ignored; an unknown key is skipped).
 */
const listPatchOf = <Item extends z.ZodType, Shape extends z.ZodRawShape, Key extends keyof Shape & string>(
  item: Item,
  shape: Shape,
  key: Key,
) =>
  z.strictObject({
    set: z.array(item).optional(),
    remove: z.array(IdSchema).optional(),
    upsert: z.array(item).optional(),
    update: z.array(updateSchemaOf(shape, key)).optional(),
  });

export const PartsPatchSchema = listPatchOf(PartSchema, PartSchema.shape, 'value');
export const MaterialsPatchSchema = listPatchOf(MaterialSchema, MaterialSchema.shape, 'id');
export const GroupsPatchSchema = listPatchOf(GroupSchema, GroupSchema.shape, 'value');
export const VariantPatchSchema = listPatchOf(VariantSchema, VariantSchema.shape, 'id');
export const PlacedDecalsPatchSchema = listPatchOf(PlacedDecalSchema, PlacedDecalSchema.shape, 'value');

/**
 * A patch of a design document, keyed by {@link DESIGN_SECTIONS}: the sections it
 * names change, the others stay. Lists (materials, parts, groups, variant,
 * decals.placed) take list operations; every other section is replaced whole, and
 * `null` removes an optional one (the model, background_config, lighting_config,
 * initialCameraTransform, groupsSetup, variantSetup: the viewer's default then applies).
 * Applying a patch twice has the same result as applying it once.
 */
export const DesignPatchSchema = z.strictObject({
  model: ModelRefSchema.nullable().optional(),
  materials: MaterialsPatchSchema.optional(),
  parts: PartsPatchSchema.optional(),
  groups: GroupsPatchSchema.optional(),
  groupsSetup: GroupsSetupSchema.nullable().optional(),
  variant: VariantPatchSchema.optional(),
  variantSetup: VariantSetupSchema.nullable().optional(),
  decals: z
    .strictObject({ placed: PlacedDecalsPatchSchema.optional(), setup: DecalSetupSchema.optional() })
    .optional(),
  background_config: BackgroundConfigSchema.nullable().optional(),
  environment_config: EnvironmentConfigSchema.optional(),
  lighting_config: LightingConfigSchema.nullable().optional(),
  initialCameraTransform: CameraTransformSchema.nullable().optional(),
  form: FormSchema.optional(),
  version: CombinationConfigVersionSchema.optional(),
  quality: QualitySchema.optional(),
});
export type DesignPatch = z.infer<typeof DesignPatchSchema>;
/** What DesignPatchSchema accepts: what a host writes. */
export type DesignPatchInput = z.input<typeof DesignPatchSchema>;
