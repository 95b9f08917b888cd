/** A decal answer's text overlay (contract.ts): the words, and the font and colour chosen. */
export interface DecalText {
  readonly value: string;
  readonly font?: string;
  readonly color?: string;
}

/** The square the preview is drawn in: the viewer's decal canvases are at most this size. */
export const DECAL_TEXT_SIDE = 1024;
/** Text colour when the shopper chose none: near black, as a print's default ink. */
const DEFAULT_INK = '#111111';

/**
 * Issue 17: what a decal with the shopper's text overlay looks like, for the 3D view: the image
 * (if any) fitted in a transparent square, the words across its lower part in the chosen font
 * and colour, shrunk until they fit. Runs in the decal worker (OffscreenCanvas); the order
 * keeps the image and the words apart, for the producer to print.
 */
export async function composeDecalText(
  image: Blob | null,
  text: DecalText,
  side = DECAL_TEXT_SIDE,
): Promise<Blob> {
  const canvas = new OffscreenCanvas(side, side);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas composition failed');
  if (image) {
    const bitmap = await createImageBitmap(image);
    try {
      const scale = Math.min(side / bitmap.width, side / bitmap.height);
      const width = bitmap.width * scale;
      const height = bitmap.height * scale;
      context.drawImage(bitmap, (side - width) / 2, (side - height) / 2, width, height);
    } finally {
      bitmap.close();
    }
  }
  const family = text.font ? `"${text.font.replace(/"/g, '')}", sans-serif` : 'sans-serif';
  let size = Math.round(side * (image ? 0.14 : 0.24));
  const fontAt = (px: number) => `bold ${px}px ${family}`;
  context.font = fontAt(size);
  while (size > 8 && context.measureText(text.value).width > side * 0.92) {
    size -= 2;
    context.font = fontAt(size);
  }
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = text.color ?? DEFAULT_INK;
  context.fillText(text.value, side / 2, image ? side * 0.86 : side / 2);
  return canvas.convertToBlob({ type: 'image/png' });
}
