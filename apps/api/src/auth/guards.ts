import type { Context } from 'hono';
import type { AppEnv, AuthState } from '../http/context';
import { unauthorised } from '../http/errors';

/** The signed-in user's session, or a 401. */
export function requireAuth(c: Context<AppEnv>): AuthState {
  const auth = c.get('auth');
  if (!auth) throw unauthorised();
  return auth;
}

/** The signed-in user's session, or null for a guest. */
export const optionalAuth = (c: Context<AppEnv>): AuthState | null => c.get('auth') ?? null;
