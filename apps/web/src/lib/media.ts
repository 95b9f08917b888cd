import { imageUrl } from '@atelier/domain';

/** A stored image reference (an image id, an absolute path or an https url) as an address. */
export function mediaSrc(ref: string | null | undefined, width?: number): string | undefined {
  if (!ref) return undefined;
  if (/^(https?:|data:|blob:)/.test(ref)) return ref;
  if (ref.startsWith('/api/img/original/')) return width ? `${ref}?w=${width}` : ref;
  if (ref.startsWith('/')) return ref;
  return imageUrl(ref, width);
}

/** A srcset over the widths the image service serves. */
export function mediaSrcSet(ref: string | null | undefined, widths: readonly number[]): string | undefined {
  if (
    !ref ||
    /^(https?:|data:|blob:)/.test(ref) ||
    (ref.startsWith('/') && !ref.startsWith('/api/img/original/'))
  )
    return undefined;
  return widths.map((width) => `${mediaSrc(ref, width)} ${width}w`).join(', ');
}
