import { Hono } from 'hono';
import { z } from 'zod';
import { linkOrigin, mailEmailChange, mailPasswordReset } from '../auth/account-mail';
import { claimAccountToken, issueAccountToken } from '../auth/account-tokens';
import { requireAuth } from '../auth/guards';
import { hashPassword, verifyPassword } from '../auth/password';
import { hitRateLimit, retryAfterSeconds } from '../auth/rate-limit';
import { createSession, writeSessionCookie } from '../auth/sessions';
import type { AppEnv, Services } from '../http/context';
import { ApiError, conflict, notFound } from '../http/errors';
import { clientAddress } from '../http/middleware';
import { doc } from '../http/openapi-doc';
import { SessionSchema } from '../http/schemas';
import { validate } from '../http/validation';
import { describeSession, EmailSchema, PasswordSchema } from './auth';

/**
 * Forgot password and e-mail change (issue 18; docs/account.md). The links are single-use
 * tokens (auth/account-tokens.ts) mailed through the outbox (auth/account-mail.ts).
 */

export const PasswordResetBodySchema = z.object({ email: EmailSchema }).strict();
const TokenSchema = z.string().min(20).max(200);
export const PasswordResetConfirmBodySchema = z
  .object({ token: TokenSchema, password: PasswordSchema })
  .strict();
export const EmailChangeBodySchema = z
  .object({ email: EmailSchema, password: z.string().min(1).max(200) })
  .strict();
export const EmailConfirmBodySchema = z.object({ token: TokenSchema }).strict();

/** The one answer to a reset request, whether or not an account uses the address. */
export const PASSWORD_RESET_SENT =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.';

/** Reset requests per hour: per address asked about, and per client. */
export const RESET_LIMIT = { perEmail: 5, perClient: 20, windowMs: 60 * 60 * 1000 };
/** Wrong passwords an e-mail change accepts per user in 15 minutes. */
export const EMAIL_CHANGE_LIMIT = { perUser: 10, windowMs: 15 * 60 * 1000 };

const MessageSchema = z.object({ ok: z.literal(true), message: z.string() });
const SessionAnswerSchema = z.object({ session: SessionSchema });
const EmailPendingSchema = z.object({ ok: z.literal(true), pendingEmail: z.string() });
const EmailChangedSchema = z.object({ ok: z.literal(true), email: z.string() });

const rateLimited = (message: string) => new ApiError(429, 'rate_limited', message);

