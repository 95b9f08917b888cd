import { z } from 'zod';

/** The protocol's name on the wire, so foreign window messages are told apart at once. */
export const PROTOCOL_NAME = 'atelier-optic';
export const PROTOCOL_VERSION = 1;

/** The four message families of document 001 §7. */
export const MESSAGE_TYPES = ['opticAction', 'opticFunction', 'opticEvent', 'opticRaycaster'] as const;

export const EnvelopeSchema = z.object({
  protocol: z.literal(PROTOCOL_NAME),
  version: z.number().int().positive(),
  instanceId: z.string().min(1).max(64),
  type: z.enum(MESSAGE_TYPES),
});

export type Envelope = z.infer<typeof EnvelopeSchema>;

/** Returns the envelope of a window message, or null when it is not one of ours. */
export function readEnvelope(data: unknown): Envelope | null {
  const parsed = EnvelopeSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
