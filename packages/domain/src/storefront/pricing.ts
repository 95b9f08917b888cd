import type {
  CartQuantity,
  CostTier,
  Creation,
  MoneyMinor,
  PurchaseType,
  RetailQuantity,
} from '@atelier/schema';

/**
 * 000 §9, 001 §9 prices, all in integer HKD cents.
 *
 * The documents give two rules for a sample's unit cost (the detail panel: "the first
 * tier whose quantity is at least the total, else the last tier"; the cart: "the largest
 * tier quantity not above the count, else the lowest tier"). One rule serves both, the
 * volume rule, which is also the editor's base-cost rule (001 §9): see docs/decisions.md.
 */

/**
 * The volume rule: the cost of the largest tier whose quantity is not above `count`,
 * else of the smallest tier; 0 without tiers. Tiers may come in any order.
 */
export const tierUnitCost = (costConfig: readonly CostTier[], count: number): MoneyMinor => {
  let applicable: CostTier | undefined;
  let smallest: CostTier | undefined;
  for (const tier of costConfig) {
    if (smallest === undefined || tier.quantity < smallest.quantity) smallest = tier;
    if (tier.quantity <= count && (applicable === undefined || tier.quantity > applicable.quantity)) {
      applicable = tier;
    }
  }
  return (applicable ?? smallest)?.cost ?? 0;
};

/** 000 §9: the total quantity of a cart quantity, over all sizes for a multi-size sample. */
export const totalQuantity = (quantity: CartQuantity): number =>
  Array.isArray(quantity) ? quantity.reduce((sum, entry) => sum + entry.amount, 0) : quantity.amount;

/** 000 §9: a sample's unit cost for a total quantity (the volume rule). */
export const sampleUnitPrice = (costConfig: readonly CostTier[], count: number): MoneyMinor =>
  tierUnitCost(costConfig, count);

/**
 * 000 §9 sample price, shown on the detail panel and charged in the cart: the unit
 * cost for the total quantity over all sizes, times that total.
 */
export const samplePrice = (costConfig: readonly CostTier[], quantity: CartQuantity | number): MoneyMinor => {
  const count = typeof quantity === 'number' ? quantity : totalQuantity(quantity);
  return sampleUnitPrice(costConfig, count) * count;
};

/** 000 §9: an instant, retail pre-order or untyped line costs totalPrice times amount. */
export const retailPrice = (totalPrice: MoneyMinor, quantity: Pick<RetailQuantity, 'amount'>): MoneyMinor =>
  totalPrice * quantity.amount;

/** What a cart line's price depends on. */
export interface CartPriceSource {
  /** The creation's unit price (cents). */
  readonly totalPrice: MoneyMinor;
  /** The creation's prebuild's cost tiers (prebuilds[0].cost_config). */
  readonly costConfig: readonly CostTier[];
}

/**
 * 000 §9 cart price of a line: a sample by the sample rule; instant-purchase,
 * retail-preorder or null by totalPrice times amount. The server computes every cart
 * price with this and never trusts a client's price.
 */
export const cartItemPrice = (
  item: { readonly type: PurchaseType | null; readonly quantity: CartQuantity },
  source: CartPriceSource,
): MoneyMinor =>
  item.type === 'sample'
    ? samplePrice(source.costConfig, item.quantity)
    : source.totalPrice * totalQuantity(item.quantity);

/** The price source of a creation: its totalPrice and its first prebuild's cost tiers. */
export const cartPriceSource = (
  creation: Pick<Creation, 'totalPrice'> & { prebuilds?: readonly { cost_config: readonly CostTier[] }[] },
): CartPriceSource => ({
  totalPrice: creation.totalPrice,
  costConfig: creation.prebuilds?.[0]?.cost_config ?? [],
});

/** 000 §2 the cart's subtotal: the sum of its lines' prices. */
export const cartSubtotal = (items: readonly { readonly price: MoneyMinor }[]): MoneyMinor =>
  items.reduce((sum, item) => sum + item.price, 0);

/** 000 §9: a retail tier has quantity 20. */
export const RETAIL_TIER_QUANTITY = 20;

/** 000 §9: the retail tier of a creation: quantity 20 at totalPrice per unit. */
export const retailTier = (totalPrice: MoneyMinor): CostTier => ({
  quantity: RETAIL_TIER_QUANTITY,
  cost: totalPrice,
});
