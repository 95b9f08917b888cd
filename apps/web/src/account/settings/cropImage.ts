/**
 * Cuts the chosen area out of a picture in the browser and encodes it, so only the cropped
 * pixels are uploaded (WebP where the browser can encode it, PNG otherwise).
 */

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest size each picture is stored at: the profile shows no more. */
export const OUTPUT_WIDTH = { avatar: 512, banner: 2000 } as const;
export type PictureKind = keyof typeof OUTPUT_WIDTH;
export const ASPECT: Readonly<Record<PictureKind, number>> = { avatar: 1, banner: 4 };

/** The upload limit of the image API (10 MB). */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read.'));
    image.src = src;
  });

const blobToBase64 = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('The picture could not be read.'));
    reader.readAsDataURL(blob);
  });

/** The cropped picture as base64 and a file name whose extension matches its encoding. */
export async function cropPicture(
  src: string,
  area: PixelArea,
  kind: PictureKind,
): Promise<{ base64: string; fileName: string }> {
  const image = await loadImage(src);
  const width = Math.max(1, Math.min(OUTPUT_WIDTH[kind], Math.round(area.width)));
  const height = Math.max(1, Math.round(width / ASPECT[kind]));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The picture could not be prepared.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.9));
  if (!blob) throw new Error('The picture could not be prepared.');
  const extension = blob.type === 'image/webp' ? 'webp' : 'png';
  const name = `${kind}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { base64: await blobToBase64(blob), fileName: `${name}.${extension}` };
}