/** Routes under /api/auth that need no session (the links are opened from a mail). */
export const accountAuthRoutes = (services: Services) => {
  const { db, clock, settings } = services;
  return new Hono<AppEnv>()
    .post(
      '/password-reset',
      doc({
        summary: 'Ask for a password reset link by e-mail',
        description:
          'Answers the same 200 whether or not an account uses the address. Rate limited per address and per ' +
          'client (429 with Retry-After).',
        tags: ['Auth'],
        responses: { 200: MessageSchema },
        errors: [400, 429],
      }),
      validate('json', PasswordResetBodySchema),
      async (c) => {
        const { email } = c.req.valid('json');
        const now = clock.now();
        const { perEmail, perClient, windowMs } = RESET_LIMIT;
        const byEmail = await hitRateLimit(db, `password-reset:email:${email}`, windowMs, now);
        const byClient = await hitRateLimit(
          db,
          `password-reset:address:${clientAddress(c, settings.trustProxy)}`,
          windowMs,
          now,
        );
        if (byEmail > perEmail || byClient > perClient) {
          c.header('Retry-After', String(retryAfterSeconds(windowMs, now)));
          throw rateLimited('Too many reset requests. Please try again later.');
        }
        const user = await db
          .selectFrom('users')
          .select(['id', 'name', 'email'])
          .where('email', '=', email)
          .executeTakeFirst();
        if (user) {
          const token = await issueAccountToken(db, { userId: user.id, purpose: 'password_reset', now });
          const link = `${linkOrigin(c, services)}/reset-password?token=${encodeURIComponent(token)}`;
          await mailPasswordReset(services, { email: user.email, name: user.name }, link);
        }
        return c.json({ ok: true as const, message: PASSWORD_RESET_SENT }, 200);
      },
    )
    .post(
      '/password-reset/confirm',
      doc({
        summary: 'Set a new password with a reset link, end every other session and sign in',
        description: 'An unknown, expired or used link is a 400 (token_invalid, token_expired, token_used).',
        tags: ['Auth'],
        responses: { 200: SessionAnswerSchema },
        errors: [400, 401],
      }),
      validate('json', PasswordResetConfirmBodySchema),
      async (c) => {
        const { token, password } = c.req.valid('json');
        const now = clock.now();
        const passwordHash = await hashPassword(password);
        const userId = await db.transaction().execute(async (trx) => {
          const claimed = await claimAccountToken(trx, token, 'password_reset', now);
          await trx
            .updateTable('users')
            .set({ password_hash: passwordHash, updated_at: now.toISOString() })
            .where('id', '=', claimed.userId)
            .execute();
          // Whoever else was signed in (perhaps the reason for the reset) is signed out, and a
          // pending e-mail change they may have started is dropped.
          await trx.deleteFrom('sessions').where('user_id', '=', claimed.userId).execute();
          await trx
            .deleteFrom('account_tokens')
            .where('user_id', '=', claimed.userId)
            .where('used_at', 'is', null)
            .execute();
          return claimed.userId;
        });
        const { token: sessionToken, expiresAt } = await createSession(services, userId);
        writeSessionCookie(c, sessionToken, expiresAt, settings.secureCookies);
        return c.json({ session: await describeSession(services, userId, 'consumer') }, 200);
      },
    )
    .post(
      '/email/confirm',
      doc({
        summary: 'Confirm a new e-mail address with the link mailed to it',
        description:
          'An unknown, expired or used link is a 400; 409 when another account took the address meanwhile.',
        tags: ['Auth'],
        responses: { 200: EmailChangedSchema },
        errors: [400, 409],
      }),
      validate('json', EmailConfirmBodySchema),
      async (c) => {
        const { token } = c.req.valid('json');
        const now = clock.now();
        const email = await db.transaction().execute(async (trx) => {
          const claimed = await claimAccountToken(trx, token, 'email_change', now);
          const newEmail = claimed.newEmail ?? '';
          const taken = await trx
            .selectFrom('users')
            .select('id')
            .where('email', '=', newEmail)
            .where('id', '!=', claimed.userId)
            .executeTakeFirst();
          if (taken) throw emailTaken();
          await trx
            .updateTable('users')
            .set({ email: newEmail, updated_at: now.toISOString() })
            .where('id', '=', claimed.userId)
            .execute();
          return newEmail;
        });
        return c.json({ ok: true as const, email }, 200);
      },
    );
};

const emailTaken = () => conflict('email_taken', 'An account with this email already exists.');

/** POST /api/me/email: start an e-mail change (signed in, with the current password). */
export const emailChangeRoutes = (services: Services) => {
  const { db, clock } = services;
  return new Hono<AppEnv>().post(
    '/',
    doc({
      summary: 'Change the e-mail address: mails a confirmation link to the new one',
      description:
        'Needs the current password (403 when wrong, rate limited: 429). The address changes only when the ' +
        'link is confirmed (POST /api/auth/email/confirm); the old address gets a notice.',
      tags: ['Me'],
      auth: true,
      responses: { 200: EmailPendingSchema },
      errors: [400, 403, 404, 409, 429],
    }),
    validate('json', EmailChangeBodySchema),
    async (c) => {
      const auth = requireAuth(c);
      const { email, password } = c.req.valid('json');
      const now = clock.now();
      const user = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'password_hash'])
        .where('id', '=', auth.user.id)
        .executeTakeFirst();
      if (!user) throw notFound('Your account');
      const { perUser, windowMs } = EMAIL_CHANGE_LIMIT;
      const key = `email-change:user:${user.id}`;
      // Counted before the password is checked, so parallel guesses cannot pass the limit together.
      if ((await hitRateLimit(db, key, windowMs, now)) > perUser) {
        c.header('Retry-After', String(retryAfterSeconds(windowMs, now)));
        throw rateLimited('Too many attempts. Please try again later.');
      }
      if (!(await verifyPassword(password, user.password_hash))) {
        throw new ApiError(403, 'wrong_password', 'The password is not right.');
      }
      if (email === user.email)
        throw new ApiError(400, 'same_email', 'This is already the e-mail address of your account.');
      const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      if (taken) throw emailTaken();
      const token = await issueAccountToken(db, {
        userId: user.id,
        purpose: 'email_change',
        newEmail: email,
        now,
      });
      await mailEmailChange(services, {
        name: user.name,
        oldEmail: user.email,
        newEmail: email,
        link: `${linkOrigin(c, services)}/confirm-email?token=${encodeURIComponent(token)}`,
      });
      return c.json({ ok: true as const, pendingEmail: email }, 200);
    },
  );
};
