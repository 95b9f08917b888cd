import type { MoneyMinor } from '@atelier/schema';
import { CURRENCY, MINOR_UNITS_PER_MAJOR } from '@atelier/schema';
import { roundHalfUp } from '../shared/immutable';

/**
 * 000 §1, §9, 001 §9 money: stored as integer HKD cents, shown in British English with
 * a space after the currency symbol ('HK$ 1,280.00'), optionally converted to the
 * display currency the user picked.
 */

/** The locale money is formatted in (000 §9 "British English"). */
export const MONEY_LOCALE = 'en-GB';

/** 000 §1: currencies the settings menu offers; prices are stored in HKD. */
export const DISPLAY_CURRENCIES = [
  'HKD',
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'TWD',
  'KRW',
  'SGD',
  'AUD',
  'CAD',
] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/**
 * Units of each currency one HKD buys (HKD -> currency), e.g. `{ USD: 0.128 }`. Rates
 * are a parameter: the host or server loads them; the domain never fetches.
 */
export type RateTable = Readonly<Partial<Record<string, number>>>;

export interface MoneyFormatOptions {
  /** The display currency (ISO 4217); HKD when absent. */
  readonly currency?: string;
  /** Needed for any currency other than HKD. */
  readonly rates?: RateTable;
}

const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (currency: string): Intl.NumberFormat => {
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
};

/** Decimal places of a currency in British English (2 for HKD, 0 for JPY and KRW). */
export const currencyDecimals = (currency: string): number =>
  formatterFor(currency).resolvedOptions().maximumFractionDigits as number;

/** HKD cents as HKD dollars (1280.5 for 128050). */
export const toMajorUnits = (cents: MoneyMinor): number => cents / MINOR_UNITS_PER_MAJOR;

/** HKD dollars as whole cents, rounded half away from zero. */
export const toMinorUnits = (major: number): MoneyMinor => roundHalfUp(major * MINOR_UNITS_PER_MAJOR);

/** A usable rate: finite and above 0. */
const rateOf = (rates: RateTable | undefined, currency: string): number | undefined => {
  const rate = rates?.[currency];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : undefined;
};

export interface ConvertedAmount {
  /** The currency actually used: the one asked for, or HKD when it has no usable rate. */
  readonly currency: string;
  /** The amount in that currency's major units, rounded to its decimal places. */
  readonly amount: number;
}

/**
 * Converts HKD cents into a display currency with a rate table, rounded to that
 * currency's decimals (whole yen and won). Decision: a currency without a usable rate
 * falls back to HKD rather than showing a wrong or missing price.
 */
export const convertFromHkd = (cents: MoneyMinor, options: MoneyFormatOptions = {}): ConvertedAmount => {
  const wanted = (options.currency ?? CURRENCY).toUpperCase();
  const rate = wanted === CURRENCY ? 1 : rateOf(options.rates, wanted);
  const currency = rate === undefined ? CURRENCY : wanted;
  const factor = 10 ** currencyDecimals(currency);
  const amount = roundHalfUp(toMajorUnits(cents) * (rate ?? 1) * factor) / factor;
  return { currency, amount: amount === 0 ? 0 : amount };
};

/**
 * Formats an amount of a currency in British English with a space after the symbol:
 * `HK$ 1,280.00`, `US$ 12.50`, `-HK$ 3.00`, `JP¥ 1,280`. The space is a plain U+0020
 * (the locale's own no-break spaces are normalised), so every host shows the same text.
 */
export const formatCurrencyAmount = (amount: number, currency: string): string => {
  const parts = formatterFor(currency).formatToParts(amount);
  return parts
    .map((part, index) => {
      const next = parts[index + 1];
      if (part.type === 'literal') return part.value.replace(/\s/g, ' ');
      return part.type === 'currency' && next !== undefined && next.type !== 'literal'
        ? `${part.value} `
        : part.value;
    })
    .join('');
};

/**
 * 000 §9 money formatting: HKD cents shown in the display currency (HKD by default),
 * British English, a space after the symbol. `formatMoney(128000)` is 'HK$ 1,280.00'.
 */
export const formatMoney = (cents: MoneyMinor, options: MoneyFormatOptions = {}): string => {
  const converted = convertFromHkd(cents, options);
  return formatCurrencyAmount(converted.amount, converted.currency);
};
