import type { Context } from 'hono';
import { sql } from 'kysely';
import type { AuthState, Services } from '../http/context';
import { ApiError, said } from '../http/errors';
import { linkOrigin, mailEmailConfirmation } from './account-mail';
import { issueAccountToken } from './account-tokens';
import { hitRateLimit } from './rate-limit';

/**
 * Whether the user has shown their current address is theirs: they created the account from a
 * mailed sign-up link (users.email_confirmed_at), or confirmed an e-mail link for the address
 * they use now (an e-mail change, or the link the guard below mails: both are `email_change`
 * links, confirmed on the existing /confirm-email page).
 */
export async function isEmailConfirmed(services: Pick<Services, 'db'>, userId: string): Promise<boolean> {
  const row = await services.db
    .selectFrom('users')
    .select(['users.email_confirmed_at'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('account_tokens')
            .select(sql`1`.as('one'))
            .whereRef('account_tokens.user_id', '=', 'users.id')
            .whereRef('account_tokens.new_email', '=', 'users.email')
            .where('account_tokens.purpose', '=', 'email_change')
            .where('account_tokens.used_at', 'is not', null),
        )
        .as('confirmed_by_link'),
    )
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.email_confirmed_at) || Boolean(row?.confirmed_by_link);
}

/** At most one confirmation link an hour per user, however often the guard refuses. */
const LINK_WINDOW_MS = 60 * 60 * 1000;

/**
 * 403 email_unconfirmed, after mailing a confirmation link (at most hourly), for a user who
 * has not confirmed their address while mail is configured. Without mail (the demo) the
 * address cannot be confirmed, so nothing is required.
 */
export async function refuseUnconfirmedEmail(c: Context, services: Services, auth: AuthState): Promise<void> {
  if (!services.settings.mail || (await isEmailConfirmed(services, auth.user.id))) return;
  const { db, clock } = services;
  const now = clock.now();
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('id', '=', auth.user.id)
    .executeTakeFirstOrThrow();
  if ((await hitRateLimit(db, `email-confirm:user:${user.id}`, LINK_WINDOW_MS, now)) === 1) {
    const token = await issueAccountToken(db, {
      userId: user.id,
      purpose: 'email_change',
      newEmail: user.email,
      now,
    });
    const link = `${linkOrigin(c, services)}/confirm-email?token=${encodeURIComponent(token)}`;
    await mailEmailConfirmation(services, { email: user.email, name: user.name, link });
  }
  throw new ApiError(403, 'email_unconfirmed', said('emailUnconfirmed', { email: user.email }));
}
