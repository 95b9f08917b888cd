import type { PrintMethod } from '@atelier/schema';

/**
 * Issue 20: how the producer's print files are named (docs/production.md). Names only use
 * lowercase letters, digits, '-' and '.', so they unzip the same on every system and sort in
 * line order: `<order>-l<NN>-<area>-<W>x<H>mm-<DPI>dpi-<method>.png` per print area and
 * `<order>-l<NN>-sheet.pdf` per line, inside `<order>-print-files.zip`.
 */

/** A name part made safe: lowercase, runs of anything else than a-z 0-9 become one '-'. */
export function fileNamePart(value: string): string {
  const safe = value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return safe === '' ? 'x' : safe;
}

const lineNumber = (index: number): string => `l${String(index + 1).padStart(2, '0')}`;

/** A print area's PNG: order, line number (from 1), area, true size in whole millimetres, DPI and method. */
export function printAreaFileName(input: {
  readonly orderId: string;
  readonly lineIndex: number;
  readonly area: string;
  readonly widthMm: number;
  readonly heightMm: number;
  readonly dpi: number;
  readonly method: PrintMethod;
}): string {
  const size = `${Math.round(input.widthMm)}x${Math.round(input.heightMm)}mm`;
  return `${fileNamePart(input.orderId)}-${lineNumber(input.lineIndex)}-${fileNamePart(input.area)}-${size}-${input.dpi}dpi-${input.method}.png`;
}

/** A line's PDF sheet with every print area at true size. */
export function printSheetFileName(orderId: string, lineIndex: number): string {
  return `${fileNamePart(orderId)}-${lineNumber(lineIndex)}-sheet.pdf`;
}

/** The order's zip. */
export function printArchiveFileName(orderId: string): string {
  return `${fileNamePart(orderId)}-print-files.zip`;
}
