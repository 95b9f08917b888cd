import type { ParseIssue } from '@atelier/schema';
import { z } from 'zod';
import { type ErrorParams, errorText } from '../i18n/errors';
import type { ServerLanguage } from '../i18n/language';

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
      key: z.string().optional(),
      params: z
        .record(z.string(), z.union([z.string(), z.number(), z.object({ key: z.string() })]))
        .optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * A message as a key of the server's error texts (`apps/api/src/i18n/errors`) with its
 * parameters (issue 18): the answer's `message` is written in the request's language.
 */
export interface ServerText {
  key: string;
  params?: ErrorParams;
}

/** A key's English words (the error's `message` until the answer is written). */
export const said = (key: string, params: ErrorParams = {}): ServerText => ({ key, params });

const englishOf = (message: string | ServerText): string =>
  typeof message === 'string' ? message : (errorText('en', message.key, message.params) ?? message.key);

/** Thrown by handlers and helpers; the app's error handler turns it into the JSON answer. */
export class ApiError extends Error {
  /** The message's key and parameters when it is one of the server's error texts. */
  readonly text: ServerText | undefined;
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string | ServerText,
    readonly issues?: ParseIssue[],
    readonly details?: Record<string, unknown>,
  ) {
    super(englishOf(message));
    this.name = 'ApiError';
    this.text = typeof message === 'string' ? undefined : message;
  }

  /** The answer, its message in `language` with its key and parameters when keyed. */
  toBody(language: ServerLanguage = 'en'): ErrorBody {
    const { text } = this;
    const params = text?.params ?? {};
    return {
      error: {
        code: this.code,
        message: (text && errorText(language, text.key, params)) ?? this.message,
        ...(text ? { key: text.key, params } : {}),
        ...(this.issues ? { issues: this.issues } : {}),
        ...(this.details ?? {}),
      },
    };
  }
}

export const errorBody = (code: string, message: string, issues?: ParseIssue[]): ErrorBody => ({
  error: { code, message, ...(issues ? { issues } : {}) },
});

export const invalidInput = (issues: ParseIssue[], message: string | ServerText = said('invalidInput')) =>
  new ApiError(400, 'invalid_input', message, issues);
export const unauthorised = (message: string | ServerText = said('unauthorised')) =>
  new ApiError(401, 'unauthorised', message);
export const forbidden = (message: string | ServerText = said('forbidden')) =>
  new ApiError(403, 'forbidden', message);

/** The things a 404 names, with their noun in the error texts (others stay as written). */
const NOUNS: Readonly<Record<string, string>> = {
  That: 'noun.that',
  'The creation': 'noun.creation',
  'The user': 'noun.user',
  'The cart item': 'noun.cartItem',
  'The image': 'noun.image',
  'That order': 'noun.order',
  'The notification': 'noun.notification',
};
export const notFound = (what = 'That') =>
  new ApiError(404, 'not_found', said('notFound', { what: NOUNS[what] ? { key: NOUNS[what] } : what }));
export const conflict = (code: string, message: string | ServerText, details?: Record<string, unknown>) =>
  new ApiError(409, code, message, undefined, details);
