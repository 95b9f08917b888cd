/**
 * Where the panel shows a decal image from: data, blob and http(s) URLs and paths as they are;
 * a stored image id (no slash, as a save stores it, 001 §7) through the image API, resized.
 */
export const decalImageSrc = (reference: string, width = 512): string =>
  /^(data:|blob:|https?:|\/)/i.test(reference)
    ? reference
    : `/api/img/original/${encodeURIComponent(reference)}?w=${width}`;
