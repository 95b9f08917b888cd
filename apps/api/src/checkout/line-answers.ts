import type { CombinationConfig, Form, FormAnswerMap } from '@atelier/schema';
import { checkLineAnswers } from '../domain';
import { ApiError } from '../http/errors';
import { fromJson } from '../lib/json';

/**
 * Issue 16 line properties on the server: a line's customisation answers are checked
 * against the creation's own form (its combination_config.form) before they are stored or
 * priced, so a client cannot invent a field or an option (and its price).
 */

/** The form's fields of a creation's stored combination_config (none when it has no form). */
export const creationForm = (
  config: string | Pick<CombinationConfig, 'form'> | null | undefined,
): Pick<Form, 'fields'> => {
  const parsed =
    typeof config === 'string' ? fromJson<Partial<CombinationConfig>>(config, {}) : (config ?? {});
  return { fields: parsed.form?.fields ?? [] };
};

/** 422 `invalid_answers` naming each field whose answer does not fit, or nothing. */
export function assertLineAnswers(
  form: Pick<Form, 'fields'>,
  answers: FormAnswerMap,
  path = 'properties',
): void {
  const issues = checkLineAnswers(form, answers);
  if (issues.length === 0) return;
  throw new ApiError(
    422,
    'invalid_answers',
    issues.map((issue) => issue.message).join(' '),
    issues.map((issue) => ({ path: `${path}.${issue.fieldId}`, message: issue.message })),
  );
}

/** The answers a stored line carries ('{}' or a JSON FormAnswerMap). */
export const storedAnswers = (properties: string | null | undefined): FormAnswerMap =>
  fromJson<FormAnswerMap>(properties ?? '{}', {});
