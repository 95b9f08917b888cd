import { describe, expect, it } from 'vitest';
import { PrebuildPrintSchema, PrintDpiFloorSchema } from './print-setup';
import { PrebuildExtraOptionSchema } from './prebuild';
import { ProducerMetadataSchema } from './producer';

describe('print setup', () => {
  it('defaults to direct-to-garment with no areas', () => {
    expect(PrebuildPrintSchema.parse({})).toEqual({ method: 'dtg', areas: [] });
  });

  it('keeps declared areas and refuses a part declared twice, a bad size or method', () => {
    const area = { part: 'front', width_mm: 834.1, height_mm: 834.1 };
    expect(PrebuildPrintSchema.parse({ method: 'sublimation', areas: [area] }).areas).toEqual([area]);
    const paths = (value: unknown) =>
      PrebuildPrintSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ areas: [area, area] })).toEqual(['areas.1.part']);
    expect(paths({ areas: [{ ...area, width_mm: 0 }] })).toEqual(['areas.0.width_mm']);
    expect(paths({ areas: [{ ...area, height_mm: 3001 }] })).toEqual(['areas.0.height_mm']);
    expect(paths({ method: 'screen' })).toEqual(['method']);
  });

  it('is optional on a prebuild and a producer', () => {
    expect(PrebuildExtraOptionSchema.parse({}).print).toBeUndefined();
    expect(PrebuildExtraOptionSchema.parse({ print: {} }).print).toEqual({ method: 'dtg', areas: [] });
    expect(ProducerMetadataSchema.parse({}).print_dpi_floor).toBeUndefined();
    expect(ProducerMetadataSchema.parse({ print_dpi_floor: 120 }).print_dpi_floor).toBe(120);
  });

  it('takes a whole floor between 1 and 300 DPI', () => {
    expect(PrintDpiFloorSchema.safeParse(100).success).toBe(true);
    expect(PrintDpiFloorSchema.safeParse(0).success).toBe(false);
    expect(PrintDpiFloorSchema.safeParse(301).success).toBe(false);
    expect(PrintDpiFloorSchema.safeParse(99.5).success).toBe(false);
  });
});
