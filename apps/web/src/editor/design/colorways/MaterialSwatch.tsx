import { mediaSrc } from '@atelier/domain';
import type { MaterialLook } from './designMaterials';

/**
 * A material's thumbnail (002 §7: thumbnails through the resizing helper at width 100), or
 * its initial on a plain tile when it has none; decorative: its button carries the name.
 */
export function MaterialSwatch({ look, size = 32 }: { look: MaterialLook | null; size?: number }) {
  const src = mediaSrc(look?.thumb, 100);
  return (
    <span className="design-swatch" style={{ width: size, height: size }} aria-hidden="true">
      {src ? <img src={src} alt="" loading="lazy" decoding="async" /> : (look?.name.slice(0, 1) ?? '')}
    </span>
  );
}
