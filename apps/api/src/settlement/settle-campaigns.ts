import type { Services } from '../http/context';
import { hasCampaignEnded, settleCampaign, type CampaignOrder, isOrderStatus } from '../domain';
import { announceCampaignSettled } from '../orders/announce-campaign';
import { announceOrderTransitions } from '../orders/announce';
import { manualProvider } from '../payments/manual-provider';
import { paymentProvider } from '../payments/payment-service';
import type { PaymentProvider } from '../payments/provider';
import { claimCampaign, finishSettlement, recordDecision, releaseClaim, renewClaim } from './claim';
import { settleOrder, type OrderSettled, type ProviderFor } from './settle-order';

/**
 * The settlement job (issue 16, "All-or-nothing pre-orders"): every retail pre-order whose
 * kickstart_end has passed is settled once. The domain (settleCampaign) says what happens to
 * each order; this claims the campaign, applies it order by order (each in its own
 * transaction, money moved once per operation key) and marks the campaign finished. Any part
 * can die and be run again: what was done is not done twice, what was not is done next time.
 */

export type SettlementServices = Pick<Services, 'db' | 'bus' | 'clock' | 'logger' | 'settings'>;

export interface SettleOptions {
  /** The provider that moves an order's money (tests wrap one); default: by the order's provider. */
  providerFor?: ProviderFor;
}

export interface CampaignReport {
  creationId: string;
  name: string;
  /** 'skipped': another runner holds it. */
  result: 'settled' | 'unfinished' | 'skipped';
  outcome: 'reached' | 'missed' | null;
  ordered: number | null;
  minimum: number;
  orders: OrderSettled[];
  note?: string;
}

export interface SettlementRun {
  runnerId: string;
  at: string;
  campaigns: CampaignReport[];
}

type Campaign = {
  id: string;
  name: string;
  kickstart_end: string;
  minimum_order: number;
};

/** The retail pre-orders whose campaign has ended at `now` and is not settled yet. */
export async function dueCampaigns(services: Pick<Services, 'db'>, now: Date): Promise<Campaign[]> {
  const rows = await services.db
    .selectFrom('creations')
    .leftJoin('settlements', 'settlements.creation_id', 'creations.id')
    .select(['creations.id', 'creations.name', 'creations.kickstart_end', 'creations.minimum_order'])
    .where('creations.purchase_type', '=', 'retail-preorder')
    .where('creations.kickstart_end', 'is not', null)
    .where('settlements.finished_at', 'is', null)
    .orderBy('creations.kickstart_end')
    .orderBy('creations.id')
    .execute();
  // The end is compared as an instant (the domain's rule: the deadline itself is still open).
  return rows.flatMap((row) =>
    row.kickstart_end && hasCampaignEnded(row.kickstart_end, now)
      ? [{ ...row, kickstart_end: row.kickstart_end }]
      : [],
  );
}

/** One pass: settles every due campaign this runner can claim. */
export async function settleDueCampaigns(
  services: SettlementServices,
  now: Date,
  runnerId: string,
  options: SettleOptions = {},
): Promise<SettlementRun> {
  const campaigns: CampaignReport[] = [];
  for (const campaign of await dueCampaigns(services, now)) {
    campaigns.push(await settleOne(services, campaign, now, runnerId, options));
  }
  return { runnerId, at: now.toISOString(), campaigns };
}

async function campaignOrders(services: SettlementServices, creationId: string): Promise<CampaignOrder[]> {
  const rows = await services.db
    .selectFrom('orders')
    .leftJoin('order_items', 'order_items.order_id', 'orders.id')
    .select((eb) => ['orders.id', 'orders.status', eb.fn.sum<number>('order_items.amount').as('pieces')])
    .where('orders.creation_id', '=', creationId)
    .where('orders.kind', '=', 'preorder')
    .groupBy(['orders.id', 'orders.status', 'orders.created_at'])
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .execute();
  return rows.flatMap((row) =>
    isOrderStatus(row.status) ? [{ id: row.id, status: row.status, pieces: Number(row.pieces ?? 0) }] : [],
  );
}

