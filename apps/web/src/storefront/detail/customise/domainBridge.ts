// bridge: replaced by @atelier/domain at merge
/**
 * The domain rules the shopper's customisation uses, in one import file: what @atelier/domain
 * has today is re-exported; customerForm, answerProblems and the shared-answers codec are
 * simple local versions until the form-rules branch brings the domain's own (same names and
 * shapes, so the lead swaps this file for a re-export).
 */
import { message, type Message } from '@atelier/domain';
import type {
  CombinationConfig,
  EditRole,
  Field,
  Form,
  FormAnswerMap,
  FormAnswerValue,
} from '@atelier/schema';

export { decodeSharedAnswers, encodeSharedAnswers } from './sharedAnswers';
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

/**
 * The form a role answers: the form's fields when the form is enabled for the role, plus a
 * virtual choice for each colourway and variation left open to that role.
 */
export function customerForm(config: CombinationConfig, role: EditRole): Form {
  const form = config.form;
  const own = openTo(form.enabledForRoles, role) ? form.fields : [];
  // A design choice the form already asks about is not asked twice.
  const askedColorways = new Set(
    own.flatMap((field) => (field.type === 'colorwaySelect' ? [field.targetColorway] : [])),
  );
  const askedVariations = new Set(
    own.flatMap((field) => (field.type === 'variationSelect' ? [field.targetVariation] : [])),
  );
  const colorways = config.groups
    .filter(
      (group) =>
        openTo(group.enabledEditForRoles, role) &&
        group.options.length > 0 &&
        !askedColorways.has(group.value),
    )
    .map((group): Field => ({
      id: `field_colorway_${group.value}`,
      type: 'colorwaySelect',
      title: group.name,
      required: false,
      targetColorway: group.value,
      options: group.options.map((option) => ({ value: option.oValue, label: option.oName })),
    }));
  const variations = config.variant
    .filter(
      (variant) =>
        openTo(variant.enabledEditForRoles, role) &&
        variant.options.length > 0 &&
        !askedVariations.has(variant.id),
    )
    .map((variant): Field => ({
      id: `field_variation_${variant.id}`,
      type: 'variationSelect',
      title: variant.name,
      required: false,
      targetVariation: variant.id,
      options: variant.options.map((option) => ({ value: option.optionId, label: option.name })),
    }));
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
