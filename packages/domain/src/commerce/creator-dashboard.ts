import type {
  CostTier,
  CreatorDashboard,
  DashboardCreation,
  DashboardDay,
  PurchaseType,
} from '@atelier/schema';
import { MS_PER_DAY } from '@atelier/schema';
import { applicableBaseCost, netProfit } from '../editor/pricing';
import type { Instant } from '../shared/time';
import { toMillis } from '../shared/time';
import { preorderStatus } from '../storefront/preorder';
import { countsTowardGoal, isOrderStatus } from './order-lifecycle';

/**
 * The creator dashboard's figures (issue 16): per creation and in total, from the creator's
 * creations and the order lines placed on them. Pure: the API reads the rows and asks this.
 *
 * A line is a sale when its order counts (`countsTowardGoal`: committed and not ended early,
 * so cancelled, refunded, placed and awaiting-payment orders do not) and it is not a sample
 * (a sample is the creator's own order of their creation, not a sale).
 */

/** The days of sales the chart shows, today included. */
export const DASHBOARD_SALES_DAYS = 90;

export interface DashboardCreationInput {
  readonly id: string;
  readonly name: string;
  readonly coverUrl: string | null;
  readonly isDraft: boolean;
  readonly purchaseType: string | null;
  readonly kickstartEnd: string | null;
  readonly minimumOrder: number;
  readonly totalPrice: number;
  /** The creation's prebuild's cost tiers (001 §9); empty when it has none. */
  readonly costConfig: readonly CostTier[];
}

export interface DashboardLineInput {
  readonly creationId: string;
  readonly orderId: string;
  readonly status: string;
  /** The order's kind: 'instant', 'preorder' or 'sample'. */
  readonly kind: string;
  readonly amount: number;
  /** The line's price for `amount` pieces, minor units. */
  readonly price: number;
  readonly placedAt: string;
}

/** Whether a line is a sale the dashboard counts. */
export const isCountedSale = (line: Pick<DashboardLineInput, 'status' | 'kind'>): boolean =>
  line.kind !== 'sample' && isOrderStatus(line.status) && countsTowardGoal(line.status);

/** The UTC day of an instant, YYYY-MM-DD. */
const dayOf = (millis: number): string => new Date(millis).toISOString().slice(0, 10);

/** The last `days` UTC days up to `now`'s, oldest first, each with no sales yet. */
export const emptySalesDays = (now: Instant, days: number = DASHBOARD_SALES_DAYS): DashboardDay[] => {
  const today = Math.floor(toMillis(now) / MS_PER_DAY) * MS_PER_DAY;
  return Array.from({ length: days }, (_, index) => ({
    date: dayOf(today - (days - 1 - index) * MS_PER_DAY),
    units: 0,
    revenue: 0,
  }));
};

/** The dashboard of the creations and their order lines at `now`. */
export function creatorDashboard(
  creations: readonly DashboardCreationInput[],
  lines: readonly DashboardLineInput[],
  now: Instant,
  days: number = DASHBOARD_SALES_DAYS,
): CreatorDashboard {
  const ids = new Set(creations.map((creation) => creation.id));
  const sales = lines.filter((line) => ids.has(line.creationId) && isCountedSale(line));
  const sold = new Map<string, DashboardLineInput[]>();
  for (const line of sales) sold.set(line.creationId, [...(sold.get(line.creationId) ?? []), line]);

  const rows: DashboardCreation[] = creations.map((creation) => {
    const own = sold.get(creation.id) ?? [];
    const unitsSold = own.reduce((sum, line) => sum + line.amount, 0);
    const revenue = own.reduce((sum, line) => sum + line.price, 0);
    const baseCost =
      creation.costConfig.length > 0 ? applicableBaseCost(creation.costConfig, creation.minimumOrder) : 0;
    const status = preorderStatus(
      {
        // The API stores what the schema validated on save; an unknown type reads as a pre-order.
        purchaseType: creation.purchaseType as PurchaseType | null,
        kickstart_end: creation.kickstartEnd ?? undefined,
        minimum_order: creation.minimumOrder,
        // Only counted lines reach the rule, so a cancelled order never fills the bar.
        order_items: own.map((line) => ({
          quantity: { amount: line.amount },
          order: [{ status: line.status }],
        })),
      },
      now,
    );
    return {
      id: creation.id,
      name: creation.name,
      coverUrl: creation.coverUrl,
      state: creation.isDraft ? 'draft' : 'published',
      purchaseType: creation.purchaseType,
      totalPrice: creation.totalPrice,
      preorder: {
        isPreorder: status.isPreorder,
        kind: status.kind,
        ordered: status.ordered,
        minimum: status.minimum,
        percent: status.percent,
        barPercent: status.barPercent,
        daysRemaining: status.daysRemaining,
        open: status.open,
      },
      unitsSold,
      orders: new Set(own.map((line) => line.orderId)).size,
      revenue,
      baseCost,
      profitPerPiece: netProfit(creation.totalPrice, baseCost),
      profit: revenue - baseCost * unitsSold,
    };
  });

  const chart = emptySalesDays(now, days);
  const index = new Map(chart.map((day, position) => [day.date, position]));
  for (const line of sales) {
    const position = index.get(dayOf(Date.parse(line.placedAt)));
    if (position === undefined) continue;
    const day = chart[position]!;
    chart[position] = { ...day, units: day.units + line.amount, revenue: day.revenue + line.price };
  }

  const sum = (pick: (row: DashboardCreation) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    currency: 'HKD',
    creations: rows,
    totals: {
      creations: rows.length,
      published: rows.filter((row) => row.state === 'published').length,
      drafts: rows.filter((row) => row.state === 'draft').length,
      orders: new Set(sales.filter((line) => ids.has(line.creationId)).map((line) => line.orderId)).size,
      unitsSold: sum((row) => row.unitsSold),
      revenue: sum((row) => row.revenue),
      profit: sum((row) => row.profit),
    },
    sales: chart,
  };
}
