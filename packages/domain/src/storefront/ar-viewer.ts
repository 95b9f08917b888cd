/** How a device shows AR (issue 20): Android's Scene Viewer, iOS Quick Look, or not at all. */
export type ArViewer = 'scene-viewer' | 'quick-look' | null;

/**
 * Android phones open Scene Viewer through an intent; iOS Safari says it opens `rel="ar"`
 * links (Quick Look). Only touch devices: a desktop browser that claims either gets the QR
 * code. One rule for the creation page and the viewer's own button.
 */
export function detectArViewer(userAgent: string, maxTouchPoints: number, supportsRelAr: boolean): ArViewer {
  if (maxTouchPoints < 1) return null;
  if (/Android/i.test(userAgent)) return 'scene-viewer';
  if (supportsRelAr) return 'quick-look';
  return null;
}
