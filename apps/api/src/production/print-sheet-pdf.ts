import type { PrintArea } from '@atelier/schema';
import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { MM_PER_INCH } from '../domain';

/**
 * Issue 20: one PDF per order line, a page per print area at true size (1 pt = 1/72 inch),
 * with 3 mm of bleed around the trim box, crop marks at the trim corners outside the bleed, and
 * the line's sizes and answers above. The artwork on it is a proof at PROOF_DPI: the PNG files
 * beside it are what prints; the sheet is for checking and cutting.
 */

export const BLEED_MM = 3;
/** Room around the bleed for the crop marks and the line's facts. */
const MARGIN_MM = 20;
const MARK_MM = 8;
export const PROOF_DPI = 72;

const pt = (mm: number) => (mm / MM_PER_INCH) * 72;

export interface SheetArea {
  readonly area: PrintArea;
  /** The area's print PNG (any DPI: it is scaled to the proof). */
  readonly png: Buffer;
  readonly fileName: string;
}

export interface SheetFacts {
  readonly title: string;
  readonly sizes: readonly string[];
  readonly answers: readonly string[];
}

/** Crop marks: two short lines at each trim corner, kept outside the bleed so they are never printed on the piece. */
function cropMarks(page: PDFPage, x: number, y: number, width: number, height: number) {
  const gap = pt(BLEED_MM);
  const mark = pt(MARK_MM);
  const line = (sx: number, sy: number, ex: number, ey: number) =>
    page.drawLine({ start: { x: sx, y: sy }, end: { x: ex, y: ey }, thickness: 0.5, color: rgb(0, 0, 0) });
  for (const cx of [x, x + width])
    for (const cy of [y, y + height]) {
      const dx = cx === x ? -1 : 1;
      const dy = cy === y ? -1 : 1;
      line(cx + dx * gap, cy, cx + dx * (gap + mark), cy);
      line(cx, cy + dy * gap, cx, cy + dy * (gap + mark));
    }
}

/** Text drawn in the standard font only takes Latin-1: anything else is shown as '?'. */
const latin1 = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

export async function printSheetPdf(facts: SheetFacts, areas: readonly SheetArea[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(latin1(facts.title));
  pdf.setCreator('Atelier');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const { area, png, fileName } of areas) {
    const trimW = pt(area.width_mm);
    const trimH = pt(area.height_mm);
    const margin = pt(MARGIN_MM + BLEED_MM);
    const lines = [
      facts.title,
      `${fileName}: ${area.part}, ${area.width_mm} x ${area.height_mm} mm, bleed ${BLEED_MM} mm`,
      `Sizes: ${facts.sizes.join(', ') || '-'}`,
      ...facts.answers,
    ].map(latin1);
    const textHeight = lines.length * 11 + 6;
    // Wide enough for the facts too: a small area must not cut its file name off.
    const textWidth = Math.max(...lines.map((text) => font.widthOfTextAtSize(text, 9)));
    const page = pdf.addPage([Math.max(trimW, textWidth) + 2 * margin, trimH + 2 * margin + textHeight]);
    const x = margin;
    const y = margin;
    const bleed = pt(BLEED_MM);
    page.setTrimBox(x, y, trimW, trimH);
    page.setBleedBox(x - bleed, y - bleed, trimW + 2 * bleed, trimH + 2 * bleed);
    const proof = await sharp(png, { limitInputPixels: false })
      .resize(
        Math.max(1, Math.round((area.width_mm / MM_PER_INCH) * PROOF_DPI)),
        Math.max(1, Math.round((area.height_mm / MM_PER_INCH) * PROOF_DPI)),
        { fit: 'fill' },
      )
      .png()
      .toBuffer();
    const image = await pdf.embedPng(proof);
    page.drawImage(image, { x, y, width: trimW, height: trimH });
    cropMarks(page, x, y, trimW, trimH);
    lines.forEach((text, index) =>
      page.drawText(text, { x: margin, y: trimH + 2 * margin + textHeight - 14 - index * 11, size: 9, font }),
    );
  }
  return Buffer.from(await pdf.save());
}
