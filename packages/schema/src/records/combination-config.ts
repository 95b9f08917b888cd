import { z } from 'zod';
import { reportDuplicates } from '../primitives';
import { DecalSetupSchema } from './decal-setup';
import { FormSchema } from './form';
import { GroupSchema, GroupsSetupSchema } from './group';
import { PartSchema } from './part';
import type { PlacedDecal } from './placed-decal';
import { PlacedDecalSchema } from './placed-decal';
import {
  BackgroundConfigSchema,
  CameraTransformSchema,
  EnvironmentConfigSchema,
  LightingConfigSchema,
} from './scene-config';
import { VariantSchema, VariantSetupSchema } from './variant';

/**
 * 001 §4 decal formats: v2 keeps a decal's diffuse image in material_config.map and its
 * opacity in material_config.alphaMap; v3 keeps one merged texture in map.
 */
export const COMBINATION_CONFIG_VERSIONS = ['v2', 'v3'] as const;
/** 001 §4: saving stamps combination_config.version as v3. */
export const CURRENT_COMBINATION_CONFIG_VERSION = 'v3' as const;
/**
 * A config without a version was saved before versions were stamped, which 001 §4
 * calls the old format: it reads as v2 (DECISIONS.md).
 */
export const UNSTAMPED_COMBINATION_CONFIG_VERSION = 'v2' as const;

export const CombinationConfigVersionSchema = z.enum(COMBINATION_CONFIG_VERSIONS);
export type CombinationConfigVersion = z.infer<typeof CombinationConfigVersionSchema>;

/** 001 §3, 002 §3 decals {placed, setup}. */
export const DecalsSchema = z
  .object({
    placed: z.array(PlacedDecalSchema).default(() => []),
    setup: DecalSetupSchema.prefault({}),
  })
  .superRefine((decals, ctx) =>
    reportDuplicates(ctx, decals.placed, (decal) => decal.value, ['placed'], 'Decal'),
  );
export type Decals = z.infer<typeof DecalsSchema>;

/** Reports a part listed by two groups or two variations (002 §4: a part belongs to one). */
const reportSharedParts = (
  ctx: z.RefinementCtx,
  owners: readonly { includeParts: readonly string[] }[],
  listName: string,
  what: string,
): void => {
  const ownerOf = new Map<string, number>();
  owners.forEach((owner, ownerIndex) => {
    owner.includeParts.forEach((partId, partIndex) => {
      const first = ownerOf.get(partId);
      if (first !== undefined && first !== ownerIndex) {
        ctx.addIssue({
          code: 'custom',
          message: `Part "${partId}" is already in ${what} ${listName}[${first}]`,
          path: [listName, ownerIndex, 'includeParts', partIndex],
        });
      } else {
        ownerOf.set(partId, ownerIndex);
      }
    });
  });
};

/**
 * 001 §3, 002 §3 combination_config, the design: parts, decals {placed, setup}, groups,
 * groupsSetup, variant, variantSetup, background_config, environment_config,
 * lighting_config, initialCameraTransform, form, version.
 */
export const CombinationConfigSchema = z
  .object({
    parts: z.array(PartSchema).default(() => []),
    decals: DecalsSchema.prefault({}),
    groups: z.array(GroupSchema).default(() => []),
    groupsSetup: GroupsSetupSchema.optional(),
    variant: z.array(VariantSchema).default(() => []),
    variantSetup: VariantSetupSchema.optional(),
    background_config: BackgroundConfigSchema.optional(),
    environment_config: EnvironmentConfigSchema.prefault({}),
    lighting_config: LightingConfigSchema.optional(),
    /** Absent: the viewer's default camera, DEFAULT_CAMERA_TRANSFORM. */
    initialCameraTransform: CameraTransformSchema.optional(),
    form: FormSchema.prefault({}),
    version: CombinationConfigVersionSchema.default(UNSTAMPED_COMBINATION_CONFIG_VERSION),
  })
  .superRefine((config, ctx) => {
    reportDuplicates(ctx, config.parts, (part) => part.value, ['parts'], 'Part');
    reportDuplicates(ctx, config.groups, (group) => group.value, ['groups'], 'Group');
    reportDuplicates(ctx, config.variant, (variant) => variant.id, ['variant'], 'Variation');
    reportSharedParts(ctx, config.groups, 'groups', 'group');
    reportSharedParts(ctx, config.variant, 'variant', 'variation');
  });
