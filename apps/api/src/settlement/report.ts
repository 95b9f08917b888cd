import type { SettlementRun } from './settle-campaigns';

/** What `pnpm settle` prints: one line per campaign, then one per order it moved. */
export function describeRun(run: SettlementRun): string[] {
  if (run.campaigns.length === 0) return [`${run.at}: no pre-order campaign to settle`];
  const lines = [`${run.at}: ${run.campaigns.length} ended pre-order campaign(s)`];
  for (const campaign of run.campaigns) {
    const count = campaign.ordered === null ? '' : ` ${campaign.ordered}/${campaign.minimum} pieces`;
    const outcome = campaign.outcome ? ` goal ${campaign.outcome}` : '';
    const note = campaign.note ? ` (${campaign.note})` : '';
    lines.push(
      `  ${campaign.name || campaign.creationId} [${campaign.creationId}]:${outcome}${count}: ${campaign.result}${note}`,
    );
    for (const order of campaign.orders) {
      const money = order.money ? `${order.repeated ? 'already ' : ''}${order.money}, ` : '';
      const to = order.to ? `now ${order.to}` : order.result;
      lines.push(`    order ${order.orderId}: ${money}${to}${order.note ? ` (${order.note})` : ''}`);
    }
  }
  return lines;
}
