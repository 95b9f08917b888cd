import type { DisplayCurrency, RateTable } from '@atelier/domain';

/**
 * Units of each display currency one Hong Kong dollar buys, as of `RATES_AS_OF`. Prices are
 * stored and charged in HKD; other currencies are shown for orientation only.
 *
 * Decision: the API has no exchange-rate endpoint yet, so the storefront ships a dated table
 * and says its date in the settings. Replace it with the API's table when there is one.
 */
export const RATES_AS_OF = '2026-11-01';

export const HKD_RATES: RateTable & Readonly<Record<DisplayCurrency, number>> = {
  HKD: 1,
  USD: 0.1286,
  EUR: 0.1189,
  GBP: 0.0991,
  JPY: 19.62,
  CNY: 0.9163,
  TWD: 4.114,
  KRW: 178.9,
  SGD: 0.1672,
  AUD: 0.1963,
  CAD: 0.1795,
};
