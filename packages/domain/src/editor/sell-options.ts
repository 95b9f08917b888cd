import type { CostTier, PurchaseType, Size } from '@atelier/schema';
import { MINOR_UNITS_PER_MAJOR } from '@atelier/schema';
import type { Message } from '../messages';
import { message } from '../messages';

/**
 * 001 §3, §5 the Sale step's choices: the sizes a creation sells (a blacklist of the
 * prebuild's sizes), the purchase types a prebuild allows, its order limits and its
 * cost tiers. Operations return new values, or a refusal with the alert of 001 §5.
 */

export type Choice<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: Message };

/**
 * 001 §5: takes a size off sale (adds it to the blacklist) or puts it back. Taking the
 * last offered size off is refused with 'At least one size should be available'.
 */
export const toggleBlacklistedSize = (
  blacklist: readonly Size[],
  size: Size,
  offered: readonly Size[],
): Choice<Size[]> => {
  if (blacklist.includes(size)) return { ok: true, value: blacklist.filter((entry) => entry !== size) };
  const next = [...blacklist, size];
  return offered.some((entry) => !next.includes(entry))
    ? { ok: true, value: next }
    : { ok: false, message: message('editor.save.size') };
};

/**
 * 001 §5: allows a purchase type or stops allowing it. Removing the last one is refused
 * with 'At least one purchase type is required'.
 */
export const toggleAllowedPurchaseType = (
  allowed: readonly PurchaseType[],
  type: PurchaseType,
): Choice<PurchaseType[]> => {
  if (!allowed.includes(type)) return { ok: true, value: [...allowed, type] };
  const next = allowed.filter((entry) => entry !== type);
  return next.length > 0
    ? { ok: true, value: next }
    : { ok: false, message: message('editor.save.purchaseType') };
};

/**
 * Reads an order quantity as typed (a whole number from 1). Null when it is not one.
 */
export const parseOrderQuantity = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
};

/**
 * The minimum and maximum order after one of them changes: the other follows so the
 * minimum never exceeds the maximum (the schema refuses that).
 */
export const setOrderLimit = (
  limits: { readonly minimum_order: number; readonly maximum_order: number },
  which: 'minimum_order' | 'maximum_order',
  value: number,
): { minimum_order: number; maximum_order: number } =>
  which === 'minimum_order'
    ? { minimum_order: value, maximum_order: Math.max(value, limits.maximum_order) }
    : { minimum_order: Math.min(value, limits.minimum_order), maximum_order: value };

/** The tiers in quantity order, as the editor lists them. */
export const sortedCostTiers = (tiers: readonly CostTier[]): CostTier[] =>
  [...tiers].sort((a, b) => a.quantity - b.quantity);

/**
 * 001 §3 cost tiers: adds a tier above the largest quantity (10 more, or 1 for the first
 * tier) at the largest tier's cost, so quantities stay distinct.
 */
export const addCostTier = (tiers: readonly CostTier[]): CostTier[] => {
  const largest = sortedCostTiers(tiers).at(-1);
  return largest === undefined
    ? [{ quantity: 1, cost: 0 }]
    : [...tiers, { quantity: largest.quantity + 10, cost: largest.cost }];
};

export const removeCostTier = (tiers: readonly CostTier[], quantity: number): CostTier[] =>
  tiers.filter((tier) => tier.quantity !== quantity);

/**
 * Changes a tier's quantity. A quantity another tier has, or one that is not a whole
 * number from 1, is refused (null): two tiers of one quantity would make the base cost
 * ambiguous.
 */
export const setCostTierQuantity = (
  tiers: readonly CostTier[],
  quantity: number,
  next: number,
): CostTier[] | null => {
  if (!Number.isSafeInteger(next) || next < 1) return null;
  if (next !== quantity && tiers.some((tier) => tier.quantity === next)) return null;
  return tiers.map((tier) => (tier.quantity === quantity ? { ...tier, quantity: next } : tier));
};

/** Changes a tier's cost (cents, a whole non-negative number; anything else changes nothing). */
export const setCostTierCost = (tiers: readonly CostTier[], quantity: number, cost: number): CostTier[] =>
  Number.isSafeInteger(cost) && cost >= 0
    ? tiers.map((tier) => (tier.quantity === quantity ? { ...tier, cost } : tier))
    : [...tiers];

/** Reads a cost typed in HKD ('120' or '120.5') as cents; null when it is not such a number. */
export const parseCostInput = (text: string): number | null => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (match === null) return null;
  return Number(match[1]) * MINOR_UNITS_PER_MAJOR + Number((match[2] ?? '').padEnd(2, '0'));
};
