import { convertFromHkd, formatMoney, type MoneyFormatOptions } from '@atelier/domain';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * HKD cents in the display currency, written the way the reader's language writes money
 * (issue 18, recorded in docs/decisions.md): English, and the shop's own HKD in every language,
 * keep 000 §9's exact form ('HK$ 1,280.00', British English, a space after the symbol); another
 * currency in another language follows that language ('1.280,00 €' in German, '￥1,280' in Japanese).
 */
export function formatMoneyIn(cents: number, language: string, options: MoneyFormatOptions = {}): string {
  const converted = convertFromHkd(cents, options);
  if (converted.currency === 'HKD' || language === 'en' || language.startsWith('en-'))
    return formatMoney(cents, options);
  const key = `${language}:${converted.currency}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { style: 'currency', currency: converted.currency });
    } catch {
      return formatMoney(cents, options);
    }
    formatters.set(key, format);
  }
  return format.format(converted.amount);
}

/** Numbers and dates in the reader's language: one helper for notifications, orders and policies. */
export const formatNumberIn = (value: number, language: string) =>
  new Intl.NumberFormat(language).format(value);

export const formatDateIn = (
  iso: string,
  language: string,
  style: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string => {
  try {
    return new Intl.DateTimeFormat(language, style).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-GB', style).format(new Date(iso));
  }
};
