import { fitWithin } from '@atelier/domain';

/** jpeg quality of a shrunk sizing chart: text in a chart stays sharp at 0.9. */
const CHART_JPEG_QUALITY = 0.9;

/**
 * 001 §5: draws an image so its longest side is at most `maxSide` (never enlarged) and
 * answers it as a jpeg data URL, on a white ground (jpeg has no transparency).
 */
export async function shrinkToJpegDataUrl(file: Blob, maxSide: number): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin({ width: bitmap.width, height: bitmap.height }, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('Canvas conversion failed');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', CHART_JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}
