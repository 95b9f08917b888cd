import { z } from 'zod';

/**
 * The names people choose (a user's or producer's display name) and the rule both they and
 * handles follow: text that shows what it says. Control characters (NUL, line breaks, ...),
 * bidirectional overrides, embeddings and isolates (which reorder what follows them: an
 * "exe.txt" that reads "txt.exe") and invisible characters (zero-width spaces and joiners,
 * fillers, tags) let one name pass for another, so they are refused, not silently removed.
 */

/**
 * Cc controls, Cf format characters (zero-width, bidi marks, overrides and isolates, soft
 * hyphen, word joiner, BOM, tags), line and paragraph separators, lone surrogates, the
 * combining grapheme joiner, and the blank-looking fillers (Hangul fillers, the braille blank).
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u034F\u115F\u1160\u2800\u3164\uFFA0]/u;

export interface UnsafeCharacter {
  /** The character written U+XXXX. */
  codePoint: string;
  /** Its position in the text, counted in characters (code points) from 1. */
  position: number;
}

/** The first character of `text` a name or handle may not hold, or null. */
export function findUnsafeCharacter(text: string): UnsafeCharacter | null {
  let position = 0;
  for (const char of text) {
    position += 1;
    if (UNSAFE.test(char)) {
      const code = char.codePointAt(0) ?? 0;
      return { codePoint: `U+${code.toString(16).toUpperCase().padStart(4, '0')}`, position };
    }
  }
  return null;
}

export const unsafeCharacterMessage = ({ codePoint, position }: UnsafeCharacter) =>
  `Remove the hidden or control character ${codePoint} (character ${position}): only visible text is allowed`;

/**
 * A display name: normalised to NFC (so "é" typed as e + accent and as one character are the
 * same name), trimmed, 1 to 100 characters, without hidden or control characters.
 */
export const DisplayNameSchema = z
  .string()
  .overwrite((name) => name.normalize('NFC'))
  .trim()
  .min(1)
  .max(100)
  .check((ctx) => {
    const found = findUnsafeCharacter(ctx.value);
    if (found) ctx.issues.push({ code: 'custom', message: unsafeCharacterMessage(found), input: ctx.value });
  });
export type DisplayName = z.infer<typeof DisplayNameSchema>;

/** The key handles are compared by: unique and looked up regardless of case (host labels are). */
export const handleKey = (handle: string) => handle.normalize('NFC').toLowerCase();
