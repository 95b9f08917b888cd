/**
 * 000 §2 user menu "tutorials (external video playlist)": the shop's tutorial playlist. The
 * address is set when the web app is built (VITE_TUTORIALS_PLAYLIST_URL), so a shop points it
 * at its own playlist; anything but an http(s) address is ignored for the default.
 */
export const DEFAULT_TUTORIALS_URL = 'https://www.youtube.com/playlist?list=PLatelier3dFashionTutorials';

export function tutorialsUrl(configured: string | undefined): string {
  if (!configured) return DEFAULT_TUTORIALS_URL;
  try {
    const url = new URL(configured);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : DEFAULT_TUTORIALS_URL;
  } catch {
    return DEFAULT_TUTORIALS_URL;
  }
}

export const TUTORIALS_URL = tutorialsUrl(import.meta.env.VITE_TUTORIALS_PLAYLIST_URL as string | undefined);