async function settleOne(
  services: SettlementServices,
  campaign: Campaign,
  now: Date,
  runnerId: string,
  options: SettleOptions,
): Promise<CampaignReport> {
  const report: CampaignReport = {
    creationId: campaign.id,
    name: campaign.name,
    result: 'skipped',
    outcome: null,
    ordered: null,
    minimum: campaign.minimum_order,
    orders: [],
  };
  const claim = await claimCampaign(services.db, {
    creationId: campaign.id,
    kickstartEnd: campaign.kickstart_end,
    runnerId,
    now,
  });
  if (!claim.claimed) {
    report.note =
      claim.reason === 'finished'
        ? 'already settled'
        : `claimed by ${claim.claimedBy ?? 'another runner'} until ${claim.claimedUntil ?? '?'}`;
    return report;
  }
  try {
    const settlement = settleCampaign(
      {
        kickstartEnd: campaign.kickstart_end,
        minimum: campaign.minimum_order,
        orders: await campaignOrders(services, campaign.id),
        decided: claim.decided,
      },
      now,
    );
    if (settlement.outcome === 'open') throw new Error('campaign is still open');
    report.outcome = settlement.outcome;
    report.ordered = settlement.ordered;
    if (claim.decided === null)
      await recordDecision(services.db, {
        creationId: campaign.id,
        runnerId,
        outcome: settlement.outcome,
        ordered: settlement.ordered,
      });
    for (const action of settlement.actions) {
      // A runner that lost its claim (it stalled past the lease) stops: another one took over.
      if (!(await renewClaim(services.db, { creationId: campaign.id, runnerId, now }))) {
        report.result = 'unfinished';
        report.note = 'claim lost to another runner';
        return report;
      }
      const settled = await settleOrder(services, {
        orderId: action.orderId,
        events: action.events,
        now,
        providerFor: options.providerFor ?? defaultProviderFor(services),
      });
      report.orders.push(settled);
      if (settled.transitions.length > 0) await announceOrderTransitions(services, settled.transitions);
    }
    const left = report.orders.filter((order) => order.result === 'retry');
    if (left.length > 0) {
      report.result = 'unfinished';
      report.note = `${left.length} order(s) to retry`;
      await releaseClaim(services.db, { creationId: campaign.id, runnerId });
      return report;
    }
    const decided = await services.db
      .selectFrom('settlements')
      .select(['outcome', 'ordered'])
      .where('creation_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    if (await finishSettlement(services.db, { creationId: campaign.id, runnerId, now })) {
      report.result = 'settled';
      await announceCampaignSettled(services, {
        creationId: campaign.id,
        outcome: settlement.outcome,
        ordered: decided.ordered ?? settlement.ordered,
        minimum: campaign.minimum_order,
      });
    } else {
      report.result = 'unfinished';
      report.note = 'claim lost to another runner';
    }
    return report;
  } catch (error) {
    // A provider that threw (the network) or a database error: the next pass picks it up.
    services.logger.error('settlement failed', { creationId: campaign.id, error: (error as Error).message });
    await releaseClaim(services.db, { creationId: campaign.id, runnerId }).catch(() => undefined);
    report.result = 'unfinished';
    report.note = (error as Error).message;
    return report;
  }
}

function defaultProviderFor(services: SettlementServices): ProviderFor {
  return (name) => resolveProvider(services, name);
}

/** The provider an order was placed with: the configured one, or bank transfer (always there). */
function resolveProvider(services: SettlementServices, name: string): PaymentProvider | null {
  const configured = paymentProvider(services);
  if (configured.name === name) return configured;
  return name === 'manual' ? manualProvider(services.settings.payments.bankTransfer) : null;
}
