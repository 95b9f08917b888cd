/**
 * Randomness is always a parameter of the domain (never `Math.random()`): a source
 * answering numbers in [0, 1), like `Math.random`.
 */
export type RandomSource = () => number;

/** A whole number in [0, count) drawn from `random`; values outside [0, 1) are clamped. */
export const randomIndex = (random: RandomSource, count: number): number => {
  const draw = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return Math.floor(draw * count);
};

/** A new array with the items of `items` in a random order (Fisher-Yates). */
export const shuffle = <T>(items: readonly T[], random: RandomSource): T[] => {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomIndex(random, i + 1);
    const held = result[i] as T;
    result[i] = result[j] as T;
    result[j] = held;
  }
  return result;
};

/** `count` items of `items` picked at random, without repeats, in a random order. */
export const pickRandom = <T>(items: readonly T[], count: number, random: RandomSource): T[] =>
  shuffle(items, random).slice(0, Math.max(0, count));

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random lower-case letters and digits. */
export const randomText = (random: RandomSource, length = 6): string =>
  Array.from({ length }, () => ALPHABET[randomIndex(random, ALPHABET.length)]).join('');
