import { describe, expect, it } from 'vitest';
import {
  creatorDashboard,
  DASHBOARD_SALES_DAYS,
  type DashboardCreationInput,
  type DashboardLineInput,
  emptySalesDays,
  isCountedSale,
} from './creator-dashboard';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const TIERS = [
  { quantity: 1, cost: 30_000 },
  { quantity: 10, cost: 20_000 },
];

const creation = (changes: Partial<DashboardCreationInput> = {}): DashboardCreationInput => ({
  id: 'cr_a',
  name: 'Hoodie',
  coverUrl: null,
  isDraft: false,
  purchaseType: 'instant-purchase',
  kickstartEnd: null,
  minimumOrder: 10,
  totalPrice: 50_000,
  costConfig: TIERS,
  ...changes,
});

const line = (changes: Partial<DashboardLineInput> = {}): DashboardLineInput => ({
  creationId: 'cr_a',
  orderId: 'or_1',
  status: 'paid',
  kind: 'instant',
  amount: 2,
  price: 100_000,
  placedAt: '2026-11-24T09:00:00.000Z',
  ...changes,
});

describe('creatorDashboard', () => {
  it('counts units, revenue and profit of the orders that count, per creation and in total', () => {
    const dashboard = creatorDashboard(
      [creation(), creation({ id: 'cr_b', name: 'Draft', isDraft: true })],
      [
        line(),
        line({
          orderId: 'or_2',
          status: 'shipped',
          amount: 1,
          price: 50_000,
          placedAt: '2026-11-20T23:59:59.000Z',
        }),
        line({ orderId: 'or_3', status: 'cancelled' }),
        line({ orderId: 'or_4', status: 'refunded' }),
        line({ orderId: 'or_5', status: 'awaiting_payment' }),
        line({ orderId: 'or_6', status: 'placed' }),
        line({ orderId: 'or_7', status: 'pending' }),
        line({ orderId: 'or_8', kind: 'sample' }),
        line({ orderId: 'or_9', creationId: 'cr_someone_else' }),
      ],
      NOW,
    );
    const [hoodie, draft] = dashboard.creations;
    expect(hoodie).toMatchObject({
      state: 'published',
      unitsSold: 3,
      orders: 2,
      revenue: 150_000,
      baseCost: 20_000,
      profitPerPiece: 30_000,
      profit: 150_000 - 3 * 20_000,
      preorder: { isPreorder: false, kind: 'available' },
    });
    expect(draft).toMatchObject({ state: 'draft', unitsSold: 0, revenue: 0, profit: 0 });
    expect(dashboard.totals).toEqual({
      creations: 2,
      published: 1,
      drafts: 1,
      orders: 2,
      unitsSold: 3,
      revenue: 150_000,
      profit: 90_000,
    });
    expect(dashboard.sales).toHaveLength(DASHBOARD_SALES_DAYS);
    expect(dashboard.sales.at(-1)).toEqual({ date: '2026-11-24', units: 2, revenue: 100_000 });
    expect(dashboard.sales.find((day) => day.date === '2026-11-20')).toEqual({
      date: '2026-11-20',
      units: 1,
      revenue: 50_000,
    });
  });

  it('shows pre-order progress from the counted orders only', () => {
    const preorder = creation({
      purchaseType: 'retail-preorder',
      kickstartEnd: '2026-11-30T00:00:00.000Z',
      minimumOrder: 4,
    });
    const dashboard = creatorDashboard(
      [preorder],
      [
        line({ status: 'awaiting_goal', amount: 3 }),
        line({ orderId: 'or_x', status: 'cancelled', amount: 5 }),
      ],
      NOW,
    );
    expect(dashboard.creations[0]!.preorder).toEqual({
      isPreorder: true,
      kind: 'inProgress',
      ordered: 3,
      minimum: 4,
      percent: 75,
      barPercent: 75,
      daysRemaining: 6,
      open: true,
    });
  });

  it('leaves out sales older than the chart and has no base cost without tiers', () => {
    const dashboard = creatorDashboard(
      [creation({ costConfig: [] })],
      [line({ placedAt: '2026-01-01T00:00:00.000Z' })],
      NOW,
    );
    expect(dashboard.creations[0]).toMatchObject({ unitsSold: 2, baseCost: 0, profit: 100_000 });
    expect(dashboard.sales.every((day) => day.units === 0)).toBe(true);
  });

  it('is empty for a creator without creations', () => {
    const dashboard = creatorDashboard([], [], NOW, 7);
    expect(dashboard.creations).toEqual([]);
    expect(dashboard.totals.unitsSold).toBe(0);
    expect(dashboard.sales.map((day) => day.date)).toEqual(emptySalesDays(NOW, 7).map((day) => day.date));
    expect(dashboard.sales[0]!.date).toBe('2026-11-18');
  });

  it('counts committed, unended orders that are not samples', () => {
    expect(isCountedSale({ status: 'goal_reached', kind: 'preorder' })).toBe(true);
    expect(isCountedSale({ status: 'delivered', kind: 'instant' })).toBe(true);
    expect(isCountedSale({ status: 'paid', kind: 'sample' })).toBe(false);
    expect(isCountedSale({ status: 'nonsense', kind: 'instant' })).toBe(false);
  });
});
