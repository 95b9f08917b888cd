import type { Services } from '../http/context';
import { notify } from '../notifications/notify';

/**
 * Tells the creator and the producer's members how an all-or-nothing pre-order ended (issue 16:
 * "Buyers, the creator and the producer are notified either way"). Buyers hear about their own
 * orders from the transitions (announceOrderTransitions); this is the campaign-level notice.
 * The event id is per campaign and person, so a repeated announcement is one notice each.
 */
export interface CampaignSettledNotice {
  creationId: string;
  outcome: 'reached' | 'missed';
  /** The pieces that counted towards the goal when it was decided. */
  ordered: number;
  minimum: number;
}

export async function announceCampaignSettled(
  services: Pick<Services, 'db' | 'bus' | 'clock' | 'logger'>,
  notice: CampaignSettledNotice,
): Promise<void> {
  const creation = await services.db
    .selectFrom('creations')
    .innerJoin('users', 'users.id', 'creations.user_id')
    .select([
      'creations.id',
      'creations.name',
      'creations.user_id',
      'creations.producer_id',
      'creations.cover_url',
      'users.at_name',
    ])
    .where('creations.id', '=', notice.creationId)
    .executeTakeFirst();
  if (!creation) return;
  const params = {
    creation: creation.name || { key: 'yourPreorder' },
    ordered: notice.ordered,
    minimum: notice.minimum,
  };
  const reached = notice.outcome === 'reached';
  const members = creation.producer_id
    ? await services.db
        .selectFrom('producer_members')
        .innerJoin('producers', 'producers.id', 'producer_members.producer_id')
        .select(['producer_members.user_id', 'producers.at_name'])
        .where('producer_members.producer_id', '=', creation.producer_id)
        .execute()
    : [];
  const image = creation.cover_url ? { image: creation.cover_url } : {};
  const eventData = { type: 'campaign_settled', ...notice };
  const sent = new Set<string>();
  const send = async (userId: string, key: string, link: string) => {
    if (sent.has(userId)) return;
    sent.add(userId);
    await notify(services, {
      userId,
      eventId: `campaign:${creation.id}:${notice.outcome}:${userId}`,
      message: { key, params, link, ...image },
      eventData,
    });
  };
  await send(
    creation.user_id,
    reached ? 'campaign.creatorReached' : 'campaign.creatorMissed',
    `/${creation.at_name}/creation?creation_id=${creation.id}`,
  );
  for (const member of members) {
    await send(
      member.user_id,
      reached ? 'campaign.producerReached' : 'campaign.producerMissed',
      `/${member.at_name}/production/manage`,
    );
  }
}
