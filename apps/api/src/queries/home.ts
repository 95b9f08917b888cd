import { type CaseMetadata, CaseMetadataSchema } from '@atelier/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { fromJson } from '../lib/json';

/** The platform's scope key; a creator shop's scope is the creator's user id. */
export const PLATFORM_SCOPE = 'platform';

/** 000 §3 case metadata of a scope (defaults when none is stored). */
export async function readCaseMetadata(db: Kysely<Database>, scope: string): Promise<CaseMetadata> {
  const row = await db
    .selectFrom('case_settings')
    .select('metadata')
    .where('scope', '=', scope)
    .executeTakeFirst();
  const parsed = CaseMetadataSchema.safeParse(fromJson(row?.metadata, {}));
  return parsed.success ? parsed.data : CaseMetadataSchema.parse({});
}
