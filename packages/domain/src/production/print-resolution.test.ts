import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRINT_DPI_FLOOR,
  PRINT_TARGET_DPI,
  effectiveDpi,
  judgePrintResolution,
  printResolutionVerdict,
} from './print-resolution';

const area = { widthMm: 254, heightMm: 254 }; // ten inches square

describe('effective DPI', () => {
  it('is the pixels over the printed inches', () => {
    // A 3000 px image across the whole ten-inch area prints at 300 DPI.
    expect(effectiveDpi({ width: 3000, height: 3000 }, { x: 1, y: 1 }, area)).toBeCloseTo(300);
    // Scaled to half the area, the same pixels print twice as dense.
    expect(effectiveDpi({ width: 3000, height: 1500 }, { x: 0.5, y: 0.5 }, area)).toBeCloseTo(600);
  });

  it('takes the axis stretched most', () => {
    // Height stretched twice its width's scale: half the DPI of the width alone.
    expect(effectiveDpi({ width: 1000, height: 1000 }, { x: 0.2, y: 0.4 }, area)).toBeCloseTo(250);
    expect(effectiveDpi({ width: 1000, height: 1000 }, { x: 0.4, y: 0.2 }, area)).toBeCloseTo(250);
  });

  it('has nothing to judge without an image or an area size', () => {
    expect(effectiveDpi({ width: 0, height: 10 }, { x: 1, y: 1 }, area)).toBeNull();
    expect(effectiveDpi({ width: 10, height: 0 }, { x: 1, y: 1 }, area)).toBeNull();
    expect(effectiveDpi({ width: 10, height: 10 }, { x: 1, y: 1 }, { widthMm: 0, heightMm: 10 })).toBeNull();
    expect(effectiveDpi({ width: 10, height: 10 }, { x: 1, y: 1 }, { widthMm: 10, heightMm: 0 })).toBeNull();
    expect(effectiveDpi({ width: 10, height: 10 }, { x: 0, y: 0 }, area)).toBeNull();
  });
});

describe('print resolution verdict', () => {
  it('targets 300 DPI for direct-to-garment and 150 for sublimation, with a floor of 100', () => {
    expect(PRINT_TARGET_DPI).toEqual({ dtg: 300, sublimation: 150 });
    expect(DEFAULT_PRINT_DPI_FLOOR).toBe(100);
  });

  it('is fine at the target, a warning under it and refused under the floor', () => {
    expect(printResolutionVerdict(300, 'dtg')).toEqual({ level: 'ok', dpi: 300, target: 300, floor: 100 });
    expect(printResolutionVerdict(299.6, 'dtg').level).toBe('warn');
    expect(printResolutionVerdict(100, 'dtg').level).toBe('warn');
    expect(printResolutionVerdict(99.9, 'dtg')).toEqual({
      level: 'refused',
      dpi: 99,
      target: 300,
      floor: 100,
    });
    expect(printResolutionVerdict(150, 'sublimation').level).toBe('ok');
    expect(printResolutionVerdict(149, 'sublimation').level).toBe('warn');
  });

  it("uses the producer's floor, capped at the target and never below zero", () => {
    expect(printResolutionVerdict(180, 'dtg', 200).level).toBe('refused');
    expect(printResolutionVerdict(200, 'sublimation', 400)).toMatchObject({ level: 'ok', floor: 150 });
    expect(printResolutionVerdict(140, 'sublimation', 400).level).toBe('refused');
    expect(printResolutionVerdict(1, 'dtg', -5)).toMatchObject({ level: 'warn', floor: 0 });
  });

  it('judges an image where it is placed', () => {
    expect(judgePrintResolution({ width: 490, height: 490 }, { x: 0.5, y: 0.5 }, area, 'dtg')).toEqual({
      level: 'refused',
      dpi: 98,
      target: 300,
      floor: 100,
    });
    expect(
      judgePrintResolution({ width: 500, height: 500 }, { x: 0.25, y: 0.25 }, area, 'sublimation', 50),
    ).toMatchObject({ level: 'ok', dpi: 200 });
    expect(judgePrintResolution({ width: 0, height: 0 }, { x: 1, y: 1 }, area, 'dtg')).toBeNull();
  });
});
