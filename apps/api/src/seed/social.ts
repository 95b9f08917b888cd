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

export async function writeNotifications(
  trx: SeedWriter,
  { now, id }: SeedContext,
  creations: PlannedCreation[],
  { person }: DemoPeople,
): Promise<void> {
  const sam = person('sam');
  const mei = person('mei');
  const meiPreorder = creations.find(
    (creation) => creation.user.id === mei.id && creation.preorder === 'goalReached',
  );
  const notes = [
    {
      user: sam,
      title: 'Pre-order goal reached',
      text: `${creations[9]!.name} reached its goal: production starts soon.`,
      link: `/${creations[9]!.user.at_name}/creation?creation_id=${creations[9]!.id}`,
      hours: 3,
      read: false,
    },
    {
      user: sam,
      title: 'Your order has shipped',
      text: `${creations[0]!.name} is on its way.`,
      link: '/cart',
      hours: 30,
      read: false,
    },
    {
      user: sam,
      title: 'New from Mei Lin',
      text: 'Mei Lin published a new creation.',
      link: '/mei/creation',
      hours: 50,
      read: true,
    },
    {
      user: mei,
      title: 'New follower',
      text: 'Sam Chan started following you.',
      link: '/sam',
      hours: 2,
      read: false,
    },
    {
      user: mei,
      title: 'New favourite',
      text: `Lena Fischer favourited ${creations[1]!.name}.`,
      link: `/mei/creation?creation_id=${creations[1]!.id}`,
      hours: 5,
      read: false,
    },
    ...(meiPreorder
      ? [
          {
            user: mei,
            title: 'Pre-order goal reached',
            text: `${meiPreorder.name} reached its minimum order.`,
            link: `/mei/creation?creation_id=${meiPreorder.id}`,
            hours: 26,
            read: true,
          },
        ]
      : []),
    {
      user: person('alex_studio'),
      title: 'New creation on your prebuild',
      text: 'Kofi Mensah built a new creation on the Pull-over Hoodie.',
      link: '/atelier_studio/production',
      hours: 8,
      read: false,
    },
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
