import type { Field } from '@atelier/schema';
import { CombinationConfigSchema } from '@atelier/schema';
import { imageApiId } from '../customiser/answer-problems';
import { customerForm } from '../customiser/customer-form';
import { mediaSrc } from '../storefront/links';
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
  readonly type?: unknown;
}

export interface AnswerLine {
  readonly field: string;
  readonly title: string;
  readonly value: string;
  /** A decal answer's image at print resolution (the image API's largest width), when it has one. */
  readonly image?: string;
}

/** The image API's largest served width (apps/api images.ts): a decal's print resolution. */
export const PRINT_IMAGE_WIDTH = 4096;

/**
 * The image of a decal answer (a url or {url}) at print resolution: one of our uploads as
 * `/api/img/original/{id}?w=4096` (whatever host the answer named), an image reference
 * through the image helper at that width (mediaSrc), another url as it is.
 */
export const decalAnswerImage = (value: unknown): string | undefined => {
  const url = typeof value === 'string' ? value : (value as { url?: unknown } | null | undefined)?.url;
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  const id = imageApiId(url);
  return id === null
    ? (mediaSrc(url, PRINT_IMAGE_WIDTH) ?? url)
    : `/api/img/original/${id}?w=${PRINT_IMAGE_WIDTH}`;
};

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

/**
 * The fields a cart or order line was answered with: the customer form (issue 17: the form's
 * own fields and the virtual ones for open colourways, variations and decals) of the
 * creation copied with the line. A snapshot whose design no longer reads gives its stored
 * form fields as they are.
 */
export const snapshotFormFields = (snapshot: unknown): readonly Field[] => {
  const config = (snapshot as { combination_config?: unknown } | null)?.combination_config;
  const parsed = CombinationConfigSchema.safeParse(config);
  if (parsed.success) return customerForm(parsed.data).fields;
  const form = (config as { form?: { fields?: unknown } } | null | undefined)?.form;
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
    const image = field.type === 'decalLayerConfig' ? decalAnswerImage(value) : undefined;
    lines.push({
      field: field.id,
      title: textIn(field.title, language) || field.id,
      value: answerText(value, choicesOf(field, language)),
      ...(image === undefined ? {} : { image }),
    });
  }
  for (const [field, value] of Object.entries(answers))
    if (!known.has(field)) lines.push({ field, title: field, value: answerText(value) });
  return lines;
}
