import type { CartItem, CartQuantity, RetailQuantity, SampleSizeAmount, Size } from '@atelier/schema';
import { RETAIL_AMOUNT_RANGE, SAMPLE_AMOUNT_RANGE } from '@atelier/schema';
import type { Message } from '../messages';
import { message } from '../messages';
import { orderLoginMessage } from './order-words';

/**
 * 000 §5, §9 quantities: a retail (single-size) amount is 1 to 10, a sample amount per
 * size 0 to 150 with a total above zero, and the cart's quantity control 1 to 10 for
 * single-size items only.
 */

export interface AmountRange {
  readonly min: number;
  readonly max: number;
}

/** 000 §5: the cart's quantity control runs 1 to 10. */
export const CART_AMOUNT_RANGE: AmountRange = { min: 1, max: 10 };

/** 000 §4: a sample in single-size mode orders 1 to 150 of its size. */
export const SAMPLE_SINGLE_SIZE_RANGE: AmountRange = { min: 1, max: SAMPLE_AMOUNT_RANGE.max };

/** A whole number within the range. */
export const isAmountInRange = (amount: number, range: AmountRange): boolean =>
  Number.isInteger(amount) && amount >= range.min && amount <= range.max;

/** Clamps to the range and rounds to a whole number (a non-number becomes the minimum). */
export const clampAmount = (amount: number, range: AmountRange): number =>
  Number.isFinite(amount) ? Math.min(range.max, Math.max(range.min, Math.round(amount))) : range.min;

/** 000 §5: a retail (single-size) amount is a whole number 1 to 10. */
export const isValidRetailAmount = (amount: number): boolean => isAmountInRange(amount, RETAIL_AMOUNT_RANGE);

/** 000 §5: a sample amount per size is a whole number 0 to 150. */
export const isValidSampleAmount = (amount: number): boolean => isAmountInRange(amount, SAMPLE_AMOUNT_RANGE);

export type QuantityCheck = { readonly ok: true } | { readonly ok: false; readonly message: Message };

const OK: QuantityCheck = { ok: true };

const outOfRange = (range: AmountRange): QuantityCheck => ({
  ok: false,
  message: message('quantity.outOfRange', { min: range.min, max: range.max }),
});

/**
 * 000 §5: a sample's size list: every amount a whole number 0 to 150, and a total above
 * zero, else 'Please select at least one size.'.
 */
export const checkSampleQuantity = (entries: readonly SampleSizeAmount[]): QuantityCheck => {
  if (!entries.every((entry) => isValidSampleAmount(entry.amount))) return outOfRange(SAMPLE_AMOUNT_RANGE);
  return entries.reduce((sum, entry) => sum + entry.amount, 0) > 0
    ? OK
    : { ok: false, message: message('sample.selectAtLeastOneSize') };
};

/** Sets one size's amount in a sample's size list (clamped to 0..150); adds the size if missing. */
export const setSampleSizeAmount = (
  entries: readonly SampleSizeAmount[],
  size: Size,
  amount: number,
): SampleSizeAmount[] => {
  const clamped = clampAmount(amount, SAMPLE_AMOUNT_RANGE);
  return entries.some((entry) => entry.size === size)
    ? entries.map((entry) => (entry.size === size ? { size, amount: clamped } : entry))
    : [...entries, { size, amount: clamped }];
};

/** 000 §5: whether the cart shows a quantity control: single-size items only. */
export const hasCartQuantityControl = (item: Pick<CartItem, 'quantity'>): boolean =>
  !Array.isArray(item.quantity);

/**
 * 000 §5: the quantity a cart edit sends for a single-size item, clamped to 1..10;
 * null for a multi-size item, whose edit click is only logged.
 */
export const editCartAmount = (quantity: CartQuantity, amount: number): RetailQuantity | null =>
  Array.isArray(quantity) ? null : { size: quantity.size, amount: clampAmount(amount, CART_AMOUNT_RANGE) };

/**
 * 000 §5, §8: what adding to the cart needs: a session (else, with a Login action, 'To
 * preorder, please log in first.' for a pre-order and 'Please log in to order.' otherwise:
 * `orderLoginMessage`) and, for a sample, a total above zero.
 */
export const checkAddToCart = (input: {
  readonly signedIn: boolean;
  readonly quantity: CartQuantity;
  readonly type: CartItem['type'];
}): QuantityCheck => {
  if (!input.signedIn) return { ok: false, message: orderLoginMessage(input.type) };
  if (Array.isArray(input.quantity)) return checkSampleQuantity(input.quantity);
  if (input.type === 'sample') {
    // Single-size sample mode: 0 is "no size selected"; otherwise up to 150.
    if (input.quantity.amount === 0) return { ok: false, message: message('sample.selectAtLeastOneSize') };
    return isAmountInRange(input.quantity.amount, SAMPLE_SINGLE_SIZE_RANGE)
      ? OK
      : outOfRange(SAMPLE_SINGLE_SIZE_RANGE);
  }
  return isValidRetailAmount(input.quantity.amount) ? OK : outOfRange(RETAIL_AMOUNT_RANGE);
};

/** 000 §5, §8: checking out an empty cart warns 'Your cart is empty' (with Shop Now to /). */
export const checkCheckout = (items: readonly unknown[]): QuantityCheck =>
  items.length > 0 ? OK : { ok: false, message: message('cart.empty') };
