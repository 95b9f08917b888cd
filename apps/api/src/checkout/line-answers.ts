import {
  type CombinationConfig,
  CombinationConfigSchema,
  type Field,
  type Form,
  type FormAnswerMap,
} from '@atelier/schema';
import { checkLineAnswers, customerForm } from '../domain';
import { ApiError } from '../http/errors';
import { fromJson } from '../lib/json';

/**
 * Issue 16, 17 line properties on the server: a line's customisation answers are checked
 * against the creation's customer form (customerForm of its combination_config: the form's
 * own fields, and the virtual ones for what the creator left open) before they are stored or
 * priced, so a client cannot invent a field or an option (and its price), nor leave a
 * required question unanswered.
 */

/** A creation's stored combination_config, read with the schema's defaults (null when it does not read). */
export const creationConfig = (
  config: string | Partial<CombinationConfig> | null | undefined,
): CombinationConfig | null => {
  const raw = typeof config === 'string' ? fromJson<unknown>(config, {}) : (config ?? {});
  const parsed = CombinationConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

/**
 * The form a shopper answers for a creation (none when it has no form and leaves nothing
 * open). A stored design that no longer reads keeps its form's fields as stored, nothing
 * virtual, as before issue 17.
 */
export const creationForm = (
  config: string | Partial<CombinationConfig> | null | undefined,
): Pick<Form, 'fields'> & { readonly design: Pick<CombinationConfig, 'parts'> | undefined } => {
  const design = creationConfig(config);
  if (design) return { fields: customerForm(design).fields, design };
  const raw = typeof config === 'string' ? fromJson<Partial<CombinationConfig>>(config, {}) : (config ?? {});
  const fields = (raw as { form?: { fields?: unknown } }).form?.fields;
  return { fields: Array.isArray(fields) ? (fields as Field[]) : [], design: undefined };
};

/** 422 `invalid_answers` naming each field whose answer does not fit (English messages), or nothing. */
export function assertLineAnswers(
  form: Pick<Form, 'fields'> & { readonly design?: Pick<CombinationConfig, 'parts'> | undefined },
  answers: FormAnswerMap,
  path = 'properties',
): void {
  const issues = checkLineAnswers(form, answers, form.design);
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
