import type { PurchaseType, Size } from '@atelier/schema';
import type { Message } from '../messages';
import { message } from '../messages';

/**
 * Issue 18: the words of a creation's page that depend on how it is sold. Only a pre-order
 * says 'To preorder, please log in first.' (000 §8 quotes it for pre-orders); an instant
 * purchase or a sample asks to log in to order. `null` (an unset purchase type) sells as an
 * instant purchase (000 §4).
 */
export const orderLoginMessage = (type: PurchaseType | null | undefined): Message =>
  type === 'retail-preorder' ? message('order.loginFirst') : message('order.loginToOrder');

/**
 * Issue 18, 000 §9: the one production time a purchase states. A pre-order's run is made to
 * order once its goal is reached ('Made to order: 10-15 working days'); an instant purchase
 * and a sample are made one by one ('Average production: 5-7 working days'). Recorded in
 * docs/decisions.md.
 */
export const productionTimeMessage = (type: PurchaseType | null | undefined): Message =>
  type === 'retail-preorder' ? message('detail.madeToOrder') : message('detail.averageProduction');

/** How the size is offered: one size is stated, several are chosen from, none leaves nothing to show. */
export type SizeOffer =
  | { readonly kind: 'none' }
  | { readonly kind: 'single'; readonly size: Size }
  | { readonly kind: 'choice'; readonly sizes: readonly Size[] };

/** Issue 18: a single-size item shows its one size, never a selector with one (or no) option. */
export const sizeOffer = (sizes: readonly Size[]): SizeOffer => {
  const [first] = sizes;
  if (first === undefined) return { kind: 'none' };
  return sizes.length === 1 ? { kind: 'single', size: first } : { kind: 'choice', sizes };
};
