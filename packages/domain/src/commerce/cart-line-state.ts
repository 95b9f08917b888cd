import type { MoneyMinor } from '@atelier/schema';

/**
 * Issue 19: a cart line as the shopper must see it. Its price is always the creation's price
 * now (the line keeps the price it was added at only to say that it changed); a line whose
 * creation went off sale (unpublished, deleted) is unavailable: it cannot be edited, is left
 * out of the subtotal, and holds the checkout until it is removed.
 */

export interface CartLineFacts {
  /** The creation exists, is published and not deleted. */
  readonly onSale: boolean;
  /** The line's price by the creation as it was when the line was added (same quantity and answers). */
  readonly priceWhenAdded: MoneyMinor;
  /** The line's price by the creation as it is now. */
  readonly priceNow: MoneyMinor;
}

export interface CartLineState {
  readonly available: boolean;
  readonly price: MoneyMinor;
  /** Set when the creator changed the price since the line was added. */
  readonly priceChanged: { readonly from: MoneyMinor; readonly to: MoneyMinor } | null;
}

export const cartLineState = (facts: CartLineFacts): CartLineState => ({
  available: facts.onSale,
  price: facts.priceNow,
  priceChanged:
    facts.priceWhenAdded === facts.priceNow ? null : { from: facts.priceWhenAdded, to: facts.priceNow },
});

/** Whether a creation can be in a cart that checks out: it exists, published, not deleted. */
export const isCreationOnSale = (
  creation: { readonly is_draft: boolean | number; readonly is_deleted: boolean | number } | null | undefined,
): boolean => Boolean(creation) && !creation!.is_draft && !creation!.is_deleted;

/** The subtotal of the lines that can be bought (unavailable ones are not counted). */
export const availableSubtotal = (
  lines: readonly { readonly available: boolean; readonly price: MoneyMinor }[],
): MoneyMinor => lines.reduce((sum, line) => (line.available ? sum + line.price : sum), 0);

/** The checkout waits while any line is unavailable: the shopper removes it first. */
export const isCheckoutHeld = (lines: readonly { readonly available: boolean }[]): boolean =>
  lines.some((line) => !line.available);
