import { z } from 'zod';
import { MESSAGE_TYPES, PROTOCOL_NAME } from './constants';

/** The fields every message carries, whatever its type. */
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
