import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import type { OrderActor, OrderEvent } from '../domain';
import { defaultSettings } from '../http/context';
import { silentLogger } from '../http/logger';
import { localBus } from '../notifications/bus';
import { announceOrderTransitions } from '../orders/announce';
import { dueCampaigns, settleDueCampaigns } from '../settlement/settle-campaigns';
import { availableSizes, cartItemPrice, cartPriceSource } from '../domain';
import type { Size } from '@atelier/schema';
import { toJson } from '../lib/json';
import { applyOrderEvent, type OrderTransition, recordPlacement } from '../orders/order-transitions';
import type { SeedContext, SeedWriter } from './context';
import { DAY } from './context';
import { type PlannedCreation, visibleCreations } from './creations';
import type { DemoPeople, PlannedUser } from './people';
import { prebuildSizeOptions } from './producers';
import { between, pick } from './random';

/**
 * The demo orders, made the way the API makes them (recordPlacement, then every status change
 * through applyOrderEvent), so each has a true timeline: sales in every state, pre-orders
 * waiting for their goal (one a piece or two short and ending in a few days), and campaigns
 * past their end that db/seed.ts settles through the settlement job. Payment is the default
 * bank transfer / FPS: the shop confirms it by hand.
 */

const HOUR = 3_600_000;
type Step = { event: OrderEvent; actor: OrderActor };
const step = (event: OrderEvent, actor: OrderActor): Step => ({ event, actor });
const AWAIT = step({ type: 'await_payment' }, 'system');
const PAID = step({ type: 'mark_paid' }, 'producer');
const MAKE = step({ type: 'start_production' }, 'producer');

/** The instant sales, one of each state in turn (Sam, the demo shopper, has the first of each). */
const SALES: Step[][] = [
  [AWAIT],
  [AWAIT, PAID],
  [AWAIT, PAID, MAKE],
  [AWAIT, PAID, MAKE, step({ type: 'ship', tracking: { carrier: 'SF Express', number: 'SF1' } }, 'producer')],
  [
    AWAIT,
    PAID,
    MAKE,
    step({ type: 'ship', tracking: { carrier: 'Hongkong Post', number: 'HKP1' } }, 'producer'),
    step({ type: 'deliver' }, 'buyer'),
  ],
  [AWAIT, step({ type: 'cancel' }, 'buyer')],
  [AWAIT, PAID, step({ type: 'refund' }, 'producer')],
];

const STREETS = ['Queen’s Road Central', 'Nathan Road', 'Hennessy Road', 'Des Voeux Road', 'Canton Road'];
const DISTRICTS = ['Central', 'Tsim Sha Tsui', 'Wan Chai', 'Sheung Wan', 'Mong Kok'];

interface Buyer {
  user: PlannedUser;
  address: Record<string, string>;
  contact: Record<string, string>;
}

export interface SeededOrders {
  /** Every transition the seed made, for announceOrderTransitions once it has committed. */
  transitions: OrderTransition[];
}

