import type { CartQuantity, Form, FormAnswerMap, MoneyMinor, PurchaseType, Size } from '@atelier/schema';
import { answersExtraPrice } from '../customiser/order-price';
import { type AnswerDesign, answerProblems } from '../customiser/answer-problems';
import { checkAddToCart } from '../storefront/quantities';
import { sampleUnitPrice, totalQuantity, type CartPriceSource } from '../storefront/pricing';
import { formatMessage } from '../messages';

/**
 * Issue 16: the rules an order line keeps on the server, whatever the client sent: its
 * customisation answers name the creation's own fields and options, its price comes from
 * the domain (creation price, sample tiers, answer extras), and the stock rules of 000 §5
 * and §9 hold again at placement (the cart may be days old).
 */

export interface AnswerIssue {
  readonly fieldId: string;
  readonly message: string;
}

/**
 * Issue 16, 17: whether a line's answers fit the creation's customer form (customerForm: its
 * own fields and the virtual ones): every field id is one of the form's fields, and
 * answerProblems finds nothing (required questions answered, options offered, limits
 * kept). The messages are the English texts. Empty when they fit.
 */
export const checkLineAnswers = (
  form: Pick<Form, 'fields'>,
  answers: FormAnswerMap,
  design?: AnswerDesign,
): AnswerIssue[] => {
  const unknown = Object.keys(answers)
    .filter((fieldId) => !form.fields.some((field) => field.id === fieldId))
    .map((fieldId) => ({ fieldId, message: `The creation's form has no field ${fieldId}.` }));
  const problems = Object.entries(answerProblems(form, answers, design)).map(([fieldId, problem]) => ({
    fieldId,
    message: formatMessage(problem),
  }));
  return [...unknown, ...problems];
};

export interface LinePrice {
  /** One piece: the base (creation price, or the sample tier's unit cost) plus the answers' extras. */
  readonly unitPrice: MoneyMinor;
  /** unitPrice times the pieces of every size. */
  readonly total: MoneyMinor;
}

/**
 * 000 §9 and 002 §3: the price of a line with its answers. A retail or instant piece costs
 * the creation's price plus its extras; a sample piece the volume tier's unit cost for the
 * whole line plus the extras (percentages of that unit cost).
 */
export const orderLinePrice = (
  line: {
    readonly type: PurchaseType | null;
    readonly quantity: CartQuantity;
    readonly answers: FormAnswerMap;
  },
  source: CartPriceSource,
  form: Pick<Form, 'fields'>,
): LinePrice => {
  const pieces = totalQuantity(line.quantity);
  const base = line.type === 'sample' ? sampleUnitPrice(source.costConfig, pieces) : source.totalPrice;
  const unitPrice = Math.max(0, base) + answersExtraPrice(form, line.answers, base);
  return { unitPrice, total: unitPrice * pieces };
};

/** The orders table's kind of a cart line's type. */
export const orderKindOf = (type: PurchaseType | null): 'instant' | 'preorder' | 'sample' =>
  type === 'retail-preorder' ? 'preorder' : type === 'sample' ? 'sample' : 'instant';

/** What placement knows about a line's creation, as stored now. */
export interface OrderLineFacts {
  readonly type: PurchaseType;
  readonly quantity: CartQuantity;
  readonly creation: {
    readonly name: string;
    readonly orderable: boolean;
    readonly purchaseType: PurchaseType | null;
    readonly buyerIsOwner: boolean;
    readonly preorderOpen: boolean;
    /** Sizes on sale (the prebuild's, less the creation's blacklist). */
    readonly sizes: readonly Size[];
  };
  /** The prebuild's order limits and the pieces already ordered (orders not cancelled). */
  readonly limits: { readonly maximum: number; readonly ordered: number } | null;
}

export type OrderLineRefusal = {
  readonly ok: false;
  readonly code:
    | 'not_orderable'
    | 'sample_not_allowed'
    | 'wrong_type'
    | 'invalid_quantity'
    | 'size_unavailable'
    | 'preorder_ended'
    | 'order_limit';
  readonly message: string;
};

/**
 * Issue 16: 000 §5, §6 and §9 once more at placement: the creation still on sale, a sample
 * only for its creator, the creation's purchase type, retail 1-10 / sample 0-150 per size with
 * a total above 0, no size off sale, a pre-order only while its campaign runs, and the pieces
 * of the prebuild's run within its maximum. (Its minimum is the campaign's goal, decided at
 * settlement, not a per-order limit: docs/decisions.md.)
 */
export const checkOrderLine = (line: OrderLineFacts): { readonly ok: true } | OrderLineRefusal => {
  const { creation } = line;
  const refuse = (code: OrderLineRefusal['code'], message: string): OrderLineRefusal => ({
    ok: false,
    code,
    message,
  });
  if (!creation.orderable) return refuse('not_orderable', `"${creation.name}" cannot be ordered now.`);
  if (line.type === 'sample' && !creation.buyerIsOwner)
    return refuse('sample_not_allowed', `Only the creator of "${creation.name}" can order a sample.`);
  if (line.type !== 'sample' && line.type !== (creation.purchaseType ?? 'instant-purchase'))
    return refuse(
      'wrong_type',
      `"${creation.name}" is sold as ${creation.purchaseType ?? 'instant-purchase'}.`,
    );
  const quantity = checkAddToCart({ signedIn: true, type: line.type, quantity: line.quantity });
  if (!quantity.ok)
    return refuse('invalid_quantity', `"${creation.name}": ${formatMessage(quantity.message)}`);
  const asked = Array.isArray(line.quantity) ? line.quantity.filter((e) => e.amount > 0) : [line.quantity];
  const off = asked.filter((entry) => !creation.sizes.includes(entry.size)).map((entry) => entry.size);
  if (off.length > 0)
    return refuse('size_unavailable', `"${creation.name}" is not available in ${off.join(', ')}.`);
  if (line.type === 'retail-preorder' && !creation.preorderOpen)
    return refuse('preorder_ended', `The pre-order of "${creation.name}" has ended.`);
  const pieces = totalQuantity(line.quantity);
  if (line.limits && line.type !== 'sample' && line.limits.ordered + pieces > line.limits.maximum) {
    const left = Math.max(0, line.limits.maximum - line.limits.ordered);
    return refuse('order_limit', `Only ${left} more of "${creation.name}" can be made in this run.`);
  }
  return { ok: true };
};
