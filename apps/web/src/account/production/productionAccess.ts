import type { Session } from '../../api/types';
import { activeRole } from '../../lib/permissions';

export type Membership = Session['user']['userRoleInProducer'][number];

/** The producer this page is for, when the session is one of its members. */
export const membershipOf = (session: Session, atName: string): Membership | undefined =>
  session.user.userRoleInProducer.find((entry) => entry.producer.at_name === atName);

/** Whether the session acts in this producer's role (not as a consumer, creator or another producer). */
export const actsFor = (session: Session, membership: Membership): boolean => {
  const role = activeRole(session);
  return role.kind === 'producer' && role.producerId === membership.producer.id;
};
