import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { ApiSettings } from '../http/context';
import { ApiError, said } from '../http/errors';
import {
  hitRateLimit,
  peekRateLimit,
  raiseRateLimit,
  refundRateLimit,
  retryAfterSeconds,
} from './rate-limit';

/**
 * Sign-in throttling (docs/decisions.md, "Security: sign-in and sign-up limits"). Every attempt
 * reserves a slot in each of its counters BEFORE the password is checked, with one atomic
 * upsert per counter, so parallel guesses cannot all pass a check made before any failure was
 * counted; a right password gives its slots back. The counters:
 * - per client address: one address guessing across many accounts;
 * - per account and address: one address guessing one account;
 * - per account, for browsers the account never signed in on: distributed guessing. Its window
 *   doubles after each lockout in a day (backoff);
 * - per trusted browser (device cookie, auth/sign-in-devices.ts) instead of the per-account
 *   counter: the owner's browser is not locked out by guesses from elsewhere.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The per-account window grows to at most 2^6 = 64 times its length (16 hours for 15 minutes). */
const MAX_BACKOFF_LEVEL = 6;

interface Counter {
  key: string;
  windowMs: number;
  limit: number;
  /** The error text when this counter refuses. */
  message: string;
  /** Called by the attempt that first goes past the limit; answers a later end of the lock (ms). */
  onFirstRefusal?: () => Promise<number>;
}

export interface SignInAttempt {
  email: string;
  address: string;
  /** The browser's device id when its cookie belongs to the account. */
  device: string | null;
}

export interface Reservation {
  /** Gives the slots back (the password was right). */
  release(): Promise<void>;
}

/**
 * Counts one attempt in every counter that applies; a 429 with Retry-After (the latest end of
 * the refusing windows) and the refusing counter's precise message when one is past its limit.
 */
export async function reserveSignInAttempt(
  c: Context,
  db: Kysely<Database>,
  limits: ApiSettings['signInLimit'],
  attempt: SignInAttempt,
  now: Date,
): Promise<Reservation> {
  const counters = await signInCounters(db, limits, attempt, now);
  const refused: Counter[] = [];
  let lockedFor = 0;
  for (const counter of counters) {
    const count = await hitRateLimit(db, counter.key, counter.windowMs, now);
    if (count > counter.limit) {
      refused.push(counter);
      if (count === counter.limit + 1 && counter.onFirstRefusal) {
        lockedFor = Math.max(lockedFor, await counter.onFirstRefusal());
      }
    }
  }
  if (refused.length > 0) {
    const seconds = Math.max(
      lockedFor,
      ...refused.map((counter) => retryAfterSeconds(counter.windowMs, now)),
    );
    throw tooManyAttempts(c, seconds, (refused[0] as Counter).message);
  }
  return {
    release: async () => {
      for (const counter of counters) await refundRateLimit(db, counter.key, counter.windowMs, now);
    },
  };
}

async function signInCounters(
  db: Kysely<Database>,
  limits: ApiSettings['signInLimit'],
  { email, address, device }: SignInAttempt,
  now: Date,
): Promise<Counter[]> {
  const { windowMs } = limits;
  const address_: Counter = {
    key: `sign-in:address:${address}`,
    windowMs,
    limit: limits.perAddress,
    message: 'signInLimitedAddress',
  };
  if (device) {
    return [
      address_,
      { key: `sign-in:device:${device}`, windowMs, limit: limits.perDevice, message: 'signInLimitedDevice' },
    ];
  }
  const strikesKey = `sign-in:account-lockouts:${email}`;
  const level = Math.min(MAX_BACKOFF_LEVEL, await peekRateLimit(db, strikesKey, DAY_MS, now));
  const accountKey = (at: number) => `sign-in:account:${at}:${email}`;
  const accountWindow = (at: number) => windowMs * 2 ** at;
  return [
    address_,
    {
      key: `sign-in:account-address:${email}:${address}`,
      windowMs,
      limit: limits.perAccountAddress,
      message: 'signInLimitedAccount',
    },
    {
      key: accountKey(level),
      windowMs: accountWindow(level),
      limit: limits.perAccount,
      message: 'signInLimitedAccount',
      // A lockout moves the account to the next level, whose window is twice as long, and locks
      // that level's current window too: the lock lasts until it ends.
      onFirstRefusal: async () => {
        await hitRateLimit(db, strikesKey, DAY_MS, now);
        const next = Math.min(MAX_BACKOFF_LEVEL, level + 1);
        await raiseRateLimit(db, accountKey(next), accountWindow(next), now, limits.perAccount + 1);
        return retryAfterSeconds(accountWindow(next), now);
      },
    },
  ];
}

/** A 429 with Retry-After and a keyed message that says how many minutes to wait. */
export function tooManyAttempts(c: Context, seconds: number, key: string): ApiError {
  c.header('Retry-After', String(seconds));
  return new ApiError(429, 'rate_limited', said(key, { minutes: Math.ceil(seconds / 60) }));
}
