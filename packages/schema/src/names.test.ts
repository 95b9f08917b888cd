import { describe, expect, it } from 'vitest';
import { AtNameSchema } from './primitives';
import { DisplayNameSchema, findUnsafeCharacter, handleKey } from './names';

const UNSAFE: Record<string, string> = {
  NUL: '\u0000',
  'line feed': '\n',
  'carriage return': '\r',
  tab: '\t',
  DEL: '\u007F',
  'C1 control': '\u0085',
  'right-to-left override': '\u202E',
  'left-to-right embedding': '\u202A',
  'right-to-left isolate': '\u2067',
  'pop directional isolate': '\u2069',
  'right-to-left mark': '\u200F',
  'arabic letter mark': '\u061C',
  'zero-width space': '\u200B',
  'zero-width joiner': '\u200D',
  'zero-width non-joiner': '\u200C',
  'word joiner': '\u2060',
  'byte order mark': '\uFEFF',
  'soft hyphen': '\u00AD',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'tag letter': '\u{E0041}',
  'Hangul filler': '\u3164',
  'braille blank': '\u2800',
  'combining grapheme joiner': '\u034F',
  'lone surrogate': '\uD800',
};

describe('names and handles', () => {
  it.each(Object.entries(UNSAFE))('refuses a %s in a name, saying which and where', (_label, char) => {
    const name = `Mei${char}Lin`;
    const found = findUnsafeCharacter(name);
    expect(found?.position).toBe(4);
    expect(found?.codePoint).toBe(
      `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
    );
    const parsed = DisplayNameSchema.safeParse(name);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain(found?.codePoint);
    expect(AtNameSchema.safeParse(`mei${char}lin`).success).toBe(false);
  });

  it('keeps names in every script, with accents, emoji and spaces', () => {
    for (const name of [
      'Inès Duarte',
      '陳美玲',
      'محمد',
      'יעל',
      'Ольга',
      '김민준',
      'Zoë ❤️ 🧵',
      'O’Brien-Smith',
    ]) {
      expect(findUnsafeCharacter(name)).toBeNull();
      expect(DisplayNameSchema.parse(name)).toBe(name);
    }
  });

  it('normalises a name to NFC and trims it', () => {
    const decomposed = '  Ine\u0300s ';
    expect(DisplayNameSchema.parse(decomposed)).toBe('Inès');
    expect(DisplayNameSchema.parse(decomposed)).toBe(DisplayNameSchema.parse('Inès'));
    expect(DisplayNameSchema.safeParse('   ').success).toBe(false);
    expect(DisplayNameSchema.safeParse('x'.repeat(101)).success).toBe(false);
  });

  it('compares handles by their lower-cased key', () => {
    expect(handleKey('ATELIER_STUDIO')).toBe(handleKey('atelier_studio'));
    expect(handleKey('Mei_Lin')).toBe('mei_lin');
  });
});
