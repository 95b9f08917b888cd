import { formatMoney } from '@atelier/domain';
import { useCallback } from 'react';
import { useAppStore } from '../store/store';
import { HKD_RATES } from './rates';

/** Formats HKD cents in the display currency the user picked ('HK$ 1,280.00'). */
export function useMoney(): (cents: number) => string {
  const currency = useAppStore((state) => state.preferences.currency);
  return useCallback((cents: number) => formatMoney(cents, { currency, rates: HKD_RATES }), [currency]);
}
