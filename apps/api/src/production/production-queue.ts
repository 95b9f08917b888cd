import { PrebuildPrintSchema, type CombinationConfig } from '@atelier/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { type OrderStatus, mediaSrc, statusCounts } from '../domain';
import { fromJson } from '../lib/json';
import {
  type AnswerOut,
  answersOf,
  type DecalOut,
  decalsOf,
  orderedDesign,
  readDesign,
} from './production-design';
import { lineFacts, producerOrders, producerStatuses } from './production-orders';

/**
 * The production queue (issue 16): a producer's orders grouped by prebuild and creation,
 * each with its buyer, pieces per size, answers, decal images and the actions its status
 * allows the producer; and the counts behind the status filter tabs.
 */

export interface CreationFacts {
  id: string;
  name: string;
  cover: string | null;
  creator: { name: string; at_name: string };
  design: CombinationConfig | null;
  /** `prints`: whether the prebuild declares print areas (issue 20: the line has print files). */
  prebuild: { id: string; name: string; prints: boolean } | null;
}

/** Whether a prebuild's stored extra_option declares print areas. */
const declaresPrintAreas = (extraOption: string): boolean => {
  const print = PrebuildPrintSchema.safeParse(fromJson<{ print?: unknown }>(extraOption, {}).print ?? {});
  return print.success && print.data.areas.length > 0;
};

/** The creations by id, with their creator, design and first prebuild. */
export async function creationFacts(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, CreationFacts>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('creations as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.name',
      'c.cover_url',
      'c.combination_config',
      'u.name as creator_name',
      'u.at_name as creator_at_name',
    ])
    .where('c.id', 'in', unique)
    .execute();
  const links = await db
    .selectFrom('creation_prebuilds as cp')
    .innerJoin('prebuilds as p', 'p.id', 'cp.prebuild_id')
    .select(['cp.creation_id', 'cp.position', 'p.id', 'p.name', 'p.extra_option'])
    .where('cp.creation_id', 'in', unique)
    .orderBy('cp.position')
    .execute();
  const prebuildOf = new Map<string, { id: string; name: string; prints: boolean }>();
  for (const link of links)
    if (!prebuildOf.has(link.creation_id))
      prebuildOf.set(link.creation_id, {
        id: link.id,
        name: link.name,
        prints: declaresPrintAreas(link.extra_option),
      });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        cover: mediaSrc(row.cover_url, 200) ?? null,
        creator: { name: row.creator_name, at_name: row.creator_at_name },
        design: readDesign(row.combination_config),
        prebuild: prebuildOf.get(row.id) ?? null,
      },
    ]),
  );
}

export interface QueueLine {
  id: string;
  status: OrderStatus;
  kind: string;
  createdAt: string;
  updatedAt: string;
  buyer: { name: string; at_name: string };
  currency: string;
  total: number;
  sizes: { size: string | null; amount: number }[];
  pieces: number;
  answers: AnswerOut[];
  decals: DecalOut[];
  tracking: { carrier: string; number: string } | null;
  actions: string[];
}

export interface QueueCreation {
  id: string;
  name: string;
  cover: string | null;
  creator: { name: string; at_name: string };
  orders: QueueLine[];
}

export interface QueueGroup {
  /** `prints`: whether the prebuild declares print areas (issue 20: the line has print files). */
  prebuild: { id: string; name: string; prints: boolean } | null;
  creations: QueueCreation[];
}

export async function productionQueue(
  db: Kysely<Database>,
  producerId: string,
  status: OrderStatus | undefined,
) {
  const { orders, items } = await producerOrders(db, producerId, status ? { status } : {});
  const facts = orders.map((order) => ({ order, ...lineFacts(order, items) }));
  const creations = await creationFacts(
    db,
    facts.flatMap((fact) => (fact.creationId ? [fact.creationId] : [])),
  );
  const groups = new Map<string, QueueGroup>();
  for (const fact of facts) {
    const creation = fact.creationId ? creations.get(fact.creationId) : undefined;
    if (!creation) continue;
    const groupKey = creation.prebuild?.id ?? '';
    let group = groups.get(groupKey);
    if (!group) {
      group = { prebuild: creation.prebuild, creations: [] };
      groups.set(groupKey, group);
    }
    let entry = group.creations.find((candidate) => candidate.id === creation.id);
    if (!entry) {
      entry = {
        id: creation.id,
        name: creation.name,
        cover: creation.cover,
        creator: creation.creator,
        orders: [],
      };
      group.creations.push(entry);
    }
    const design = orderedDesign(creation.design, fact.answers);
    entry.orders.push({
      id: fact.order.id,
      status: fact.order.status,
      kind: fact.order.kind,
      createdAt: fact.order.created_at,
      updatedAt: fact.order.updated_at,
      buyer: { name: fact.order.buyer_name, at_name: fact.order.buyer_at_name },
      currency: fact.order.currency,
      total: fact.total,
      sizes: fact.sizes,
      pieces: fact.pieces,
      answers: answersOf(creation.design, fact.answers),
      decals: decalsOf(design),
      tracking: fact.tracking,
      actions: fact.actions,
    });
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const sorted = [...groups.values()].sort((a, b) =>
    byName(a.prebuild ?? { name: '\uffff' }, b.prebuild ?? { name: '\uffff' }),
  );
  for (const group of sorted) group.creations.sort(byName);
  const counts = statusCounts(await producerStatuses(db, producerId));
  return { counts: { all: counts.all, ...counts.byStatus }, groups: sorted };
}

/** A JSON document column as a flat record of its text fields (an address, a contact). */
export const textRecord = (text: string | null): Record<string, string> | null => {
  const value = fromJson<unknown>(text, null);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([key, entry]) =>
      typeof entry === 'string' || typeof entry === 'number' ? [[key, String(entry)]] : [],
    ),
  );
};
