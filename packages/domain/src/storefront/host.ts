/**
 * 000 §1, §5 hosts: creator shops live on sub-domains. The first label of a host
 * decides whether it is the main site or a creator's shop, and the host tells whether
 * it is a dev host; together with the environment that decides what a listing shows.
 */

/** 000 §1: the product's name, which as a first label means the main site. */
export const PRODUCT_NAME = 'atelier';

/** 000 §1: first labels that mean the main site: dev, go, the product name, www. */
export const MAIN_SITE_LABELS: readonly string[] = ['dev', 'go', PRODUCT_NAME, 'www'];

export interface HostInfo {
  /** The host name, lower-cased, without port or trailing dot. */
  readonly hostname: string;
  /** True on the main site; false on a creator's sub-domain. */
  readonly isMainSite: boolean;
  /** The creator id (their at_name) on a creator sub-domain; null on the main site. */
  readonly creatorId: string | null;
  /** A dev host starts with `dev.` or contains `-dev.`. */
  readonly isDevHost: boolean;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Strips a port, an IPv6 literal's brackets and a trailing dot, and lower-cases. */
const normaliseHost = (host: string): string => {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d*$/, '').replace(/\.$/, '');
};

/**
 * Parses a request host (a `Host` header or `location.host`, with or without port).
 *
 * - 000 §1: a first label of dev, go, the product name or www is the main site;
 *   otherwise the first label, cut at the first hyphen, is the creator id.
 * - 000 §1: a host starting with `dev.` or containing `-dev.` is a dev host.
 * - Decision: the label cut at its hyphen is checked too, so `www-dev.` and
 *   `atelier-staging.` hosts are the main site, not shops of creators named www or atelier.
 * - Decision: a host with a single label (`localhost`), an IP address or an empty
 *   first label is the main site, so local servers and health checks are not shops.
 */
export const parseHost = (host: string): HostInfo => {
  const hostname = normaliseHost(host);
  const isDevHost = hostname.startsWith('dev.') || hostname.includes('-dev.');
  const labels = hostname.split('.');
  // split always answers at least one entry
  const first = labels[0] as string;
  const creatorId = first.split('-')[0] as string;
  const isMainSite =
    labels.length < 2 ||
    IPV4.test(hostname) ||
    hostname.startsWith('[') ||
    creatorId === '' ||
    MAIN_SITE_LABELS.includes(first) ||
    MAIN_SITE_LABELS.includes(creatorId);
  return { hostname, isMainSite, creatorId: isMainSite ? null : creatorId, isDevHost };
};

/** Which creations a listing (home, shop, search) may show on a host. */
export type ListingScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'creator'; readonly creatorAtName: string }
  | { readonly kind: 'producer'; readonly producerAtName: string };

export interface ListingScopeOptions {
  /** True when the server runs in production. */
  readonly production: boolean;
  /** at_name of the platform's own producer, whose creations the main site shows. */
  readonly platformProducerAtName: string;
}

/**
 * 000 §5 sub-domain rule: a creator sub-domain shows only that creator's creations;
 * the main site in production shows only the platform producer's creations; a dev
 * host shows all. Decision: a creator sub-domain keeps its creator scope even on a
 * dev host (`mei-dev.example`), and the main site outside production shows all.
 */
export const listingScope = (host: HostInfo, options: ListingScopeOptions): ListingScope => {
  if (host.creatorId !== null) return { kind: 'creator', creatorAtName: host.creatorId };
  if (options.production && !host.isDevHost) {
    return { kind: 'producer', producerAtName: options.platformProducerAtName };
  }
  return { kind: 'all' };
};

/** The listing scope of a raw host in one call ({@link parseHost} then {@link listingScope}). */
export const listingScopeForHost = (host: string, options: ListingScopeOptions): ListingScope =>
  listingScope(parseHost(host), options);
