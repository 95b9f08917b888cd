import type { CartQuantity, CombinationConfig, PurchaseType } from '@atelier/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { emptyCombinationConfig } from '../domain';
import { newId } from '../lib/ids';
import { toJson } from '../lib/json';

/** Test helpers of the checkout suites: a creation with a priced form, raw cart lines. */

export const FORM_FIELDS = [
  {
    id: 'field_colour',
    type: 'option',
    title: 'Colour',
    required: false,
    enableOther: false,
    options: [
      { id: 'red', label: 'Red', extraPrice: { type: 'fixed', value: 2_500 } },
      { id: 'blue', label: 'Blue' },
    ],
  },
];

export const formConfig = (): CombinationConfig => {
  const config = emptyCombinationConfig();
  return { ...config, form: { ...config.form, fields: FORM_FIELDS as never } };
};

export const ADDRESS = {
  recipient: 'Chan Tai Man',
  phone: '+852 9123 4567',
  line1: 'Flat 3, 12 Tai Ping Shan Street',
  city: 'Sheung Wan',
  country: 'HK',
};

export const CONTACT = { name: 'Chan Tai Man', email: 'chan@example.test' };

/** A cart line written straight to the table: a line the cart API would refuse today. */
export async function insertCartLine(
  db: Kysely<Database>,
  line: { userId: string; creationId: string; type: PurchaseType; quantity: CartQuantity; price?: number },
): Promise<string> {
  const id = newId('ci');
  const now = new Date().toISOString();
  await db
    .insertInto('cart_items')
    .values({
      id,
      user_id: line.userId,
      creation_id: line.creationId,
      type: line.type,
      quantity: toJson(line.quantity),
      price: line.price ?? 1,
      creation_snapshot: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Rows of the tables a placement writes, for "nothing written" checks. */
export async function placementCounts(db: Kysely<Database>, userId: string) {
  const count = async (table: 'checkouts' | 'orders' | 'cart_items') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  return {
    checkouts: await count('checkouts'),
    orders: await count('orders'),
    cart: await count('cart_items'),
  };
}
