import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seeded, sequence } from '../test/random';
import { createDefaultSectionId, createFieldId, createSectionId } from './ids';
import { moveItem, roundHalfUp } from './immutable';
import { pickRandom, randomIndex, randomText, shuffle } from './random';
import { addMonths, toIsoString, toMillis } from './time';

describe('time as a parameter', () => {
  it('accepts a Date or milliseconds', () => {
    expect(toMillis(new Date(42))).toBe(42);
    expect(toMillis(42)).toBe(42);
    expect(toIsoString(0)).toBe('1970-01-01T00:00:00.000Z');
  });

  it('adds calendar months in UTC, clamping to the month end', () => {
    expect(new Date(addMonths(Date.parse('2024-01-31T12:00:00Z'), 1)).toISOString()).toBe(
      '2024-02-29T12:00:00.000Z',
    );
    expect(new Date(addMonths(Date.parse('2024-10-31T00:00:00Z'), 5)).toISOString()).toBe(
      '2025-03-31T00:00:00.000Z',
    );
    expect(new Date(addMonths(Date.parse('2024-03-15T00:00:00Z'), -1)).toISOString()).toBe(
      '2024-02-15T00:00:00.000Z',
    );
  });
});

describe('randomness as a parameter', () => {
  it('draws indexes in range, clamping odd sources', () => {
    expect(randomIndex(() => 0.99, 3)).toBe(2);
    expect(randomIndex(() => 1, 3)).toBe(2);
    expect(randomIndex(() => -1, 3)).toBe(0);
  });

  it('shuffles and picks without repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        expect([...shuffle(items, seeded(seed))].sort()).toEqual([...items].sort());
      }),
    );
    expect(pickRandom([1, 2, 3], 5, sequence(0.5))).toHaveLength(3);
    expect(pickRandom([1, 2, 3], -1, sequence(0.5))).toEqual([]);
  });

  it('002 §3 section and field ids: prefix, timestamp, random text', () => {
    expect(randomText(sequence(0), 3)).toBe('aaa');
    expect(createSectionId(1714550400000, sequence(0))).toBe('section_1714550400000_aaaaaa');
    expect(createFieldId(new Date(5), sequence(0.999))).toBe('field_5_999999');
    expect(createDefaultSectionId(7)).toBe('section_default_7');
  });
});

describe('immutable helpers', () => {
  it('moves an item, clamping the target', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -4)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a'], 3, 0)).toEqual(['a']);
  });

  it('rounds half away from zero, never -0', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
  });
});
