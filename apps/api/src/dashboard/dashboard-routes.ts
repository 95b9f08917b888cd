import { CreatorDashboardSchema, type CostTier } from '@atelier/schema';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { requireAuth } from '../auth/guards';
import type { Database } from '../db/types';
import {
  countsTowardGoal,
  creatorDashboard,
  DASHBOARD_SALES_DAYS,
  type DashboardCreationInput,
  type DashboardLineInput,
  ORDER_STATUSES,
} from '../domain';
import type { AppEnv, Services } from '../http/context';
import { forbidden } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { fromJson } from '../lib/json';

/** The statuses whose orders are sales (the domain's rule, asked once for the query). */
const COUNTED_STATUSES = ORDER_STATUSES.filter(countsTowardGoal);

/** The creator's creations (not deleted) with their first prebuild's cost tiers. */
async function creatorCreations(db: Kysely<Database>, userId: string): Promise<DashboardCreationInput[]> {
  const rows = await db
    .selectFrom('creations')
    .select([
      'id',
      'name',
      'cover_url',
      'is_draft',
      'purchase_type',
      'kickstart_end',
      'minimum_order',
      'total_price',
    ])
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const prebuilds = await db
    .selectFrom('creation_prebuilds')
    .innerJoin('prebuilds', 'prebuilds.id', 'creation_prebuilds.prebuild_id')
    .select(['creation_prebuilds.creation_id', 'prebuilds.cost_config'])
    .where(
      'creation_prebuilds.creation_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('creation_prebuilds.position')
    .execute();
  // The first prebuild is the one the creation is made from (the cart prices from it too).
  const costs = new Map<string, CostTier[]>();
  for (const prebuild of prebuilds)
    if (!costs.has(prebuild.creation_id))
      costs.set(prebuild.creation_id, fromJson<CostTier[]>(prebuild.cost_config, []));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    coverUrl: row.cover_url,
    isDraft: Number(row.is_draft) === 1,
    purchaseType: row.purchase_type,
    kickstartEnd: row.kickstart_end,
    minimumOrder: Number(row.minimum_order),
    totalPrice: Number(row.total_price),
    costConfig: costs.get(row.id) ?? [],
  }));
}

/** The order lines on those creations whose orders count as sales. */
async function soldLines(db: Kysely<Database>, creationIds: string[]): Promise<DashboardLineInput[]> {
  if (creationIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'order_items.creation_id',
      'order_items.order_id',
      'order_items.amount',
      'order_items.price',
      'orders.status',
      'orders.kind',
      'orders.created_at',
    ])
    .where('order_items.creation_id', 'in', creationIds)
    .where('orders.status', 'in', COUNTED_STATUSES)
    .execute();
  return rows.map((row) => ({
    creationId: row.creation_id,
    orderId: row.order_id,
    status: row.status,
    kind: row.kind,
    amount: Number(row.amount),
    price: Number(row.price),
    placedAt: row.created_at,
  }));
}

/** GET /api/me/dashboard: the creator dashboard (issue 16; 000 §6 /dashboard, creators only). */
export const dashboardRoutes = (services: Services) => {
  const { db, clock } = services;
  return new Hono<AppEnv>().get(
    '/',
    doc({
      summary: "The signed-in creator's dashboard: creations, pre-order progress, sales, revenue, profit",
      description: `Creators only (403 otherwise). Sales are orders that count (not awaiting payment, cancelled or refunded), samples aside; the chart covers the last ${DASHBOARD_SALES_DAYS} days.`,
      tags: ['Dashboard'],
      auth: true,
      responses: { 200: CreatorDashboardSchema.meta({ id: 'CreatorDashboard' }) },
      errors: [403],
    }),
    async (c) => {
      const auth = requireAuth(c);
      if (!auth.user.is_creator) throw forbidden('The dashboard is for creators.');
      const creations = await creatorCreations(db, auth.user.id);
      const lines = await soldLines(
        db,
        creations.map((creation) => creation.id),
      );
      return c.json(creatorDashboard(creations, lines, clock.now()), 200);
    },
  );
};
