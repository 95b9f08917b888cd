import type { ApiErrorBody } from './types';

/** An answer other than 2xx, with the API's error code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

type Query = Record<string, string | number | boolean | readonly string[] | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const entry of value) params.append(name, String(entry));
    else params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The one function that talks to the API: same-origin JSON with the session cookie. The API
 * refuses cross-site unsafe requests, so nothing else is needed for CSRF.
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    // Every unsafe request says JSON, body or not: the API refuses a bodiless DELETE whose
    // Content-Length the browser leaves out unless it is declared JSON.
    headers: {
      Accept: 'application/json',
      ...(method !== 'GET' ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const response = await fetch(withQuery(`/api${path}`, options.query), init);
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
    );
  }
  return (await response.json()) as T;
}

export const get = <T>(path: string, query?: Query, signal?: AbortSignal) =>
  request<T>('GET', path, { ...(query ? { query } : {}), ...(signal ? { signal } : {}) });
