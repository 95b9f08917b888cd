import { z } from 'zod';
import type { HostMessageType, ViewerMessageType } from './constants';
import { DESIGN_SECTIONS, DesignDocumentSchema, DesignPatchSchema } from '@atelier/schema';
import { EVENT_NAMES, POINTER_EVENT_NAMES, PROTOCOL_NAME } from './constants';
import { EVENT_SCHEMAS, POINTER_EVENT_SCHEMAS } from './events';
import { RaycastHitSchema } from './functions';

/** Ids of instances and requests: short non-empty strings. */
export const WireIdSchema = z.string().min(1).max(64);

/**
 * Fields of every message: the protocol's name, the version the sender speaks and the
 * viewer instance it concerns (one page may hold several viewers).
 */
const envelope = {
  protocol: z.literal(PROTOCOL_NAME),
  version: z.number().int().positive(),
  instanceId: WireIdSchema,
};
/** Fields of every request; the reply carries the same `requestId`. */
const request = { ...envelope, requestId: WireIdSchema };

// --- handshake --------------------------------------------------------------------

/** Iframe -> host: the viewer has loaded and serves these protocol versions. */
export const ReadyMessageSchema = z.object({
  ...envelope,
  type: z.literal('opticReady'),
  versions: z.array(z.number().int().positive()).min(1),
});

/** Host -> iframe: the host speaks `version` and wants events; answered by the hello. */
export const InitMessageSchema = z.object({ ...request, type: z.literal('opticInit') });

/** The result of `opticInit`: what this viewer serves, for feature detection. */
export const HelloSchema = z.object({
  version: z.number().int().positive(),
  versions: z.array(z.number().int().positive()),
  functions: z.array(z.string()),
  events: z.array(z.string()),
  limits: z.object({ message: z.number().int().positive(), action: z.number().int().positive() }),
});
export type Hello = z.infer<typeof HelloSchema>;

// --- requests ---------------------------------------------------------------------

/** Host -> iframe (001 §7): the whole design document, or a patch of its sections. */
export const ActionMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    ...request,
    type: z.literal('opticAction'),
    kind: z.literal('design'),
    design: DesignDocumentSchema,
  }),
  z.object({
    ...request,
    type: z.literal('opticAction'),
    kind: z.literal('patch'),
    patch: DesignPatchSchema,
  }),
]);

/** The result of `opticAction`: the design's revision and the sections that changed. */
export const ActionResultSchema = z.object({
  revision: z.number().int().positive(),
  sections: z.array(z.enum(DESIGN_SECTIONS)),
});
export type ActionResult = z.infer<typeof ActionResultSchema>;

/**
 * Host -> iframe (001 §7): call a function by name. The name is any short string so
 * an unknown one can be answered "Function not found"; `args` is checked against the
 * function's own schema (FUNCTION_SCHEMAS) once the name is known.
 */
export const FunctionMessageSchema = z.object({
  ...request,
  type: z.literal('opticFunction'),
  name: z.string().min(1).max(64),
  args: z.unknown().optional(),
});

// --- replies and events -------------------------------------------------------------

export const ReplyErrorSchema = z.object({
  code: z.string().min(1),
  message: z.string(),
  details: z.unknown().optional(),
});

/** Iframe -> host: the answer to a request, with its `requestId`: a result or an error. */
export const ReplyMessageSchema = z.discriminatedUnion('ok', [
  z.object({ ...request, type: z.literal('opticReply'), ok: z.literal(true), result: z.unknown() }),
  z.object({ ...request, type: z.literal('opticReply'), ok: z.literal(false), error: ReplyErrorSchema }),
]);

/** Iframe -> host (001 §7): an event; `data` is checked against EVENT_SCHEMAS[event]. */
export const EventMessageSchema = z
  .object({ ...envelope, type: z.literal('opticEvent'), event: z.enum(EVENT_NAMES), data: z.unknown() })
  .superRefine((message, ctx) => {
    const parsed = EVENT_SCHEMAS[message.event].safeParse(message.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ['data', ...issue.path] });
    }
  });

/**
 * Host -> iframe (001 §4 decal handles): a pointer event the host forwards, `data`
 * checked against POINTER_EVENT_SCHEMAS[event]. No request id: it is never answered.
 */
export const PointerMessageSchema = z
  .object({
    ...envelope,
    type: z.literal('opticEvent'),
    event: z.enum(POINTER_EVENT_NAMES),
    data: z.unknown(),
  })
  .superRefine((message, ctx) => {
    const parsed = POINTER_EVENT_SCHEMAS[message.event].safeParse(message.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ['data', ...issue.path] });
    }
  });

/** Iframe -> host (001 §7): where the ray under the pointer meets the model (raycast mode). */
export const RaycasterMessageSchema = z.object({
  ...envelope,
  type: z.literal('opticRaycaster'),
  object: RaycastHitSchema,
});

/** The schema of each message type, by type. */
export const MESSAGE_SCHEMAS = {
  opticReady: ReadyMessageSchema,
  opticInit: InitMessageSchema,
  opticAction: ActionMessageSchema,
  opticFunction: FunctionMessageSchema,
  opticReply: ReplyMessageSchema,
  // Either way: the viewer's events, or the pointer events a host forwards.
  opticEvent: z.union([EventMessageSchema, PointerMessageSchema]),
  opticRaycaster: RaycasterMessageSchema,
} as const satisfies Record<HostMessageType | ViewerMessageType, z.ZodType>;

export type ReadyMessage = z.infer<typeof ReadyMessageSchema>;
export type InitMessage = z.infer<typeof InitMessageSchema>;
export type ActionMessage = z.infer<typeof ActionMessageSchema>;
export type ActionMessageInput = z.input<typeof ActionMessageSchema>;
export type FunctionMessage = z.infer<typeof FunctionMessageSchema>;
export type ReplyMessage = z.infer<typeof ReplyMessageSchema>;
export type EventMessage = z.infer<typeof EventMessageSchema>;
export type PointerMessage = z.infer<typeof PointerMessageSchema>;
export type RaycasterMessage = z.infer<typeof RaycasterMessageSchema>;

/** Everything a host sends to the viewer. */
export const HostMessageSchema = z.union([
  InitMessageSchema,
  ActionMessageSchema,
  FunctionMessageSchema,
  PointerMessageSchema,
]);
export type HostMessage = z.infer<typeof HostMessageSchema>;
/** Everything the viewer sends to its host. */
export const ViewerMessageSchema = z.union([
  ReadyMessageSchema,
  ReplyMessageSchema,
  EventMessageSchema,
  RaycasterMessageSchema,
]);
export type ViewerMessage = z.infer<typeof ViewerMessageSchema>;
