import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AccountTokensTable, Database } from '../db/types';
import { ApiError } from '../http/errors';

/**
 * The single-use links of the account (issue 18; docs/account.md): a password reset (1 hour)
 * and an e-mail change (24 hours). The link carries 32 random bytes; only their sha256 is
 * stored, so a copy of the database opens no account. A new link of the same purpose makes
 * the user's older ones unusable.
 */

export type TokenPurpose = AccountTokensTable['purpose'];

export const TOKEN_LIFETIME_MS: Readonly<Record<TokenPurpose, number>> = {
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
};

export const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Writes a new link for `userId` (dropping the older unused ones) and answers its token. */
export async function issueAccountToken(
  db: Kysely<Database>,
  input: { userId: string; purpose: TokenPurpose; newEmail?: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('account_tokens')
      .where('user_id', '=', input.userId)
      .where('purpose', '=', input.purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('account_tokens')
      .values({
        id: hashAccountToken(token),
        user_id: input.userId,
        purpose: input.purpose,
        new_email: input.newEmail ?? null,
        created_at: input.now.toISOString(),
        expires_at: new Date(input.now.getTime() + TOKEN_LIFETIME_MS[input.purpose]).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return token;
}

export interface ClaimedToken {
  userId: string;
  newEmail: string | null;
}

/**
 * Marks the link used inside `trx` and answers whose it is; a 400 that says why otherwise
 * (unknown, expired, already used), so the caller's transaction writes nothing. The update
 * only succeeds while the row is still unused: two requests with one link cannot both win.
 */
export async function claimAccountToken(
  trx: Transaction<Database>,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<ClaimedToken> {
  const id = hashAccountToken(token);
  const row = await trx
    .selectFrom('account_tokens')
    .select(['user_id', 'new_email', 'expires_at', 'used_at'])
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) throw invalidToken();
  if (row.used_at) throw usedToken();
  if (row.expires_at <= now.toISOString()) throw expiredToken();
  const claimed = await trx
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw usedToken();
  return { userId: row.user_id, newEmail: row.new_email };
}

export const invalidToken = () =>
  new ApiError(400, 'token_invalid', 'This link is not valid. Please ask for a new one.');
export const usedToken = () =>
  new ApiError(400, 'token_used', 'This link was already used. Please ask for a new one.');
export const expiredToken = () =>
  new ApiError(400, 'token_expired', 'This link has expired. Please ask for a new one.');
