import type { RandomSource } from '../shared/random';

/** A random source answering `values` in turn, then repeating them. */
export const sequence = (...values: number[]): RandomSource => {
  let index = 0;
  return () => {
    const value = values[index % values.length] as number;
    index += 1;
    return value;
  };
};

/** A seeded pseudo-random source (mulberry32), for reproducible property tests. */
export const seeded = (seed: number): RandomSource => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
