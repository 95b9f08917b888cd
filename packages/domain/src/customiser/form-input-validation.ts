import type { IsoDate } from '@atelier/schema';
import {
  DATE_FORMATS,
  DECAL_FIELD_MAX_FILE_SIZE_RANGE,
  DEFAULT_DECAL_MAX_FILE_SIZE_MB,
  IsoDateSchema,
} from '@atelier/schema';
import type { Message } from '../messages';
import { message } from '../messages';

/**
 * 002 §5 the form builder's settings inputs: option prices, max selections, text
 * maxLength, number step and price ranges, decal file size, date formats and disabled
 * dates, and the JSON boxes. Each reads what the creator typed and answers a value or a
 * message; an empty optional input means "no value".
 */

export type InputResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: Message };

export interface NumberRule {
  readonly min?: number;
  readonly max?: number;
  /** The value must be a multiple of step (counted from 0). */
  readonly step?: number;
  readonly integer?: boolean;
}

const fail = <T>(msg: Message): InputResult<T> => ({ ok: false, message: msg });

/** Whether a value is a multiple of step, allowing for binary float error. */
const onStep = (value: number, step: number): boolean => {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
};

/** Reads a number typed into a settings input against a rule. */
export const checkNumberInput = (text: string, rule: NumberRule): InputResult<number> => {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return fail(message('formInput.notANumber'));
  if (rule.integer === true && !Number.isInteger(value)) return fail(message('formInput.wholeNumber'));
  if (rule.min !== undefined && value < rule.min) return fail(message('formInput.min', { min: rule.min }));
  if (rule.max !== undefined && value > rule.max) return fail(message('formInput.max', { max: rule.max }));
  if (rule.step !== undefined && !onStep(value, rule.step))
    return fail(message('formInput.step', { step: rule.step }));
  return { ok: true, value };
};

/** An optional input: empty text is `undefined` ("no limit"). */
const optionalNumber = (text: string, rule: NumberRule): InputResult<number | undefined> =>
  text.trim() === '' ? { ok: true, value: undefined } : checkNumberInput(text, rule);

/** 002 §5: an option's price value: a number, step 0.01, at least 0. */
export const checkOptionPriceInput = (text: string): InputResult<number> =>
  checkNumberInput(text, { min: 0, step: 0.01 });

/** 002 §5: max selections: at least 1, whole; empty means no limit. */
export const checkMaxSelectionsInput = (text: string): InputResult<number | undefined> =>
  optionalNumber(text, { min: 1, integer: true });

/** 002 §5: a text field's maxLength: at least 1, whole; empty means no limit. */
export const checkTextMaxLengthInput = (text: string): InputResult<number | undefined> =>
  optionalNumber(text, { min: 1, integer: true });

/** 002 §5: a number field's step: at least 0.01. */
export const checkNumberStepInput = (text: string): InputResult<number> =>
  checkNumberInput(text, { min: 0.01 });

/** 002 §5: a price range's start or end: at least 0. */
export const checkRangeBoundInput = (text: string): InputResult<number> => checkNumberInput(text, { min: 0 });

/** 002 §5: a decal field's max file size: 1 to 50 MB; empty means the default, 5. */
export const checkDecalMaxFileSizeInput = (text: string): InputResult<number> =>
  text.trim() === ''
    ? { ok: true, value: DEFAULT_DECAL_MAX_FILE_SIZE_MB }
    : checkNumberInput(text, DECAL_FIELD_MAX_FILE_SIZE_RANGE);

/** 002 §5: a real calendar date written YYYY-MM-DD (2023-02-29 is not one). */
export const isIsoDate = (text: string): text is IsoDate => IsoDateSchema.safeParse(text).success;

/**
 * 002 §5: disabled dates, one per line, YYYY-MM-DD. Blank lines are skipped, repeats
 * kept once; lines that are not dates are reported.
 */
export const parseDisabledDates = (
  text: string,
): { readonly dates: IsoDate[]; readonly invalid: string[] } => {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const dates = [...new Set(lines.filter(isIsoDate))];
  const invalid = lines.filter((line) => !isIsoDate(line));
  return { dates, invalid };
};

/** 002 §5: disabled dates as an input result (invalid lines reported in the message). */
export const checkDisabledDatesInput = (text: string): InputResult<IsoDate[]> => {
  const { dates, invalid } = parseDisabledDates(text);
  return invalid.length === 0
    ? { ok: true, value: dates }
    : fail(message('formInput.invalidDates', { lines: invalid.join(', ') }));
};

/** 002 §5: disabled dates written back into the box, one per line. */
export const formatDisabledDates = (dates: readonly IsoDate[]): string => dates.join('\n');

export type DateFormat = (typeof DATE_FORMATS)[number];

/** 002 §5: whether text names one of the date formats. */
export const isDateFormat = (text: string): text is DateFormat =>
  (DATE_FORMATS as readonly string[]).includes(text);

/** 002 §5: shows a YYYY-MM-DD date in a date format. */
export const formatDate = (date: IsoDate, format: DateFormat): string => {
  const [year, month, day] = date.split('-') as [string, string, string];
  switch (format) {
    case 'YYYY-MM-DD':
      return date;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'DD-MM-YYYY':
      return `${day}-${month}-${year}`;
  }
};

const DATE_PATTERNS: Readonly<Record<DateFormat, RegExp>> = {
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})$/,
  'MM/DD/YYYY': /^(?<m>\d{2})\/(?<d>\d{2})\/(?<y>\d{4})$/,
  'DD/MM/YYYY': /^(?<d>\d{2})\/(?<m>\d{2})\/(?<y>\d{4})$/,
  'DD-MM-YYYY': /^(?<d>\d{2})-(?<m>\d{2})-(?<y>\d{4})$/,
};

/** 002 §5: reads a date typed in a date format as YYYY-MM-DD; null when it is not a real date. */
export const parseDate = (text: string, format: DateFormat): IsoDate | null => {
  const groups = DATE_PATTERNS[format].exec(text.trim())?.groups;
  if (groups === undefined) return null;
  const iso = `${groups.y}-${groups.m}-${groups.d}`;
  return isIsoDate(iso) ? iso : null;
};

/**
 * 002 §5: invalid JSON typed into the variations or measurements boxes is ignored:
 * the previous value stays. With a guard, JSON of the wrong shape is ignored too.
 */
export const parseJsonInput = <T>(text: string, previous: T, guard?: (value: unknown) => value is T): T => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return previous;
  }
  if (guard === undefined) return parsed as T;
  return guard(parsed) ? parsed : previous;
};

/** 002 §3: a size's measurements: names to numbers or texts. */
export const isMeasurements = (value: unknown): value is Record<string, number | string> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'number' || typeof entry === 'string');

/**
 * 002 §5 object editor: the last row cannot be deleted unless empty rows are allowed.
 */
export const canDeleteObjectRow = (rowCount: number, allowEmptyRows: boolean): boolean =>
  allowEmptyRows || rowCount > 1;

/**
 * 002 §5 object editor: when empty rows are allowed but new rows have no default
 * value, it warns and renders nothing.
 */
export const objectEditorRenders = (allowEmptyRows: boolean, hasDefaultRow: boolean): boolean =>
  !allowEmptyRows || hasDefaultRow;

/** 002 §5: a number field of the object editor does not accept an empty entry. */
export const checkObjectNumberEntry = (text: string): InputResult<number> => checkNumberInput(text, {});
