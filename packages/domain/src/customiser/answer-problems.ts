import type {
  CombinationConfig,
  Field,
  FieldOfType,
  Form,
  FormAnswerMap,
  FormAnswerValue,
} from '@atelier/schema';
import { type Message, message } from '../messages';
import { decalAnswerValue, readDecalAnswer } from './decal-answer';
import { formatDate, isIsoDate } from './form-input-validation';

/**
 * Issue 17: what is wrong with a customer's answers, field by field: a required question
 * left unanswered, and each field type's limits (002 §3, §5). The shopper's form shows
 * these at the fields; the server refuses a cart line or an order with any (422).
 */

/** What some checks need of the design: the parts' allowed materials (materialSelect without options). */
export type AnswerDesign = Pick<CombinationConfig, 'parts'>;

const HEX = /^#[0-9a-fA-F]{6}$/;
/** `/api/img/original/{id}`: where our image API serves an uploaded image (apps/api images.ts). */
const IMAGE_API_PATH = /^\/api\/img\/original\/([A-Za-z0-9_-]{1,100}\.(?:png|jpe?g|webp|gif|avif))$/i;

/**
 * The id of an image our image API serves, from its path `/api/img/original/{id}` or an
 * absolute http(s) URL with that path (a query such as `?w=500` is allowed); else null.
 * Decision: the host of an absolute URL is not trusted; the id alone is used to link back.
 */
export const imageApiId = (url: string): string | null => {
  // No URL class in the domain's environment: the path is what follows scheme and host.
  const absolute = /^https?:\/\/[^/?#\s]+(\/[^?#]*)?(?:[?#].*)?$/i.exec(url);
  const path = /^https?:/i.test(url) ? absolute?.[1] : url.split(/[?#]/)[0];
  return IMAGE_API_PATH.exec(path ?? '')?.[1] ?? null;
};

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Whether an answer counts as given: not absent, blank, an empty list, or a decal with neither
 * an image nor words (the shopper's words alone are a decal where overlays are allowed).
 */
export const isAnswered = (value: FormAnswerValue | undefined): boolean => {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value) && 'url' in value) {
    const decal = readDecalAnswer(value);
    return decal !== null && decalAnswerValue(decal) !== undefined;
  }
  return true;
};

const strings = (value: FormAnswerValue): string[] | null => {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) && value.every((each) => typeof each === 'string') ? (value as string[]) : null;
};

const choiceProblem = (field: FieldOfType<'option' | 'checkbox'>, value: FormAnswerValue): Message | null => {
  const chosen = strings(value);
  if (chosen === null || (field.type === 'option' && chosen.length !== 1))
    return message('answer.chooseOption');
  // With "Other" enabled a free text stands for the shopper's own option (002 §3).
  if (!field.enableOther && chosen.some((id) => !field.options.some((option) => option.id === id)))
    return message('answer.chooseOption');
  if (chosen.some((id) => id.trim() === '')) return message('answer.chooseOption');
  if (
    field.type === 'checkbox' &&
    field.maxSelections !== undefined &&
    new Set(chosen).size > field.maxSelections
  )
    return message('answer.tooMany', { max: field.maxSelections });
  return null;
};

/** 002 §5: min, max, and steps counted from min (or 0), with room for floating point. */
const numberProblem = (field: FieldOfType<'number'>, value: FormAnswerValue): Message | null => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return message('answer.number');
  if (field.min !== undefined && value < field.min) return message('answer.numberMin', { min: field.min });
  if (field.max !== undefined && value > field.max) return message('answer.numberMax', { max: field.max });
  const steps = (value - (field.min ?? 0)) / field.step;
  if (Math.abs(steps - Math.round(steps)) > 1e-6) return message('answer.numberStep', { step: field.step });
  return null;
};

const dateProblem = (field: FieldOfType<'date'>, value: FormAnswerValue): Message | null => {
  if (typeof value !== 'string' || !isIsoDate(value))
    return message('answer.date', { format: field.dateFormat });
  // YYYY-MM-DD strings sort as the dates they name.
  if (field.minDate !== undefined && value < field.minDate)
    return message('answer.dateMin', { date: formatDate(field.minDate, field.dateFormat) });
  if (field.maxDate !== undefined && value > field.maxDate)
    return message('answer.dateMax', { date: formatDate(field.maxDate, field.dateFormat) });
  return field.disabledDates.includes(value) ? message('answer.dateDisabled') : null;
};

const colourProblem = (field: FieldOfType<'colorSelect'>, value: FormAnswerValue): Message | null => {
  if (typeof value !== 'string' || !HEX.test(value)) return message('answer.colour');
  const free = field.allowCustomColor || field.showColorPicker || field.colorOptions.length === 0;
  return free || field.colorOptions.some((option) => option.value.toLowerCase() === value.toLowerCase())
    ? null
    : message('answer.colour');
};

