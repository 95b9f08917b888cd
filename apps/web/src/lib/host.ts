import { parseHost, type HostInfo } from '@atelier/domain';

/** 000 §1 the host this page was served from: the main site or a creator's shop. */
export function currentHost(): HostInfo {
  return parseHost(typeof location === 'undefined' ? 'localhost' : location.host);
}
