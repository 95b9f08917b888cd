import type {
  CartItem,
  CartQuantity,
  FormAnswerMap,
  FormAnswerValue,
  SampleSizeAmount,
} from '@atelier/schema';
import { checkAddToCart, type QuantityCheck } from './quantities';

/**
 * Issue 16 (cart): one line per creation, type, size and customisation answers. Adding what the cart already
 * holds raises that line instead of making a second one, as the best shops do; the
 * merged amount must still keep 000 §5's limits.
 */

/**
 * The quantity of a line after adding `added` to it, or null when `added` belongs on a
 * line of its own. A single size merges with the same single size (amounts add up); a
 * sample's size list merges with a size list (amounts add up size by size); the two
 * shapes never merge with each other.
 */
export const mergeCartQuantity = (existing: CartQuantity, added: CartQuantity): CartQuantity | null => {
  if (Array.isArray(existing) && Array.isArray(added)) {
    const merged: SampleSizeAmount[] = existing.map((entry) => ({ ...entry }));
    for (const entry of added) {
      const same = merged.find((line) => line.size === entry.size);
      if (same) same.amount += entry.amount;
      else merged.push({ ...entry });
    }
    return merged;
  }
  if (Array.isArray(existing) || Array.isArray(added)) return null;
  return existing.size === added.size
    ? { size: existing.size, amount: existing.amount + added.amount }
    : null;
};

/** One answer in a form that does not depend on key order or on the order of a checkbox's ids. */
const canonicalAnswer = (value: FormAnswerValue): FormAnswerValue => {
  if (Array.isArray(value)) {
    const items = value.map(canonicalAnswer);
    // A list of ids (a checkbox) is a set: ['a','b'] and ['b','a'] are the same answer.
    return items.every((item) => typeof item === 'string') ? [...(items as string[])].sort() : items;
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonicalAnswer((value as Record<string, FormAnswerValue>)[key] ?? null)]),
    );
  }
  return value;
};

/**
 * Issue 16: the key that tells a line's customisation answers apart. Missing answers and
 * `{}` are the same (no answers); key order and checkbox order do not matter.
 */
export const answersKey = (answers: FormAnswerMap | undefined | null): string =>
  JSON.stringify(canonicalAnswer((answers ?? {}) as FormAnswerValue));

/** Whether two lines carry the same customisation answers (part of a line's identity). */
export const sameAnswers = (a: FormAnswerMap | undefined | null, b: FormAnswerMap | undefined | null) =>
  answersKey(a) === answersKey(b);

type LineIdentity = Pick<CartItem, 'creation_id' | 'type' | 'quantity' | 'properties'>;

/**
 * The line among `lines` that `added` merges into: same creation, same type, same answers
 * (line properties) and a mergeable quantity.
 */
export const findMergeableLine = <Line extends LineIdentity>(
  lines: readonly Line[],
  added: LineIdentity,
): { line: Line; quantity: CartQuantity } | null => {
  for (const line of lines) {
    if (line.creation_id !== added.creation_id || line.type !== added.type) continue;
    if (!sameAnswers(line.properties, added.properties)) continue;
    const quantity = mergeCartQuantity(line.quantity, added.quantity);
    if (quantity) return { line, quantity };
  }
  return null;
};

/** Whether a merged line keeps 000 §5's limits (the same check as adding it afresh). */
export const checkMergedQuantity = (type: CartItem['type'], quantity: CartQuantity): QuantityCheck =>
  checkAddToCart({ signedIn: true, type, quantity });

/**
 * 000 §5 the cart's size editor for a sample's size list changes amounts, not the sizes
 * on offer: whether `next` names exactly the sizes of `current` (each once).
 */
export const hasSameSizes = (
  current: readonly SampleSizeAmount[],
  next: readonly SampleSizeAmount[],
): boolean => {
  const sizes = (entries: readonly SampleSizeAmount[]) =>
    entries
      .map((entry) => entry.size)
      .sort()
      .join(',');
  return new Set(next.map((entry) => entry.size)).size === next.length && sizes(current) === sizes(next);
};
