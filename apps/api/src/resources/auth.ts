import { AtNameSchema, DisplayNameSchema, handleKey } from '@atelier/schema';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAuth } from '../auth/guards';
import { burnPasswordCheck, hashPassword, verifyAndUpgradePassword } from '../auth/password';
import { hitRateLimit, peekRateLimit, retryAfterSeconds } from '../auth/rate-limit';
import { clearSessionCookie, createSession, deleteSession, writeSessionCookie } from '../auth/sessions';
import { availableRoles, formatRole, isCreationEnabled, resolveActiveRole, roleHomePath } from '../domain';
import type { AppEnv, Services } from '../http/context';
import { ApiError, conflict, forbidden, unauthorised, said } from '../http/errors';
import { clientAddress } from '../http/middleware';
import { doc } from '../http/openapi-doc';
import { OkSchema, SessionSchema } from '../http/schemas';
import { refuseUnsafeText } from '../http/unsafe-text';
import { validate } from '../http/validation';
import { isoNow } from '../lib/clock';
import { newId } from '../lib/ids';
import { flag } from '../lib/json';
import { producerHandleKey } from '../queries/handles';
import { readCaseMetadata } from '../queries/home';
import { loadMe } from '../queries/users';

/**
 * Handles that would shadow a route of the storefront (/{at_name} shares the path
 * space with /shop, /cart, ...) or a main-site host label (000 §1), so nobody may take them.
 */
export const RESERVED_AT_NAMES = new Set([
  'admin',
  'aistudio',
  'api',
  'assets',
  'atelier',
  'become_creator',
  'cart',
  'checkout',
  'creators',
  'dashboard',
  'dev',
  'go',
  'help',
  'intro',
  'login',
  'prebuilds',
  'shop',
  'trending',
  'viewer',
  'www',
]);

export const EmailSchema = z
  .email({ error: 'Expected an email address' })
  .max(320)
  .transform((email) => email.trim().toLowerCase());
export const PasswordSchema = z.string().min(8, { error: 'Use at least 8 characters' }).max(200);

export const SignUpBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  name: DisplayNameSchema,
  at_name: AtNameSchema.refine((name) => !RESERVED_AT_NAMES.has(name.toLowerCase()), {
    error: 'This handle is reserved',
  }),
});

export const SignInBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(200),
});

export const RoleBodySchema = z.object({ role: z.string().min(1).max(160) });

const SessionAnswerSchema = z.object({ session: SessionSchema.nullable() });
const MeAnswerSchema = z.object({ session: SessionSchema });

/** The session answer: the user, the current role and every role they may switch to. */
export async function describeSession(services: Services, userId: string, storedRole: string) {
  const me = await loadMe(services.db, userId);
  if (!me) throw unauthorised();
  const roleUser = { is_creator: me.is_creator, userRoleInProducer: me.userRoleInProducer };
  const role = resolveActiveRole(storedRole, roleUser);
  return {
    user: me,
    role: formatRole(role),
    roles: availableRoles(roleUser).map(formatRole),
    roleHome: roleHomePath(role, roleUser),
  };
}

const tags = ['Auth'];

