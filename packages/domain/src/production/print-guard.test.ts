import { CombinationConfigSchema, type CombinationConfig } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { freeDecalValue } from '../customiser/customer-form';
import {
  answerPrintChecks,
  decalPrintArea,
  decalPrintVerdict,
  placedDecalPrintChecks,
  printGuardSetup,
} from './print-guard';

// A ten-inch (254 mm) front and a sleeve with no declared area.
const setup = printGuardSetup(
  { method: 'dtg', areas: [{ part: 'front', width_mm: 254, height_mm: 254 }] },
  undefined,
);

const design = (): CombinationConfig =>
  CombinationConfigSchema.parse({
    parts: [
      { value: 'front', text: 'Front', default: 'm1' },
      { value: 'sleeve', text: 'Sleeve', default: 'm1' },
    ],
    decals: {
      placed: [
        {
          value: 'logo',
          part_binding: 'front',
          scale: { x: 0.5, y: 0.5 },
          material_config: { map: '/a.png' },
        },
        { value: 'cuff', part_binding: 'sleeve', material_config: { map: '/b.png' } },
        { value: 'blank', part_binding: 'front' },
      ],
      setup: { free_decal: 1, default_part_key: 'front' },
    },
    form: {
      enabledForRoles: ['creator', 'consumer'],
      fields: [{ id: 'field_note', type: 'text', title: 'Note' }],
    },
  });

const sizes: Record<string, { width: number; height: number }> = {
  '/a.png': { width: 1500, height: 1500 },
  '/b.png': { width: 10, height: 10 },
  '/small.png': { width: 200, height: 200 },
  '/big.png': { width: 4000, height: 4000 },
};
const imageSize = (url: string) => sizes[url] ?? null;

describe('print guard', () => {
  it('defaults to DTG, no areas and the default floor', () => {
    expect(printGuardSetup(undefined, undefined)).toEqual({ method: 'dtg', areas: [], floor: 100 });
    expect(printGuardSetup({ method: 'sublimation', areas: [] }, 120)).toEqual({
      method: 'sublimation',
      areas: [],
      floor: 120,
    });
  });

  it('judges a decal on its print area and nothing elsewhere', () => {
    expect(decalPrintArea({ part_binding: 'front' }, setup)?.width_mm).toBe(254);
    expect(decalPrintArea({ part_binding: undefined }, setup)).toBeUndefined();
    // 1500 px over five inches: 300 DPI.
    expect(
      decalPrintVerdict({ part_binding: 'front', scale: { x: 0.5, y: 0.5 } }, sizes['/a.png']!, setup),
    ).toEqual({
      level: 'ok',
      dpi: 300,
      target: 300,
      floor: 100,
    });
    expect(
      decalPrintVerdict({ part_binding: 'sleeve', scale: { x: 1, y: 1 } }, sizes['/b.png']!, setup),
    ).toBeNull();
  });

  it('checks placed decals whose image size is known and whose part is a print area', () => {
    const placed = design().decals.placed;
    expect(placedDecalPrintChecks(placed, setup, imageSize)).toEqual([
      { decal: 'logo', url: '/a.png', verdict: { level: 'ok', dpi: 300, target: 300, floor: 100 } },
    ]);
    expect(placedDecalPrintChecks(placed, setup, () => null)).toEqual([]);
  });

  it("judges only the shopper's answered images, where the answers place them", () => {
    const config = design();
    const form = answerPrintChecks(config, { field_freedecal_1: { url: '/small.png' } }, setup, imageSize);
    // A free decal lands on the default part at a quarter: 200 px over 2.5 inches.
    expect(form).toEqual([
      {
        fieldId: 'field_freedecal_1',
        decal: freeDecalValue(1),
        url: '/small.png',
        verdict: { level: 'refused', dpi: 80, target: 300, floor: 100 },
      },
    ]);
    // The creator's low-resolution cuff is not judged; an empty or foreign answer neither.
    expect(answerPrintChecks(config, {}, setup, imageSize)).toEqual([]);
    expect(
      answerPrintChecks(config, { field_freedecal_1: { url: '', text: { value: 'Hi' } } }, setup, imageSize),
    ).toEqual([]);
    expect(
      answerPrintChecks(config, { field_freedecal_1: '', other: { url: '/b.png' } }, setup, imageSize),
    ).toEqual([]);
  });

  it('judges an answer replacing a targeted decal with the decal’s scale', () => {
    const checks = answerPrintChecks(design(), { field_decal_logo: { url: '/big.png' } }, setup, imageSize);
    expect(checks.map((check) => [check.fieldId, check.decal, check.verdict.level])).toEqual([
      ['field_decal_logo', 'logo', 'ok'],
    ]);
  });
});
