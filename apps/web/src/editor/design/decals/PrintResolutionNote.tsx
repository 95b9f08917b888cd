import { decalPrintVerdict, type ImageSize, type PrintGuardSetup } from '@atelier/domain';
import type { PlacedDecal } from '@atelier/schema';
import { useEffect, useState } from 'react';
import type { DecalsText } from './i18n/useDecalsText';

/** The browser's decoder: an image's pixel size from its URL. */
export const measureImageUrl = (url: string): Promise<ImageSize> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(`The image ${url} did not load`));
    image.src = url;
  });

/** The pixel size of the image at `url`, once measured; null before, or when it does not load. */
function useImageSize(url: string | undefined, measure: (url: string) => Promise<ImageSize>) {
  const [size, setSize] = useState<{ url: string; size: ImageSize } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    measure(url).then(
      (measured) => live && setSize({ url, size: measured }),
      () => live && setSize(null),
    );
    return () => {
      live = false;
    };
  }, [url, measure]);
  return size && size.url === url ? size.size : null;
}

/**
 * Issue 20: as the creator places or scales a decal, what DPI its image prints at on its part's
 * print area, a warning in plain words under the method's target and a refusal under the
 * producer's floor. Nothing when the part has no print area or the image is not measured yet.
 */
export function PrintResolutionNote({
  t,
  decal,
  guard,
  measure = measureImageUrl,
}: {
  t: DecalsText;
  decal: PlacedDecal;
  guard: PrintGuardSetup;
  measure?: (url: string) => Promise<ImageSize>;
}) {
  const size = useImageSize(decal.material_config.map, measure);
  const verdict = size ? decalPrintVerdict(decal, size, guard) : null;
  if (!verdict) return null;
  const params = { dpi: verdict.dpi, target: verdict.target, floor: verdict.floor };
  if (verdict.level === 'refused')
    return (
      <p className="decals-print decals-print--refused" role="alert" data-testid="decals-print">
        {t('printRefused', params)}
      </p>
    );
  return (
    <p className="decals-print" role="status" data-testid="decals-print" data-level={verdict.level}>
      {t(verdict.level === 'warn' ? 'printWarn' : 'printOk', params)}
    </p>
  );
}
