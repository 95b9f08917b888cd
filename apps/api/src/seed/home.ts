import { toJson } from '../lib/json';
import { PLATFORM_SCOPE } from '../queries/home';
import type { SeedContext, SeedWriter } from './context';
import type { PlannedCreation } from './creations';
import { pick } from './random';

/** The platform's home content (header cards, trend media) and its case settings. */
export async function writeHome(
  trx: SeedWriter,
  { random, id }: SeedContext,
  creations: PlannedCreation[],
  backgroundIds: string[],
): Promise<void> {
  const cards = [
    { title: 'Shop made-to-order', description: 'Pieces cut and sewn when you order them.', url: '/shop' },
    {
      title: 'Design in 3D',
      description: 'Start from a prebuild and make it yours.',
      url: '/intro/createingenesis',
    },
    {
      title: 'Open a creator shop',
      description: 'Your own shop on your own sub-domain.',
      url: '/become_creator',
    },
    {
      title: 'For manufacturers',
      description: 'Publish prebuilds and manage production.',
      url: '/intro/manufacturingingenesis',
    },
  ];
  let position = 0;
  for (const [index, card] of cards.entries()) {
    await trx
      .insertInto('home_items')
      .values({
        id: id('hi'),
        scope: PLATFORM_SCOPE,
        kind: 'header_card',
        position: position++,
        data: toJson({ ...card, thumbnail: backgroundIds[index + 1] ?? creations[index]!.photo ?? '' }),
      })
      .execute();
  }
  const trendSources = backgroundIds.length
    ? backgroundIds.slice(5, 10)
    : creations.slice(0, 4).map((creation) => creation.photo ?? '');
  for (const [index, url] of trendSources.entries()) {
    await trx
      .insertInto('home_items')
      .values({
        id: id('hi'),
        scope: PLATFORM_SCOPE,
        kind: 'trend_media',
        position: position++,
        data: toJson({
          order: index,
          data: {
            uid: `trend-${index + 1}`,
            category: pick(random, ['Streetwear', 'Minimal', 'Graphic']),
            size: [pick(random, [2, 3]), pick(random, [1, 2])],
            type: 'image',
            url,
            redirect: '/shop',
          },
        }),
      })
      .execute();
  }
  await trx
    .insertInto('case_settings')
    .values({
      scope: PLATFORM_SCOPE,
      metadata: toJson({ global: { enableUserCreateCreation: true }, homePage: {} }),
    })
    .execute();
}
