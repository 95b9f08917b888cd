import { describeRoute, resolver } from 'hono-openapi';
import type { ZodType } from 'zod';
import { ErrorBodySchema, type ErrorStatus } from './errors';

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input: every invalid path is listed in `error.issues`.',
  401: 'No session: sign in first.',
  403: 'Signed in, but not allowed (or a cross-site request).',
  404: 'Not found (or not visible to this user).',
  409: 'Conflict (a stale `updatedAt`, a taken name, or a creation that has orders).',
  413: 'The body or image is too large.',
  415: 'The body is not JSON, or the image type is not supported.',
  422: 'The input is well-formed but breaks a rule.',
  429: 'Too many attempts: retry after the Retry-After seconds.',
  500: 'Unexpected server error.',
  503: 'A dependency is unavailable.',
};

/** An error answer in the document, pointing at the shared `Error` component. */
export const errorResponse = (status: ErrorStatus) => ({
  description: ERROR_DESCRIPTIONS[status],
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * What the middleware in front of every API route may answer (http/middleware.ts and the
 * app's error handler), whatever the route: an unsafe request with a session cookie from
 * another site (403), a body over the limit (413), not JSON (415) or nested too deep (422); any request may meet
 * an unexpected failure (500).
 */
const MIDDLEWARE_ERRORS: { methods: 'unsafe' | 'all'; statuses: ErrorStatus[] }[] = [
  { methods: 'unsafe', statuses: [403, 413, 415, 422] },
  { methods: 'all', statuses: [500] },
];
const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

interface DocumentWithPaths {
  paths?: Record<string, object | undefined>;
}

/** Adds the middleware's error answers to every operation that does not declare them already. */
export function declareMiddlewareErrors<Document extends DocumentWithPaths>(document: Document): Document {
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem ?? {})) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const responses = operation.responses as Record<string, unknown>;
      for (const { methods, statuses } of MIDDLEWARE_ERRORS) {
        if (methods === 'unsafe' && !UNSAFE_METHODS.has(method)) continue;
        for (const status of statuses) responses[String(status)] ??= errorResponse(status);
      }
    }
  }
  return document;
}

export interface RouteDoc {
  summary: string;
  tags: string[];
  description?: string;
  /** Success answers by status. */
  responses: Partial<Record<200 | 201 | 202 | 204 | 304, ZodType | string>>;
  /** Error statuses this route may answer (400 is added for validated inputs). */
  errors?: ErrorStatus[];
  /** The route needs a session cookie. */
  auth?: boolean;
}

/** Describes a route in the OpenAPI document, with the shared error schema. */
export function doc(route: RouteDoc) {
  const responses: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(route.responses)) {
    responses[status] =
      typeof body === 'string'
        ? { description: body }
        : { description: 'Success', content: { 'application/json': { schema: resolver(body) } } };
  }
  for (const status of new Set<ErrorStatus>([
    ...(route.auth ? [401 as const] : []),
    ...(route.errors ?? []),
  ])) {
    responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: resolver(ErrorBodySchema) } },
    };
  }
  return describeRoute({
    summary: route.summary,
    tags: route.tags,
    ...(route.description ? { description: route.description } : {}),
    ...(route.auth ? { security: [{ session: [] }] } : {}),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    responses: responses as any,
  });
}
