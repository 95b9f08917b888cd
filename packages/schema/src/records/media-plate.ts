import { z } from 'zod';
import { Vec3TupleSchema } from '../primitives';

/** 000 §3, 001 §3: the kinds of media plate. */
export const MEDIA_PLATE_TYPES = [
  'empty',
  'image/link',
  'image/upload',
  'capture',
  'video',
  'youtube',
] as const;

/** 000 §3, 001 §4: how a plate's media fills its tile. */
export const MEDIA_FITS = ['cover', 'contain'] as const;

/** 001 §9: default capture size, field of view and auto capture. */
export const DEFAULT_CAPTURE_SIZE: readonly [number, number] = [1920, 1080];
export const DEFAULT_CAPTURE_FOV = 75;

/** 001 §5: images over 8192 px are downscaled, so a capture is at most that wide or high. */
export const MAX_CAPTURE_SIDE = 8192;

export const MediaPlateTypeSchema = z.enum(MEDIA_PLATE_TYPES);
export type MediaPlateType = z.infer<typeof MediaPlateTypeSchema>;

export const MediaFitSchema = z.enum(MEDIA_FITS);
export type MediaFit = z.infer<typeof MediaFitSchema>;

const captureSide = z.number().int().min(1).max(MAX_CAPTURE_SIDE);

/**
 * 001 §3 captureInfo {auto_capture, size [w,h], position [x,y,z], rotation [x,y,z], fov}.
 * Without position and rotation the capture uses the viewer's initial camera (DECISIONS.md).
 */
export const CaptureInfoSchema = z.object({
  auto_capture: z.boolean().default(true),
  size: z
    .tuple([captureSide, captureSide])
    .default((): [number, number] => [DEFAULT_CAPTURE_SIZE[0], DEFAULT_CAPTURE_SIZE[1]]),
  position: Vec3TupleSchema.optional(),
  rotation: Vec3TupleSchema.optional(),
  /** Vertical field of view in degrees, strictly between 0 and 180. */
  fov: z.number().gt(0).lt(180).default(DEFAULT_CAPTURE_FOV),
});
export type CaptureInfo = z.infer<typeof CaptureInfoSchema>;

/**
 * 000 §3, 001 §3 Media plate: id (a timestamp), type, url, caption, fit, captureInfo.
 */
export const MediaPlateSchema = z.object({
  /** Milliseconds since the epoch when the plate was added (001 §9). */
  id: z.number().int().nonnegative(),
  type: MediaPlateTypeSchema,
  url: z.string().optional(),
  caption: z.string().optional(),
  fit: MediaFitSchema.default('cover'),
  captureInfo: CaptureInfoSchema.optional(),
});
export type MediaPlate = z.infer<typeof MediaPlateSchema>;
/** What MediaPlateSchema accepts: defaulted keys may be left out. */
export type MediaPlateInput = z.input<typeof MediaPlateSchema>;

/** 000 §3, 001 §3 waterflow_config {media_placement}: the gallery's plates in order. */
export const WaterflowConfigSchema = z.object({
  media_placement: z.array(MediaPlateSchema).default(() => []),
});
export type WaterflowConfig = z.infer<typeof WaterflowConfigSchema>;
