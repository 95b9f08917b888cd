import { describe, expect, it } from 'vitest';
import { fileNamePart, printAreaFileName, printArchiveFileName, printSheetFileName } from './print-files';

describe('print file names', () => {
  it('keeps only lowercase letters, digits and single dashes', () => {
    expect(fileNamePart('Front Panel (left)')).toBe('front-panel-left');
    expect(fileNamePart('--A__b--')).toBe('a-b');
    expect(fileNamePart('日本')).toBe('x');
  });

  it('names a print area by order, line, area, true size, DPI and method', () => {
    expect(
      printAreaFileName({
        orderId: 'ORD-42',
        lineIndex: 0,
        area: 'Front',
        widthMm: 834.1,
        heightMm: 834.1,
        dpi: 300,
        method: 'dtg',
      }),
    ).toBe('ord-42-l01-front-834x834mm-300dpi-dtg.png');
  });

  it('names the line sheet and the order archive', () => {
    expect(printSheetFileName('ord-42', 11)).toBe('ord-42-l12-sheet.pdf');
    expect(printArchiveFileName('ord-42')).toBe('ord-42-print-files.zip');
  });
});
