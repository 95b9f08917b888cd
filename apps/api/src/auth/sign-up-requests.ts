import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, SignUpRequestsTable } from '../db/types';
import { expiredToken, hashAccountToken, invalidToken } from './account-tokens';

/**
 * Sign-ups that wait for their e-mail link (mail configured). Nothing is created in `users`
 * until the link is opened, so whoever signs up with someone else's address gets no account,
 * no session and no answer that differs from a new address's; the link carries 32 random bytes
 * and only their sha256 is stored, like the account links (auth/account-tokens.ts).
 */

export const SIGN_UP_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type SignUpRequest = Pick<SignUpRequestsTable, 'email' | 'password_hash' | 'name' | 'at_name'>;

/** Stores a pending sign-up and answers its link's token. */
export async function storeSignUpRequest(
  db: Kysely<Database>,
  request: SignUpRequest,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sign_up_requests')
    .values({
      id: hashAccountToken(token),
      ...request,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SIGN_UP_LINK_LIFETIME_MS).toISOString(),
    })
    .execute();
  // Old requests are cleared now and then, not on every sign-up.
  if (Math.random() < 0.05) {
    await db.deleteFrom('sign_up_requests').where('expires_at', '<', now.toISOString()).execute();
  }
  return token;
}

/**
 * Takes the pending sign-up of `token` inside `trx` (with every other request for its address:
 * one address, one account); 400 token_invalid or token_expired otherwise. The delete decides
 * between two requests racing with one link.
 */
export async function claimSignUpRequest(
  trx: Transaction<Database>,
  token: string,
  now: Date,
): Promise<SignUpRequest> {
  const id = hashAccountToken(token);
  const row = await trx
    .selectFrom('sign_up_requests')
    .select(['email', 'password_hash', 'name', 'at_name', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw invalidToken();
  if (row.expires_at <= now.toISOString()) throw expiredToken();
  const taken = await trx.deleteFrom('sign_up_requests').where('id', '=', id).executeTakeFirst();
  if (Number(taken.numDeletedRows) !== 1) throw invalidToken();
  await trx.deleteFrom('sign_up_requests').where('email', '=', row.email).execute();
  return { email: row.email, password_hash: row.password_hash, name: row.name, at_name: row.at_name };
}
