import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  manufacturingDaysToMs,
  manufacturingMsToDays,
  parseManufacturingDays,
  productionDays,
  productionDaysForTimePerPiece,
} from './production';

describe('001 §9 production time: 100 minutes a piece, days to 1 decimal', () => {
  it('days = pieces x 100 / 1440 rounded to 1 decimal', () => {
    expect(productionDays(1)).toBe(0.1);
    expect(productionDays(5)).toBe(0.3);
    expect(productionDays(20)).toBe(1.4);
    expect(productionDays(144)).toBe(10);
    expect(productionDays(0)).toBe(0);
    expect(productionDays(-3)).toBe(0);
  });

  it("uses a prebuild's own time per piece (ms), 100 minutes by default", () => {
    expect(productionDaysForTimePerPiece(20)).toBe(1.4);
    expect(productionDaysForTimePerPiece(10, 86_400_000)).toBe(10);
  });
});

describe('001 §5, §9 manufacturing time in days, stored in ms', () => {
  it('converts at 86,400,000 ms a day', () => {
    expect(manufacturingDaysToMs(1)).toBe(86_400_000);
    expect(manufacturingDaysToMs(2.5)).toBe(216_000_000);
    expect(manufacturingMsToDays(43_200_000)).toBe(0.5);
  });

  it('must be numeric', () => {
    expect(parseManufacturingDays(' 3 ')).toEqual({ ok: true, ms: 259_200_000 });
    expect(parseManufacturingDays('.5')).toEqual({ ok: true, ms: 43_200_000 });
    for (const text of ['', 'three', '-1', '1,5', '2d']) {
      const result = parseManufacturingDays(text);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(formatMessage(result.message)).toBe('Please enter the manufacturing time in days');
    }
  });
});
