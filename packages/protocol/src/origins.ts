/**
 * Origin checks shared by both sides. An origin is `scheme://host[:port]`, as in
 * `MessageEvent.origin`. A trusted-origin entry is an exact origin or a wildcard over
 * sub-domains, `https://*.atelier.example` (creator shops live on sub-domains, 000 §1).
 */

const ORIGIN_PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(:\d{1,5})?$/;

/** Whether `entry` is a usable trusted-origin entry (never `*` or the opaque `null`). */
export function isOriginPattern(entry: string): boolean {
  return ORIGIN_PATTERN.test(entry);
}

/** Whether `origin` (from a message event) matches one of the trusted entries. */
export function isTrustedOrigin(origin: string, trusted: readonly string[]): boolean {
  if (!ORIGIN_PATTERN.test(origin) || origin.includes('*')) return false;
  for (const entry of trusted) {
    if (entry === origin) return true;
    const match = ORIGIN_PATTERN.exec(entry);
    if (!match?.[2]) continue;
    const [, scheme, , domain, port = ''] = match;
    const prefix = `${scheme}://`;
    const suffix = `.${domain}${port}`;
    if (origin.startsWith(prefix) && origin.endsWith(suffix) && origin.length > prefix.length + suffix.length)
      return true;
  }
  return false;
}

/** The origin of a URL or origin string (`https://a.example/shop` -> `https://a.example`). */
export function originOf(url: string): string {
  return new URL(url).origin;
}
