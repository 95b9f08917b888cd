import { type ClientRequestOptions, hc } from 'hono/client';
import type { AppType } from './routes';

/**
 * The typed client of the API (`hono/client`), for apps/web and partner code. It
 * carries only types from the server: `AppType` is imported as a type, so a bundle
 * that uses this file contains the small `hc` runtime and nothing of the server.
 *
 *   const api = createApiClient('/');
 *   const answer = await api.api.creations.$get({ query: { tab: 'latest' } });
 *   if (answer.ok) { const { items, nextCursor } = await answer.json(); }
 */
export type { AppType };

export type ApiClient = ReturnType<typeof hc<AppType>>;

export function createApiClient(baseUrl: string, options?: ClientRequestOptions): ApiClient {
  return hc<AppType>(baseUrl, { init: { credentials: 'include' }, ...options });
}
