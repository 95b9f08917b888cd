import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * One runner at a time per campaign (issue 16: "two servers never work one campaign at once").
 * The settlements row is the lock: a runner inserts it, or takes over a claim whose lease has
 * run out (its runner died). Both are single conditional statements whose affected-row count
 * decides, so SQLite and PostgreSQL give the same answer without a separate lock service.
 * ISO timestamps of one format compare as strings.
 */

/** How long a claim holds without being renewed; the runner renews it before every order. */
export const CLAIM_LEASE_MS = 2 * 60_000;

export type ClaimResult =
  | { claimed: true; decided: 'reached' | 'missed' | null }
  | { claimed: false; reason: 'finished' | 'claimed'; claimedBy: string | null; claimedUntil: string | null };

const until = (now: Date) => new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
const affected = (result: { numInsertedOrUpdatedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numInsertedOrUpdatedRows ?? result.numUpdatedRows ?? 0);

export async function claimCampaign(
  db: Kysely<Database>,
  input: { creationId: string; kickstartEnd: string; runnerId: string; now: Date },
): Promise<ClaimResult> {
  const stamp = input.now.toISOString();
  const inserted = await db
    .insertInto('settlements')
    .values({
      creation_id: input.creationId,
      kickstart_end: input.kickstartEnd,
      outcome: null,
      ordered: null,
      claimed_by: input.runnerId,
      claimed_until: until(input.now),
      started_at: stamp,
      finished_at: null,
    })
    .onConflict((oc) => oc.column('creation_id').doNothing())
    .executeTakeFirst();
  if (affected(inserted) === 0) {
    // Taken over only when unfinished and nobody holds it (never claimed, released, or expired).
    const taken = await db
      .updateTable('settlements')
      .set({ claimed_by: input.runnerId, claimed_until: until(input.now) })
      .where('creation_id', '=', input.creationId)
      .where('finished_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', stamp)]))
      .executeTakeFirst();
    if (affected(taken) === 0) {
      const row = await db
        .selectFrom('settlements')
        .select(['finished_at', 'claimed_by', 'claimed_until'])
        .where('creation_id', '=', input.creationId)
        .executeTakeFirst();
      return {
        claimed: false,
        reason: row?.finished_at ? 'finished' : 'claimed',
        claimedBy: row?.claimed_by ?? null,
        claimedUntil: row?.claimed_until ?? null,
      };
    }
  }
  const row = await db
    .selectFrom('settlements')
    .select('outcome')
    .where('creation_id', '=', input.creationId)
    .executeTakeFirstOrThrow();
  const decided = row.outcome === 'reached' || row.outcome === 'missed' ? row.outcome : null;
  return { claimed: true, decided };
}

/** Extends the lease before the next order; false when the claim was lost (expired and taken). */
export async function renewClaim(
  db: Kysely<Database>,
  input: { creationId: string; runnerId: string; now: Date },
): Promise<boolean> {
  const renewed = await db
    .updateTable('settlements')
    .set({ claimed_until: until(input.now) })
    .where('creation_id', '=', input.creationId)
    .where('claimed_by', '=', input.runnerId)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return affected(renewed) === 1;
}

/** Keeps the first decision, so a resumed run settles the same way (see settleCampaign). */
export async function recordDecision(
  db: Kysely<Database>,
  input: { creationId: string; runnerId: string; outcome: 'reached' | 'missed'; ordered: number },
): Promise<void> {
  await db
    .updateTable('settlements')
    .set({ outcome: input.outcome, ordered: input.ordered })
    .where('creation_id', '=', input.creationId)
    .where('claimed_by', '=', input.runnerId)
    .where('outcome', 'is', null)
    .execute();
}

/** Marks the campaign settled; true for the runner that did it (it sends the campaign notices). */
export async function finishSettlement(
  db: Kysely<Database>,
  input: { creationId: string; runnerId: string; now: Date },
): Promise<boolean> {
  const finished = await db
    .updateTable('settlements')
    .set({ finished_at: input.now.toISOString(), claimed_by: null, claimed_until: null })
    .where('creation_id', '=', input.creationId)
    .where('claimed_by', '=', input.runnerId)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return affected(finished) === 1;
}

/** Lets the next run try again at once (work left: a card to retry, a provider not reachable). */
export async function releaseClaim(
  db: Kysely<Database>,
  input: { creationId: string; runnerId: string },
): Promise<void> {
  await db
    .updateTable('settlements')
    .set({ claimed_by: null, claimed_until: null })
    .where('creation_id', '=', input.creationId)
    .where('claimed_by', '=', input.runnerId)
    .where('finished_at', 'is', null)
    .execute();
}
