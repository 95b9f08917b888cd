import { CombinationConfigSchema } from '@atelier/schema';
import type { Kysely } from 'kysely';
import { addProducerMember, insertCreation, insertProducer, insertUser } from '../db/builders';
import type { Database } from '../db/types';
import { newId } from '../lib/ids';
import { toJson } from '../lib/json';
import type { TestStore } from '../test/store';

/**
 * Orders for the production tests: a creation of the store's producer with a decal and a
 * form, and orders in any status written the way placement writes them (producer, creation,
 * kind, provider, one line per size, answers, shipping address), with their first event.
 */

export function designWithDecal(store: TestStore) {
  const [cotton, denim] = store.materialIds as [string, string];
  return CombinationConfigSchema.parse({
    parts: [
      { value: 'body', text: 'Body', default: cotton, materials: [cotton, denim] },
      { value: 'hood', text: 'Hood', default: cotton, materials: [cotton, denim] },
      { value: 'hidden', text: 'Lining', default: cotton, visible: false },
    ],
    decals: {
      placed: [
        {
          value: 'd1',
          text: 'Tiger',
          material_config: { map: 'tiger.png' },
          part_binding: 'body',
          position: { x: 0.5, y: 0.4 },
          scale: { x: 0.3, y: 0.3 },
          rotation: 90,
        },
      ],
    },
    form: {
      fields: [
        { id: 'field_name', type: 'text', title: 'Name on the back' },
        {
          id: 'field_hood',
          type: 'materialSelect',
          title: 'Hood material',
          targetParts: ['hood'],
          materialOptions: [cotton, denim],
        },
      ],
    },
    version: 'v3',
  });
}

export async function insertProductionOrder(
  db: Kysely<Database>,
  input: {
    buyerId: string;
    creationId: string;
    producerId: string | null;
    status: string;
    kind?: 'instant' | 'preorder' | 'sample';
    provider?: string;
    paymentTaken?: boolean;
    sizes?: { size: string; amount: number }[];
    answers?: Record<string, unknown>;
  },
): Promise<string> {
  const id = newId('or');
  const at = new Date().toISOString();
  const sizes = input.sizes ?? [{ size: 'M', amount: 2 }];
  const unit = 50_000;
  await db
    .insertInto('orders')
    .values({
      id,
      user_id: input.buyerId,
      status: input.status,
      created_at: at,
      updated_at: at,
      creation_id: input.producerId === null ? null : input.creationId,
      producer_id: input.producerId,
      kind: input.kind ?? 'instant',
      payment_taken: input.paymentTaken ? 1 : 0,
      provider: input.provider ?? 'manual',
      currency: 'HKD',
      total: sizes.reduce((sum, line) => sum + line.amount * unit, 0),
      shipping_address: toJson({
        name: 'Sam Chan',
        line1: '1 Queen’s Road',
        city: 'Hong Kong',
        country: 'HK',
      }),
      contact: toJson({ name: 'Sam Chan', email: 'sam@example.test' }),
    })
    .execute();
  for (const line of sizes)
    await db
      .insertInto('order_items')
      .values({
        id: newId('oi'),
        order_id: id,
        creation_id: input.creationId,
        size: line.size,
        amount: line.amount,
        price: line.amount * unit,
        unit_price: unit,
        created_at: at,
        properties: toJson(input.answers ?? {}),
      })
      .execute();
  await db
    .insertInto('order_events')
    .values({
      id: newId('oe'),
      order_id: id,
      seq: 1,
      event: 'place',
      from_status: null,
      to_status: input.status,
      actor: 'buyer',
      actor_user_id: input.buyerId,
      data: '{}',
      created_at: at,
    })
    .execute();
  return id;
}

/** A second producer with its own member and creation: what producer A must never see. */
export async function otherProducer(db: Kysely<Database>, store: TestStore, passwordHash: string) {
  const at_name = `rival_${store.tag}`;
  const producerId = await insertProducer(db, { name: `Rival ${store.tag}`, at_name });
  const email = `rival.${store.tag}@example.test`;
  const memberId = await insertUser(db, {
    email,
    name: `Rival member ${store.tag}`,
    at_name: `rm_${store.tag}`,
    passwordHash,
  });
  await addProducerMember(db, producerId, memberId);
  const creationId = await insertCreation(db, {
    userId: store.creator.id,
    producerId,
    name: `Rival piece ${store.tag}`,
    totalPrice: 50_000,
  });
  return { producerId, at_name, email, memberId, creationId };
}

/** Issue 20: the prebuild declares its print method and areas (what print files and the DPI guard read). */
export async function declarePrint(
  db: Kysely<Database>,
  prebuildId: string,
  print: { method: 'dtg' | 'sublimation'; areas: { part: string; width_mm: number; height_mm: number }[] },
): Promise<void> {
  await db
    .updateTable('prebuilds')
    .set({ extra_option: toJson({ allowPurchaseType: [], manufacturingTimePerPiece: 6_000_000, print }) })
    .where('id', '=', prebuildId)
    .execute();
}
