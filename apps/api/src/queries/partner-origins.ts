import { ProducerMetadataSchema } from '@atelier/schema';
import { getPublicSuffix } from 'tldts';
import { z } from 'zod';
import { ApiError, said } from '../http/errors';
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

/**
 * The public suffix a wildcard entry spreads over (`https://*.com`: `com`; `https://*.co.uk`:
 * `co.uk`; `https://*.github.io`: `github.io`), or null for an exact origin or the sub-domains
 * of a registered domain. The Public Suffix List (tldts, its private section included, where
 * hosting services put their customers' sites) knows which names many owners share; a name it
 * does not know counts as a suffix of its own.
 */
export function publicSuffixWildcard(origin: string): string | null {
  const base = ORIGIN_ENTRY_PATTERN.exec(origin);
  if (!base?.[2]) return null;
  const host = base[3] ?? '';
  const suffix = getPublicSuffix(host, { allowPrivateDomains: true });
  return suffix === null || suffix === host ? host : null;
}

/** 422 for the first partner origin that is a wildcard over a public suffix (nothing is saved). */
export function refusePublicSuffixWildcards(origins: readonly string[] | undefined): void {
  for (const [index, origin] of (origins ?? []).entries()) {
    const suffix = publicSuffixWildcard(origin);
    if (suffix === null) continue;
    const text = said('partnerOrigin.publicSuffix', { origin, suffix });
    const error = new ApiError(422, 'partner_origin_public_suffix', text);
    throw new ApiError(422, 'partner_origin_public_suffix', text, [
      { path: `metadata.partnerOrigins[${index}]`, message: error.message },
    ]);
  }
}

/**
 * The valid partner origins in a producer's stored metadata (JSON text); invalid entries, and
 * wildcards over a public suffix saved before they were refused, are skipped.
 */
export function partnerOriginsOf(metadataJson: string | null | undefined): string[] {
  const metadata = fromJson<{ partnerOrigins?: unknown }>(metadataJson ?? null, {});
  const list = Array.isArray(metadata?.partnerOrigins) ? metadata.partnerOrigins : [];
  return list.flatMap((entry) => {
    const parsed = PartnerOriginSchema.safeParse(entry);
    return parsed.success && publicSuffixWildcard(parsed.data) === null ? [parsed.data] : [];
  });
}
