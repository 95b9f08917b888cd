import type { CostTier, CreationSizing, MoneyMinor, PrebuildSizing } from '@atelier/schema';
import { MINOR_UNITS_PER_MAJOR } from '@atelier/schema';
import type { Message } from '../messages';
import { message } from '../messages';
import { tierUnitCost } from '../storefront/pricing';
import { roundToWholeDollars } from './defaults';

/**
 * 001 §4, §5, §9 the sale panel's pricing: the minimum-order slider, the base cost
 * that applies to a minimum order, net profit, the retail price input and merging the
 * sell info into the item.
 */

export interface SliderRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/**
 * 001 §9: the minimum-order slider runs from the smallest to the largest tier quantity,
 * step 1. Null without tiers (no slider to show).
 */
export const minimumOrderRange = (costConfig: readonly CostTier[]): SliderRange | null => {
  if (costConfig.length === 0) return null;
  const quantities = costConfig.map((tier) => tier.quantity);
  return { min: Math.min(...quantities), max: Math.max(...quantities), step: 1 };
};

/**
 * 001 §9: the base cost for a minimum order: the first tier, sorted by quantity
 * descending, whose quantity is at most the minimum order, else the smallest tier.
 * The same volume rule as the sample price (see `tierUnitCost`).
 */
export const applicableBaseCost = (costConfig: readonly CostTier[], minimumOrder: number): MoneyMinor =>
  tierUnitCost(costConfig, minimumOrder);

/**
 * Decisions (issue 19): nothing sells for nothing. A prebuild without tiers has a base cost
 * of 0, so the floor never falls below one cent of a price.
 */
export const MINIMUM_PRICE: MoneyMinor = 1;

/**
 * 001 §5, §9: the lowest price a creation may be saved at: the base cost for its minimum
 * order, and never below {@link MINIMUM_PRICE}.
 */
export const creationPriceFloor = (costConfig: readonly CostTier[], minimumOrder: number): MoneyMinor =>
  Math.max(MINIMUM_PRICE, applicableBaseCost(costConfig, minimumOrder));

/** 001 §9: net profit is the total price minus the base price (negative when below). */
export const netProfit = (totalPrice: MoneyMinor, basePrice: MoneyMinor): number => totalPrice - basePrice;

/** 001 §5: the field shows base plus 5 %, rounded (to whole HKD, see `roundToWholeDollars`). */
export const BELOW_BASE_MARKUP = 1.05;

/** 001 §5: the suggestion shown when a price is below the base: base plus 5 %, rounded. */
export const suggestedRetailPrice = (basePrice: MoneyMinor): MoneyMinor =>
  roundToWholeDollars(basePrice * BELOW_BASE_MARKUP);

/** 001 §5: the retail price input takes digits and one dot; everything else is dropped as typed. */
export const sanitizePriceInput = (text: string): string => {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
};

const PRICE_TEXT = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/**
 * 001 §5: reads a retail price typed in HKD (digits and a dot, not empty) as cents,
 * rounded half up to the cent; null when it is not such a number.
 */
export const parsePriceInput = (text: string): MoneyMinor | null => {
  const match = PRICE_TEXT.exec(text.trim());
  if (match === null) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? match[3] ?? '';
  // Decimal arithmetic on the digits, so 12.345 rounds to 1235 cents (no binary float error).
  const digits = fraction.padEnd(3, '0');
  const roundUp = Number(digits[2]) >= 5 ? 1 : 0;
  return Number(whole) * MINOR_UNITS_PER_MAJOR + Number(digits.slice(0, 2)) + roundUp;
};

/** Cents as the price input shows them: whole dollars without decimals, else two decimals. */
export const formatPriceInput = (cents: MoneyMinor): string =>
  cents % MINOR_UNITS_PER_MAJOR === 0
    ? String(cents / MINOR_UNITS_PER_MAJOR)
    : (cents / MINOR_UNITS_PER_MAJOR).toFixed(2);

export type RetailPriceResult =
  | { readonly ok: false; readonly message: Message }
  | {
      readonly ok: true;
      /** The price to store (cents). */
      readonly totalPrice: MoneyMinor;
      /** What the input shows now. */
      readonly inputText: string;
      readonly belowBase: boolean;
      /** 'The price is lower than the base price' when below the base. */
      readonly message: Message | null;
      readonly confirmDisabled: boolean;
    };

/**
 * 001 §5 retail price: digits and a dot only, not empty. A price below the base price
 * is set to the base price, the field shows base plus 5 % rounded, the message 'The
 * price is lower than the base price' shows and the confirm button is disabled.
 */
export const commitRetailPrice = (text: string, basePrice: MoneyMinor): RetailPriceResult => {
  const cents = parsePriceInput(text);
  if (cents === null) return { ok: false, message: message('editor.price.invalid') };
  if (cents < basePrice) {
    return {
      ok: true,
      totalPrice: basePrice,
      inputText: formatPriceInput(suggestedRetailPrice(basePrice)),
      belowBase: true,
      message: message('editor.price.belowBase'),
      confirmDisabled: true,
    };
  }
  return {
    ok: true,
    totalPrice: cents,
    inputText: text.trim(),
    belowBase: false,
    message: null,
    confirmDisabled: false,
  };
};

/** What the sale (or publishing-info) editor hands back. */
export interface SellInfo {
  readonly minimum_order?: number | undefined;
  readonly maximum_order?: number | undefined;
  readonly cost_config?: readonly CostTier[] | undefined;
  readonly sizing?: Partial<CreationSizing> | Partial<PrebuildSizing> | undefined;
  readonly [other: string]: unknown;
}

/**
 * 001 §4 sell-info merge: minimum_order, maximum_order and cost_config replace the
 * item's values only when provided; sizing is merged key by key; any other key given
 * replaces the item's. Returns a new item.
 */
export const mergeSellInfo = <T extends object>(item: T, info: SellInfo): T => {
  const { minimum_order, maximum_order, cost_config, sizing, ...rest } = info;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const current = item as Record<string, unknown>;
  return {
    ...item,
    ...defined,
    ...(minimum_order === undefined ? {} : { minimum_order }),
    ...(maximum_order === undefined ? {} : { maximum_order }),
    ...(cost_config === undefined ? {} : { cost_config: [...cost_config] }),
    ...(sizing === undefined ? {} : { sizing: { ...(current.sizing as object | undefined), ...sizing } }),
  } as T;
};
