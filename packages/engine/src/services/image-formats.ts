/**
 * Which compressed image types the browser decodes, found by decoding a one-pixel sample
 * of each, so texture requests can name them in `Accept` and the image API can answer
 * AVIF or WebP instead of PNG (a platform `fetch` sends `*\/*`, which names none).
 */

export type ModernImageType = 'image/avif' | 'image/webp';

/** One grey pixel of each type, encoded for this check (AVIF first: the API prefers it for colour). */
const SAMPLES: Readonly<Record<ModernImageType, string>> = {
  'image/avif':
    'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAABwAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAkbWRhdBIACgc4AAaQENBpMg8ZQmMEw88880EgAJBAzeg=',
  'image/webp': 'UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQwAIWsP+BiOh/AAA=',
};

/** Decodes a blob into something closable (the platform's createImageBitmap by default). */
export type BlobDecoder = (blob: Blob) => Promise<{ close?: () => void }>;

const bytesOf = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/**
 * The types of {@link SAMPLES} the decoder can decode, in the order of preference. Never
 * rejects: a type whose sample fails to decode is simply not listed.
 */
export async function detectDecodableImageTypes(
  decode: BlobDecoder = (blob) => createImageBitmap(blob),
): Promise<ModernImageType[]> {
  const types = Object.keys(SAMPLES) as ModernImageType[];
  const decoded = await Promise.all(
    types.map(async (type) => {
      try {
        const image = await decode(new Blob([bytesOf(SAMPLES[type])], { type }));
        image.close?.();
        return true;
      } catch {
        return false;
      }
    }),
  );
  return types.filter((_, index) => decoded[index]);
}

/** The `Accept` header of an image request: the decodable modern types, then anything. */
export function imageAcceptHeader(types: readonly ModernImageType[]): string {
  return [...types, '*/*;q=0.8'].join(',');
}
