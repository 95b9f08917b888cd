import type { Field } from '@atelier/schema';
import { fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  adjustmentAmount,
  answersExtraPrice,
  canSelectMore,
  customisedOrderPrice,
  customisedUnitPrice,
  fieldExtraPrice,
  limitSelections,
  toggleCheckboxOption,
} from './order-price';

const f = fixtures.fields;
const BASE = 75000; // HK$750
const form = { fields: [f.option, f.checkbox, f.number, f.text] as Field[] };

describe('002 §3 option and checkbox extra prices (fixed or percentage)', () => {
  it('a fixed extra is cents; a percentage is of the base price, rounded to the cent', () => {
    expect(adjustmentAmount({ type: 'fixed', value: 5000 }, BASE)).toBe(5000);
    expect(adjustmentAmount({ type: 'percentage', value: 2.5 }, BASE)).toBe(1875);
    expect(adjustmentAmount({ type: 'percentage', value: 0.01 }, 1999)).toBe(0);
  });

  it('a radio option adds its extra price', () => {
    expect(fieldExtraPrice(f.option, 'fit_oversized', BASE)).toBe(5000);
    expect(fieldExtraPrice(f.option, 'fit_regular', BASE)).toBe(0);
    expect(fieldExtraPrice(f.option, undefined, BASE)).toBe(0);
    expect(fieldExtraPrice(f.option, 'unknown', BASE)).toBe(0);
  });

  it('checked options add their extras', () => {
    expect(fieldExtraPrice(f.checkbox, ['addon_pocket', 'addon_tag'], BASE)).toBe(1875);
    expect(fieldExtraPrice(f.checkbox, [], BASE)).toBe(0);
    expect(fieldExtraPrice(f.checkbox, [3, 'addon_pocket'], BASE)).toBe(1875);
  });
});

describe('002 §5 max selections', () => {
  const checkbox = {
    ...f.checkbox,
    maxSelections: 1,
    options: [
      { id: 'a', text: 'A', extraPrice: { type: 'fixed' as const, value: 100 } },
      { id: 'b', text: 'B', extraPrice: { type: 'fixed' as const, value: 200 } },
    ],
  };

  it('only the first maxSelections count towards the price', () => {
    expect(fieldExtraPrice(checkbox, ['b', 'a'], BASE)).toBe(200);
    expect(limitSelections({ maxSelections: undefined }, ['a', 'a', 'b'])).toEqual(['a', 'b']);
  });

  it('ticking beyond the limit is refused with a message', () => {
    expect(canSelectMore(checkbox, ['a'])).toBe(false);
    expect(canSelectMore({ maxSelections: undefined }, ['a', 'b', 'c'])).toBe(true);
    const refused = toggleCheckboxOption(checkbox, ['a'], 'b');
    expect(refused.selected).toEqual(['a']);
    expect(formatMessage(refused.message!)).toBe('You can select at most 1 option(s)');
    expect(toggleCheckboxOption(checkbox, ['a'], 'a')).toEqual({ selected: [], message: null });
    expect(toggleCheckboxOption(checkbox, undefined, 'a')).toEqual({ selected: ['a'], message: null });
    expect(toggleCheckboxOption({ maxSelections: undefined }, 'a', 'b').selected).toEqual(['a', 'b']);
  });
});

describe('002 §3 number price ranges', () => {
  it('adds the first range containing the number', () => {
    expect(fieldExtraPrice(f.number, 65, BASE)).toBe(2000);
    expect(fieldExtraPrice(f.number, 70, BASE)).toBe(2000);
    expect(fieldExtraPrice(f.number, 64.5, BASE)).toBe(0);
    expect(fieldExtraPrice(f.number, '66', BASE)).toBe(0);
    expect(fieldExtraPrice(f.number, Number.NaN, BASE)).toBe(0);
  });

  it('a percentage range is of the base price', () => {
    const field = {
      ...f.number,
      priceRanges: [{ id: 'r', rangeStart: 0, rangeEnd: 10, type: 'percentage' as const, value: 10 }],
    };
    expect(fieldExtraPrice(field, 5, BASE)).toBe(7500);
  });
});

describe('002 §3 price of a customised order', () => {
  it('is the base price plus every answer’s extra, times the amount', () => {
    const answers = {
      [f.option.id]: 'fit_oversized',
      [f.checkbox.id]: ['addon_pocket'],
      [f.number.id]: 68,
      [f.text.id]: 'MEI',
    };
    expect(answersExtraPrice(form, answers, BASE)).toBe(5000 + 1875 + 2000);
    expect(customisedUnitPrice(BASE, form, answers)).toBe(83875);
    expect(customisedOrderPrice(BASE, form, answers, 2)).toBe(167750);
    expect(customisedOrderPrice(BASE, form, {}, -1)).toBe(0);
  });

  it('property: prices are never negative and are whole cents', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.nat(100_000),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (base, percent, fixed, length) => {
          const option = {
            ...f.option,
            options: [{ id: 'o', text: 'O', extraPrice: { type: 'percentage' as const, value: percent } }],
          };
          const number = {
            ...f.number,
            priceRanges: [{ id: 'r', rangeStart: 0, rangeEnd: 100, type: 'fixed' as const, value: fixed }],
          };
          const price = customisedUnitPrice(
            base,
            { fields: [option, number] },
            { [option.id]: 'o', [number.id]: length },
          );
          expect(price).toBeGreaterThanOrEqual(base);
          expect(Number.isInteger(price)).toBe(true);
        },
      ),
    );
  });
});
