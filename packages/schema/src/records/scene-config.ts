import { z } from 'zod';
import { HexColorSchema, Vec3TupleSchema } from '../primitives';

/** 002 §3 background_config.type: an image, a plain colour or a gradient. */
export const BACKGROUND_TYPES = ['img', 'color', 'gradient'] as const;

/** 002 §9: the intensity slider runs 0-500 % and stores value / 100, default 1. */
export const ENVIRONMENT_INTENSITY_RANGE = { min: 0, max: 5, step: 0.1 } as const;
export const DEFAULT_ENVIRONMENT_INTENSITY = 1;

/** 002 §9: the angle slider runs -180..180 degrees, stored in radians. */
export const LIGHT_ANGLE_RANGE = { min: -Math.PI, max: Math.PI } as const;

/** 002 §9: two default lights with these intensities. */
export const DEFAULT_LIGHT_INTENSITIES = [0.8, 0.65] as const;

/** 002 §2: the lighting presets of the Light panel. */
export const LIGHTING_PRESETS = [
  'default',
  'Dramatic Contrast',
  'Soft Ambience',
  'Side Highlight',
  'Overhead Glow',
  'Neon Nights',
  'Solar Flare',
  'Quantum Flux',
  'Shadowy Abyss',
  'Spectral Whisper',
] as const;

export const BackgroundTypeSchema = z.enum(BACKGROUND_TYPES);
export type BackgroundType = z.infer<typeof BackgroundTypeSchema>;

/**
 * 002 §3 background_config {type, url, color}. An image needs its url; a colour is
 * #rrggbb; a gradient keeps its CSS gradient text in `color` (DECISIONS.md).
 */
export const BackgroundConfigSchema = z
  .object({
    type: BackgroundTypeSchema,
    url: z.string().optional(),
    color: z.string().optional(),
  })
  .superRefine((background, ctx) => {
    if (background.type === 'img' && !background.url) {
      ctx.addIssue({ code: 'custom', message: 'An image background needs a url', path: ['url'] });
    }
    if (background.type === 'color' && !HexColorSchema.safeParse(background.color).success) {
      ctx.addIssue({
        code: 'custom',
        message: 'A colour background needs a colour written #rrggbb',
        path: ['color'],
      });
    }
    if (background.type === 'gradient' && !background.color) {
      ctx.addIssue({
        code: 'custom',
        message: 'A gradient background needs its gradient in color',
        path: ['color'],
      });
    }
  });
export type BackgroundConfig = z.infer<typeof BackgroundConfigSchema>;

/** 002 §3 environment_config {url, intensity}: an HDR map and its intensity 0..5 (default 1). */
export const EnvironmentConfigSchema = z.object({
  url: z.string().optional(),
  intensity: z
    .number()
    .min(ENVIRONMENT_INTENSITY_RANGE.min)
    .max(ENVIRONMENT_INTENSITY_RANGE.max)
    .default(DEFAULT_ENVIRONMENT_INTENSITY),
});
export type EnvironmentConfig = z.infer<typeof EnvironmentConfigSchema>;

/** 002 §3 light {position, rotation, intensity, optional color}. */
export const LightSchema = z.object({
  position: Vec3TupleSchema,
  rotation: Vec3TupleSchema,
  intensity: z.number().nonnegative().finite(),
  color: HexColorSchema.optional(),
});
export type Light = z.infer<typeof LightSchema>;

/** 002 §3 lighting_config {layout, angle}: the lights and their angle in radians -π..π. */
export const LightingConfigSchema = z.object({
  layout: z.array(LightSchema).default(() => []),
  angle: z.number().min(LIGHT_ANGLE_RANGE.min).max(LIGHT_ANGLE_RANGE.max).default(0),
});
export type LightingConfig = z.infer<typeof LightingConfigSchema>;

/** 001 §3, 002 §3 {position, target}: the initial camera, or a form section's saved view. */
export const CameraTransformSchema = z.object({
  position: Vec3TupleSchema,
  target: Vec3TupleSchema,
});
export type CameraTransform = z.infer<typeof CameraTransformSchema>;

/** 001 §2, 002 §4: a fresh copy of the default camera, position [0,1,6] looking at [0,0,0]. */
export const defaultCameraTransform = (): CameraTransform => ({ position: [0, 1, 6], target: [0, 0, 0] });
