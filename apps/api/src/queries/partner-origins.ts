import { ProducerMetadataSchema } from '@atelier/schema';
import { z } from 'zod';
import { fromJson } from '../lib/json';

/**
 * A trusted-origin entry, exactly as the viewer protocol accepts it (`isOriginPattern` in
 * @atelier/protocol): `scheme://host[:port]` or a sub-domain wildcard `https://*.shop.example`;
 * never `*`, `null`, `file://` or a path.
 */
export const ORIGIN_ENTRY_PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(:\d{1,5})?$/;

export const PartnerOriginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(ORIGIN_ENTRY_PATTERN, 'An origin: scheme://host[:port], or https://*.domain for sub-domains');

/**
 * Producer metadata as the API stores it: the shared schema plus `partnerOrigins`, the
 * partner sites allowed to drive the embedded 3D viewer on this producer's creations
 * (docs/embedding.md "Adding a partner").
 */
export const ApiProducerMetadataSchema = ProducerMetadataSchema.extend({
  partnerOrigins: z.array(PartnerOriginSchema).max(50).optional(),
});
export type ApiProducerMetadata = z.infer<typeof ApiProducerMetadataSchema>;

/** The valid partner origins in a producer's stored metadata (JSON text); invalid entries are skipped. */
export function partnerOriginsOf(metadataJson: string | null | undefined): string[] {
  const metadata = fromJson<{ partnerOrigins?: unknown }>(metadataJson ?? null, {});
  const list = Array.isArray(metadata?.partnerOrigins) ? metadata.partnerOrigins : [];
  return list.flatMap((entry) => {
    const parsed = PartnerOriginSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
