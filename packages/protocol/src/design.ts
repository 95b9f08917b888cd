import {
  BackgroundConfigSchema,
  CameraTransformSchema,
  DecalsSchema,
  EnvironmentConfigSchema,
  GroupSchema,
  IdSchema,
  LightingConfigSchema,
  MaterialSchema,
  PartSchema,
  VariantSchema,
} from '@atelier/schema';
import type { CombinationConfig, CombinationConfigInput, Material } from '@atelier/schema';
import { z } from 'zod';

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
 * The sections of a design, in the order the engine should apply them. A patch names
 * the sections it changes; the engine updates only those.
 */
export const DESIGN_SECTIONS = [
  'model',
  'materials',
  'parts',
  'groups',
  'variant',
  'decals',
  'background',
  'environment',
  'lighting',
  'camera',
  'quality',
] as const;
export type DesignSection = (typeof DESIGN_SECTIONS)[number];

/** The key that identifies an entry of each list section. */
export const LIST_KEYS = {
  parts: 'value',
  materials: 'id',
  groups: 'value',
  variant: 'id',
  decals: 'value',
} as const;

const reportDuplicates = (ctx: z.RefinementCtx, ids: readonly string[], path: string, what: string): void => {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id))
      ctx.addIssue({ code: 'custom', message: `${what} "${id}" is repeated`, path: [path, index] });
    seen.add(id);
  });
};

const reportSharedParts = (
  ctx: z.RefinementCtx,
  owners: readonly { includeParts: readonly string[] }[],
  path: string,
): void => {
  const ownerOf = new Map<string, number>();
  owners.forEach((owner, ownerIndex) =>
    owner.includeParts.forEach((partId, partIndex) => {
      const first = ownerOf.get(partId);
      if (first !== undefined && first !== ownerIndex) {
        ctx.addIssue({
          code: 'custom',
          message: `Part "${partId}" is already in ${path}[${first}]`,
          path: [path, ownerIndex, 'includeParts', partIndex],
        });
      } else ownerOf.set(partId, ownerIndex);
    }),
  );
};

/** The fields of {@link DesignSchema}, shared with the patch schema. */
export const designShape = {
  model: ModelRefSchema.optional(),
  materials: z.array(MaterialSchema).default(() => []),
  parts: z.array(PartSchema).default(() => []),
  groups: z.array(GroupSchema).default(() => []),
  variant: z.array(VariantSchema).default(() => []),
  decals: DecalsSchema.prefault({}),
  background: BackgroundConfigSchema.optional(),
  environment: EnvironmentConfigSchema.prefault({}),
  lighting: LightingConfigSchema.optional(),
  /** The initial camera; absent: the default [0,1,6] looking at [0,0,0]. */
  camera: CameraTransformSchema.optional(),
  quality: QualitySchema.prefault({}),
};

/**
 * What the viewer shows: a model, its materials and the design sections of a
 * combination_config (001 §3, 002 §3) under short names. The whole design travels in
 * `opticAction` {kind: 'design'}; a patch of its sections in {kind: 'patch'}.
 * The same invariants as combination_config hold: ids unique within each list, a part
 * in at most one group and one variation.
 */
export const DesignSchema = z.strictObject(designShape).superRefine((design, ctx) => {
  reportDuplicates(
    ctx,
    design.parts.map((part) => part.value),
    'parts',
    'Part',
  );
  reportDuplicates(
    ctx,
    design.materials.map((material) => material.id),
    'materials',
    'Material',
  );
  reportDuplicates(
    ctx,
    design.groups.map((group) => group.value),
    'groups',
    'Group',
  );
  reportDuplicates(
    ctx,
    design.variant.map((variant) => variant.id),
    'variant',
    'Variation',
  );
  reportSharedParts(ctx, design.groups, 'groups');
  reportSharedParts(ctx, design.variant, 'variant');
});
export type Design = z.infer<typeof DesignSchema>;
/** What DesignSchema accepts: defaulted sections may be left out. */
export type DesignInput = z.input<typeof DesignSchema>;

/** A design with nothing in it: the base a patch applies to before any design arrives. */
export const emptyDesign = (): Design => DesignSchema.parse({});

/**
 * The design the viewer shows for a creation or prebuild: its combination_config's
 * scene sections, its materials and its model. The form and the setup lists
 * (groupsSetup, variantSetup) stay out: the viewer does not use them.
 */
export function designFromCombinationConfig(
  config: CombinationConfig,
  extras: { materials?: readonly Material[]; model?: ModelRef; quality?: Quality } = {},
): Design {
  return DesignSchema.parse({
    model: extras.model,
    materials: extras.materials ?? [],
    parts: config.parts,
    groups: config.groups,
    variant: config.variant,
    decals: config.decals,
    background: config.background_config,
    environment: config.environment_config,
    lighting: config.lighting_config,
    camera: config.initialCameraTransform,
    quality: extras.quality,
  });
}

/**
 * The combination_config sections of a design (the inverse of
 * {@link designFromCombinationConfig}), for an engine that takes a combination_config.
 * The model, materials and quality are the design's own fields.
 */
export function combinationConfigFromDesign(design: Design): CombinationConfigInput {
  return {
    parts: design.parts,
    groups: design.groups,
    variant: design.variant,
    decals: design.decals,
    environment_config: design.environment,
    ...(design.background ? { background_config: design.background } : {}),
    ...(design.lighting ? { lighting_config: design.lighting } : {}),
    ...(design.camera ? { initialCameraTransform: design.camera } : {}),
  };
}
