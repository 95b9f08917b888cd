import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * The device cookie of OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser
 * that signed in to an account gets a random token; its later sign-ins to that account are
 * counted on their own, so a guesser elsewhere, who locks the account for unknown browsers,
 * does not lock its owner out. The token is random and only its sha256 is stored (like the
 * session's), so it needs no signing key and cannot be forged; it proves nothing but "this
 * browser once knew the password", and is never a session.
 */

export const DEVICE_COOKIE = 'atelier_device';
const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

const hashDeviceToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The stored device id of this browser's cookie when it belongs to `userId`, else null. */
export async function trustedDevice(
  db: Kysely<Database>,
  c: Context,
  userId: string | undefined,
  now: Date,
): Promise<string | null> {
  const token = getCookie(c, DEVICE_COOKIE);
  if (!userId || !token || token.length > 100) return null;
  const row = await db
    .selectFrom('sign_in_devices')
    .select('id')
    .where('id', '=', hashDeviceToken(token))
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Marks this browser as one `userId` signs in on (after a right password). */
export async function rememberDevice(
  db: Kysely<Database>,
  c: Context,
  input: { userId: string; knownDevice: string | null; now: Date; secure: boolean },
): Promise<void> {
  if (input.knownDevice) return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + DEVICE_LIFETIME_MS);
  await db
    .insertInto('sign_in_devices')
    .values({
      id: hashDeviceToken(token),
      user_id: input.userId,
      created_at: input.now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: input.secure,
    path: '/api/auth',
    // A lifetime, not a date: the browser counts it from now, whatever clock the server keeps.
    maxAge: Math.floor(DEVICE_LIFETIME_MS / 1000),
  });
}
