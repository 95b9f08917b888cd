/// <reference lib="webworker" />
import { expose } from 'comlink';
import { composeDecalText } from './composeDecalText';
import { convertDecalImage } from './convertDecalImage';

/**
 * 002 §5: decal images are converted to WebP off the main thread (decoding and encoding a
 * 5 MB photo takes far longer than a frame), as is drawing a text overlay for the 3D view
 * (issue 17). Exposed through comlink.
 */
expose({ convert: convertDecalImage, compose: composeDecalText });
