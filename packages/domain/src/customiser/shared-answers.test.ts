import type { FormAnswerMap } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARED_ANSWERS_MAX_LENGTH, decodeSharedAnswers, encodeSharedAnswers } from './shared-answers';

const answers: FormAnswerMap = {
  field_colorway_body: 'sunset',
  field_note: 'Für Ana 🌅 設計',
  field_len: 2.5,
  field_extras: ['a', 'b'],
  field_logo: { url: '/api/img/original/a.png', name: 'Logo' },
};

describe('shared answers (issue 17)', () => {
  it('round-trips answers through a base64url text', () => {
    const encoded = encodeSharedAnswers(answers);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSharedAnswers(encoded)).toEqual(answers);
    expect(decodeSharedAnswers(encodeSharedAnswers({}))).toEqual({});
  });

  it('property: any answers that fit in 4 KB round-trip', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }));
    const key = fc.stringMatching(/^field_[A-Za-z0-9_-]{1,8}$/);
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 5 }), (map) => {
        const encoded = encodeSharedAnswers(map);
        expect(decodeSharedAnswers(encoded)).toEqual(map);
      }),
    );
  });

  it('is at most 4 KB: longer answers encode to nothing and decode to null', () => {
    const long = { field_note: 'x'.repeat(4000) };
    expect(encodeSharedAnswers(long)).toBe('');
    expect(decodeSharedAnswers('e'.repeat(SHARED_ANSWERS_MAX_LENGTH + 1))).toBeNull();
  });

  it('anything malformed is null', () => {
    expect(decodeSharedAnswers('')).toBeNull();
    expect(decodeSharedAnswers('not base64!')).toBeNull();
    expect(decodeSharedAnswers('abcde')).toBeNull(); // a length no encoder makes
    expect(decodeSharedAnswers('_w')).toBeNull(); // 0xff: not UTF-8
    expect(decodeSharedAnswers('bm90IGpzb24')).toBeNull(); // 'not json'
    expect(decodeSharedAnswers('WzEsMl0')).toBeNull(); // [1,2]: not a map
    expect(decodeSharedAnswers('eyJub3RfYV9maWVsZCI6MX0')).toBeNull(); // {"not_a_field":1}
  });
});