export const authRoutes = (services: Services) => {
  const { db, clock, settings } = services;

  const signIn = async (userId: string, role?: string) => {
    const { token, expiresAt } = await createSession(services, userId, role);
    return { token, expiresAt };
  };

  return new Hono<AppEnv>()
    .post(
      '/sign-up',
      doc({
        summary: 'Create an account with email and password, and sign in',
        tags,
        responses: { 201: MeAnswerSchema },
        errors: [400, 409, 422],
      }),
      refuseUnsafeText(['name', 'at_name']),
      validate('json', SignUpBodySchema),
      async (c) => {
        const body = c.req.valid('json');
        const now = isoNow(clock);
        const taken = await db
          .selectFrom('users')
          .select(['email', 'at_name_key'])
          .where((eb) =>
            eb.or([eb('email', '=', body.email), eb('at_name_key', '=', body.at_name.toLowerCase())]),
          )
          .execute();
        if (taken.some((row) => row.email === body.email)) throw conflict('email_taken', said('emailTaken'));
        if (taken.length > 0) throw conflict('at_name_taken', said('handleTaken'));
        const producerClash = await db
          .selectFrom('producers')
          .select('id')
          .where(producerHandleKey, '=', handleKey(body.at_name))
          .executeTakeFirst();
        if (producerClash) throw conflict('at_name_taken', said('handleTaken'));
        const id = newId('us');
        try {
          await db
            .insertInto('users')
            .values({
              id,
              email: body.email,
              password_hash: await hashPassword(body.password, settings.passwordHashCost),
              name: body.name,
              at_name: body.at_name,
              at_name_key: body.at_name.toLowerCase(),
              is_creator: flag(false),
              created_at: now,
              updated_at: now,
            })
            .execute();
        } catch {
          // Two sign-ups raced for the same email or handle; the unique index decided.
          throw conflict('account_taken', said('accountTaken'));
        }
        const { token, expiresAt } = await signIn(id);
        writeSessionCookie(c, token, expiresAt, settings.secureCookies);
        return c.json({ session: await describeSession(services, id, 'consumer') }, 201);
      },
    )
    .post(
      '/sign-in',
      doc({
        summary: 'Sign in with email and password',
        description: 'Rate limited per account and per client address (429 with Retry-After).',
        tags,
        responses: { 200: MeAnswerSchema },
        errors: [400, 401, 429],
      }),
      validate('json', SignInBodySchema),
      async (c) => {
        const { email, password } = c.req.valid('json');
        const now = clock.now();
        const { perAccount, perAddress, windowMs } = settings.signInLimit;
        const accountKey = `sign-in:account:${email}`;
        const addressKey = `sign-in:address:${clientAddress(c, settings.trustProxy)}`;
        const [accountCount, addressCount] = await Promise.all([
          peekRateLimit(db, accountKey, windowMs, now),
          peekRateLimit(db, addressKey, windowMs, now),
        ]);
        if (accountCount >= perAccount || addressCount >= perAddress) {
          c.header('Retry-After', String(retryAfterSeconds(windowMs, now)));
          throw new ApiError(429, 'rate_limited', said('rateLimited'));
        }
        const user = await db
          .selectFrom('users')
          .select(['id', 'password_hash'])
          .where('email', '=', email)
          .executeTakeFirst();
        const valid = user
          ? await verifyAndUpgradePassword(db, user, password, settings.passwordHashCost)
          : (await burnPasswordCheck(password, settings.passwordHashCost), false);
        if (!user || !valid) {
          await hitRateLimit(db, accountKey, windowMs, now);
          await hitRateLimit(db, addressKey, windowMs, now);
          throw new ApiError(401, 'invalid_credentials', said('invalidCredentials'));
        }
        const { token, expiresAt } = await signIn(user.id);
        writeSessionCookie(c, token, expiresAt, settings.secureCookies);
        return c.json({ session: await describeSession(services, user.id, 'consumer') }, 200);
      },
    )
    .post(
      '/sign-out',
      doc({ summary: 'Sign out (ends this session)', tags, responses: { 200: OkSchema } }),
      async (c) => {
        const auth = c.get('auth');
        if (auth) await deleteSession(db, auth.sessionId);
        clearSessionCookie(c, settings.secureCookies);
        return c.json({ ok: true as const }, 200);
      },
    )
    .get(
      '/session',
      doc({
        summary: 'The current session (null for a guest)',
        tags,
        responses: { 200: SessionAnswerSchema },
        // The account was deleted after the session was read.
        errors: [401],
      }),
      async (c) => {
        const auth = c.get('auth');
        return c.json(
          { session: auth ? await describeSession(services, auth.user.id, auth.role) : null },
          200,
        );
      },
    )
    .put(
      '/session/role',
      doc({
        summary: 'Switch the current role (stored with the session)',
        tags,
        auth: true,
        responses: { 200: MeAnswerSchema },
        errors: [400, 403],
      }),
      validate('json', RoleBodySchema),
      async (c) => {
        const auth = requireAuth(c);
        const { role } = c.req.valid('json');
        const session = await describeSession(services, auth.user.id, auth.role);
        if (!session.roles.includes(role)) throw forbidden(said('roleMissing'));
        await db.updateTable('sessions').set({ role }).where('id', '=', auth.sessionId).execute();
        return c.json({ session: await describeSession(services, auth.user.id, role) }, 200);
      },
    )
    .post(
      '/become-creator',
      doc({
        summary: 'Become a creator (when creation is enabled) and switch to the creator role',
        tags,
        auth: true,
        responses: { 200: MeAnswerSchema },
        errors: [403],
      }),
      async (c) => {
        const auth = requireAuth(c);
        const caseMetadata = await readCaseMetadata(db, 'platform');
        if (!isCreationEnabled(caseMetadata)) throw forbidden(said('creatingClosed'));
        await db
          .updateTable('users')
          .set({ is_creator: flag(true), updated_at: isoNow(clock) })
          .where('id', '=', auth.user.id)
          .execute();
        await db.updateTable('sessions').set({ role: 'creator' }).where('id', '=', auth.sessionId).execute();
        return c.json({ session: await describeSession(services, auth.user.id, 'creator') }, 200);
      },
    );
};
