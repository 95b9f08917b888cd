/// <reference lib="webworker" />
import { expose } from 'comlink';
import { convertDecalImage } from './convertDecalImage';

/**
 * 002 §5: decal images are converted to WebP off the main thread (decoding and encoding a
 * 5 MB photo takes far longer than a frame). Exposed through comlink.
 */
expose({ convert: convertDecalImage });
