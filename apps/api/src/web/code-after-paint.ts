import { jsonForScript } from './html';

/**
 * On a page whose largest picture the server writes into the HTML (home, the shop, a creation: see
 * `first-paint.ts`), the app's code starts once that picture is drawn (issue 18). With the code
 * in the head the browser fetches both at once: the picture shares the phone's bandwidth with
 * some 300 kB of scripts it does not need, and on a fast connection the app's scripts finish
 * before the first paint, which then waits for them to run. Here the page's module script and
 * its `modulepreload` links leave the head and go, as a list, into
 * `<script type="application/json" id="atelier-code">`; the page's own loader (an inline script
 * at the end of `apps/web/index.html`, under the page's CSP hash) adds them once the picture
 * has loaded and a frame is drawn, or after at most 1.5 s whatever the picture does.
 */

export const CODE_LIST_ID = 'atelier-code';

const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/** The page with its scripts held back; the page as it is when it has no module entry. */
export function holdCodeUntilPainted(html: string, routeChunks: readonly string[]): string {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  for (const chunk of routeChunks) if (!preload.includes(chunk)) preload.push(chunk);
  const held = html.replace(ENTRY, '').replace(MODULE_PRELOAD, '');
  const list = `<script type="application/json" id="${CODE_LIST_ID}">${jsonForScript({ entry: entry[1], preload })}</script>`;
  const at = held.lastIndexOf('</body>');
  return at >= 0 ? `${held.slice(0, at)}${list}${held.slice(at)}` : `${held}${list}`;
}
