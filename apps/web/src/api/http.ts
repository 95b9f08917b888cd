import type { AppType } from '@atelier/api/client';
import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from './types';

/** An answer other than 2xx, with the API's error code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** What the API named wrong, by path (e.g. `properties.field_x` of a 422 `invalid_answers`). */
  readonly fieldIssues: readonly { path: string; message: string }[];
  /** The message's key in the API's error texts (issue 18); the message is already in the page's language. */
  readonly key: string | undefined;
  constructor(
    status: number,
    code: string,
    message: string,
    fieldIssues: readonly { path: string; message: string }[] = [],
    key?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldIssues = fieldIssues;
    this.key = key;
  }
}

/**
 * Same-origin JSON with the session cookie. The API refuses cross-site unsafe requests, so
 * nothing else is needed for CSRF. `hc` sets `Content-Type` only when it sends a JSON body;
 * every unsafe request says JSON here, body or not: the API refuses a bodiless DELETE whose
 * Content-Length the browser leaves out unless it is declared JSON. `fetch` is looked up at
 * call time, so a test's stubbed global answers.
 */
const sameOriginJson: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  // Issue 18: the API writes its error messages (and notifications) in the page's language.
  if (typeof document !== 'undefined' && document.documentElement.lang)
    headers.set('Accept-Language', document.documentElement.lang);
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return fetch(input, { ...init, headers, credentials: 'same-origin' });
};

/** Leaves out empty values (undefined, null, ''), as the API reads an empty value as given. */
function searchParams(query: Record<string, string | string[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const entry of value) params.append(name, String(entry));
    else params.set(name, String(value));
  }
  return params;
}

/** The typed Hono client of the API (`apps/api/src/routes.ts`), same-origin. */
export const client = hc<AppType>('/', { fetch: sameOriginJson, buildSearchParams: searchParams });

/** The body of a 2xx JSON answer among the answers a route declares. */
export type Success<R> =
  R extends ClientResponse<infer Body, infer Status, 'json'>
    ? Status extends SuccessStatusCode
      ? Body
      : never
    : never;

/** Per-request options: only cancellation, the rest is set once above. */
export const withSignal = (signal: AbortSignal | undefined) => (signal ? { init: { signal } } : undefined);

/** Awaits a client call: the 2xx body, or an `ApiError` with the API's `{ error: { code, message } }`. */
export async function read<R extends ClientResponse<unknown, number, string>>(
  pending: Promise<R>,
): Promise<Success<R>> {
  const response = await pending;
  if (!response.ok) {
    let body: ApiErrorBody = {};
    try {
      body = (await response.json()) as ApiErrorBody;
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
    throw new ApiError(
      response.status,
      body.error?.code ?? 'http_error',
      body.error?.message ?? response.statusText,
      body.error?.issues ?? [],
      body.error?.key,
    );
  }
  return (await response.json()) as Success<R>;
}
