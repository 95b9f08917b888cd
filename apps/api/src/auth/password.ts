import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Password storage: scrypt at OWASP's minimum for scrypt (N=2^17, r=8, p=1: 128 MiB and a few
 * hundred milliseconds per check), run on libuv's thread pool so the event loop keeps serving.
 * Each hash carries its own parameters (`scrypt$N$r$p$salt$hash`), so a hash made with weaker
 * ones is still checked, and replaced at the next successful sign-in (docs/decisions.md).
 */

/** log2 of scrypt's N in production. Tests lower it through `ApiSettings.passwordHashCost`. */
export const PASSWORD_HASH_COST = 17;
/**
 * The seeded demo accounts share a password the README publishes, so their hashes protect
 * nothing: they are made cheaply (the seed stays quick) and upgraded at each first sign-in.
 */
export const DEMO_PASSWORD_HASH_COST = 12;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/** Stored parameters outside these bounds are not ours: refused rather than run. */
const MAX_COST = 20;
const MAX_R = 32;
const MAX_P = 16;

interface StoredHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; Node refuses above 32 MiB unless maxmem says otherwise.
    const maxmem = 128 * n * r + 16 * 1024 * 1024;
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function parse(stored: string): StoredHash | null {
  const [scheme, nText, rText, pText, salt, hash, extra] = stored.split('$');
  if (scheme !== 'scrypt' || !nText || !rText || !pText || !salt || !hash || extra !== undefined) return null;
  const [n, r, p] = [Number(nText), Number(rText), Number(pText)];
  const powerOfTwo = Number.isInteger(n) && n >= 2 && (n & (n - 1)) === 0 && n <= 2 ** MAX_COST;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > MAX_R) return null;
  if (!Number.isInteger(p) || p < 1 || p > MAX_P) return null;
  return { n, r, p, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/** `scrypt$N$r$p$salt$hash` (base64url) with N = 2^cost. */
export async function hashPassword(password: string, cost = PASSWORD_HASH_COST): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The scrypt parameters a stored hash was made with (null when it is not a hash of ours). */
export function hashParameters(stored: string): { n: number; r: number; p: number } | null {
  const parsed = parse(stored);
  return parsed ? { n: parsed.n, r: parsed.r, p: parsed.p } : null;
}

/** Whether `stored` was made with weaker parameters than `cost` asks for today. */
export function needsRehash(stored: string, cost = PASSWORD_HASH_COST): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.n < 2 ** cost || parsed.r < R || parsed.p < P;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.n, parsed.r, parsed.p);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/**
 * Checks a user's password and, when it is right but its hash is weaker than `cost`, stores a
 * new hash with today's parameters. The swap only lands while the old hash is still the one
 * stored, so a password changed meanwhile is never overwritten.
 */
export async function verifyAndUpgradePassword(
  db: Kysely<Database>,
  user: { id: string; password_hash: string },
  password: string,
  cost = PASSWORD_HASH_COST,
): Promise<boolean> {
  if (!(await verifyPassword(password, user.password_hash))) return false;
  if (needsRehash(user.password_hash, cost)) {
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password, cost) })
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .execute();
  }
  return true;
}

const dummies = new Map<number, Promise<string>>();

/** Spends the time of a real check, so an unknown email answers as slowly as a known one. */
export async function burnPasswordCheck(password: string, cost = PASSWORD_HASH_COST): Promise<void> {
  let dummy = dummies.get(cost);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password', cost);
    dummies.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
}