export async function writeOrders(
  trx: SeedWriter,
  context: SeedContext,
  creations: PlannedCreation[],
  { consumers }: DemoPeople,
): Promise<SeededOrders> {
  const { now, random, id } = context;
  const transitions: OrderTransition[] = [];
  const buyers: Buyer[] = [];
  for (const [index, user] of consumers.entries()) {
    const phone = `+852 9${String(1_000_000 + index * 137_911).slice(0, 7)}`;
    const address = {
      recipient: user.name,
      phone,
      line1: `${between(random, 1, 300)} ${pick(random, STREETS)}`,
      city: pick(random, DISTRICTS),
      country: 'HK',
    };
    buyers.push({ user, address, contact: { name: user.name, email: user.email, phone } });
    await trx
      .insertInto('addresses')
      .values({
        id: id('ad'),
        user_id: user.id,
        data: toJson(address),
        is_default: 1,
        created_at: context.stamp,
        updated_at: context.stamp,
      })
      .execute();
  }
  const members = new Map<string, string>();
  for (const row of await trx.selectFrom('producer_members').select(['producer_id', 'user_id']).execute())
    if (!members.has(row.producer_id)) members.set(row.producer_id, row.user_id);

  const place = async (
    creation: PlannedCreation,
    buyer: Buyer,
    input: { pieces: number; at: number; until: number; steps: Step[] },
  ) => {
    const orderId = id('or');
    const kind = creation.purchaseType === 'retail-preorder' ? 'preorder' : 'instant';
    const drawn = pick(random, ['S', 'M', 'L', 'XL'] as const);
    // Caps and totes are sold in M only: an order is never for a size the piece does not come in.
    const size =
      creation.prebuild.model.key === 'cap' || creation.prebuild.model.key === 'tote' ? 'M' : drawn;
    const quantity = { size, amount: input.pieces } as const;
    const total = cartItemPrice(
      { type: creation.purchaseType, quantity },
      cartPriceSource({
        totalPrice: creation.totalPrice,
        prebuilds: [{ cost_config: creation.prebuild.costConfig }],
      }),
    );
    const placedAt = new Date(input.at).toISOString();
    const checkoutId = id('co');
    await trx
      .insertInto('checkouts')
      .values({
        id: checkoutId,
        user_id: buyer.user.id,
        idempotency_key: `seed-${orderId}`,
        request_hash: orderId.padEnd(64, '0').slice(0, 64),
        provider: 'manual',
        currency: 'HKD',
        total,
        shipping_address: toJson(buyer.address),
        contact: toJson(buyer.contact),
        created_at: placedAt,
      })
      .execute();
    await trx
      .insertInto('orders')
      .values({
        id: orderId,
        user_id: buyer.user.id,
        status: 'placed',
        created_at: placedAt,
        updated_at: placedAt,
        checkout_id: checkoutId,
        creation_id: creation.id,
        producer_id: creation.prebuild.producerId,
        kind,
        provider: 'manual',
        currency: 'HKD',
        total,
        shipping_address: toJson(buyer.address),
        contact: toJson(buyer.contact),
      })
      .execute();
    await trx
      .insertInto('order_items')
      .values({
        id: id('oi'),
        order_id: orderId,
        creation_id: creation.id,
        size,
        amount: input.pieces,
        price: total,
        unit_price: creation.totalPrice,
        type: creation.purchaseType ?? 'instant-purchase',
        created_at: placedAt,
      })
      .execute();
    await recordPlacement(trx, { orderId, actorUserId: buyer.user.id, at: placedAt });
    transitions.push({
      orderId,
      userId: buyer.user.id,
      creationId: creation.id,
      producerId: creation.prebuild.producerId,
      kind,
      event: 'place',
      from: null,
      to: 'placed',
      actor: 'buyer',
      actorUserId: buyer.user.id,
      at: placedAt,
      data: {},
    });
    // The steps spread between placing and `until` (a day apart at most).
    const gap = Math.max(
      60_000,
      Math.min(DAY, Math.floor((input.until - input.at) / (input.steps.length + 1))),
    );
    for (const [index, { event, actor }] of input.steps.entries()) {
      const tracked =
        event.type === 'ship'
          ? {
              ...event,
              tracking: {
                ...event.tracking,
                number: `${event.tracking.number}${orderId.slice(3, 12).toUpperCase()}`,
              },
            }
          : event;
      const outcome = await applyOrderEvent(trx, {
        orderId,
        event: tracked,
        actor,
        actorUserId:
          actor === 'buyer'
            ? buyer.user.id
            : actor === 'producer'
              ? (members.get(creation.prebuild.producerId) ?? null)
              : null,
        at: new Date(input.at + (index + 1) * gap).toISOString(),
      });
      if (!outcome.ok) throw new Error(`seed order ${orderId}: ${event.type} refused (${outcome.refusal})`);
      transitions.push(outcome.transition);
    }
  };

  const live = creations.filter((creation) => !creation.isDraft && !creation.isDeleted);
  // One pre-order a piece short of its goal, ending in three days.
  const nearGoal = live.find(
    (creation) => creation.preorder === 'inProgress' && creation.visibility === 'public',
  );
  if (nearGoal) {
    nearGoal.kickstartEnd = new Date(now.getTime() + 3 * DAY).toISOString();
    await trx
      .updateTable('creations')
      .set({ kickstart_end: nearGoal.kickstartEnd })
      .where('id', '=', nearGoal.id)
      .execute();
  }
  let sale = 0;
  for (const creation of live) {
    if (creation.purchaseType === 'instant-purchase') {
      const count = between(random, 0, 3);
      for (let n = 0; n < count; n += 1, sale += 1) {
        const buyer = sale < SALES.length ? buyers[0]! : pick(random, buyers);
        const earliest = Date.parse(creation.createdAt) + HOUR;
        const at = Math.min(
          now.getTime() - 2 * HOUR,
          Math.max(earliest, now.getTime() - between(random, 4, 30) * DAY),
        );
        await place(creation, buyer, {
          pieces: between(random, 1, 3),
          at,
          until: now.getTime() - HOUR,
          steps: SALES[sale % SALES.length]!,
        });
      }
      continue;
    }
    if (creation.purchaseType !== 'retail-preorder' || !creation.preorder) continue;
    const end = Date.parse(creation.kickstartEnd);
    const minimum = creation.minimumOrder;
    const wanted =
      creation === nearGoal
        ? minimum - 1
        : creation.preorder === 'goalReached' || creation.preorder === 'ended'
          ? minimum + between(random, 0, 5)
          : between(random, 1, minimum - 2);
    // Orders come in before the end (and before now); past campaigns are settled by db/seed.ts.
    const until = Math.min(now.getTime(), end) - HOUR;
    let placed = 0;
    while (placed < wanted) {
      const pieces = Math.min(wanted - placed, between(random, 1, 3));
      placed += pieces;
      const at = until - between(random, 6, 96) * HOUR;
      await place(creation, pick(random, buyers), { pieces, at, until, steps: [AWAIT, PAID] });
    }
    // A transfer never made: it does not count, and the settlement cancels it.
    if (random() < 0.6) {
      await place(creation, pick(random, buyers), { pieces: 1, at: until - 5 * HOUR, until, steps: [AWAIT] });
    }
  }
  return { transitions };
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
    // Only a size the piece is sold in (its prebuild's sizes less its blacklist), as the
    // detail panel offers them: M where it can, else the first offered.
    const offered = availableSizes(
      { blacklist: creation.blacklist as Size[] },
      { options: prebuildSizeOptions(creation.prebuild.model.key) },
    );
    const wanted = index === 0 ? 'M' : 'L';
    const size = offered.includes(wanted) ? wanted : offered.includes('M') ? 'M' : offered[0]!;
    const quantity = { size, amount: index + 1 };
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

/**
 * After the seed's transaction: settles the campaigns already past their end the way the timer
 * would have (a minute after each end, through the settlement job), announces the seeded
 * transitions at their own times (the notifications come from the orders), then gives the
 * rows those services made with fresh random ids from the seeded sequence, so the store is
 * the same on every run.
 */
export async function settleAndAnnounce(
  db: Kysely<Database>,
  context: SeedContext,
  seeded: SeededOrders,
): Promise<void> {
  const services = (at: Date) => ({
    db,
    bus: localBus(),
    clock: { now: () => at },
    logger: silentLogger,
    settings: defaultSettings(),
  });
  for (const transition of seeded.transitions)
    await announceOrderTransitions(services(new Date(transition.at)), [transition]);
  const ends = [...new Set((await dueCampaigns({ db }, context.now)).map((row) => row.kickstart_end))];
  for (const end of ends.sort()) {
    const at = new Date(Math.min(context.now.getTime(), Date.parse(end) + 60_000));
    await settleDueCampaigns(services(at), at, 'seed');
  }
  for (const [table, prefix] of [
    ['order_events', 'oe'],
    ['payments', 'pa'],
    ['notifications', 'nt'],
    ['mail_outbox', 'ml'],
  ] as const) {
    await reassignIds(db, table, prefix, context.id);
  }
}

/** New ids in the order of the rows' contents (which the seeded sequence decides). */
async function reassignIds(
  db: Kysely<Database>,
  table: 'order_events' | 'payments' | 'notifications' | 'mail_outbox',
  prefix: string,
  id: (prefix: string) => string,
): Promise<void> {
  const rows = (await db.selectFrom(table).selectAll().execute()) as { id: string }[];
  const keyed = rows
    .map((row) => {
      const { id: _id, ...rest } = row;
      return { id: row.id, key: JSON.stringify(rest, Object.keys(rest).sort()) };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // In batches of one statement each (a round trip per row made the PostgreSQL seed slow).
  const fresh = keyed.map((row) => ({ from: row.id, to: id(prefix) }));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < fresh.length; start += 200) {
      const batch = fresh.slice(start, start + 200);
      await trx
        .updateTable(table)
        .set({
          id: sql<string>`case id ${sql.join(
            batch.map((row) => sql`when ${row.from} then ${row.to}`),
            sql` `,
          )} else id end`,
        })
        .where(
          'id',
          'in',
          batch.map((row) => row.from),
        )
        .execute();
    }
  });
}
