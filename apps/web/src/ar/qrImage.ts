/** The code's side in CSS pixels: big enough for a phone's camera across a desk. */
export const QR_SIDE = 240;

/**
 * A plain black-on-white code of `link` as a PNG data URL (no logo, twice the shown size for
 * sharp screens): it must scan at a glance, in either theme. The library loads on first use.
 */
export async function qrDataUrl(link: string): Promise<string> {
  const { default: QRCodeStyling } = await import('qr-code-styling');
  const qr = new QRCodeStyling({
    type: 'canvas',
    width: QR_SIDE * 2,
    height: QR_SIDE * 2,
    margin: 16,
    data: link,
    qrOptions: { errorCorrectionLevel: 'M' },
    dotsOptions: { type: 'square', color: '#000000' },
    backgroundOptions: { color: '#ffffff' },
  });
  const raw = await qr.getRawData('png');
  if (!(raw instanceof Blob)) throw new Error('The QR code could not be made');
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The QR code could not be read'));
    reader.readAsDataURL(raw);
  });
}
