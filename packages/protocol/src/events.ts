import { CameraTransformSchema, IdSchema, Vec2Schema, Vec3Schema } from '@atelier/schema';
import { z } from 'zod';
import type { EventName, PointerEventName } from './constants';
import { VIEWER_ERROR_CODES } from './constants';
import { AddToCartRequestedSchema, DesignSavedSchema, OptionChosenSchema, PriceSchema } from './commerce';
import type { RaycastHitSchema } from './functions';

const finite = z.number().finite();

/** The payload of every `opticEvent`, by event name. */
export const EVENT_SCHEMAS = {
  /** 001 §7: the pointer moved over the viewer (CSS px from its top-left corner). */
  mousemove: z.strictObject({ x: finite, y: finite, buttons: z.number().int().min(0) }),
  /** 001 §7: a mouse button was released over the viewer (ends a decal drag, 001 §4). */
  mouseup: z.strictObject({ x: finite, y: finite, button: z.number().int().min(0) }),
  /** The viewer has booted (WebGL works) and serves requests. */
  ready: z.strictObject({}),
  /** The model and textures are loading: bytes so far, bytes expected (0: unknown), 0..1. */
  progress: z.strictObject({
    loaded: z.number().min(0),
    total: z.number().min(0),
    ratio: z.number().min(0).max(1),
  }),
  /** The design is shown: the model and its textures are loaded. */
  loaded: z.strictObject({}),
  /** The viewer shows its error state. */
  error: z.strictObject({ code: z.enum(VIEWER_ERROR_CODES), message: z.string() }),
  /** The user started moving the camera. */
  cameraStart: CameraTransformSchema,
  /** The camera came to rest. */
  cameraStop: CameraTransformSchema,
  /**
   * 001 §4: a decal moved, turned or resized under a dragged handle, once per drawn frame
   * and once more on release (`final: true`, the value to save), in the terms the design
   * stores. The viewer does not change its design: the host patches it with the final value.
   */
  decalChanged: z.strictObject({
    decal: IdSchema,
    part: IdSchema,
    source: z.enum(['placed', 'canvas']),
    position: Vec2Schema,
    scale: Vec2Schema,
    rotation: finite,
    world_position: Vec3Schema.optional(),
    final: z.boolean(),
  }),
  /** Issue 20: the shopper (or the host) chose an option; one event per choice. */
  optionChosen: OptionChosenSchema,
  /** Issue 20: the server's price after a choice, when it differs from the last one told. */
  priceChanged: PriceSchema,
  /** Issue 20: the shopper pressed the viewer's "Add to cart" (see setCartMode). */
  addToCartRequested: AddToCartRequestedSchema,
  /** Issue 20: the design shown was saved (e.g. for getShareLink): its id and link, never the design. */
  designSaved: DesignSavedSchema,
} as const satisfies Record<EventName, z.ZodType>;

/** 001 §4: the decal handles. */
export const DECAL_HANDLES = ['rotate', 'scale', 'pan'] as const;
export type DecalHandle = (typeof DECAL_HANDLES)[number];

/**
 * The payload of each pointer event a host sends (CSS px from the viewer's top-left
 * corner, so the host converts from its overlay). `mousemove` and `mouseup` have the
 * shapes the viewer sends; a `mousedown` with `drag` starts dragging that handle.
 */
export const POINTER_EVENT_SCHEMAS = {
  mousedown: z.strictObject({
    x: finite,
    y: finite,
    button: z.number().int().min(0),
    drag: z.strictObject({ decal: IdSchema, part: IdSchema, handle: z.enum(DECAL_HANDLES) }).optional(),
  }),
  mousemove: EVENT_SCHEMAS.mousemove,
  mouseup: EVENT_SCHEMAS.mouseup,
} as const satisfies Record<PointerEventName, z.ZodType>;
export type PointerEventMap = { [Name in PointerEventName]: z.output<(typeof POINTER_EVENT_SCHEMAS)[Name]> };
/** A pointer event as the viewer app receives it. */
export type PointerEvent = {
  [Name in PointerEventName]: { event: Name; data: PointerEventMap[Name] };
}[PointerEventName];

export type EventSchemas = typeof EVENT_SCHEMAS;
/** The payload of each event, plus `raycaster` for `opticRaycaster` messages. */
export type HostEventMap = { [Name in EventName]: z.output<EventSchemas[Name]> } & {
  raycaster: z.output<typeof RaycastHitSchema>;
};
/** What the engine passes to `emit` (the same, before defaults). */
export type HostEventInputMap = { [Name in EventName]: z.input<EventSchemas[Name]> } & {
  raycaster: z.input<typeof RaycastHitSchema>;
};
