import {
  CameraTransformSchema,
  DEFAULT_CAPTURE_FOV,
  DEFAULT_CAPTURE_SIZE,
  FormAnswerMapSchema,
  FormAnswersSchema,
  GroupSchema,
  IdSchema,
  MAX_CAPTURE_SIDE,
  MaterialSchema,
  MediaPlateSchema,
  PartSchema,
  Vec2Schema,
  Vec3Schema,
  Vec3TupleSchema,
  VariantSchema,
} from '@atelier/schema';
import { z } from 'zod';
import { CartModeSchema, PriceSchema, ShareLinkSchema } from './commerce';
import type { FunctionName } from './constants';

const finite = z.number().finite();

/** Image formats a capture or screenshot can be encoded in. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ImageMimeTypeSchema = z.enum(IMAGE_MIME_TYPES);
export type ImageMimeType = z.infer<typeof ImageMimeTypeSchema>;

const imageSide = z.number().int().min(1).max(MAX_CAPTURE_SIDE);
/** Encoder quality for jpeg and webp, 0..1 (png ignores it). */
const imageQuality = z.number().min(0).max(1);

/** An encoded image: a data URL and what it holds. */
export const ImageResultSchema = z.object({
  dataUrl: z.string().startsWith('data:image/'),
  width: imageSide,
  height: imageSide,
  mimeType: ImageMimeTypeSchema,
});
export type ImageResult = z.infer<typeof ImageResultSchema>;

/**
 * Where a ray met the model: the part (its `value`), the texture coordinates (0..1)
 * and the point in world space, with the surface normal when known (001 §7
 * opticRaycaster: "object with uv and point").
 */
export const RaycastHitSchema = z.object({
  part: IdSchema,
  uv: Vec2Schema,
  point: Vec3Schema,
  normal: Vec3Schema.optional(),
});
export type RaycastHit = z.infer<typeof RaycastHitSchema>;

/** A hit with its normal, as `pick` and `Spawn_at_front` answer; `null` when nothing was hit. */
export const SurfaceHitSchema = RaycastHitSchema.extend({ normal: Vec3Schema }).nullable();
export type SurfaceHit = z.infer<typeof SurfaceHitSchema>;

/** The camera: position, rotation (Euler XYZ, radians), target and vertical fov (degrees). */
export const CameraStateSchema = z.object({
  position: Vec3TupleSchema,
  rotation: Vec3TupleSchema,
  target: Vec3TupleSchema,
  fov: z.number().gt(0).lt(180),
});
export type CameraState = z.infer<typeof CameraStateSchema>;

/** A camera move's duration in ms; 0 jumps. */
const duration = z.number().int().min(0).max(10_000).default(0);

/** A point on the viewer, in CSS pixels from its top-left corner. */
const screenPoint = { x: finite, y: finite };

const noArgs = z.strictObject({});

/** Plates captured by one call: each may be 4096 px, so the reply stays within what a page holds. */
export const MAX_CAPTURED_PLATES = 12;

/**
 * Every function served through `opticFunction`: its arguments and its result. Args are
 * strict (a misspelt key is an `invalid_arguments` error, not silently ignored).
 */
