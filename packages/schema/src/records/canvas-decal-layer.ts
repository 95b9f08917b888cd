import { z } from 'zod';
import { HexColorSchema, IdSchema, Vec2Schema } from '../primitives';
import {
  DEFAULT_DECAL_POSITION,
  DEFAULT_DECAL_SCALE,
  DecalPositionSchema,
  DecalScaleSchema,
  FineTuneRotationSchema,
} from './placed-decal';

/** 002 §9: the name of a new layer, verbatim (including its spelling). */
export const DEFAULT_LAYER_NAME = 'Doube click rename me';

/** 002 §9: a new layer is white. */
export const DEFAULT_LAYER_COLOR = '#ffffff';

/**
 * 002 §3 Canvas decal layer: id, name, position, scale, rotation, color, url, and an
 * optional mask (maskPosition, maskScale, maskRotation, maskUrl, maskColor). New layer
 * defaults from 002 §9: position (0.5,0.5), scale (0.25,0.25), rotation 0, white.
 */
export const CanvasDecalLayerSchema = z.object({
  id: IdSchema,
  name: z.string().default(DEFAULT_LAYER_NAME),
  position: DecalPositionSchema.default(() => ({ ...DEFAULT_DECAL_POSITION })),
  scale: DecalScaleSchema.default(() => ({ ...DEFAULT_DECAL_SCALE })),
  rotation: FineTuneRotationSchema.default(0),
  color: HexColorSchema.default(DEFAULT_LAYER_COLOR),
  url: z.string().optional(),
  maskPosition: Vec2Schema.optional(),
  maskScale: Vec2Schema.optional(),
  maskRotation: z.number().finite().optional(),
  maskUrl: z.string().optional(),
  maskColor: HexColorSchema.optional(),
});
export type CanvasDecalLayer = z.infer<typeof CanvasDecalLayerSchema>;
