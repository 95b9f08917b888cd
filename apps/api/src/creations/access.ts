import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { isCreationOwner } from '../domain';
import type { AuthState } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { type PrebuildAnswer, isProducerMember, loadPrebuilds } from '../queries/catalogue';
import { type CreationWithUserRow, findCreation } from '../queries/creations';

/** Who may read, change and build on what: the access checks of the creation routes. */

/** The owner reads everything of theirs; others read what is neither deleted nor a draft. */
export const canReadCreation = (row: CreationWithUserRow, viewer: AuthState | null): boolean =>
  isCreationOwner(viewer?.user.at_name, { user: { at_name: row.u_at_name } }) ||
  (row.is_deleted === 0 && row.is_draft === 0);

/** The creation if this viewer may read it; 404 otherwise (so ids reveal nothing). */
export async function readableCreation(db: Kysely<Database>, id: string, viewer: AuthState | null) {
  const row = await findCreation(db, id);
  if (!row || !canReadCreation(row, viewer)) throw notFound('The creation');
  return row;
}

/**
 * 000 §6 the owner's actions, 001 §6 only the owner edits: the creation if the session's
 * at_name is its user's; 403 for a creation the viewer can see, 404 for one they cannot.
 */
export async function ownedCreation(
  db: Kysely<Database>,
  id: string,
  viewer: AuthState,
  refusal = 'Only the creator of this creation can do that.',
) {
  const row = await readableCreation(db, id, viewer);
  if (!isCreationOwner(viewer.user.at_name, { user: { at_name: row.u_at_name } })) {
    throw forbidden(refusal);
  }
  return row;
}

/** A prebuild this user may build on: published and public, or one of their producer's. */
export async function usablePrebuilds(
  db: Kysely<Database>,
  ids: string[],
  userId: string,
): Promise<PrebuildAnswer[]> {
  const prebuilds = await loadPrebuilds(db, ids, { assets: true });
  const usable: PrebuildAnswer[] = [];
  for (const prebuild of prebuilds) {
    if (prebuild.is_deleted) continue;
    const open = !prebuild.is_draft && prebuild.visibility === 'public';
    if (open || (await isProducerMember(db, userId, prebuild.producer_id))) usable.push(prebuild);
  }
  return usable;
}
