import type { Message } from '../messages';
import { message } from '../messages';
import { DEFAULT_MANUFACTURING_TIME_PER_PIECE_MS, MS_PER_DAY } from '@atelier/schema';

/**
 * 001 §5, §9 production time: the editor's estimate of 100 minutes a piece, shown in
 * days to one decimal; a prebuild's manufacturing time is typed in days and stored in
 * milliseconds (86,400,000 a day).
 */

/** 001 §9: the editor's estimate per piece. */
export const PRODUCTION_MINUTES_PER_PIECE = 100;
export const MINUTES_PER_DAY = 1440;

const roundTo1Decimal = (value: number): number => Math.round(value * 10) / 10;

/** 001 §9: days = pieces x 100 / 1440, rounded to 1 decimal. */
export const productionDays = (
  pieces: number,
  minutesPerPiece: number = PRODUCTION_MINUTES_PER_PIECE,
): number => roundTo1Decimal((Math.max(0, pieces) * minutesPerPiece) / MINUTES_PER_DAY);

/** 001 §9: the estimate for a prebuild's own manufacturing time per piece (ms), default 100 minutes. */
export const productionDaysForTimePerPiece = (
  pieces: number,
  msPerPiece: number = DEFAULT_MANUFACTURING_TIME_PER_PIECE_MS,
): number => roundTo1Decimal((Math.max(0, pieces) * msPerPiece) / MS_PER_DAY);

/** 001 §5, §9: days to milliseconds (whole ms). */
export const manufacturingDaysToMs = (days: number): number => Math.round(days * MS_PER_DAY);

/** 001 §5, §9: milliseconds to days, for the input. */
export const manufacturingMsToDays = (ms: number): number => ms / MS_PER_DAY;

const DAYS_TEXT = /^\d+(\.\d+)?$|^\.\d+$/;

/**
 * 001 §5: the manufacturing time input is in days and must be numeric (a non-negative
 * number written with digits and an optional dot); it is stored in ms.
 */
export const parseManufacturingDays = (
  text: string,
): { readonly ok: true; readonly ms: number } | { readonly ok: false; readonly message: Message } => {
  const trimmed = text.trim();
  return DAYS_TEXT.test(trimmed)
    ? { ok: true, ms: manufacturingDaysToMs(Number(trimmed)) }
    : { ok: false, message: message('editor.manufacturingTime.notNumeric') };
};
