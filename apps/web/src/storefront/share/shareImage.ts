import QRCodeStyling from 'qr-code-styling';

/**
 * 000 §2, §9 the share image: a square QR code (classy-rounded dots) of 300 x 300 in a
 * 340 x 395 card with two lines of text under it, over a colour or a background picture;
 * optionally a 1080 x 1420 wallpaper as JPEG at quality 0.75. The logo is rounded at 190 px.
 */
export const QR_SIZE = 300;
export const CARD_SIZE = { width: 340, height: 395 } as const;
export const WALLPAPER_SIZE = { width: 1080, height: 1420 } as const;
export const WALLPAPER_QUALITY = 0.75;
export const LOGO_SIZE = 190;

export interface ShareImageOptions {
  link: string;
  dotColor: string;
  backgroundColor: string;
  line1: string;
  line2: string;
  /** Address of the logo (the avatar or the creation's picture). */
  logo?: string | undefined;
  /** Address of the picture behind the card. */
  backgroundImage?: string | undefined;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${src}`));
    image.src = src;
  });
}

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  return [canvas, context];
}

function drawCover(
  context: CanvasRenderingContext2D,
  image: HTMLImageElement,
  width: number,
  height: number,
) {
  const scale = Math.max(width / image.naturalWidth, height / image.naturalHeight);
  const w = image.naturalWidth * scale;
  const h = image.naturalHeight * scale;
  context.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
}

/** The logo cut to a rounded 190 px square, as a data URL for the QR code's centre. */
async function roundedLogo(src: string): Promise<string | undefined> {
  try {
    const image = await loadImage(src);
    const [canvas, context] = canvasOf(LOGO_SIZE, LOGO_SIZE);
    context.beginPath();
    context.roundRect(0, 0, LOGO_SIZE, LOGO_SIZE, LOGO_SIZE * 0.22);
    context.clip();
    drawCover(context, image, LOGO_SIZE, LOGO_SIZE);
    return canvas.toDataURL('image/png');
  } catch {
    return undefined;
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made'))),
      type,
      quality,
    ),
  );
}

async function qrImage(options: ShareImageOptions): Promise<HTMLImageElement> {
  const logo = options.logo ? await roundedLogo(options.logo) : undefined;
  const qr = new QRCodeStyling({
    type: 'canvas',
    shape: 'square',
    width: QR_SIZE,
    height: QR_SIZE,
    margin: 8,
    data: options.link,
    ...(logo ? { image: logo } : {}),
    qrOptions: { errorCorrectionLevel: 'H' },
    imageOptions: { hideBackgroundDots: true, imageSize: 0.32, margin: 4, crossOrigin: 'anonymous' },
    dotsOptions: { type: 'classy-rounded', color: options.dotColor },
    cornersSquareOptions: { type: 'square', color: options.dotColor },
    backgroundOptions: { color: options.backgroundColor },
  });
  const raw = await qr.getRawData('png');
  if (!raw || !(raw instanceof Blob)) throw new Error('The QR code could not be made');
  const url = URL.createObjectURL(raw);
  try {
    return await loadImage(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

function drawCard(
  context: CanvasRenderingContext2D,
  qr: HTMLImageElement,
  background: HTMLImageElement | null,
  options: ShareImageOptions,
) {
  const { width, height } = CARD_SIZE;
  context.fillStyle = options.backgroundColor;
  context.fillRect(0, 0, width, height);
  if (background) drawCover(context, background, width, height);
  const margin = (width - QR_SIZE) / 2;
  // The code and its text sit on a panel of the background colour, readable over any picture.
  context.fillStyle = options.backgroundColor;
  context.beginPath();
  context.roundRect(margin - 6, margin - 6, QR_SIZE + 12, height - 2 * margin + 12, 14);
  context.fill();
  context.drawImage(qr, margin, margin, QR_SIZE, QR_SIZE);
  context.fillStyle = options.dotColor;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  context.font = '600 16px system-ui, sans-serif';
  context.fillText(options.line1, width / 2, margin + QR_SIZE + 26, QR_SIZE);
  context.font = '400 13px system-ui, sans-serif';
  context.fillText(options.line2, width / 2, margin + QR_SIZE + 46, QR_SIZE);
}

export interface ShareImages {
  card: Blob;
  wallpaper: Blob | null;
}

export async function makeShareImages(
  options: ShareImageOptions,
  withWallpaper: boolean,
): Promise<ShareImages> {
  const [qr, background] = await Promise.all([
    qrImage(options),
    options.backgroundImage ? loadImage(options.backgroundImage).catch(() => null) : Promise.resolve(null),
  ]);
  const [cardCanvas, cardContext] = canvasOf(CARD_SIZE.width, CARD_SIZE.height);
  drawCard(cardContext, qr, background, options);
  const card = await toBlob(cardCanvas, 'image/png');
  if (!withWallpaper) return { card, wallpaper: null };
  const [wallCanvas, wall] = canvasOf(WALLPAPER_SIZE.width, WALLPAPER_SIZE.height);
  wall.fillStyle = options.backgroundColor;
  wall.fillRect(0, 0, WALLPAPER_SIZE.width, WALLPAPER_SIZE.height);
  if (background) {
    drawCover(wall, background, WALLPAPER_SIZE.width, WALLPAPER_SIZE.height);
  }
  const scale = 2;
  const w = CARD_SIZE.width * scale;
  const h = CARD_SIZE.height * scale;
  wall.drawImage(cardCanvas, (WALLPAPER_SIZE.width - w) / 2, (WALLPAPER_SIZE.height - h) / 2, w, h);
  const wallpaper = await toBlob(wallCanvas, 'image/jpeg', WALLPAPER_QUALITY);
  return { card, wallpaper };
}
