import { describe, expect, it } from 'vitest';
import { decalPrintRect, pixelsAt, printAreaSize } from './print-areas';

describe('print areas', () => {
  it('sizes a part from its UV span per metre, to a tenth of a millimetre', () => {
    expect(printAreaSize(0.8341)).toEqual({ widthMm: 834.1, heightMm: 834.1 });
    expect(printAreaSize(0.5)).toEqual({ widthMm: 500, heightMm: 500 });
  });

  it('has no size when the model does not say', () => {
    expect(printAreaSize(null)).toBeNull();
    expect(printAreaSize(undefined)).toBeNull();
    expect(printAreaSize(0)).toBeNull();
    expect(printAreaSize(-1)).toBeNull();
    expect(printAreaSize(Number.NaN)).toBeNull();
    expect(printAreaSize(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('places a decal as the compositor draws it, y from the top', () => {
    const area = { widthMm: 400, heightMm: 400 };
    const placement = { position: { x: 0.5, y: 0.75 }, scale: { x: 0.25, y: 0.25 }, rotation: 30 };
    expect(decalPrintRect(area, placement, { width: 1000, height: 500 })).toEqual({
      centreXMm: 200,
      centreYMm: 100,
      widthMm: 100,
      heightMm: 50,
      rotation: 30,
    });
  });

  it('keeps a square when the image has no width', () => {
    const rect = decalPrintRect(
      { widthMm: 100, heightMm: 100 },
      { position: { x: 0, y: 0 }, scale: { x: 0.5, y: 0.5 }, rotation: 0 },
      { width: 0, height: 0 },
    );
    expect(rect.heightMm).toBe(50);
    expect(rect.centreYMm).toBe(100);
  });

  it('counts pixels for a length at a DPI, rounding up but not past exact values', () => {
    expect(pixelsAt(25.4, 300)).toBe(300);
    expect(pixelsAt(254, 150)).toBe(1500);
    expect(pixelsAt(10, 300)).toBe(119);
  });
});
