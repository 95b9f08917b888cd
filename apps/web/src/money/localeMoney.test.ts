import { describe, expect, it } from 'vitest';
import { formatDateIn, formatMoneyIn, formatNumberIn } from './localeMoney';

const rates = { EUR: 0.118, JPY: 19.2 };

describe('money, numbers and dates in the reader language (issue 18)', () => {
  it("keeps 000 §9's exact HKD form in every language, and English's for every currency", () => {
    expect(formatMoneyIn(128000, 'en')).toBe('HK$ 1,280.00');
    expect(formatMoneyIn(128000, 'de')).toBe('HK$ 1,280.00');
    expect(formatMoneyIn(128000, 'en', { currency: 'EUR', rates })).toBe('€ 151.04');
  });

  it('follows the language for another currency', () => {
    expect(formatMoneyIn(128000, 'de', { currency: 'EUR', rates })).toBe('151,04\u00a0€');
    expect(formatMoneyIn(128000, 'ja', { currency: 'JPY', rates })).toMatch(/^[¥￥]24,576$/);
    expect(formatMoneyIn(128000, 'ar', { currency: 'EUR', rates })).toMatch(/^\u200f/);
  });

  it('writes numbers and dates the way the language does', () => {
    expect(formatNumberIn(1234.5, 'de')).toBe('1.234,5');
    expect(formatDateIn('2026-11-25T10:00:00Z', 'fr', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '25 novembre 2026',
    );
    expect(
      formatDateIn('2026-11-25T10:00:00Z', 'no-such-tag-!!', { dateStyle: 'long', timeZone: 'UTC' }),
    ).toBe('25 November 2026');
  });
});
