import { ApiError } from '../http/errors';

/** A design's capture is a preview of the 3D view, not a print file: 1 MB is plenty. */
export const MAX_CAPTURE_BYTES = 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * The bytes of a capture sent as base64 (a `data:` URL prefix is allowed): 400 for text that is
 * not base64 or is empty, 413 past {@link MAX_CAPTURE_BYTES}. The image itself is then checked
 * like an upload (storeImage: type from the bytes, decoded in full).
 */
export function decodeCapture(image: string): Buffer {
  const encoded = image.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s/g, '');
  if (!BASE64.test(encoded) || encoded.length === 0)
    throw new ApiError(400, 'invalid_input', 'The capture must be a base64 image.', [
      { path: 'image', message: 'Expected a base64 image' },
    ]);
  if (Math.floor((encoded.length * 3) / 4) > MAX_CAPTURE_BYTES + 3)
    throw new ApiError(413, 'payload_too_large', `A capture may be at most ${MAX_CAPTURE_BYTES} bytes.`);
  return Buffer.from(encoded, encoded.includes('-') || encoded.includes('_') ? 'base64url' : 'base64');
}
