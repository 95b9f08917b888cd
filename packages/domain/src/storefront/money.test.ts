import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertFromHkd,
  currencyDecimals,
  formatCurrencyAmount,
  formatMoney,
  toMajorUnits,
  toMinorUnits,
} from './money';

const rates = { USD: 0.128, EUR: 0.118, GBP: 0.101, JPY: 19.2, CNY: 0.93, TWD: 4.1, KRW: 176.5 };

describe('000 §9 money formatting: HKD, British English, a space after the symbol', () => {
  it('formats cents as HK$ with a space', () => {
    expect(formatMoney(128000)).toBe('HK$ 1,280.00');
    expect(formatMoney(5)).toBe('HK$ 0.05');
    expect(formatMoney(0)).toBe('HK$ 0.00');
    expect(formatMoney(123456789)).toBe('HK$ 1,234,567.89');
  });

  it('keeps the minus sign before the symbol', () => {
    expect(formatMoney(-300)).toBe('-HK$ 3.00');
  });

  it('property: always "HK$ " followed by digits, commas and two decimals', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 12), (cents) => {
        expect(formatMoney(cents)).toMatch(/^HK\$ \d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it('does not add a second space when the locale already has one', () => {
    expect(formatCurrencyAmount(1280, 'SGD')).toBe('SGD 1,280.00');
  });
});

describe('000 §1 conversion to a display currency from a rate table', () => {
  it('converts with the rate and the currency decimals', () => {
    expect(formatMoney(128000, { currency: 'USD', rates })).toBe('US$ 163.84');
    expect(formatMoney(128000, { currency: 'GBP', rates })).toBe('£ 129.28');
    expect(formatMoney(128000, { currency: 'EUR', rates })).toBe('€ 151.04');
  });

  it('rounds JPY and KRW to whole units', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KRW')).toBe(0);
    expect(formatMoney(128050, { currency: 'JPY', rates })).toBe('JP¥ 24,586');
    expect(convertFromHkd(100, { currency: 'KRW', rates })).toEqual({ currency: 'KRW', amount: 177 });
  });

  it('accepts a lower-case code and HKD without rates', () => {
    expect(convertFromHkd(1000, { currency: 'usd', rates })).toEqual({ currency: 'USD', amount: 1.28 });
    expect(convertFromHkd(1000, { currency: 'HKD' })).toEqual({ currency: 'HKD', amount: 10 });
  });

  it('DECISIONS: a currency without a usable rate falls back to HKD', () => {
    expect(formatMoney(1000, { currency: 'CHF', rates })).toBe('HK$ 10.00');
    expect(formatMoney(1000, { currency: 'USD', rates: { USD: 0 } })).toBe('HK$ 10.00');
    expect(formatMoney(1000, { currency: 'USD' })).toBe('HK$ 10.00');
  });

  it('converts zero to zero (never -0)', () => {
    expect(Object.is(convertFromHkd(0, { currency: 'USD', rates }).amount, 0)).toBe(true);
  });
});

describe('DECISIONS money is integer HKD cents', () => {
  it('converts between cents and dollars', () => {
    expect(toMajorUnits(128050)).toBe(1280.5);
    expect(toMinorUnits(12.345)).toBe(1235);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });
});
