import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { blobExists } from './blob-files';
import type { Acknowledged, Ledger } from './workload';
import { versionFields } from './workload';

/**
 * What a database must look like after a crash or a restore, as lists of problems (empty when
 * none, so a failing test names every one): every acknowledged write there, and nothing half
 * written.
 */

/** Every placement whole: orders with their lines, a timeline ending in the order's status, payments of the order's amount. */
export async function halfWrittenOrders(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const checkouts = await db.selectFrom('checkouts').selectAll().execute();
  const orders = await db.selectFrom('orders').selectAll().execute();
  const items = await db.selectFrom('order_items').selectAll().execute();
  const events = await db.selectFrom('order_events').selectAll().orderBy('seq').execute();
  const payments = await db.selectFrom('payments').selectAll().execute();
  for (const checkout of checkouts) {
    const placed = orders.filter((order) => order.checkout_id === checkout.id);
    if (placed.length === 0) problems.push(`checkout ${checkout.id} has no orders`);
    const sum = placed.reduce((total, order) => total + Number(order.total), 0);
    if (sum !== Number(checkout.total))
      problems.push(`checkout ${checkout.id} total ${checkout.total} but its orders sum to ${sum}`);
  }
  for (const order of orders) {
    const lines = items.filter((item) => item.order_id === order.id);
    if (lines.length === 0) problems.push(`order ${order.id} has no lines`);
    for (const line of lines)
      if (Number(line.unit_price) * Number(line.amount) !== Number(line.price))
        problems.push(`order line ${line.id}: ${line.unit_price} x ${line.amount} is not ${line.price}`);
    const sum = lines.reduce((total, line) => total + Number(line.price), 0);
    if (sum !== Number(order.total))
      problems.push(`order ${order.id} total ${order.total} but its lines sum to ${sum}`);
    if (!checkouts.some((checkout) => checkout.id === order.checkout_id))
      problems.push(`order ${order.id} belongs to no checkout`);
    const timeline = events.filter((event) => event.order_id === order.id);
    const first = timeline[0];
    if (!first || first.event !== 'place' || first.from_status !== null || first.to_status !== 'placed')
      problems.push(`order ${order.id} does not start with its placement`);
    timeline.forEach((event, index) => {
      if (Number(event.seq) !== index + 1)
        problems.push(`order ${order.id} event ${event.id} has seq ${event.seq}, not ${index + 1}`);
      const before = timeline[index - 1];
      if (before && event.from_status !== before.to_status)
        problems.push(
          `order ${order.id}: event ${event.seq} leaves ${event.from_status}, but the order was ${before.to_status}`,
        );
    });
    const last = timeline.at(-1);
    if (last && last.to_status !== order.status)
      problems.push(`order ${order.id} is ${order.status} but its timeline ends at ${last.to_status}`);
    for (const payment of payments.filter((entry) => entry.order_id === order.id))
      if (Number(payment.amount) !== Number(order.total))
        problems.push(`payment ${payment.id} of ${payment.amount} for order ${order.id} of ${order.total}`);
  }
  for (const payment of payments)
    if (!orders.some((order) => order.id === payment.order_id))
      problems.push(`payment ${payment.id} of no order`);
  return problems;
}

/** Every acknowledged placement is there, as it was answered. */
export async function missingCheckouts(
  db: Kysely<Database>,
  acknowledged: Acknowledged['checkouts'],
): Promise<string[]> {
  const problems: string[] = [];
  for (const acked of acknowledged) {
    const checkout = await db
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', acked.checkoutId)
      .executeTakeFirst();
    if (!checkout) {
      problems.push(`acknowledged checkout ${acked.checkoutId} (key ${acked.key}) is missing`);
      continue;
    }
    if (
      checkout.user_id !== acked.userId ||
      checkout.idempotency_key !== acked.key ||
      Number(checkout.total) !== acked.total
    )
      problems.push(`checkout ${acked.checkoutId} is not the one acknowledged`);
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where('checkout_id', '=', acked.checkoutId)
      .orderBy('id')
      .execute();
    const stored = orders.map((order) => `${order.id}:${order.status}:${order.total}`).sort();
    const answered = acked.orders.map((order) => `${order.id}:${order.status}:${order.total}`).sort();
    if (JSON.stringify(stored) !== JSON.stringify(answered))
      problems.push(
        `checkout ${acked.checkoutId} holds ${stored.join(', ')} but answered ${answered.join(', ')}`,
      );
  }
  return problems;
}

/**
 * The creation is one whole saved version (every field from the same save), at least the
 * last one acknowledged, and never one no save was sent for.
 */
export async function brokenVersion(
  db: Kysely<Database>,
  creationId: string,
  ledger: Pick<Ledger, 'attempted'>,
  acknowledged: Acknowledged['versions'],
): Promise<string[]> {
  const row = await db.selectFrom('creations').selectAll().where('id', '=', creationId).executeTakeFirst();
  if (!row) return [`creation ${creationId} is missing`];
  const media = await db
    .selectFrom('creation_media')
    .select('url')
    .where('creation_id', '=', creationId)
    .orderBy('position')
    .execute();
  const lastAcked = acknowledged.at(-1);
  const version = Number(/^Version (\d+)$/.exec(row.name)?.[1] ?? 0);
  if (version === 0)
    return lastAcked ? [`creation holds its first save, not version ${lastAcked.version}`] : [];
  const url = ledger.attempted.get(version);
  if (url === undefined) return [`creation holds version ${version}, for which no save was sent`];
  const expected = versionFields(version, url);
  const problems: string[] = [];
  const stored = {
    description: row.description,
    tags: JSON.parse(row.tags) as unknown,
    totalPrice: Number(row.total_price),
    cover: row.cover_url,
    media: media.map((entry) => entry.url),
  };
  const wanted = {
    description: expected.description,
    tags: expected.tags,
    totalPrice: expected.totalPrice,
    cover: url,
    media: [url],
  };
  if (JSON.stringify(stored) !== JSON.stringify(wanted))
    problems.push(
      `version ${version} is half written: ${JSON.stringify(stored)} instead of ${JSON.stringify(wanted)}`,
    );
  if (lastAcked && version < lastAcked.version)
    problems.push(`creation holds version ${version}, older than the acknowledged ${lastAcked.version}`);
  if (lastAcked && version === lastAcked.version && row.updated_at !== lastAcked.updatedAt)
    problems.push(`version ${version} has updatedAt ${row.updated_at}, answered ${lastAcked.updatedAt}`);
  return problems;
}

/** Every acknowledged upload has its row, and every image the database names has its blob. */
export async function missingImages(
  db: Kysely<Database>,
  blobDir: string,
  acknowledged: Acknowledged['images'],
): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db.selectFrom('images').select('id').execute();
  const ids = new Set(rows.map((row) => row.id));
  for (const id of acknowledged) if (!ids.has(id)) problems.push(`acknowledged image ${id} has no row`);
  const media = await db.selectFrom('creation_media').select('url').execute();
  const named = media.flatMap((entry) => /^\/api\/img\/original\/([^/?]+)$/.exec(entry.url)?.[1] ?? []);
  for (const id of new Set([...ids, ...named]))
    if (!blobExists(blobDir, `original/${id}`)) problems.push(`image ${id} is named but its blob is missing`);
  return problems;
}
