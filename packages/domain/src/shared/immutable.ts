/** Moves the item at `from` to `to` (both clamped to the list); the list is not modified. */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const result = [...items];
  if (from < 0 || from >= items.length) return result;
  const target = Math.min(Math.max(to, 0), items.length - 1);
  const [moved] = result.splice(from, 1);
  result.splice(target, 0, moved as T);
  return result;
};

/** Rounds half away from zero to a whole number (money in cents is never fractional). */
export const roundHalfUp = (value: number): number => {
  const rounded = value < 0 ? -Math.round(-value) : Math.round(value);
  return rounded === 0 ? 0 : rounded; // never -0
};