const materialProblem = (
  field: FieldOfType<'materialSelect'>,
  value: FormAnswerValue,
  design: AnswerDesign | undefined,
): Message | null => {
  if (typeof value !== 'string') return message('answer.chooseOption');
  if (field.materialOptions.length > 0)
    return field.materialOptions.includes(value) ? null : message('answer.chooseOption');
  if (design === undefined) return null;
  const allowed = design.parts
    .filter((part) => field.targetParts.includes(part.value))
    .flatMap((part) => [...part.materials, ...(part.default === undefined ? [] : [part.default])]);
  return allowed.includes(value) ? null : message('answer.chooseOption');
};

const partProblem = (field: FieldOfType<'partSelect'>, value: FormAnswerValue): Message | null => {
  const chosen = strings(value);
  if (chosen === null || chosen.some((id) => !field.targetParts.includes(id)))
    return message('answer.chooseOption');
  if (field.selectionMode === 'exclusive' && chosen.length !== 1) return message('answer.chooseOption');
  return null;
};

/** 002 §3, §8: an image offered or (custom upload) one of ours; a text overlay within its options. */
const decalProblem = (field: FieldOfType<'decalLayerConfig'>, value: FormAnswerValue): Message | null => {
  const answer = typeof value === 'string' ? { url: value } : isRecord(value) ? value : null;
  const url = answer?.url;
  if (answer === null || typeof url !== 'string') return message('image.invalidUrlOrFile');
  const text = answer.text;
  // Only a text where overlays are allowed: the decal is the shopper's words alone.
  const textOnly = url === '' && field.allowTextOverlay && isRecord(text) && text.value !== '';
  const offered = field.urlOptions.some((option) => option.url === url);
  if (!textOnly && !offered && !(field.allowCustomUpload && imageApiId(url) !== null))
    return message('image.invalidUrlOrFile');
  if (text === undefined) return null;
  if (!field.allowTextOverlay || !isRecord(text) || typeof text.value !== 'string')
    return message('image.invalidUrlOrFile');
  const { fonts, colors, maxLength } = field.textOverlayOptions;
  if (text.value.length > maxLength) return message('answer.overlayTooLong', { max: maxLength });
  if (text.font !== undefined && fonts.length > 0 && !fonts.includes(text.font as string))
    return message('answer.chooseOption');
  if (text.color !== undefined && colors.length > 0 && !colors.includes(text.color as string))
    return message('answer.colour');
  return null;
};

/** The problem of one given answer for its field, or null. */
export const answerProblem = (
  field: Field,
  value: FormAnswerValue,
  design?: AnswerDesign,
): Message | null => {
  switch (field.type) {
    case 'option':
    case 'checkbox':
      return choiceProblem(field, value);
    case 'variationSelect':
    case 'colorwaySelect':
      return field.options.some((option) => option.value === value) ? null : message('answer.chooseOption');
    case 'sizeSelect':
      return field.availableSizes.some((size) => size.value === value)
        ? null
        : message('answer.chooseOption');
    case 'number':
      return numberProblem(field, value);
    case 'text':
      // Decision: a text field answered with anything but a text has not been answered.
      if (typeof value !== 'string') return message('answer.required');
      return field.maxLength !== undefined && value.length > field.maxLength
        ? message('answer.textTooLong', { max: field.maxLength })
        : null;
    case 'date':
      return dateProblem(field, value);
    case 'colorSelect':
      return colourProblem(field, value);
    case 'materialSelect':
      return materialProblem(field, value, design);
    case 'partSelect':
      return partProblem(field, value);
    case 'decalLayerConfig':
      return decalProblem(field, value);
  }
};

/**
 * Issue 17: every field's problem, keyed by field id: 'answer.required' for a required
 * question without an answer, else the first limit its answer breaks. Empty when the
 * answers can be ordered. `design` lets materialSelect without options check the target
 * parts' allowed materials.
 */
export const answerProblems = (
  form: Pick<Form, 'fields'>,
  answers: FormAnswerMap,
  design?: AnswerDesign,
): Record<string, Message> => {
  const problems: Record<string, Message> = {};
  for (const field of form.fields) {
    const value = answers[field.id];
    if (!isAnswered(value)) {
      if (field.required) problems[field.id] = message('answer.required');
      continue;
    }
    const problem = answerProblem(field, value as FormAnswerValue, design);
    if (problem !== null) problems[field.id] = problem;
  }
  return problems;
};

/** Issue 17: whether the answers can be ordered: no field has a problem. */
export const canOrder = (
  form: Pick<Form, 'fields'>,
  answers: FormAnswerMap,
  design?: AnswerDesign,
): boolean => Object.keys(answerProblems(form, answers, design)).length === 0;
