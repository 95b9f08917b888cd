import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { repoRoot } from '../config';
import { seededId } from '../lib/ids';
import { readSeedCatalog } from '../seed/catalog';
import { planCategories, writeCategories } from '../seed/categories';
import { type SeededOrders, settleAndAnnounce, writeCart, writeOrders } from '../seed/commerce';
import type { SeedContext } from '../seed/context';
import { photographCreations, planCreations, writeCreations } from '../seed/creations';
import { describeCatalog, storeCatalogueImages } from '../seed/demo-catalogue';
import { planHome, writeHome } from '../seed/home';
import { writeImages } from '../seed/images';
import { planPeople, writePeople } from '../seed/people';
import { planProducers, writePrebuilds, writeProducers } from '../seed/producers';
import { seededRandom } from '../seed/random';
import { planShowcase, showcaseContext } from '../seed/showcase';
import { writeFavouritesAndFollows, writeNotifications } from '../seed/social';
import type { BlobStorage } from '../storage/blob-storage';
import type { Database } from './types';

/** Bump when the demo store changes; a database seeded with an older version is left alone. */
export const SEED_VERSION = '4';
export const DEMO_PASSWORD = 'atelier-demo';

/** The demo sign-ins, printed by `npm start` (password for all: atelier-demo). */
export const DEMO_SIGN_INS = [
  { email: 'shopper@atelier.test', role: 'consumer: cart, favourites, follows, notifications' },
  { email: 'creator@atelier.test', role: 'creator @mei (shop: mei.<host>)' },
  { email: 'producer@atelier.test', role: 'producer: Atelier Studio (the platform)' },
  { email: 'northloom@atelier.test', role: 'producer: Northloom Mills' },
  { email: 'kofi@atelier.test', role: 'creator @kofi' },
] as const;

export interface SeedOptions {
  storage: BlobStorage;
  /** Folder of catalog.json (default: the repository's assets/). */
  assetsDir?: string;
  now?: Date;
}

const REPO_ASSETS = join(repoRoot, 'assets');

/**
 * Seeds the demo store once; running it again changes nothing. The store is the same on
 * every run: every part draws ids and choices from one seeded sequence, so the parts are
 * planned (and their images made) first and then written in one transaction, each in the
 * order below.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<{ seeded: boolean }> {
  const done = async (executor: Kysely<Database>) =>
    (
      await executor
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', 'seed_version')
        .executeTakeFirst()
    )?.value !== undefined;
  if (await done(db)) return { seeded: false };
  // An installation that already has accounts is not a demo: never mix demo rows into it.
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) {
    await markSeeded(db, 'skipped');
    return { seeded: false };
  }

  const now = options.now ?? new Date();
  const random = seededRandom(20_261_121);
  const found = readSeedCatalog(options.assetsDir ?? REPO_ASSETS);
  const catalog = found?.catalog ?? null;
  const context: SeedContext = {
    now,
    stamp: now.toISOString(),
    random,
    id: (prefix) => seededId(prefix, random),
    storage: options.storage,
    images: [],
    readAsset: (path) => readFile(join(found?.dir ?? '', path)),
  };

  const catalogue = describeCatalog(catalog);
  const catalogueImages = await storeCatalogueImages(context, catalog, catalogue);
  const people = await planPeople(context, DEMO_PASSWORD);
  const producers = planProducers(context, people, catalogue, catalogueImages, catalog !== null);
  const categories = planCategories(context);
  const creations = planCreations(context, people, producers, categories);
  // The showcase (issue 17) draws from a sequence of its own, so the rest comes out unchanged.
  const showcase = showcaseContext(context);
  const showcased = planShowcase(showcase, people, producers, categories, catalogueImages);
  await photographCreations(context, [...creations, ...showcased], catalogue.models, catalog);
  const homeImages = await planHome(context);

  let orders: SeededOrders | null = null;
  await db.transaction().execute(async (trx) => {
    if (db.getExecutor().adapter.constructor.name === 'PostgresAdapter') {
      // Several servers starting on an empty database seed it once.
      await sql`select pg_advisory_xact_lock(20261121)`.execute(trx);
    }
    if (await done(trx)) return;
    await writeImages(trx, context.images, context.stamp);
    await writePeople(trx, context, people);
    await writeProducers(trx, context, producers);
    await writeCategories(trx, categories);
    await writePrebuilds(trx, context, producers, catalogueImages);
    await writeCreations(trx, context, creations, catalogueImages);
    await writeCreations(trx, showcase, showcased, catalogueImages);
    orders = await writeOrders(trx, context, creations, people);
    await writeFavouritesAndFollows(trx, context, creations, people);
    await writeNotifications(trx, context, creations, people);
    await writeCart(trx, context, creations, people);
    await writeHome(trx, context, creations, catalogueImages.backgroundIds, homeImages);
    await markSeeded(trx, SEED_VERSION);
  });
  // Settling and announcing go through the services, in transactions of their own.
  if (orders) await settleAndAnnounce(db, context, orders);
  return { seeded: true };
}

async function markSeeded(db: Kysely<Database>, value: string) {
  await db
    .insertInto('app_meta')
    .values({ key: 'seed_version', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
