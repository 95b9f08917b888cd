// bridge: replaced by @atelier/domain at merge
/**
 * The domain rules the shopper's customisation uses, in one import file: what @atelier/domain
 * has today is re-exported; customerForm, answerProblems and the shared-answers codec are
 * simple local versions until the form-rules branch brings the domain's own (same names and
 * shapes, so the lead swaps this file for a re-export).
 */
import { message, type Message } from '@atelier/domain';
import {
  FieldSchema,
  type CombinationConfig,
  type EditRole,
  type Field,
  type Form,
  type FormAnswerMap,
  type FormAnswerValue,
} from '@atelier/schema';

export {
  answersExtraPrice,
  applyAnswers,
  clientFormView,
  customisedUnitPrice,
  firstOptionDefaults,
  withDefaultAnswers,
} from '@atelier/domain';

const openTo = (roles: readonly EditRole[] | undefined, role: EditRole): boolean =>
  roles === undefined || roles.length === 0 || roles.includes(role);

/** A virtual field built from plain data; one that does not fit the schema is left out. */
const virtualField = (input: unknown): Field[] => {
  const parsed = FieldSchema.safeParse(input);
  return parsed.success ? [parsed.data] : [];
};

/**
 * The form a role answers: the form's fields when the form is enabled for the role, plus a
 * virtual choice for each colourway and variation left open to that role.
 */
export function customerForm(config: CombinationConfig, role: EditRole): Form {
  const form = config.form;
  const own = openTo(form.enabledForRoles, role) ? form.fields : [];
  const colorways = config.groups
    .filter((group) => openTo(group.enabledEditForRoles, role) && group.options.length > 0)
    .flatMap((group) =>
      virtualField({
        id: `field_colorway_${group.value}`,
        type: 'colorwaySelect',
        title: group.name,
        targetColorway: group.value,
        options: group.options.map((option) => ({ value: option.oValue, label: option.oName })),
      }),
    );
  const variations = config.variant
    .filter((variant) => openTo(variant.enabledEditForRoles, role) && variant.options.length > 0)
    .flatMap((variant) =>
      virtualField({
        id: `field_variation_${variant.id}`,
        type: 'variationSelect',
        title: variant.name,
        targetVariation: variant.id,
        options: variant.options.map((option) => ({ value: option.optionId, label: option.name })),
      }),
    );
  // A design choice the form already asks about is not asked twice.
  const asked = new Set(own.map((field) => field.id));
  const extra = [...colorways, ...variations].filter((field) => !asked.has(field.id));
  return { ...form, fields: [...own, ...extra] };
}

const isEmpty = (value: FormAnswerValue | undefined): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The problem of one answer: unanswered while required, or outside the field's limits. */
function answerProblem(field: Field, value: FormAnswerValue | undefined): Message | null {
  if (isEmpty(value)) return field.required ? message('customerForm.required') : null;
  if (field.type === 'number' && typeof value === 'number') {
    if (field.min !== undefined && value < field.min) return message('formInput.min', { min: field.min });
    if (field.max !== undefined && value > field.max) return message('formInput.max', { max: field.max });
  }
  if (field.type === 'checkbox' && Array.isArray(value) && field.maxSelections !== undefined) {
    if (value.length > field.maxSelections)
      return message('formInput.maxSelections', { max: field.maxSelections });
  }
  return null;
}

/** Problems by field id: the answers a shopper must fix before ordering. */
export function answerProblems(form: Pick<Form, 'fields'>, answers: FormAnswerMap): Record<string, Message> {
  const problems: Record<string, Message> = {};
  for (const field of form.fields) {
    const problem = answerProblem(field, answers[field.id]);
    if (problem) problems[field.id] = problem;
  }
  return problems;
}

/** Answers as URL-safe text (base64url of their JSON). */
export function encodeSharedAnswers(answers: FormAnswerMap): string {
  const bytes = new TextEncoder().encode(JSON.stringify(answers));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The answers of a shared link; null for text that is not a map of field answers. */
export function decodeSharedAnswers(text: string): FormAnswerMap | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    // The UTF-8 bytes back to text (percent-decoding needs no TextDecoder realm).
    const utf8 = [...binary].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
    const parsed: unknown = JSON.parse(decodeURIComponent(utf8));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed as Record<string, FormAnswerValue>).filter(([id]) => id.startsWith('field_')),
    );
  } catch {
    return null;
  }
}
