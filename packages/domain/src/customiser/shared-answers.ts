import type { FormAnswerMap } from '@atelier/schema';
import { FormAnswerMapSchema } from '@atelier/schema';

/**
 * Issue 17: a shopper's answers carried in a link (`?answers=`), base64url JSON. Links stay
 * short: at most 4 KB encoded. Decoding never throws; anything malformed is null, and the
 * answers are still checked (answerProblems) before they are used.
 */

export const SHARED_ANSWERS_MAX_LENGTH = 4096;

const BASE64URL = /^[A-Za-z0-9_-]*$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// The domain runs without DOM or Node types (no btoa, TextEncoder): UTF-8 and base64url by hand.
const utf8 = (text: string): number[] => {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return bytes;
};

const toBase64Url = (text: string): string => {
  const bytes = utf8(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const chunk = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, bytes.length - i + 1);
    for (let k = 0; k < chars; k += 1) out += ALPHABET[(chunk >> (18 - 6 * k)) & 63];
  }
  return out;
};

/** base64url to text; throws on a length no encoder makes or bytes that are not UTF-8. */
const fromBase64Url = (encoded: string): string => {
  if (encoded.length % 4 === 1) throw new Error('bad length');
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i += 4) {
    const group = encoded.slice(i, i + 4);
    let chunk = 0;
    for (let k = 0; k < 4; k += 1)
      chunk = (chunk << 6) | (k < group.length ? ALPHABET.indexOf(group[k] ?? '') : 0);
    bytes.push((chunk >> 16) & 255, (chunk >> 8) & 255, chunk & 255);
    bytes.length -= 4 - group.length === 0 ? 0 : 4 - group.length;
  }
  const text = decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
  return text;
};

/** The answers as a base64url text; '' when they would exceed 4 KB (too long to share). */
export const encodeSharedAnswers = (answers: FormAnswerMap): string => {
  const encoded = toBase64Url(JSON.stringify(answers));
  return encoded.length > SHARED_ANSWERS_MAX_LENGTH ? '' : encoded;
};

/** The answers a shared text carries, or null for anything malformed or too long. */
export const decodeSharedAnswers = (text: string): FormAnswerMap | null => {
  if (text === '' || text.length > SHARED_ANSWERS_MAX_LENGTH || !BASE64URL.test(text)) return null;
  try {
    const parsed = FormAnswerMapSchema.safeParse(JSON.parse(fromBase64Url(text)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