export const FUNCTION_SCHEMAS = {
  /** 001 §7: renders the model from a camera into an image (001 §3 captureInfo). */
  captureThumbnail: {
    args: z.strictObject({
      /** Camera position; absent: the current camera. */
      position: Vec3TupleSchema.optional(),
      /** Camera rotation (Euler XYZ, radians); absent: looking at the target. */
      rotation: Vec3TupleSchema.optional(),
      size: z
        .tuple([imageSide, imageSide])
        .default((): [number, number] => [DEFAULT_CAPTURE_SIZE[0], DEFAULT_CAPTURE_SIZE[1]]),
      fov: z.number().gt(0).lt(180).default(DEFAULT_CAPTURE_FOV),
      mimeType: ImageMimeTypeSchema.default('image/png'),
      quality: imageQuality.optional(),
    }),
    result: ImageResultSchema,
  },
  /** 001 §7: the current camera, as a capture's position and rotation. */
  getCameraPosRot: { args: noArgs, result: CameraStateSchema },
  /** 001 §7: where a world point appears on the viewer. */
  get2DPositionFrom3DPosition: {
    args: z.strictObject({ x: finite, y: finite, z: finite }),
    result: z.object({ ...screenPoint, visible: z.boolean() }),
  },
  /**
   * 001 §7: where a new decal should be spawned: the surface at the front of the view
   * (the ray through the viewer's centre), optionally on one part.
   */
  Spawn_at_front: { args: z.strictObject({ part: IdSchema.optional() }), result: SurfaceHitSchema },
  /** Moves the camera, over `duration` ms; answers when it arrives. */
  setCameraTransform: {
    args: z.strictObject({ position: Vec3TupleSchema, target: Vec3TupleSchema, duration }),
    result: CameraTransformSchema,
  },
  /** 001 §2: back to the design's initial camera, or [0,1,6] looking at [0,0,0]. */
  resetViewport: { args: z.strictObject({ duration }), result: CameraTransformSchema },
  getPartList: { args: noArgs, result: z.array(PartSchema) },
  getMaterialList: { args: noArgs, result: z.array(MaterialSchema) },
  setPartVisibility: {
    args: z.strictObject({ part: IdSchema, visible: z.boolean() }),
    result: PartSchema,
  },
  /** Sets a part's material; it must be in the design's materials and the part's list. */
  setPartMaterial: {
    args: z.strictObject({ part: IdSchema, material: IdSchema }),
    result: PartSchema,
  },
  /** 002 §4: sets a colorway's option and its parts' materials. */
  setColorwayOption: {
    args: z.strictObject({ group: IdSchema, option: IdSchema }),
    result: GroupSchema,
  },
  /** 002 §4: makes an option the variation's current one and shows or hides its parts. */
  setVariationOption: {
    args: z.strictObject({ variant: IdSchema, option: IdSchema }),
    result: VariantSchema,
  },
  /** What is under a point of the viewer. */
  pick: { args: z.strictObject(screenPoint), result: SurfaceHitSchema },
  /** The current view as an image; absent sizes: the viewer's size in device pixels. */
  getScreenshot: {
    args: z.strictObject({
      width: imageSide.optional(),
      height: imageSide.optional(),
      mimeType: ImageMimeTypeSchema.default('image/png'),
      quality: imageQuality.optional(),
    }),
    result: ImageResultSchema,
  },
  /**
   * 001 §4: while a decal handle is dragged the viewer turns orbit controls off and
   * reports `opticRaycaster` hits under the pointer; `enabled: false` restores it.
   */
  setRaycastMode: {
    args: z.strictObject({ enabled: z.boolean() }),
    result: z.object({ enabled: z.boolean() }),
  },
  /**
   * 001 §3, §7 media plates: renders each auto-capture plate (type `capture`,
   * `captureInfo.auto_capture` not false) at its size, position, rotation and fov, one
   * after another; other plates are skipped. Answers each captured plate's id and image.
   */
  captureMediaPlates: {
    args: z.strictObject({
      plates: z.array(MediaPlateSchema).min(1).max(MAX_CAPTURED_PLATES),
      /** The engine encodes these two itself, off the main thread. */
      mimeType: z.enum(['image/png', 'image/webp']).default('image/webp'),
      quality: imageQuality.optional(),
    }),
    result: z.array(z.object({ id: z.number(), image: ImageResultSchema })),
  },
  /** 001 §2: the viewer's keyboard shortcuts, for the host's help overlay (text by `action`). */
  getShortcuts: {
    args: noArgs,
    result: z.array(
      z.object({ action: z.string().min(1), keys: z.array(z.string().min(1)), description: z.string() }),
    ),
  },
  /**
   * 002 §4: a customer's answers become the form's current answers and are applied to
   * the design (material, colourway, variation and decal fields). Answers the form's
   * answers as they now are.
   */
  setFormAnswers: {
    args: z.strictObject({ answers: FormAnswerMapSchema }),
    result: FormAnswersSchema,
  },
  /** Issue 20: the server's price of one piece as the shopper chose it. */
  getPrice: { args: noArgs, result: PriceSchema },
  /** Issue 20: the creation's Atelier page, for a share button. */
  getShareLink: { args: noArgs, result: ShareLinkSchema },
  /** Issue 20: shows the viewer's "Add to cart" button and says whose cart it fills. */
  setCartMode: {
    args: z.strictObject({ cart: CartModeSchema }),
    result: z.object({ cart: CartModeSchema }),
  },
} as const satisfies Record<FunctionName, { args: z.ZodType; result: z.ZodType }>;

export type FunctionSchemas = typeof FUNCTION_SCHEMAS;
/** The arguments a handler receives (defaults applied). */
export type FunctionArgs<Name extends FunctionName> = z.output<FunctionSchemas[Name]['args']>;
/** The arguments a host passes (defaulted ones may be left out). */
export type FunctionArgsInput<Name extends FunctionName> = z.input<FunctionSchemas[Name]['args']>;
/** What a function answers. */
export type FunctionResult<Name extends FunctionName> = z.output<FunctionSchemas[Name]['result']>;
