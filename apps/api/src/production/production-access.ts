import type { Context } from 'hono';
import { requireAuth } from '../auth/guards';
import type { AppEnv, AuthState, Services } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { parseRole } from '../domain';
import { isProducerMember } from '../queries/catalogue';
import { producerHandleKey } from '../queries/handles';
import { handleKey } from '@atelier/schema';

/**
 * Who may open a producer's production queue (issue 16, 000 §6): members of that producer
 * acting in a producer role of it. A member acting as a consumer or creator (or as a member of
 * another producer) is told to switch role, not that they are not a member, which they are.
 */

export interface ProductionAccess {
  auth: AuthState;
  producer: { id: string; name: string; at_name: string };
}

export const notAMember = () =>
  new ApiError(403, 'not_a_member', 'Only members of this producer can manage its production.');

export const switchRole = (producerName: string) =>
  new ApiError(
    403,
    'switch_role',
    `You are a member of ${producerName}, but you are not acting in its producer role. Switch your role to ${producerName} in the user menu to manage production.`,
  );

export async function requireProductionAccess(
  c: Context<AppEnv>,
  services: Pick<Services, 'db'>,
  atName: string,
): Promise<ProductionAccess> {
  const auth = requireAuth(c);
  const producer = await services.db
    .selectFrom('producers')
    .select(['id', 'name', 'at_name'])
    .where(producerHandleKey, '=', handleKey(atName))
    .executeTakeFirst();
  if (!producer) throw notFound('The producer');
  if (!(await isProducerMember(services.db, auth.user.id, producer.id))) throw notAMember();
  const role = parseRole(auth.role);
  if (role?.kind !== 'producer' || role.producerId !== producer.id) throw switchRole(producer.name);
  return { auth, producer };
}
