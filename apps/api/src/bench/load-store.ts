import { createHash, randomBytes } from 'node:crypto';
import { type DatabaseTarget } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { filesystemStorage } from '../storage/blob-storage';
import { addBulkCreations } from './bulk';

/** The load benchmark's store: the demo data, the bulk creations, signed-in shoppers (see load.ts). */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Store {
  /** One signed-in shopper per connection: their session cookies. */
  cookies: string[];
  creationIds: string[];
  /** A creation a shopper can buy at once, and a size it offers. */
  buyable: { id: string; size: string };
  image: string;
  detailPath: string;
}

/** Shoppers for the workload, made straight in the database (sign-up is rate limited per address). */
export async function prepare(
  database: DatabaseTarget,
  blobs: string,
  size: { creations: number; shoppers: number },
): Promise<Omit<Store, 'buyable'>> {
  const handle = openDatabase(database);
  try {
    await migrateToLatest(handle.db);
    await seed(handle.db, { storage: filesystemStorage(blobs) });
    await addBulkCreations(handle.db, size.creations);
    const db = handle.db;
    const shopper = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'shopper@atelier.test')
      .executeTakeFirstOrThrow();
    const cookies: string[] = [];
    const now = new Date();
    const expires = new Date(now.getTime() + 86_400_000).toISOString();
    for (let index = 0; index < size.shoppers; index += 1) {
      const id = `bench_user_${index}`;
      await db
        .insertInto('users')
        .values({
          ...shopper,
          id,
          email: `bench-${index}@atelier.test`,
          at_name: `bench_${index}`,
          at_name_key: `bench_${index}`,
          name: `Bench shopper ${index}`,
        })
        .execute();
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('sessions')
        .values({
          id: hashToken(token),
          user_id: id,
          role: 'consumer',
          created_at: now.toISOString(),
          expires_at: expires,
        } as never)
        .execute();
      cookies.push(`atelier_session=${token}`);
    }
    const creations = await db
      .selectFrom('creations')
      .innerJoin('users', 'users.id', 'creations.user_id')
      .select(['creations.id', 'users.at_name'])
      .where('creations.is_draft', '=', 0)
      .where('creations.is_deleted', '=', 0)
      .where('creations.visibility', '=', 'public')
      .limit(500)
      .execute();
    const image = await db
      .selectFrom('images')
      .select('id')
      .where('id', 'like', 'cat-photos-%')
      .executeTakeFirstOrThrow();
    const first = creations[0]!;
    return {
      cookies,
      creationIds: creations.map((row) => row.id),
      image: image.id,
      detailPath: `/${first.at_name}/creation?creation_id=${first.id}`,
    };
  } finally {
    await handle.close();
  }
}

/** A creation and size that the cart takes as an instant purchase (asked of the server itself). */
export async function findBuyable(base: string, cookie: string, ids: string[]): Promise<Store['buyable']> {
  for (const id of ids.slice(0, 200)) {
    for (const size of ['M', 'L', 'S', 'XL', 'One size', 'XS']) {
      const answer = await fetch(`${base}/api/actions/user/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: base },
        body: JSON.stringify({
          creation_id: id,
          type: 'instant-purchase',
          price: 0,
          quantity: { size, amount: 1 },
        }),
      });
      if (answer.ok) {
        const line = (await answer.json()) as { id?: string; data?: { id?: string } };
        const lineId = line.id ?? line.data?.id;
        if (lineId)
          await fetch(`${base}/api/actions/user/cart`, {
            method: 'DELETE',
            headers: { 'content-type': 'application/json', cookie, origin: base },
            body: JSON.stringify({ id: lineId }),
          });
        return { id, size };
      }
    }
  }
  throw new Error('no creation of the store could be put in a cart as an instant purchase');
}
