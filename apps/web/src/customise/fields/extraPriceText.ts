import type { PriceAdjustment } from '@atelier/schema';

/** 002 §3 extraPrice as shown beside an option: '+HK$ 12.00' (the money formatter) or '+10%'. */
export const extraPriceText = (
  price: Pick<PriceAdjustment, 'type' | 'value'> | undefined,
  money: (cents: number) => string,
): string | undefined => {
  if (!price || price.value <= 0) return undefined;
  return price.type === 'fixed' ? `+${money(price.value)}` : `+${price.value}%`;
};
