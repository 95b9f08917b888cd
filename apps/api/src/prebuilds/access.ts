import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AuthState } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { type PrebuildAnswer, isProducerMember, loadPrebuilds } from '../queries/catalogue';

/** Who may read and edit a prebuild (001 §6): anyone reads a published one; members edit. */

/** Readable by anyone when published and public; by the producer's members always. */
export async function readablePrebuild(
  db: Kysely<Database>,
  id: string,
  viewer: AuthState | null,
): Promise<PrebuildAnswer> {
  const [prebuild] = await loadPrebuilds(db, [id], { assets: true });
  if (!prebuild || prebuild.is_deleted) throw notFound('The prebuild');
  const open = !prebuild.is_draft && prebuild.visibility === 'public';
  if (open) return prebuild;
  if (viewer && (await isProducerMember(db, viewer.user.id, prebuild.producer_id))) return prebuild;
  // Nobody outside the producer reads its drafts: 404, so an id reveals nothing.
  throw notFound('The prebuild');
}

/**
 * 001 §6: only the producer's members edit its prebuilds ("creators cannot edit the
 * producer's prebuild"): 403 for a prebuild the viewer can see, 404 for one they cannot.
 */
export async function editablePrebuild(
  db: Kysely<Database>,
  id: string,
  viewer: AuthState,
): Promise<PrebuildAnswer> {
  const prebuild = await readablePrebuild(db, id, viewer);
  if (!(await isProducerMember(db, viewer.user.id, prebuild.producer_id))) {
    const producer = prebuild.producer?.name ?? 'its producer';
    throw forbidden(`Only members of ${producer} can edit this prebuild.`);
  }
  return prebuild;
}
