import type { z } from 'zod';

/** One problem found in an input: where (`a.b[0].c`, empty for the input itself) and what. */
export interface ParseIssue {
  path: string;
  message: string;
}

/** The outcome of {@link parseOrIssues}: the parsed value, or every problem found. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: ParseIssue[] };

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Writes a zod path the way it would be written in code: `a.b[0].c`, `title["zh-TW"]`. */
export const formatIssuePath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = typeof key === 'symbol' ? (key.description ?? 'symbol') : key;
    if (IDENTIFIER.test(name)) return text === '' ? name : `${text}.${name}`;
    return `${text}[${JSON.stringify(name)}]`;
  }, '');

const joinPath = (base: readonly PropertyKey[], rest: readonly PropertyKey[]) => [...base, ...rest];

/**
 * Flattens one zod issue into readable issues. Union and record-key issues carry the
 * real reasons inside them; they are spelled out rather than left as "Invalid input".
 */
const flattenIssue = (issue: z.core.$ZodIssue, base: readonly PropertyKey[]): ParseIssue[] => {
  const path = joinPath(base, issue.path);
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const alternatives = issue.errors.map((branch) =>
      branch
        .flatMap((inner) => flattenIssue(inner, []))
        .map((inner) => (inner.path === '' ? inner.message : `${inner.path}: ${inner.message}`))
        .join(', '),
    );
    return [
      { path: formatIssuePath(path), message: `No alternative matched (${alternatives.join('; or ')})` },
    ];
  }
  if ((issue.code === 'invalid_key' || issue.code === 'invalid_element') && issue.issues.length > 0) {
    const reasons = issue.issues.map((inner) => inner.message).join('; ');
    return [{ path: formatIssuePath(path), message: `${issue.message}: ${reasons}` }];
  }
  return [{ path: formatIssuePath(path), message: issue.message }];
};

/** Turns a zod error into the readable list of every path and problem. */
export const issuesFromZodError = (error: z.ZodError): ParseIssue[] =>
  error.issues.flatMap((issue) => flattenIssue(issue, []));

/**
 * Validates `input` against `schema` without throwing: either the parsed value (with
 * defaults applied) or every problem, each with its path written `a.b[0].c`.
 */
export const parseOrIssues = <S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> => {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: issuesFromZodError(result.error) };
};

/** Readable text of a list of issues, one line each: `- a.b[0].c: message`. */
export const formatIssues = (issues: readonly ParseIssue[]): string =>
  issues.map((issue) => `- ${issue.path === '' ? '(root)' : issue.path}: ${issue.message}`).join('\n');
