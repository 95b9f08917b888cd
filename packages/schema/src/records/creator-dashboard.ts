import { z } from 'zod';
import { IdSchema } from '../primitives';

/**
 * The creator dashboard (issue 16; 000 §6 /dashboard): each creation's state, pre-order
 * progress, units sold, revenue and net profit, the totals and the sales of the last days.
 * Money is integer HKD minor units.
 */
export const DashboardPreorderSchema = z.object({
  isPreorder: z.boolean(),
  kind: z.enum(['available', 'notEnough', 'goalReached', 'inProgress', 'ended']),
  ordered: z.number().int(),
  minimum: z.number().int(),
  percent: z.number().int(),
  barPercent: z.number().int(),
  daysRemaining: z.number().int(),
  open: z.boolean(),
});

export const DashboardCreationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  coverUrl: z.string().nullable(),
  state: z.enum(['draft', 'published']),
  purchaseType: z.string().nullable(),
  totalPrice: z.number().int(),
  preorder: DashboardPreorderSchema,
  unitsSold: z.number().int(),
  orders: z.number().int(),
  revenue: z.number().int(),
  /** The prebuild's base cost per piece for the creation's minimum order (001 §9). */
  baseCost: z.number().int(),
  /** Total price minus base cost: what one piece earns (negative when below cost). */
  profitPerPiece: z.number().int(),
  /** Revenue minus the base cost of every piece sold. */
  profit: z.number().int(),
});
export type DashboardCreation = z.infer<typeof DashboardCreationSchema>;

export const DashboardDaySchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  date: z.string(),
  units: z.number().int(),
  revenue: z.number().int(),
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const CreatorDashboardSchema = z.object({
  currency: z.literal('HKD'),
  creations: z.array(DashboardCreationSchema),
  totals: z.object({
    creations: z.number().int(),
    published: z.number().int(),
    drafts: z.number().int(),
    orders: z.number().int(),
    unitsSold: z.number().int(),
    revenue: z.number().int(),
    profit: z.number().int(),
  }),
  sales: z.array(DashboardDaySchema),
});
export type CreatorDashboard = z.infer<typeof CreatorDashboardSchema>;
