import { z } from 'zod';
import { PURCHASE_TYPES, RETAIL_AMOUNT_RANGE, SAMPLE_AMOUNT_RANGE } from '../constants';
import { IdSchema, MoneyMinorSchema, SizeSchema, reportDuplicates } from '../primitives';
import { CreationSchema, CreationSummarySchema } from './creation';
import { DesignIdSchema } from './design';
import { FormAnswerMapSchema } from './form';

/** 000 §3: a cart item's type is a purchase type. */
export const CART_ITEM_TYPES = PURCHASE_TYPES;

/** 000 §5, §9: a single-size (retail or instant) line, amount 1 to 10. */
export const RetailQuantitySchema = z.object({
  size: SizeSchema,
  amount: z.number().int().min(RETAIL_AMOUNT_RANGE.min).max(RETAIL_AMOUNT_RANGE.max),
});
export type RetailQuantity = z.infer<typeof RetailQuantitySchema>;

/** 000 §5, §9: one size of a sample list, amount 0 to 150. */
export const SampleSizeAmountSchema = z.object({
  size: SizeSchema,
  amount: z.number().int().min(SAMPLE_AMOUNT_RANGE.min).max(SAMPLE_AMOUNT_RANGE.max),
});
export type SampleSizeAmount = z.infer<typeof SampleSizeAmountSchema>;

/** 000 §5 sample warning: the total over all sizes must be above zero. */
export const SAMPLE_EMPTY_MESSAGE = 'Please select at least one size.';

/**
 * 000 §3, §4 a sample's quantity: a single size (sample single-size mode, amount
 * 1 to 150) or a list of {size, amount} (multi-size mode) whose total is above zero.
 */
export const SampleQuantitySchema = z.union([
  z.object({
    size: SizeSchema,
    amount: z.number().int().min(1).max(SAMPLE_AMOUNT_RANGE.max),
  }),
  z.array(SampleSizeAmountSchema).superRefine((entries, ctx) => {
    reportDuplicates(ctx, entries, (entry) => entry.size, [], 'Size');
    // Only a list of valid amounts can be "empty"; bad amounts are reported on their own.
    const amountsValid = entries.every(
      (entry) => SampleSizeAmountSchema.shape.amount.safeParse(entry.amount).success,
    );
    if (amountsValid && entries.every((entry) => entry.amount === 0)) {
      ctx.addIssue({ code: 'custom', message: SAMPLE_EMPTY_MESSAGE });
    }
  }),
]);
export type SampleQuantity = z.infer<typeof SampleQuantitySchema>;

/** 000 §3 a cart item's quantity: one size and amount, or for samples a list of them. */
export type CartQuantity = RetailQuantity | SampleQuantity;

/**
 * Builds the cart item union over the fields shared by every type, so that the stored
 * item and the POST body (without id) tell types apart the same way.
 */
const cartItemUnion = <Shape extends z.ZodRawShape>(shared: Shape) =>
  z.discriminatedUnion('type', [
    z.object({
      ...shared,
      type: z.enum(['instant-purchase', 'retail-preorder']),
      quantity: RetailQuantitySchema,
    }),
    z.object({ ...shared, type: z.literal('sample'), quantity: SampleQuantitySchema }),
  ]);

const postedFields = {
  creation_id: IdSchema,
  /** Integer cents; the server recomputes it from the domain's rules. */
  price: MoneyMinorSchema,
  /** The creation as the buyer saw it when adding it to the cart. */
  creationFullSnapshot: CreationSchema.optional(),
  /**
   * Issue 16 line properties: the customisation answers (field id to answer). Part of the
   * line's identity; the server checks them against the creation's form and prices them.
   */
  properties: FormAnswerMapSchema.optional(),
  /**
   * Issue 20: the saved design the line was made from (its answers are `properties`); the cart
   * and the order keep it so 'Edit design' reopens the creation with it.
   */
  design_id: DesignIdSchema.optional(),
};

/** 000 §7 POST /api/actions/user/cart body: creation_id, quantity, price, type, creationFullSnapshot. */
export const NewCartItemSchema = cartItemUnion(postedFields);
export type NewCartItem = z.infer<typeof NewCartItemSchema>;
/** What NewCartItemSchema accepts (before defaults are applied). */
export type NewCartItemInput = z.input<typeof NewCartItemSchema>;

/**
 * 000 §3 Cart item: id, type, quantity, price, creation_id, creationFullSnapshot; on
 * reading it also carries `creation` (id, name, totalPrice, creation_media,
 * waterflow_config, prebuilds[0].cost_config).
 */
export const CartItemSchema = cartItemUnion({
  ...postedFields,
  id: IdSchema,
  creation: CreationSummarySchema.optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;
