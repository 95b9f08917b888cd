import type { ParseIssue } from '@atelier/schema';
import { z } from 'zod';

/** The statuses an API error may carry (every other failure is a 500). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

export const IssueSchema = z.object({ path: z.string(), message: z.string() });

/** A failed 001 §5 save check: its name, message key, English alert, editor step and field. */
export const FailedCheckSchema = z.object({
  check: z.string(),
  key: z.string(),
  message: z.string(),
  step: z.string(),
  path: z.string(),
});

/**
 * Every error answer: `{ error: { code, message, issues? } }`, with the extra facts some
 * codes carry: `checks` (save_checks_failed), the current version and item (stale: a
 * creation's `updatedAt` and `creation`, a prebuild's `updated_at` and `prebuild`), `hint`.
 */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      issues: z.array(IssueSchema).optional(),
      checks: z.array(FailedCheckSchema).optional(),
      updatedAt: z.string().optional(),
      updated_at: z.string().optional(),
      creation: z.looseObject({ id: z.string() }).optional(),
      prebuild: z.looseObject({ id: z.string() }).optional(),
      hint: z.string().optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Thrown by handlers and helpers; the app's error handler turns it into the JSON answer. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly issues?: ParseIssue[],
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
        ...(this.details ?? {}),
      },
    };
  }
}

export const errorBody = (code: string, message: string, issues?: ParseIssue[]): ErrorBody => ({
  error: { code, message, ...(issues ? { issues } : {}) },
});

export const invalidInput = (issues: ParseIssue[], message = 'The request is not valid.') =>
  new ApiError(400, 'invalid_input', message, issues);
export const unauthorised = (message = 'Please sign in first.') => new ApiError(401, 'unauthorised', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new ApiError(403, 'forbidden', message);
export const notFound = (what = 'That') => new ApiError(404, 'not_found', `${what} was not found.`);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new ApiError(409, code, message, undefined, details);
