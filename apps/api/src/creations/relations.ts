import type { CreationCategory, ParseIssue } from '@atelier/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { usablePrebuilds } from './access';

/**
 * A creation's relations after a save's connect / disconnect lists (001 §7): what the
 * lists name must exist (and, for prebuilds, be usable by the saver), else 400 issues.
 */

export interface RelationChanges {
  connect?: { id: string }[] | undefined;
  disconnect?: { id: string }[] | undefined;
}

/** The categories after the change, with an issue for every unknown id it connects. */
export async function categoriesAfter(
  db: Kysely<Database>,
  current: readonly CreationCategory[],
  changes: RelationChanges | undefined,
  issues: ParseIssue[],
): Promise<CreationCategory[]> {
  if (!changes) return [...current];
  const connectIds = (changes.connect ?? []).map((entry) => entry.id);
  const found = connectIds.length
    ? await db
        .selectFrom('categories')
        .select(['id', 'name', 'value'])
        .where('id', 'in', connectIds)
        .execute()
    : [];
  connectIds.forEach((id, index) => {
    if (!found.some((category) => category.id === id))
      issues.push({ path: `creation_category.connect[${index}].id`, message: 'No category has this id' });
  });
  const removed = new Set((changes.disconnect ?? []).map((entry) => entry.id));
  const kept = current.filter((category) => !removed.has(category.id ?? ''));
  return [...kept, ...found.filter((category) => !kept.some((existing) => existing.id === category.id))];
}

/** The prebuild ids after the change, with an issue for every id the saver may not build on. */
export async function prebuildIdsAfter(
  db: Kysely<Database>,
  current: readonly string[],
  changes: RelationChanges | undefined,
  userId: string,
  issues: ParseIssue[],
): Promise<string[]> {
  if (!changes) return [...current];
  const connectIds = (changes.connect ?? []).map((entry) => entry.id);
  const usable = await usablePrebuilds(db, connectIds, userId);
  connectIds.forEach((id, index) => {
    if (!usable.some((prebuild) => prebuild.id === id))
      issues.push({ path: `prebuilds.connect[${index}].id`, message: 'No prebuild you may use has this id' });
  });
  const removed = new Set((changes.disconnect ?? []).map((entry) => entry.id));
  const kept = current.filter((id) => !removed.has(id));
  return [...kept, ...connectIds.filter((id) => !kept.includes(id))];
}
