import type { Hono } from 'hono';
import { Hono as HonoApp } from 'hono';
import { describeRoute, generateSpecs } from 'hono-openapi';
import type { AppEnv } from '../http/context';
import { SESSION_COOKIE } from '../auth/sessions';
import { declareMiddlewareErrors, errorResponse } from '../http/openapi-doc';
import { renderReferencePage } from './reference-page';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHono = Hono<any, any, any>;

/** The OpenAPI 3.1 document of every route, generated from the same zod schemas that validate them. */
export function openApiDocument(routes: AnyHono) {
  return generateSpecs(routes, {
    // `/api/openapi.json` has a dot in its last segment and must still be listed.
    excludeStaticFile: false,
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'Atelier API',
        version: '1.0.0',
        description:
          'The HTTP API of Atelier, a made-to-order fashion marketplace. Money is integer HKD cents. ' +
          'Errors are `{ "error": { "code", "message", "issues"? } }`. Cookie sessions; unsafe requests ' +
          'from a browser must come from this site (Origin check). See docs/api.md.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    // A reference to the shared component: a schema converted on its own would carry its
    // own `$defs`, and in an OpenAPI document `#/$defs/...` points at the document's root.
    defaultValidationErrorResponse: errorResponse(400),
  }).then(declareMiddlewareErrors);
}

export const openApiRoutes = (documented: () => AnyHono) => {
  let document: ReturnType<typeof openApiDocument> | null = null;
  const load = () => (document ??= openApiDocument(documented()));
  return new HonoApp<AppEnv>()
    .get(
      '/openapi.json',
      describeRoute({
        summary: 'This OpenAPI 3.1 document',
        tags: ['Reference'],
        responses: { 200: { description: 'The OpenAPI document (JSON)' } },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.json(await load(), 200);
      },
    )
    .get(
      '/docs',
      describeRoute({
        summary: 'The readable reference page (HTML), generated from the OpenAPI document',
        tags: ['Reference'],
        responses: { 200: { description: 'HTML page' } },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.html(renderReferencePage(await load()), 200);
      },
    );
};
