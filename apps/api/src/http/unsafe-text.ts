import { findUnsafeCharacter, type ParseIssue, unsafeCharacterMessage } from '@atelier/schema';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { ApiError, said } from './errors';

const JSON_TYPE = /^application\/([a-z.-]+\+)?json\b/i;

/**
 * 422 `unsafe_characters` when a named text field of the JSON body (a name, a handle) holds a
 * hidden or control character (packages/schema names.ts), one issue per field saying which
 * character and where. It runs before the body's schema, so such a name is told apart from a
 * merely malformed one (400); a body that is not JSON is left to the validator.
 */
export const refuseUnsafeText =
  (fields: readonly string[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      const body: unknown = await c.req.json().catch(() => undefined);
      if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
        const issues: ParseIssue[] = [];
        let first: string | undefined;
        for (const field of fields) {
          const value = (body as Record<string, unknown>)[field];
          const found = typeof value === 'string' ? findUnsafeCharacter(value) : null;
          if (!found) continue;
          first ??= found.codePoint;
          issues.push({ path: field, message: unsafeCharacterMessage(found) });
        }
        if (first !== undefined)
          throw new ApiError(
            422,
            'unsafe_characters',
            said('text.unsafeCharacter', { character: first }),
            issues,
          );
      }
    }
    await next();
  };
