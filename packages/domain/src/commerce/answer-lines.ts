import type { Field } from '@atelier/schema';
import { type AnswerChoice, answerText } from './production-queue';

/**
 * A line's customisation answers as people read them (issue 16): the cart, the buyer's order
 * and the producer's queue and sheet all show "Collar: V-neck". Named by the form the line was
 * ordered with; an answer to a field that form no longer has keeps its id, so none is hidden.
 */

/** What naming an answer needs of a form field (a Field, or the same read back as JSON). */
export interface AnswerField {
  readonly id: string;
  readonly title?: unknown;
}

export interface AnswerLine {
  readonly field: string;
  readonly title: string;
  readonly value: string;
}

/** A text of the form in `language`: its own, else English, else any; a plain string as is. */
export const textIn = (text: unknown, language: string): string => {
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object') {
    const map = text as Readonly<Record<string, unknown>>;
    const found = [map[language], map.en, ...Object.values(map)].find((entry) => typeof entry === 'string');
    return typeof found === 'string' ? found : '';
  }
  return '';
};

/** The form fields of a creation as copied with a cart or order line, if it carries them. */
export const snapshotFormFields = (snapshot: unknown): readonly Field[] => {
  const form = (snapshot as { combination_config?: { form?: { fields?: unknown } } } | null)
    ?.combination_config?.form;
  return Array.isArray(form?.fields) ? (form.fields as Field[]) : [];
};

/** What a field offers to choose from: option and checkbox options name themselves with `text`, select fields' with `label`. */
const choicesOf = (field: AnswerField, language: string): AnswerChoice[] => {
  const options = (field as { options?: unknown }).options;
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: Readonly<Record<string, unknown>>) => {
    const value = typeof option.value === 'string' ? option.value : option.id;
    if (typeof value !== 'string') return [];
    return [{ value, label: textIn(option.label ?? option.text, language) || value }];
  });
};

/** The answers in the form's field order, then those to fields the form no longer has. */
export function answerLines(
  fields: readonly AnswerField[],
  answers: Readonly<Record<string, unknown>>,
  language: string,
): AnswerLine[] {
  const lines: AnswerLine[] = [];
  const known = new Set<string>();
  for (const field of fields) {
    known.add(field.id);
    const value = answers[field.id];
    if (value === undefined) continue;
    lines.push({
      field: field.id,
      title: textIn(field.title, language) || field.id,
      value: answerText(value, choicesOf(field, language)),
    });
  }
  for (const [field, value] of Object.entries(answers))
    if (!known.has(field)) lines.push({ field, title: field, value: answerText(value) });
  return lines;
}
