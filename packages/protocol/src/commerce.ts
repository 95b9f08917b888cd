import { FormAnswerMapSchema, IdSchema } from '@atelier/schema';
import { z } from 'zod';

/**
 * Issue 20: what a partner needs to sell a creation it embeds. Prices come from Atelier's
 * server (`GET /api/viewer/price`, the domain's pricing rules), never from the page.
 */

const money = z.number().int().min(0);

/** The price of one piece as the shopper chose it: the base plus the extras of the answers. */
export const PriceSchema = z.strictObject({
  creationId: IdSchema,
  /** Prices are Hong Kong dollars (docs/commerce.md), in minor units (cents). */
  currency: z.literal('HKD'),
  unitPrice: money,
  base: money,
  extras: money,
});
export type Price = z.infer<typeof PriceSchema>;

/**
 * Whose cart the viewer's "Add to cart" button fills: `none` hides it (the default, so
 * partners who sell nothing see no button), `partner` only tells the partner page
 * (`addToCartRequested`), `atelier` also opens the creation's Atelier page in a new tab.
 */
export const CART_MODES = ['none', 'partner', 'atelier'] as const;
export const CartModeSchema = z.enum(CART_MODES);
export type CartMode = z.infer<typeof CartModeSchema>;

/** What a shopper chose: a colourway's option, a variation's option, a part's material or a form answer. */
export const OPTION_KINDS = ['colorway', 'variation', 'material', 'answer'] as const;

export const OptionChosenSchema = z.strictObject({
  kind: z.enum(OPTION_KINDS),
  /** The colourway (group value), variation id, part value or form field id. */
  target: IdSchema,
  /** The option, material or answer chosen; null when an answer was cleared or is not text. */
  option: z.string().nullable(),
});
export type OptionChosen = z.infer<typeof OptionChosenSchema>;

/** An absolute http(s) address. */
const address = z.string().regex(/^https?:\/\/[^\s]+$/, { error: 'An absolute http(s) address' });

export const ShareLinkSchema = z.strictObject({ url: address });

export const AddToCartRequestedSchema = z.strictObject({
  /** Who puts it in a cart: the partner page, or Atelier (its page was opened). */
  cart: z.enum(['partner', 'atelier']),
  price: PriceSchema,
  /** The form answers as chosen, for the partner's line item. */
  answers: FormAnswerMapSchema,
  /** The creation's Atelier page. */
  url: address,
});

/**
 * The design shown was saved on Atelier: its id and its link, which opens it on the creation's
 * page. Never the design itself: whoever holds the link reads it from Atelier.
 */
export const DesignSavedSchema = z.strictObject({ designId: IdSchema, url: address });
export type DesignSaved = z.infer<typeof DesignSavedSchema>;
