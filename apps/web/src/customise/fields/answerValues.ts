import type { FormAnswerValue } from '@atelier/schema';

/** The one id or text an answer holds (a radio, a select), or ''. */
export const singleValue = (value: FormAnswerValue | undefined): string =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';

/** The ids or texts a list answer holds (checkboxes, parts). */
export const listValue = (value: FormAnswerValue | undefined): string[] =>
  Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : typeof value === 'string' && value !== ''
      ? [value]
      : [];

/** A list answer, or no answer when it is empty. */
export const listAnswer = (values: readonly string[]): FormAnswerValue | undefined =>
  values.length === 0 ? undefined : [...values];