export type CombinationConfig = z.infer<typeof CombinationConfigSchema>;
/** What CombinationConfigSchema accepts: defaulted keys may be left out. */
export type CombinationConfigInput = z.input<typeof CombinationConfigSchema>;

// ---------------------------------------------------------------------------
// Migrations: decal format v2 <-> v3 (001 §4, §8)
// ---------------------------------------------------------------------------

/**
 * Merges a diffuse image and its opacity image into one texture and answers its url.
 * The engine's worker implements it; the restructuring around it is pure and lives here.
 */
export type MergeDecalImages = (diffuseUrl: string, opacityUrl: string) => Promise<string>;

/** A decal that could not be converted: its value (id) and why. It is kept unchanged. */
export interface DecalMigrationFailure {
  value: string;
  error: string;
}

export interface DecalMigrationResult {
  config: CombinationConfig;
  failures: DecalMigrationFailure[];
}

/** A decal still in the v2 format: it has a separate opacity map to merge. */
export const isV2Decal = (decal: PlacedDecal): boolean => Boolean(decal.material_config.alphaMap);

/** Whether loading this config should run {@link migrateDecalsV2ToV3}. */
export const needsDecalMigration = (config: CombinationConfig): boolean =>
  config.version !== CURRENT_COMBINATION_CONFIG_VERSION || config.decals.placed.some(isV2Decal);

const withoutAlphaMap = (decal: PlacedDecal, map: string | undefined): PlacedDecal => {
  const { alphaMap: _dropped, ...materialConfig } = decal.material_config;
  return { ...decal, material_config: map === undefined ? materialConfig : { ...materialConfig, map } };
};

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Up migration v2 -> v3 (001 §4): every decal with a diffuse `map` and a separate
 * `alphaMap` gets one merged texture in `map` and no alphaMap; the config is stamped v3.
 *
 * A decal whose merge fails (or that has an opacity map but no diffuse map) is kept
 * unchanged and reported in `failures`, never dropped; running the migration again
 * retries it. Decals already in the v3 format are left alone, so a v3 config comes back
 * equal and `mergeImages` is not called. Merges run one at a time to bound memory
 * (each decodes two textures of up to 4096 px). The input is not modified.
 */
export const migrateDecalsV2ToV3 = async (
  config: CombinationConfig,
  mergeImages: MergeDecalImages,
): Promise<DecalMigrationResult> => {
  const failures: DecalMigrationFailure[] = [];
  const placed: PlacedDecal[] = [];
  for (const decal of config.decals.placed) {
    const { map, alphaMap } = decal.material_config;
    if (!alphaMap) {
      placed.push(decal);
      continue;
    }
    if (!map) {
      failures.push({
        value: decal.value,
        error: 'Decal has an opacity map but no diffuse map to merge with',
      });
      placed.push(decal);
      continue;
    }
    try {
      placed.push(withoutAlphaMap(decal, await mergeImages(map, alphaMap)));
    } catch (error) {
      failures.push({ value: decal.value, error: describeError(error) });
      placed.push(decal);
    }
  }
  return {
    config: {
      ...config,
      decals: { ...config.decals, placed },
      version: CURRENT_COMBINATION_CONFIG_VERSION,
    },
    failures,
  };
};

/**
 * Down migration v3 -> v2: a merged texture is a valid v2 diffuse map whose alpha is
 * its own, so every decal keeps its `map` and has no alphaMap; the config is stamped
 * v2. A decal still carrying an unmerged alphaMap (a failed conversion) keeps it,
 * since that is already the v2 shape. The input is not modified.
 */
export const migrateDecalsV3ToV2 = (config: CombinationConfig): CombinationConfig => ({
  ...config,
  decals: {
    ...config.decals,
    placed: config.decals.placed.map((decal) =>
      isV2Decal(decal) ? decal : withoutAlphaMap(decal, undefined),
    ),
  },
  version: 'v2',
});
