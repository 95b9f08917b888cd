import type { Part, PriceAdjustment, TextOrLocalized } from '@atelier/schema';
import { toMajorUnits, toMinorUnits } from '../storefront/money';
import type { InputResult } from './form-input-validation';
import { checkOptionPriceInput } from './form-input-validation';

/**
 * 002 §3, §4, §5 rules of the form builder's field settings editors that the input checks
 * do not cover: which materials a material selector may offer, prices typed in currency
 * units but stored in cents, and one language of a multilingual title.
 */

/**
 * 002 §3 materialSelect: the materials it may offer are the target parts' allowed materials,
 * each once, in the parts' order.
 */
export const targetPartMaterialIds = (
  parts: readonly Pick<Part, 'value' | 'materials'>[],
  targetParts: readonly string[],
): string[] => [
  ...new Set(parts.filter((part) => targetParts.includes(part.value)).flatMap((part) => part.materials)),
];

/**
 * 002 §5 an option's or a price range's price value, typed in currency units (step 0.01, at
 * least 0): a fixed amount is stored in cents (the schema's money), a percentage as typed.
 */
export const checkPriceAdjustmentInput = (
  text: string,
  type: PriceAdjustment['type'],
): InputResult<number> => {
  const result = checkOptionPriceInput(text);
  if (!result.ok || type === 'percentage') return result;
  return { ok: true, value: toMinorUnits(result.value) };
};

/** The text a price value input shows: a fixed amount in currency units, a percentage as stored. */
export const priceAdjustmentInputText = (price: PriceAdjustment): string =>
  String(price.type === 'fixed' ? toMajorUnits(price.value) : price.value);

/**
 * Switching a price between fixed and percentage keeps the number the creator sees (10
 * percent becomes 10.00 in currency, stored 1000 cents) so the input does not jump.
 */
export const switchPriceAdjustmentType = (
  price: PriceAdjustment,
  type: PriceAdjustment['type'],
): PriceAdjustment => {
  if (price.type === type) return price;
  return type === 'fixed'
    ? { type, value: toMinorUnits(price.value) }
    : { type, value: toMajorUnits(price.value) };
};

/** 002 §3: one language of a multilingual text ('' when absent; a plain string is English). */
export const localizedTextIn = (text: TextOrLocalized | undefined, language: string): string => {
  if (text === undefined) return '';
  if (typeof text === 'string') return language === 'en' ? text : '';
  return text[language] ?? '';
};

/**
 * 002 §3: sets one language of a multilingual text (a plain string becomes its English).
 * Emptying a language other than English removes it; English always stays.
 */
export const setLocalizedText = (
  text: TextOrLocalized | undefined,
  language: string,
  value: string,
): Record<string, string> => {
  const map: Record<string, string> =
    text === undefined ? { en: '' } : typeof text === 'string' ? { en: text } : { en: '', ...text };
  if (value === '' && language !== 'en') {
    const { [language]: _removed, ...rest } = map;
    return rest;
  }
  return { ...map, [language]: value };
};

/** The languages a multilingual text holds, English first. */
export const localizedTextLanguages = (text: TextOrLocalized | undefined): string[] => {
  if (text === undefined || typeof text === 'string') return ['en'];
  return ['en', ...Object.keys(text).filter((language) => language !== 'en')];
};
