import { type ArViewer, detectArViewer } from '@atelier/domain';

export { type ArViewer, detectArViewer };

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
