import { type ParseIssue, formatIssuePath, parseOrIssues } from '@atelier/schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { ZodType } from 'zod';
import { invalidInput } from './errors';

const TARGET_NAMES: Partial<Record<keyof ValidationTargets, string>> = {
  json: 'body',
  query: 'query',
  param: 'path',
  header: 'header',
};

function issuesOf(schema: StandardSchemaV1, value: unknown, fallback: readonly StandardSchemaV1.Issue[]) {
  if (schema instanceof ZodType) {
    const parsed = parseOrIssues(schema, value);
    if (!parsed.ok) return parsed.issues;
  }
  return fallback.map((issue): ParseIssue => ({
    path: formatIssuePath((issue.path ?? []).map((key) => (typeof key === 'object' ? key.key : key))),
    message: issue.message,
  }));
}

/**
 * Validates one part of the request with a zod schema and records the schema in the
 * OpenAPI document. A failure answers 400 with every invalid path listed
 * (`{ error: { code: 'invalid_input', message, issues: [{ path, message }] } }`).
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends StandardSchemaV1>(
  target: Target,
  schema: Schema,
  options: {
    /** For a union: the branch whose issues explain the failure best (e.g. by a key present). */
    explainWith?: (value: unknown) => StandardSchemaV1;
  } = {},
) =>
  validator(target, schema, (result) => {
    if (!result.success) {
      const issues = issuesOf(options.explainWith?.(result.data) ?? schema, result.data, result.error);
      throw invalidInput(issues, `The request ${TARGET_NAMES[target] ?? target} is not valid.`);
    }
  });
