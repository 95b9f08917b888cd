import {
  BackgroundConfigSchema,
  CameraTransformSchema,
  DecalSetupSchema,
  EnvironmentConfigSchema,
  GroupSchema,
  IdSchema,
  LightingConfigSchema,
  MaterialSchema,
  PartSchema,
  PlacedDecalSchema,
  VariantSchema,
} from '@atelier/schema';
import { z } from 'zod';
import type { Design, DesignSection } from './design';
import { DESIGN_SECTIONS, ModelRefSchema, QualitySchema } from './design';

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
 * A patch of a design: the sections it names change, the others stay. Lists (parts,
 * materials, groups, variant, decals.placed) take list operations; every other
 * section is replaced whole, and `null` returns background, lighting or camera to the
 * viewer's default. Applying a patch twice has the same result as applying it once.
 */
export const DesignPatchSchema = z.strictObject({
  model: ModelRefSchema.optional(),
  materials: MaterialsPatchSchema.optional(),
  parts: PartsPatchSchema.optional(),
  groups: GroupsPatchSchema.optional(),
  variant: VariantPatchSchema.optional(),
  decals: z
    .strictObject({ placed: PlacedDecalsPatchSchema.optional(), setup: DecalSetupSchema.optional() })
    .optional(),
  background: BackgroundConfigSchema.nullable().optional(),
  environment: EnvironmentConfigSchema.optional(),
  lighting: LightingConfigSchema.nullable().optional(),
  camera: CameraTransformSchema.nullable().optional(),
  quality: QualitySchema.optional(),
});
export type DesignPatch = z.infer<typeof DesignPatchSchema>;
/** What DesignPatchSchema accepts: what a host writes. */
export type DesignPatchInput = z.input<typeof DesignPatchSchema>;

interface ListPatch<Item> {
  set?: Item[] | undefined;
  remove?: string[] | undefined;
  upsert?: Item[] | undefined;
  update?: Partial<Item>[] | undefined;
}

function upsertInto<Item extends object>(items: Item[], entries: readonly Item[], key: keyof Item): void {
  for (const entry of entries) {
    const index = items.findIndex((item) => item[key] === entry[key]);
    if (index >= 0) items[index] = entry;
    else items.push(entry);
  }
}

function applyListPatch<Item extends object>(
  list: readonly Item[],
  patch: ListPatch<Item>,
  key: keyof Item,
): Item[] {
  let items: Item[] = [];
  // `set` goes through upsert too, so a key repeated in it yields one entry.
  if (patch.set) upsertInto(items, patch.set, key);
  else items = [...list];
  if (patch.remove) {
    // A key both removed and upserted is upserted (in place), so a second application
    // finds it where the first one put it.
    const upserted = new Set<unknown>((patch.upsert ?? []).map((entry) => entry[key]));
    const removed = new Set<unknown>(patch.remove.filter((id) => !upserted.has(id)));
    items = items.filter((item) => !removed.has(item[key]));
  }
  upsertInto(items, patch.upsert ?? [], key);
  for (const change of patch.update ?? []) {
    const index = items.findIndex((item) => item[key] === change[key]);
    const current = items[index];
    if (current === undefined) continue;
    const merged = { ...current };
    for (const [field, value] of Object.entries(change)) {
      if (value !== undefined) (merged as Record<string, unknown>)[field] = value;
    }
    items[index] = merged;
  }
  return items;
}

/** Sets an optional section, or removes it for `null`; leaves it for `undefined`. */
function setOptional<Key extends 'background' | 'lighting' | 'camera'>(
  design: Design,
  key: Key,
  value: Design[Key] | null | undefined,
): void {
  if (value === null) delete design[key];
  else if (value !== undefined) design[key] = value;
}

/**
 * The design after `patch`. Pure: neither argument is changed (unchanged entries are
 * shared). Idempotent: `applyDesignPatch(applyDesignPatch(d, p), p)` equals
 * `applyDesignPatch(d, p)`. The result may break a cross-entry rule (a group's
 * default option that no longer exists); the server validates it before use.
 */
export function applyDesignPatch(design: Design, patch: DesignPatch): Design {
  const next: Design = { ...design };
  if (patch.model !== undefined) next.model = patch.model;
  if (patch.materials) next.materials = applyListPatch(design.materials, patch.materials, 'id');
  if (patch.parts) next.parts = applyListPatch(design.parts, patch.parts, 'value');
  if (patch.groups) next.groups = applyListPatch(design.groups, patch.groups, 'value');
  if (patch.variant) next.variant = applyListPatch(design.variant, patch.variant, 'id');
  if (patch.decals) {
    const { placed, setup } = patch.decals;
    next.decals = {
      placed: placed ? applyListPatch(design.decals.placed, placed, 'value') : design.decals.placed,
      setup: setup ?? design.decals.setup,
    };
  }
  setOptional(next, 'background', patch.background);
  if (patch.environment) next.environment = patch.environment;
  setOptional(next, 'lighting', patch.lighting);
  setOptional(next, 'camera', patch.camera);
  if (patch.quality) next.quality = patch.quality;
  return next;
}

/** The sections a patch changes, in {@link DESIGN_SECTIONS} order. */
export function patchedSections(patch: DesignPatch): DesignSection[] {
  return DESIGN_SECTIONS.filter((section) => patch[section] !== undefined);
}
