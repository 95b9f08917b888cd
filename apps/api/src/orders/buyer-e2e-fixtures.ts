import type { Hono } from 'hono';
import { z } from 'zod';
import { requireAuth } from '../auth/guards';
import type { AppEnv, Services } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { validate } from '../http/validation';
import { isoNow } from '../lib/clock';
import { PATH_TO, placeTestOrder } from './buyer-test-orders';

/**
 * A test-only seed path for the browser journeys (apps/web/e2e/orders.spec.ts): with
 * ATELIER_E2E_FIXTURES=1, `POST /api/orders/e2e-fixtures` gives the signed-in user an order of
 * a published piece in the status asked, walked through the real order machine. Until the
 * checkout places orders in the journeys, this is how they get one. Never mounted otherwise
 * (and never documented), so no real server can fabricate orders.
 */
export const e2eFixturesEnabled = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.ATELIER_E2E_FIXTURES === '1';

const FixtureSchema = z.object({
  status: z.enum(['placed', 'awaiting_payment', 'paid', 'in_production', 'shipped']),
});

export function mountE2eOrderFixtures(
  routes: Hono<AppEnv>,
  { db, clock }: Pick<Services, 'db' | 'clock'>,
): void {
  if (!e2eFixturesEnabled()) return;
  routes.post('/e2e-fixtures', validate('json', FixtureSchema), async (c) => {
    const auth = requireAuth(c);
    const { status } = c.req.valid('json');
    const creation = await db
      .selectFrom('creations')
      .select(['id', 'producer_id', 'total_price'])
      .where('is_draft', '=', 0)
      .where('is_deleted', '=', 0)
      .where('visibility', '=', 'public')
      .where('purchase_type', '=', 'instant-purchase')
      .where('producer_id', 'is not', null)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    if (!creation?.producer_id) throw notFound('A published piece to order');
    if (creation.total_price <= 0) throw new ApiError(409, 'no_price', 'The piece has no price.');
    const id = await placeTestOrder(db, {
      userId: auth.user.id,
      creationId: creation.id,
      producerId: creation.producer_id,
      at: isoNow(clock),
      unitPrice: creation.total_price,
      events: status === 'placed' ? [] : PATH_TO[status],
    });
    return c.json({ id }, 201);
  });
}
