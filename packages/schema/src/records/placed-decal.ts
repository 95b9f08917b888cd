import { z } from 'zod';
import { HexColorSchema, IdSchema, Vec2Schema, Vec3Schema } from '../primitives';

/**
 * Ranges of decal placement, from 001 §3 (rotation 0-360) and 002 §5 (fine-tune
 * position 0..1 step 0.025, rotation -180..180 step 5, scale 0.025..10 step 0.025,
 * offset -1..1 step 0.025, decal count 1..10).
 */
export const DECAL_LIMITS = {
  position: { min: 0, max: 1, step: 0.025 },
  rotation: { min: 0, max: 360 },
  fineTuneRotation: { min: -180, max: 180, step: 5 },
  scale: { min: 0.025, max: 10, step: 0.025 },
  offset: { min: -1, max: 1, step: 0.025 },
  count: { min: 1, max: 10 },
} as const;

/** 002 §9: a new decal or layer sits in the middle of the UV square at a quarter size. */
export const DEFAULT_DECAL_POSITION = { x: 0.5, y: 0.5 } as const;
export const DEFAULT_DECAL_SCALE = { x: 0.25, y: 0.25 } as const;

const inRange = (range: { min: number; max: number }) => z.number().min(range.min).max(range.max);

/** A UV position; x and y in 0..1 (002 §5). */
export const DecalPositionSchema = z.object({
  x: inRange(DECAL_LIMITS.position),
  y: inRange(DECAL_LIMITS.position),
});
export type DecalPosition = z.infer<typeof DecalPositionSchema>;

/** A decal scale; x and y in 0.025..10 (002 §5). */
export const DecalScaleSchema = z.object({
  x: inRange(DECAL_LIMITS.scale),
  y: inRange(DECAL_LIMITS.scale),
});
export type DecalScale = z.infer<typeof DecalScaleSchema>;

/** A decal offset; x and y in -1..1 (002 §5). */
export const DecalOffsetSchema = z.object({
  x: inRange(DECAL_LIMITS.offset),
  y: inRange(DECAL_LIMITS.offset),
});
export type DecalOffset = z.infer<typeof DecalOffsetSchema>;

/** Rotation of a placed decal in degrees, 0..360 (001 §3). */
export const DecalRotationSchema = inRange(DECAL_LIMITS.rotation);

/** Rotation in the fine-tune controls and on canvas layers, -180..180 degrees (002 §5). */
export const FineTuneRotationSchema = inRange(DECAL_LIMITS.fineTuneRotation);

/**
 * 001 §3, 002 §3 material_config {map, alphaMap}. In format v2 the diffuse image is in
 * `map` and its opacity in `alphaMap`; in v3 `map` holds one merged texture and there
 * is no alphaMap (see migrateDecalsV2ToV3 in combination-config).
 */
export const DecalMaterialConfigSchema = z.object({
  map: z.string().optional(),
  alphaMap: z.string().nullish(),
});
export type DecalMaterialConfig = z.infer<typeof DecalMaterialConfigSchema>;

/** 002 §3 limit {min{x,y}, max{x,y}}: the area a decal may be moved in. */
export const DecalAreaLimitSchema = z
  .object({ min: Vec2Schema, max: Vec2Schema })
  .superRefine((limit, ctx) => {
    for (const axis of ['x', 'y'] as const) {
      if (limit.min[axis] > limit.max[axis]) {
        ctx.addIssue({
          code: 'custom',
          message: `Area limit min.${axis} must not exceed max.${axis}`,
          path: ['min', axis],
        });
      }
    }
  });
export type DecalAreaLimit = z.infer<typeof DecalAreaLimitSchema>;

/**
 * 001 §3, 002 §3 Placed decal. New decals are editable by creator and consumer
 * (editable_creator and editable_consumer default true, 001 §3 and 002 §6). Mask
 * values start from the decal's with y flipped and an inverse scale (002 §4), so they
 * are only required to be finite.
 */
export const PlacedDecalSchema = z.object({
  value: IdSchema,
  text: z.string().default(''),
  position: DecalPositionSchema.default(() => ({ ...DEFAULT_DECAL_POSITION })),
  scale: DecalScaleSchema.default(() => ({ ...DEFAULT_DECAL_SCALE })),
  rotation: DecalRotationSchema.default(0),
  offset: DecalOffsetSchema.default(() => ({ x: 0, y: 0 })),
  world_position: Vec3Schema.optional(),
  material_config: DecalMaterialConfigSchema.prefault({}),
  part_binding: IdSchema.optional(),
  editable_creator: z.boolean().default(true),
  editable_consumer: z.boolean().default(true),
  limit_enable: z.boolean().default(false),
  limit: DecalAreaLimitSchema.optional(),
  maskPosition: Vec2Schema.optional(),
  maskScale: Vec2Schema.optional(),
  maskRotation: z.number().finite().optional(),
  /**
   * The decal panel's layer colour and mask image (002 §3 Canvas decal layer `color`,
   * `maskUrl`), kept on the placed decal the panel edits (DECISIONS.md): absent is white
   * and no mask image.
   */
  color: HexColorSchema.optional(),
  maskUrl: z.string().optional(),
});
export type PlacedDecal = z.infer<typeof PlacedDecalSchema>;
/** What PlacedDecalSchema accepts: defaulted keys may be left out. */
export type PlacedDecalInput = z.input<typeof PlacedDecalSchema>;
