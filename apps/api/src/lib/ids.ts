import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Lower-case Crockford base32 of `bytes`. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** `value` in base32 with exactly `length` digits. */
function fixed(value: number, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i += 1) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

let lastMs = 0;
let sequence = 0;

/**
 * A new id with a readable prefix, e.g. `cr_01jd4x...`: the time in ms, a sequence
 * within the millisecond and 50 random bits, so ids sort in creation order within a
 * process (ties of equal timestamps break the same way the rows were written).
 */
export function newId(prefix: string): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else {
    sequence += 1;
  }
  return `${prefix}_${fixed(lastMs, 9)}${fixed(sequence % 1024, 2)}${base32(randomBytes(7)).slice(0, 10)}`;
}

/** An id from a seeded random source (the demo seed: the same ids on every run). */
export function seededId(prefix: string, random: () => number): string {
  let out = '';
  for (let i = 0; i < 16; i += 1) out += ALPHABET[Math.floor(random() * 32)];
  return `${prefix}_${out}`;
}
