import { parseHost, type HostInfo } from '@atelier/domain';

let last: { host: string; info: HostInfo } | null = null;

/** 000 §1 the host this page was served from: the main site or a creator's shop. */
export function currentHost(): HostInfo {
  const host = typeof location === 'undefined' ? 'localhost' : location.host;
  // Parsed once per host: the header and every tile ask on each render.
  if (last?.host !== host) last = { host, info: parseHost(host) };
  return last.info;
}
