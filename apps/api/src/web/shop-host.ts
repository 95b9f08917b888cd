import type { Context } from 'hono';
import { parseHost } from '../domain';

/** The API path of the home answer, which says whether a sub-domain's shop exists. */
export const HOME_PATH = '/api/home';

export interface ShopOfHost {
  /** main: the main site; shop: a creator's shop; unknown: a sub-domain without a creator. */
  status: 'main' | 'shop' | 'unknown';
  /** The home answer when it was asked for (a shop's), for the first screen to reuse. */
  home?: unknown;
}

/**
 * Issue 18: whether a page request's host is the main site, a creator's shop or a
 * sub-domain whose creator id is no creator (the not-found page, status 404). The home API
 * decides (it answers 404 for an unknown shop), so the page and the API never disagree;
 * its answer is kept for the home page's first screen, which needs it anyway.
 */
export async function shopOfHost(
  c: Context,
  fetchApi: (path: string) => Response | Promise<Response>,
  timeoutMs: number,
): Promise<ShopOfHost> {
  // The Host header, as the home API reads it.
  const host = parseHost(c.req.header('host') ?? '');
  if (host.creatorId === null) return { status: 'main' };
  let response: Response;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    response = await Promise.race([
      Promise.resolve(fetchApi(HOME_PATH)),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      }),
    ]);
  } catch {
    // Unanswered: the page as for a shop; it asks the API itself (and shows not-found then).
    return { status: 'shop' };
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 404) return { status: 'unknown' };
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json'))
    return { status: 'shop' };
  return { status: 'shop', home: await response.json() };
}
