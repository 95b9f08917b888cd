import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { sqliteTestDatabase, type TestDatabase } from '../test/databases';
import { type OpenApiPaths, undeclaredAnswer } from '../test/declared-statuses';

describe('OpenAPI document and reference page', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = sqliteTestDatabase();
    await migrateToLatest(database.db);
    app = createApp({ db: database.db });
    return () => database.dispose();
  });

  it('is OpenAPI 3.1 and lists every API route with its method', async () => {
    const answer = await app.request('/api/openapi.json');
    expect(answer.status).toBe(200);
    const document = (await answer.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const routes = app.routes.filter(
      (route) => route.path.startsWith('/api/') && route.path !== '/api/*' && route.method !== 'ALL',
    );
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes
      .map((route) => ({
        method: route.method.toLowerCase(),
        path: route.path.replace(/:([A-Za-z_]+)/g, '{$1}'),
      }))
      .filter(({ method, path }) => !document.paths[path]?.[method]);
    expect(missing).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document for an independent validator', async () => {
    const answer = await app.request('/api/openapi.json');
    expect(answer.status).toBe(200);
    const document = (await answer.json()) as Parameters<typeof SwaggerParser.validate>[0];
    // The validator resolves every $ref (a dangling one is an error) and checks the
    // document against the OpenAPI 3.1 schema; it changes what it is given, hence the copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
    // Compiling the OpenAPI 3.1 meta-schema takes a while on a busy machine.
  }, 60_000);

  it('declares the middleware answers on every route: 403, 413 and 415 when unsafe, 500 always', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as OpenApiPaths;
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations ?? {})) {
        const expected = ['post', 'put', 'patch', 'delete'].includes(method)
          ? ['403', '413', '415', '500']
          : ['500'];
        for (const status of expected) {
          if (!operation?.responses?.[status]) missing.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('flags an answer whose status the document does not declare for its route', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as OpenApiPaths;
    // The test client runs this check on every answer of every integration test.
    expect(undeclaredAnswer(document, 'GET', '/api/health', 200)).toBeNull();
    expect(undeclaredAnswer(document, 'GET', '/api/health', 418)).toMatch(/answered 418/);
    expect(undeclaredAnswer(document, 'PATCH', '/api/creations/abc?x=1', 409)).toBeNull();
    expect(undeclaredAnswer(document, 'PATCH', '/api/creations/abc', 402)).toMatch(
      /does not declare for patch \/api\/creations\/\{id\}/,
    );
    // Not a documented route: the API's 404 fallback answers it.
    expect(undeclaredAnswer(document, 'GET', '/api/nowhere/at/all', 404)).toBeNull();
  });

  it('documents inputs, answers and the shared error shape', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string }[]; requestBody?: unknown; responses: Record<string, unknown> }
        >
      >;
      components: { schemas: Record<string, unknown> };
    };
    const list = document.paths['/api/creations']?.get;
    expect(list?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['tab', 'category', 'producer', 'creator', 'q', 'cursor', 'limit']),
    );
    const cart = document.paths['/api/actions/user/cart']?.post;
    expect(cart?.requestBody).toBeDefined();
    expect(Object.keys(cart?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401']));
    expect(JSON.stringify(document.paths['/api/creations/{id}']?.patch?.responses['409'])).toContain(
      '#/components/schemas/Error',
    );
    expect(JSON.stringify(document.components.schemas.Error)).toContain('issues');
  });

  it('serves a readable reference page at /api/docs', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Atelier API');
    expect(html).toContain('/api/actions/user/cart');
    expect(html).toContain('/api/img/original/{id}');
    expect(html).not.toContain('<script');
  });
});
