import { toJson, fromJson } from '../lib/json';
import { PLATFORM_SCOPE } from '../queries/home';
import type { SeedContext, SeedWriter } from './context';
import type { PlannedCreation } from './creations';
import { BANNER, HEADER_CARDS, TREND_TILES } from './home-content';
import { putImage } from './images';

/**
 * The home's pictures in image storage (issue 18): composed from the garment renders by
 * tools/assets (src/render/home-images.ts) into assets/home/, and the trend video's poster.
 * Null for a picture the assets folder does not have (a store seeded without them falls back
 * to the catalogue's backdrops and the creations' photos).
 */
export interface HomeImages {
  cards: (string | null)[];
  trends: (string | null)[];
  banner: string | null;
}

export async function planHome(context: SeedContext): Promise<HomeImages> {
  const store = async (path: string | undefined): Promise<string | null> => {
    if (!path) return null;
    try {
      const image = await putImage(
        context.storage,
        `seed-${path.replace(/[/.]/g, '-').replace(/-(jpg|png)$/, '.$1')}`,
        await context.readAsset(path),
      );
      context.images.push(image);
      return image.id;
    } catch {
      return null;
    }
  };
  const cards: (string | null)[] = [];
  for (const card of HEADER_CARDS) cards.push(await store(card.image));
  const trends: (string | null)[] = [];
  for (const tile of TREND_TILES) trends.push(await store(tile.type === 'video' ? tile.poster : tile.file));
  return { cards, trends, banner: await store(BANNER.image) };
}

/** The platform's home content (header cards, trend media, banner) and its case settings. */
export async function writeHome(
  trx: SeedWriter,
  { id, readAsset }: SeedContext,
  creations: PlannedCreation[],
  backgroundIds: string[],
  images: HomeImages,
): Promise<void> {
  let position = 0;
  for (const [index, card] of HEADER_CARDS.entries()) {
    await trx
      .insertInto('home_items')
      .values({
        id: id('hi'),
        scope: PLATFORM_SCOPE,
        kind: 'header_card',
        position: position++,
        data: toJson({
          title: card.title,
          description: card.description,
          url: card.url,
          thumbnail: images.cards[index] ?? backgroundIds[index + 1] ?? creations[index]!.photo ?? '',
        }),
      })
      .execute();
  }
  for (const [index, tile] of TREND_TILES.entries()) {
    const picture = images.trends[index] ?? backgroundIds[5 + index] ?? creations[index]!.photo ?? '';
    // A video is served from assets/videos as it is; without the file, its poster stands in.
    const video =
      tile.type === 'video' &&
      (await readAsset(tile.file).then(
        () => true,
        () => false,
      ));
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
            uid: tile.uid,
            category: tile.category,
            size: tile.size,
            type: video ? 'video' : 'image',
            url: video ? `/assets/${tile.file}` : picture,
            ...(video && picture ? { poster: picture } : {}),
            redirect: tile.redirect,
            title: tile.title,
            caption: tile.caption,
          },
        }),
      })
      .execute();
  }
  await writePlatformBanner(trx, images.banner ?? backgroundIds[4] ?? null);
  await trx
    .insertInto('case_settings')
    .values({
      scope: PLATFORM_SCOPE,
      metadata: toJson({ global: { enableUserCreateCreation: true }, homePage: {} }),
    })
    .execute();
}

/** 000 §3 the platform producer's homePage.banner, with its message (home content). */
async function writePlatformBanner(trx: SeedWriter, url: string | null): Promise<void> {
  if (!url) return;
  const platform = await trx
    .selectFrom('producers')
    .select(['id', 'metadata'])
    .where('is_platform', '=', 1)
    .executeTakeFirst();
  if (!platform) return;
  const metadata = fromJson<{ homePage?: Record<string, unknown> }>(platform.metadata, {});
  const banner = {
    enabled: true,
    url,
    link: BANNER.link,
    aspectRatio: BANNER.aspectRatio,
    title: BANNER.title,
    text: BANNER.text,
  };
  await trx
    .updateTable('producers')
    .set({ metadata: toJson({ ...metadata, homePage: { ...metadata.homePage, banner } }) })
    .where('id', '=', platform.id)
    .execute();
}
