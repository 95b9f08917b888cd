import { Hono } from 'hono';
import { z } from 'zod';
import { requireAuth } from '../auth/guards';
import { hashPassword, verifyPassword } from '../auth/password';
import { hitRateLimit, retryAfterSeconds } from '../auth/rate-limit';
import { clearSessionCookie, deleteUserSessions } from '../auth/sessions';
import type { AppEnv, Services } from '../http/context';
import { ApiError, notFound, said } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import { newId } from '../lib/ids';
import { sendMail } from '../mail/send-mail';
import { PasswordSchema } from './auth';

/**
 * Issue 19: the password change (signed in, with the current password) and "sign out
 * everywhere". Sessions last 30 days and end after 7 idle ones (auth/sessions.ts); these are the
 * ways a user ends them sooner, for instance after using a shared computer.
 */

export const PasswordChangeBodySchema = z
  .object({ current_password: z.string().min(1).max(200), new_password: PasswordSchema })
  .strict();

/** Wrong current passwords a password change accepts per user in 15 minutes. */
export const PASSWORD_CHANGE_LIMIT = { perUser: 10, windowMs: 15 * 60 * 1000 };

const OkAnswerSchema = z.object({ ok: z.literal(true) });
const EndedAnswerSchema = z.object({ ok: z.literal(true), ended: z.number().int() });

export const wrongPassword = () => new ApiError(403, 'wrong_password', said('password.wrong'));

/** POST /api/me/password */
export const passwordChangeRoutes = (services: Services) => {
  const { db, clock, settings } = services;
  return new Hono<AppEnv>().post(
    '/',
    doc({
      summary: 'Change the password: needs the current one; ends every other session, keeps this one',
      description:
        'The new password follows the sign-up rules (8 to 200 characters). A wrong current password is a 403 ' +
        '(wrong_password), rate limited per user (429 with Retry-After). Unused reset and e-mail change links ' +
        'are dropped, and the account is told by mail.',
      tags: ['Me'],
      auth: true,
      responses: { 200: OkAnswerSchema },
      errors: [400, 401, 403, 404, 429],
    }),
    validate('json', PasswordChangeBodySchema),
    async (c) => {
      const auth = requireAuth(c);
      const { current_password: current, new_password: next } = c.req.valid('json');
      const now = clock.now();
      const user = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'password_hash'])
        .where('id', '=', auth.user.id)
        .executeTakeFirst();
      if (!user) throw notFound('Your account');
      const { perUser, windowMs } = PASSWORD_CHANGE_LIMIT;
      const key = `password-change:user:${user.id}`;
      // Counted before the password is checked, so parallel guesses cannot pass the limit together.
      if ((await hitRateLimit(db, key, windowMs, now)) > perUser) {
        c.header('Retry-After', String(retryAfterSeconds(windowMs, now)));
        throw new ApiError(429, 'rate_limited', said('password.tooManyTries'));
      }
      if (!(await verifyPassword(current, user.password_hash))) {
        throw wrongPassword();
      }
      const passwordHash = await hashPassword(next, settings.passwordHashCost);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now.toISOString() })
          .where('id', '=', user.id)
          .execute();
        // Whoever else holds a session or an unused link got it with the old password.
        await deleteUserSessions(trx, user.id, auth.sessionId);
        await trx
          .deleteFrom('account_tokens')
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .execute();
      });
      await sendMail(services, {
        to: user.email,
        subject: 'Your Atelier password was changed',
        text:
          `Hello ${user.name},\n\nThe password of your Atelier account was just changed, and every other ` +
          `device was signed out.\n\nIf this was not you, choose a new password now with "Forgot password?" ` +
          `at sign-in.\n\nAtelier`,
        eventId: newId('account:password-changed'),
      });
      return c.json({ ok: true as const }, 200);
    },
  );
};

/** POST /api/auth/sign-out-everywhere */
export const signOutEverywhereRoutes = (services: Services) => {
  const { db, settings } = services;
  return new Hono<AppEnv>().post(
    '/sign-out-everywhere',
    doc({
      summary: 'Sign out everywhere: ends every session of the user, this one too',
      description: 'Answers how many sessions ended and clears the session cookie.',
      tags: ['Auth'],
      auth: true,
      responses: { 200: EndedAnswerSchema },
      errors: [401],
    }),
    async (c) => {
      const auth = requireAuth(c);
      const ended = await deleteUserSessions(db, auth.user.id);
      clearSessionCookie(c, settings.secureCookies);
      return c.json({ ok: true as const, ended }, 200);
    },
  );
};
