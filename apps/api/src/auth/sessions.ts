import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { type AuthState, defaultSettings, type Services } from '../http/context';
import { isSet } from '../lib/json';

export const SESSION_COOKIE = 'atelier_session';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and answers the cookie token (only its hash is stored). */
export async function createSession(
  services: Pick<Services, 'db' | 'clock' | 'settings'>,
  userId: string,
  role = 'consumer',
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + services.settings.sessionTtlMs);
  await services.db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      role,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  // Expired and idle sessions are swept now and then, not on every sign-in.
  if (Math.random() < 0.05) {
    const idleSince = new Date(now.getTime() - services.settings.sessionIdleMs).toISOString();
    await services.db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', now.toISOString()),
          eb(eb.fn.coalesce('last_seen_at', 'created_at'), '<', idleSince),
        ]),
      )
      .execute();
  }
  return { token, expiresAt };
}

/** How often a session in use records that it was used: its idle time counts from then. */
const SEEN_EVERY_MS = 5 * 60 * 1000;

/**
 * The session of `token`, or null when there is none, it is past its lifetime, or it went
 * unused for `idleMs` (docs/decisions.md: an idle timeout besides the absolute lifetime).
 */
export async function readSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
  idleMs = defaultSettings().sessionIdleMs,
): Promise<AuthState | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.role',
      'sessions.expires_at',
      'sessions.created_at',
      'sessions.last_seen_at',
      'users.id',
      'users.name',
      'users.at_name',
      'users.is_creator',
      'users.visibility',
      'users.profile_image',
      'users.profile_banner',
      'users.language',
    ])
    .where('sessions.id', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  const lastSeen = Date.parse(row.last_seen_at ?? row.created_at);
  if (now.getTime() - lastSeen >= idleMs) return null;
  if (now.getTime() - lastSeen >= SEEN_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', row.session_id)
      .execute();
  }
  return {
    sessionId: row.session_id,
    role: row.role,
    user: {
      id: row.id,
      name: row.name,
      at_name: row.at_name,
      is_creator: isSet(row.is_creator),
      visibility: row.visibility,
      profile_image: row.profile_image,
      profile_banner: row.profile_banner,
      language: row.language,
    },
  };
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of `userId` but `keep` (when given); answers how many ended. */
export async function deleteUserSessions(
  db: Kysely<Database>,
  userId: string,
  keep?: string,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** httpOnly, SameSite=Lax, Secure in production. */
export function writeSessionCookie(c: Context, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}
