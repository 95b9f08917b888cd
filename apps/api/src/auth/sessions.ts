import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AuthState, Services } from '../http/context';
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
  // Expired sessions are swept now and then, not on every sign-in.
  if (Math.random() < 0.05) {
    await services.db.deleteFrom('sessions').where('expires_at', '<', now.toISOString()).execute();
  }
  return { token, expiresAt };
}

export async function readSession(db: Kysely<Database>, token: string, now: Date): Promise<AuthState | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.role',
      'sessions.expires_at',
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
