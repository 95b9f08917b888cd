import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { mediaSrc } from '../domain';
import { fromJson } from '../lib/json';
import { answersOf, decalsOf, orderedDesign, partMaterials } from './production-design';
import { lineFacts, producerOrders } from './production-orders';
import { creationFacts, textRecord } from './production-queue';

/**
 * The production sheet of one order line (issue 16): everything the workshop needs to make
 * it, on paper: the model, the material of every part, the decal images at print resolution
 * with their placement, the pieces per size, the buyer's answers, where it ships and when
 * it was ordered. Null when the order is not the producer's.
 */
export async function productionSheet(db: Kysely<Database>, producerId: string, orderId: string) {
  const { orders, items } = await producerOrders(db, producerId, { orderId, limit: 1 });
  const order = orders[0];
  if (!order) return null;
  const facts = lineFacts(order, items);
  const creation = facts.creationId
    ? (await creationFacts(db, [facts.creationId])).get(facts.creationId)
    : undefined;
  const design = orderedDesign(creation?.design ?? null, facts.answers);
  let model: { id: string; name: string; thumb: string | null } | null = null;
  if (creation?.prebuild) {
    const row = await db
      .selectFrom('prebuild_models as pm')
      .innerJoin('assets as a', 'a.id', 'pm.asset_id')
      .select(['a.id', 'a.text', 'a.asset_data', 'a.vt_reference_data'])
      .where('pm.prebuild_id', '=', creation.prebuild.id)
      .orderBy('pm.position')
      .executeTakeFirst();
    if (row) {
      const data =
        fromJson<Record<string, unknown> | null>(row.asset_data, null) ??
        fromJson<Record<string, unknown> | null>(row.vt_reference_data, null);
      model = {
        id: row.id,
        name: (typeof data?.name === 'string' && data.name) || row.text || row.id,
        thumb: typeof data?.thumb === 'string' ? (mediaSrc(data.thumb, 500) ?? null) : null,
      };
    }
  }
  const events = await db
    .selectFrom('order_events')
    .select(['event', 'to_status', 'created_at'])
    .where('order_id', '=', order.id)
    .orderBy('seq')
    .execute();
  return {
    order: {
      id: order.id,
      status: order.status,
      kind: order.kind,
      createdAt: order.created_at,
      updatedAt: order.updated_at,
      currency: order.currency,
      total: facts.total,
      tracking: facts.tracking,
    },
    buyer: { name: order.buyer_name, at_name: order.buyer_at_name },
    shippingAddress: textRecord(order.shipping_address),
    contact: textRecord(order.contact),
    creation: creation
      ? { id: creation.id, name: creation.name, cover: creation.cover, creator: creation.creator }
      : null,
    prebuild: creation?.prebuild ?? null,
    model,
    materials: await partMaterials(db, design),
    decals: decalsOf(design),
    sizes: facts.sizes,
    pieces: facts.pieces,
    answers: answersOf(creation?.design ?? null, facts.answers),
    events: events.map((event) => ({ event: event.event, status: event.to_status, at: event.created_at })),
  };
}
