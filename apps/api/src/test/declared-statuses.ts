/**
 * Checks an API answer against the OpenAPI document the app serves: the status must be
 * one the document declares for that route. The test client runs it on every answer, so
 * every integration test (the authorisation matrix and the bad-input properties among
 * them) fails when a route answers a status its documentation does not list.
 */

interface Operation {
  responses?: Record<string, unknown>;
}

export interface OpenApiPaths {
  paths: Record<string, Record<string, Operation | undefined> | undefined>;
}

interface Template {
  path: string;
  pattern: RegExp;
  parameters: number;
}

const templatesCache = new WeakMap<OpenApiPaths, Template[]>();

function templatesOf(document: OpenApiPaths): Template[] {
  let templates = templatesCache.get(document);
  if (!templates) {
    templates = Object.keys(document.paths).map((path) => ({
      path,
      pattern: new RegExp(
        `^${path
          .split(/\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]+')}$`,
      ),
      parameters: (path.match(/\{/g) ?? []).length,
    }));
    // A static segment is more specific than a parameter, as in the router.
    templates.sort((a, b) => a.parameters - b.parameters);
    templatesCache.set(document, templates);
  }
  return templates;
}

/** The documented operation a request reaches, or null when no documented route matches it. */
export function documentedOperation(
  document: OpenApiPaths,
  method: string,
  pathname: string,
): { path: string; method: string; operation: Operation } | null {
  // Hono answers HEAD with the GET handler.
  const key = method.toUpperCase() === 'HEAD' ? 'get' : method.toLowerCase();
  for (const template of templatesOf(document)) {
    const operation = document.paths[template.path]?.[key];
    if (operation && template.pattern.test(pathname)) return { path: template.path, method: key, operation };
  }
  return null;
}

/** Why an answer breaks the document, or null when its status is declared (or the route is not documented). */
export function undeclaredAnswer(
  document: OpenApiPaths,
  method: string,
  url: string,
  status: number,
): string | null {
  const pathname = new URL(url, 'http://localhost').pathname;
  const found = documentedOperation(document, method, pathname);
  if (!found) return null;
  const declared = Object.keys(found.operation.responses ?? {});
  if (declared.includes(String(status)) || declared.includes('default')) return null;
  return (
    `${method.toUpperCase()} ${pathname} answered ${status}, which the OpenAPI document does not ` +
    `declare for ${found.method} ${found.path} (declared: ${declared.join(', ')})`
  );
}
