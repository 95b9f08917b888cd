/** How a device shows AR: Android's Scene Viewer, iOS Quick Look, or not at all (a desktop). */
export type ArViewer = 'scene-viewer' | 'quick-look' | null;

/**
 * The same rule as the viewer's own AR button (apps/viewer/src/ar.ts), which the page cannot
 * import: an Android touch device opens Scene Viewer, a touch device whose links open
 * `rel="ar"` (iOS Safari) Quick Look. A desktop that claims either still gets the QR code.
 */
export function detectArViewer(userAgent: string, maxTouchPoints: number, supportsRelAr: boolean): ArViewer {
  if (maxTouchPoints < 1) return null;
  if (/Android/i.test(userAgent)) return 'scene-viewer';
  if (supportsRelAr) return 'quick-look';
  return null;
}

/** This browser's AR. */
export function deviceArViewer(): ArViewer {
  return detectArViewer(
    navigator.userAgent,
    navigator.maxTouchPoints,
    document.createElement('a').relList.supports('ar'),
  );
}

/** The page address a phone opens from the QR code: `link` with `ar=1`, which starts AR there. */
export function arLink(link: string): string {
  const url = new URL(link, location.origin);
  url.searchParams.set('ar', '1');
  return url.href;
}

/** Whether this page was opened to start AR at once (`ar=1`, from the QR code). */
export function askedForAr(search: URLSearchParams): boolean {
  return search.get('ar') === '1';
}
