import type { z } from 'zod';
import { formatIssues, parseOrIssues } from '../issues';
import type { ParseIssue } from '../issues';

/** Parses `input`, throwing the readable issue list if it is rejected. */
export const parseValid = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = parseOrIssues(schema, input);
  if (!result.ok) throw new Error(`Expected a valid input, got:\n${formatIssues(result.issues)}`);
  return result.value;
};

/** The issues of a rejected input; an empty list when it is accepted. */
export const issuesOf = (schema: z.ZodType, input: unknown): ParseIssue[] => {
  const result = parseOrIssues(schema, input);
  return result.ok ? [] : result.issues;
};

/** The paths of the issues of a rejected input; an empty list when it is accepted. */
export const rejectedPaths = (schema: z.ZodType, input: unknown): string[] =>
  issuesOf(schema, input).map((issue) => issue.path);
