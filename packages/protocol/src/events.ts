import { CameraTransformSchema } from '@atelier/schema';
import { z } from 'zod';
import type { EventName } from './constants';
import { VIEWER_ERROR_CODES } from './constants';
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
} as const satisfies Record<EventName, z.ZodType>;

export type EventSchemas = typeof EVENT_SCHEMAS;
/** The payload of each event, plus `raycaster` for `opticRaycaster` messages. */
export type HostEventMap = { [Name in EventName]: z.output<EventSchemas[Name]> } & {
  raycaster: z.output<typeof RaycastHitSchema>;
};
/** What the engine passes to `emit` (the same, before defaults). */
export type HostEventInputMap = { [Name in EventName]: z.input<EventSchemas[Name]> } & {
  raycaster: z.input<typeof RaycastHitSchema>;
};
