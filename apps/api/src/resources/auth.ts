import { AtNameSchema, DisplayNameSchema, handleKey } from '@atelier/schema';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { requireAuth } from '../auth/guards';
import { burnPasswordCheck, hashPassword, verifyAndUpgradePassword } from '../auth/password';
import { linkOrigin, mailSignUpExisting, mailSignUpLink } from '../auth/account-mail';
import { hitRateLimit, retryAfterSeconds } from '../auth/rate-limit';
import { rememberDevice, trustedDevice } from '../auth/sign-in-devices';
import { reserveSignInAttempt, tooManyAttempts } from '../auth/sign-in-limits';
import { claimSignUpRequest, storeSignUpRequest } from '../auth/sign-up-requests';
import { clearSessionCookie, createSession, deleteSession, writeSessionCookie } from '../auth/sessions';
import { availableRoles, formatRole, isCreationEnabled, resolveActiveRole, roleHomePath } from '../domain';
import type { AppEnv, Services } from '../http/context';
import { ApiError, conflict, forbidden, unauthorised, said } from '../http/errors';
import { clientAddress } from '../http/middleware';
import { doc } from '../http/openapi-doc';
import { OkSchema, SessionSchema } from '../http/schemas';
import { refuseUnsafeText } from '../http/unsafe-text';
import { validate } from '../http/validation';
import { errorText } from '../i18n/errors';
import { requestLanguage } from '../i18n/language';
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
/** The sign-up answer when mail is configured: the same for a new and a registered address. */
const SignUpPendingSchema = z.object({
  ok: z.literal(true),
  confirmation: z.literal('pending'),
  email: z.string(),
  message: z.string(),
});
export const SignUpConfirmBodySchema = z.object({ token: z.string().min(20).max(200) }).strict();
/** Mails about one address a sign-up may cause per hour (whether or not it is registered). */
const SIGN_UP_MAILS_PER_EMAIL = 5;
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

  /**
   * A new session for `userId`; the session this browser held before (another account's, or
   * the same one's) ends on the server too, not only in the browser (ASVS 7.2.4).
   */
  const signIn = async (c: Context<AppEnv>, userId: string, role?: string) => {
    const previous = c.get('auth');
    if (previous) await deleteSession(db, previous.sessionId);
    const { token, expiresAt } = await createSession(services, userId, role);
    return { token, expiresAt };
  };

  /**
   * A sign-up when mail is configured: a taken handle is still a 409 (handles are public), but
   * a registered address answers like a new one, and its owner gets a mail instead of a link.
   * The password is hashed either way, so the answer's timing does not tell them apart either.
   */
  const signUpByMail = async (c: Context<AppEnv>, body: z.infer<typeof SignUpBodySchema>, now: Date) => {
    const passwordHash = await hashPassword(body.password, settings.passwordHashCost);
    const [existing, handleTaken, producerClash] = await Promise.all([
      db.selectFrom('users').select(['email', 'name']).where('email', '=', body.email).executeTakeFirst(),
      db
        .selectFrom('users')
        .select('id')
        .where('at_name_key', '=', body.at_name.toLowerCase())
        .executeTakeFirst(),
      db
        .selectFrom('producers')
        .select('id')
        .where(producerHandleKey, '=', handleKey(body.at_name))
        .executeTakeFirst(),
    ]);
    if (handleTaken || producerClash) throw conflict('at_name_taken', said('handleTaken'));
    const mails = await hitRateLimit(db, `sign-up:email:${body.email}`, 60 * 60 * 1000, now);
    if (mails <= SIGN_UP_MAILS_PER_EMAIL) {
      const origin = linkOrigin(c, services);
      if (existing) {
        await mailSignUpExisting(services, { ...existing, link: `${origin}/reset-password` });
      } else {
        const request = {
          email: body.email,
          password_hash: passwordHash,
          name: body.name,
          at_name: body.at_name,
        };
        const token = await storeSignUpRequest(db, request, now);
        const link = `${origin}/confirm-sign-up?token=${encodeURIComponent(token)}`;
        await mailSignUpLink(services, { email: body.email, name: body.name, link });
      }
    }
    return {
      ok: true as const,
      confirmation: 'pending' as const,
      email: body.email,
      message:
        errorText(requestLanguage(c), 'signUpConfirmationSent', { email: body.email }) ??
        'Check your mail to finish creating your account.',
    };
  };

  return new Hono<AppEnv>()
    .post(
      '/sign-up',
      doc({
        summary: 'Create an account with email and password, and sign in',
        description:
          'Without mail configured: 201 with the session (409 email_taken for a registered address). With mail ' +
          'configured: 200 confirmation pending (nothing created yet), the same answer for a registered address (its owner is ' +
          'mailed instead); the account is created by POST /api/auth/sign-up/confirm with the mailed link. ' +
          'Rate limited per client address (429 with Retry-After).',
        tags,
        responses: { 201: MeAnswerSchema, 200: SignUpPendingSchema },
        errors: [400, 409, 422, 429],
      }),
      refuseUnsafeText(['name', 'at_name']),
      validate('json', SignUpBodySchema),
      async (c) => {
        const body = c.req.valid('json');
        const { perAddress, windowMs } = settings.signUpLimit;
        const clockNow = clock.now();
        const address = clientAddress(c, settings.trustProxy);
        if ((await hitRateLimit(db, `sign-up:address:${address}`, windowMs, clockNow)) > perAddress) {
          throw tooManyAttempts(c, retryAfterSeconds(windowMs, clockNow), 'signUpLimited');
        }
        if (settings.mail) return c.json(await signUpByMail(c, body, clockNow), 200);
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
        const { token, expiresAt } = await signIn(c, id);
        writeSessionCookie(c, token, expiresAt, settings.secureCookies);
        return c.json({ session: await describeSession(services, id, 'consumer') }, 201);
      },
    )
    .post(
      '/sign-up/confirm',
      doc({
        summary: 'Finish a sign-up with the mailed link: create the account and sign in',
        description:
          'An unknown or expired link is a 400 (token_invalid, token_expired); 409 when the address or the ' +
          'handle was taken meanwhile.',
        tags,
        responses: { 201: MeAnswerSchema },
        errors: [400, 409],
      }),
      validate('json', SignUpConfirmBodySchema),
      async (c) => {
        const { token } = c.req.valid('json');
        const now = clock.now();
        const id = newId('us');
        await db.transaction().execute(async (trx) => {
          const request = await claimSignUpRequest(trx, token, now);
          const taken = await trx
            .selectFrom('users')
            .select('email')
            .where((eb) =>
              eb.or([eb('email', '=', request.email), eb('at_name_key', '=', request.at_name.toLowerCase())]),
            )
            .execute();
          if (taken.some((row) => row.email === request.email))
            throw conflict('email_taken', said('emailTaken'));
          const producerClash = await trx
            .selectFrom('producers')
            .select('id')
            .where(producerHandleKey, '=', handleKey(request.at_name))
            .executeTakeFirst();
          if (taken.length > 0 || producerClash) throw conflict('at_name_taken', said('handleTaken'));
          await trx
            .insertInto('users')
            .values({
              id,
              ...request,
              at_name_key: request.at_name.toLowerCase(),
              is_creator: flag(false),
              email_confirmed_at: now.toISOString(),
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            })
            .execute();
        });
        const { token: sessionToken, expiresAt } = await signIn(c, id);
        writeSessionCookie(c, sessionToken, expiresAt, settings.secureCookies);
        return c.json({ session: await describeSession(services, id, 'consumer') }, 201);
      },
    )
    .post(
      '/sign-in',
      doc({
        summary: 'Sign in with email and password',
        description:
          'Failed attempts are limited per client address, per account and address, and per account for ' +
          'browsers it never signed in on (a browser that signed in gets a device cookie and is counted on ' +
          'its own): 429 with Retry-After.',
        tags,
        responses: { 200: MeAnswerSchema },
        errors: [400, 401, 429],
      }),
      validate('json', SignInBodySchema),
      async (c) => {
        const { email, password } = c.req.valid('json');
        const now = clock.now();
        const user = await db
          .selectFrom('users')
          .select(['id', 'password_hash'])
          .where('email', '=', email)
          .executeTakeFirst();
        const device = await trustedDevice(db, c, user?.id, now);
        // Counted before the password is checked: parallel guesses cannot outrun the count.
        const reservation = await reserveSignInAttempt(
          c,
          db,
          settings.signInLimit,
          { email, address: clientAddress(c, settings.trustProxy), device },
          now,
        );
        const valid = user
          ? await verifyAndUpgradePassword(db, user, password, settings.passwordHashCost)
          : (await burnPasswordCheck(password, settings.passwordHashCost), false);
        if (!user || !valid) throw new ApiError(401, 'invalid_credentials', said('invalidCredentials'));
        await reservation.release();
        const { token, expiresAt } = await signIn(c, user.id);
        writeSessionCookie(c, token, expiresAt, settings.secureCookies);
        await rememberDevice(db, c, {
          userId: user.id,
          knownDevice: device,
          now,
          secure: settings.secureCookies,
        });
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
