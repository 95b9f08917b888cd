import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { seededId } from '../lib/ids';
import { seededRandom } from '../seed/random';

/**
 * Adds `count` published creations copied from the demo store's own (owners, prebuilds,
 * photos, categories), spread over the last year: the benchmark's 10,000-creation shop.
 */
export async function addBulkCreations(db: Kysely<Database>, count: number): Promise<void> {
  const random = seededRandom(7);
  const templates = await db
    .selectFrom('creations')
    .selectAll()
    .where('is_draft', '=', 0)
    .where('is_deleted', '=', 0)
    .where('visibility', '=', 'public')
    .execute();
  if (templates.length === 0) throw new Error('Seed the demo store first.');
  const links = await db.selectFrom('creation_prebuilds').selectAll().execute();
  const categories = await db.selectFrom('creation_categories').selectAll().execute();
  const now = Date.now();
  for (let start = 0; start < count; start += 250) {
    const batch = Array.from({ length: Math.min(250, count - start) }, (_, offset) => {
      const template = templates[(start + offset) % templates.length]!;
      const created = new Date(now - Math.floor(random() * 365 * 86_400_000)).toISOString();
      return {
        ...template,
        id: seededId('cb', random),
        name: `${template.name} ${start + offset + 1}`,
        pinned_at: null,
        created_at: created,
        updated_at: created,
      };
    });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('creations').values(batch).execute();
      const prebuilds = batch.flatMap((row, index) => {
        const template = templates[(start + index) % templates.length]!;
        return links
          .filter((link) => link.creation_id === template.id)
          .map((link) => ({ ...link, creation_id: row.id }));
      });
      if (prebuilds.length) await trx.insertInto('creation_prebuilds').values(prebuilds).execute();
      const tagged = batch.flatMap((row, index) => {
        const template = templates[(start + index) % templates.length]!;
        return categories
          .filter((link) => link.creation_id === template.id)
          .map((link) => ({ ...link, creation_id: row.id }));
      });
      if (tagged.length) await trx.insertInto('creation_categories').values(tagged).execute();
      await trx
        .insertInto('creation_media')
        .values(
          batch
            .filter((row) => row.cover_url)
            .map((row) => ({
              id: `${row.id}_m`,
              creation_id: row.id,
              url: row.cover_url as string,
              position: 0,
            })),
        )
        .execute();
    });
  }
}
