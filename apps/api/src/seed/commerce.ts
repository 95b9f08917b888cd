import { cartItemPrice, cartPriceSource } from '../domain';
import { toJson } from '../lib/json';
import type { SeedContext, SeedWriter } from './context';
import { DAY } from './context';
import { type PlannedCreation, visibleCreations } from './creations';
import type { DemoPeople } from './people';
import { between, pick } from './random';

/** The demo orders (pre-orders in every status, sales of the others) and Sam's cart. */

export async function writeOrders(
  trx: SeedWriter,
  { now, random, id }: SeedContext,
  creations: PlannedCreation[],
  { consumers }: DemoPeople,
): Promise<void> {
  // Orders: pre-orders in every status (000 §4), and sales of the others.
  const statuses = ['paid', 'in_production', 'shipped'];
  for (const creation of creations) {
    if (creation.isDraft) continue;
    const reached = creation.preorder === 'goalReached' || creation.preorder === 'ended';
    const wanted = reached
      ? creation.minimumOrder + between(random, 0, 6)
      : creation.preorder
        ? between(random, 1, creation.minimumOrder - 2)
        : between(random, 0, 6);
    let placed = 0;
    while (placed < wanted) {
      const amount = Math.min(wanted - placed, between(random, 1, 4));
      placed += amount;
      const orderId = id('or');
      const at = new Date(
        Math.min(now.getTime(), Date.parse(creation.createdAt) + between(random, 1, 20) * DAY),
      ).toISOString();
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          user_id: pick(random, consumers).id,
          status: pick(random, statuses),
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('order_items')
        .values({
          id: id('oi'),
          order_id: orderId,
          creation_id: creation.id,
          size: pick(random, ['S', 'M', 'L', 'XL']),
          amount,
          price: creation.totalPrice * amount,
          created_at: at,
        })
        .execute();
    }
    // Pending orders never count towards a pre-order (000 §4).
    if (creation.preorder && random() < 0.5) {
      const orderId = id('or');
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          user_id: consumers[0]!.id,
          status: 'pending',
          created_at: creation.createdAt,
          updated_at: creation.createdAt,
        })
        .execute();
      await trx
        .insertInto('order_items')
        .values({
          id: id('oi'),
          order_id: orderId,
          creation_id: creation.id,
          size: 'M',
          amount: 3,
          price: creation.totalPrice * 3,
          created_at: creation.createdAt,
        })
        .execute();
    }
  }
}

/** Sam's cart: prices from the domain's rules, as the API would store them. */
export async function writeCart(
  trx: SeedWriter,
  { id, stamp }: SeedContext,
  creations: PlannedCreation[],
  { person }: DemoPeople,
): Promise<void> {
  const sam = person('sam');
  const visible = visibleCreations(creations);
  const cartable = visible.filter((creation) => creation.purchaseType === 'instant-purchase').slice(0, 2);
  for (const [index, creation] of cartable.entries()) {
    const quantity = { size: index === 0 ? 'M' : 'L', amount: index + 1 } as const;
    const price = cartItemPrice(
      { type: 'instant-purchase', quantity },
      cartPriceSource({
        totalPrice: creation.totalPrice,
        prebuilds: [{ cost_config: creation.prebuild.costConfig }],
      }),
    );
    await trx
      .insertInto('cart_items')
      .values({
        id: id('ci'),
        user_id: sam.id,
        creation_id: creation.id,
        type: 'instant-purchase',
        quantity: toJson(quantity),
        price,
        creation_snapshot: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }
}
