import type { Context } from 'hono';
import type { AppEnv, AuthState, Services } from '../http/context';
import { unauthorised } from '../http/errors';
import { refuseUnconfirmedEmail } from './email-confirmation';

/** The signed-in user's session, or a 401. */
export function requireAuth(c: Context<AppEnv>): AuthState {
  const auth = c.get('auth');
  if (!auth) throw unauthorised();
  return auth;
}

/** The signed-in user's session, or null for a guest. */
export const optionalAuth = (c: Context<AppEnv>): AuthState | null => c.get('auth') ?? null;

/**
 * Before selling (publishing a creation or prebuild) or uploading images: the signed-in user's
 * confirmed e-mail address when mail is configured (403 email_unconfirmed, with a link mailed).
 * `when` lets a save that may or may not publish call it in one line.
 */
export async function requireConfirmedEmail(
  c: Context<AppEnv>,
  services: Services,
  when = true,
): Promise<void> {
  if (when) await refuseUnconfirmedEmail(c, services, requireAuth(c));
}
