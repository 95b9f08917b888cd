import type { Insertable } from 'kysely';
import type { FollowsTable } from '../db/types';
import { toJson } from '../lib/json';
import type { SeedContext, SeedWriter } from './context';
import { type PlannedCreation, visibleCreations } from './creations';
import type { DemoPeople } from './people';
import { between, pick } from './random';

/** Who favours and follows whom, and the demo accounts' notifications. */

export async function writeFavouritesAndFollows(
  trx: SeedWriter,
  { random, stamp }: SeedContext,
  creations: PlannedCreation[],
  { consumers, creators }: DemoPeople,
): Promise<void> {
  const visible = visibleCreations(creations);
  for (const consumer of [...consumers, ...creators]) {
    const liked = new Set<string>();
    const count = consumer.at_name === 'sam' ? 12 : between(random, 3, 9);
    while (liked.size < count) liked.add(pick(random, visible).id);
    await trx
      .insertInto('favourites')
      .values([...liked].map((creation_id) => ({ user_id: consumer.id, creation_id, created_at: stamp })))
      .execute();
  }
  const follows: Insertable<FollowsTable>[] = [];
  for (const follower of [...consumers, ...creators]) {
    for (const creator of creators) {
      if (creator.id !== follower.id && (follower.at_name === 'sam' || random() < 0.5))
        follows.push({ follower_id: follower.id, followee_id: creator.id, created_at: stamp });
    }
  }
  await trx.insertInto('follows').values(follows).execute();
}

/**
 * The notifications that do not come from orders, each pointing at something real: a follow
 * and a favourite that exist, a creation that was published, a creation made on a producer's
 * prebuild. Order and pre-order notifications come from the seeded orders themselves
 * (db/seed.ts announces their transitions once they are written).
 */
export async function writeNotifications(
  trx: SeedWriter,
  { now, id }: SeedContext,
  creations: PlannedCreation[],
  { person }: DemoPeople,
): Promise<void> {
  const sam = person('sam');
  const mei = person('mei');
  const visible = visibleCreations(creations);
  const link = (creation: PlannedCreation) => `/${creation.user.at_name}/creation?creation_id=${creation.id}`;
  const meiLatest = visible.filter((creation) => creation.user.id === mei.id).at(-1);
  const liked = await trx
    .selectFrom('favourites')
    .innerJoin('creations', 'creations.id', 'favourites.creation_id')
    .innerJoin('users', 'users.id', 'favourites.user_id')
    .select(['creations.id', 'users.name'])
    .where('creations.user_id', '=', mei.id)
    .where('favourites.user_id', '!=', mei.id)
    .orderBy('creations.id')
    .orderBy('favourites.user_id')
    .executeTakeFirst();
  const likedCreation = liked ? visible.find((creation) => creation.id === liked.id) : undefined;
  const alex = person('alex_studio');
  const onPrebuild = visible.find(
    (creation) =>
      creation.user.at_name === 'kofi' && creation.prebuild.producerId === creations[0]?.prebuild.producerId,
  );
  const notes = [
    ...(meiLatest
      ? [
          {
            user: sam,
            title: 'New from Mei Lin',
            text: `Mei Lin published ${meiLatest.name}.`,
            link: link(meiLatest),
            hours: 50,
            read: true,
          },
        ]
      : []),
    {
      user: mei,
      title: 'New follower',
      text: `${sam.name} started following you.`,
      link: `/${sam.at_name}`,
      hours: 2,
      read: false,
    },
    ...(liked && likedCreation
      ? [
          {
            user: mei,
            title: 'New favourite',
            text: `${liked.name} favourited ${likedCreation.name}.`,
            link: link(likedCreation),
            hours: 5,
            read: false,
          },
        ]
      : []),
    ...(onPrebuild
      ? [
          {
            user: alex,
            title: 'New creation on your prebuild',
            text: `Kofi Mensah built ${onPrebuild.name} on the ${onPrebuild.prebuild.name}.`,
            link: link(onPrebuild),
            hours: 8,
            read: false,
          },
        ]
      : []),
  ];
  for (const note of notes) {
    const at = new Date(now.getTime() - note.hours * 3_600_000).toISOString();
    await trx
      .insertInto('notifications')
      .values({
        id: id('nt'),
        user_id: note.user.id,
        event_id: `seed:${note.title.toLowerCase().replace(/\W+/g, '-')}`,
        title: note.title,
        text: note.text,
        image: null,
        link: note.link,
        event_data: toJson({ type: 'seed' }),
        created_at: at,
        read_at: note.read ? at : null,
      })
      .execute();
  }
}
