import { useTranslation } from '@atelier/ui';
import { useCallback } from 'react';
import { useAppStore } from '../store/store';
import { formatMoneyIn } from './localeMoney';
import { HKD_RATES } from './rates';

/**
 * Formats HKD cents in the display currency the user picked ('HK$ 1,280.00'), in the page's
 * language for a currency other than HKD (see `formatMoneyIn`).
 */
export function useMoney(): (cents: number) => string {
  const currency = useAppStore((state) => state.preferences.currency);
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return useCallback(
    (cents: number) => formatMoneyIn(cents, language, { currency, rates: HKD_RATES }),
    [currency, language],
  );
}
