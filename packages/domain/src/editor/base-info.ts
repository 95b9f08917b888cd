import type { CreationCategory, PrebuildContentItem, Size, SizingOption } from '@atelier/schema';
import { SIZES } from '@atelier/schema';

/**
 * 001 §3 the Info step's lists: tags, categories, a prebuild's content lines and sizing
 * options. Each operation takes a list and returns a new one (the input is never
 * modified), so the editor's store assigns the result to the item's field.
 */

/** A tag as stored: trimmed, inner runs of space made one. */
export const normalizeTag = (text: string): string => text.trim().replace(/\s+/g, ' ');

/**
 * Adds a tag at the end. An empty tag, or one already there in any letter case, leaves
 * the list as it is (the schema holds tags unique).
 */
export const addTag = (tags: readonly string[], text: string): string[] => {
  const tag = normalizeTag(text);
  if (tag === '' || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
};

export const removeTag = (tags: readonly string[], tag: string): string[] =>
  tags.filter((existing) => existing !== tag);

const sameCategory = (a: CreationCategory, b: CreationCategory): boolean =>
  a.id !== undefined && b.id !== undefined ? a.id === b.id : a.value === b.value;

/** Whether a creation's categories hold this category (by id when both have one, else by value). */
export const hasCreationCategory = (
  chosen: readonly CreationCategory[] | undefined,
  category: CreationCategory,
): boolean => (chosen ?? []).some((entry) => sameCategory(entry, category));

/** Chooses a category for a creation, or un-chooses it when it is chosen. */
export const toggleCreationCategory = (
  chosen: readonly CreationCategory[] | undefined,
  category: CreationCategory,
): CreationCategory[] => {
  const list = chosen ?? [];
  return hasCreationCategory(list, category)
    ? list.filter((entry) => !sameCategory(entry, category))
    : [...list, { ...category }];
};

/** A prebuild lists its categories by name (as the seed and the API store them). */
export const togglePrebuildCategory = (chosen: readonly string[], name: string): string[] =>
  chosen.includes(name) ? chosen.filter((entry) => entry !== name) : [...chosen, name];

/** 001 §3 content: adds an empty line at the end, for the producer to fill in. */
export const addContentLine = (content: readonly PrebuildContentItem[]): PrebuildContentItem[] => [
  ...content,
  { content: '' },
];

export const updateContentLine = (
  content: readonly PrebuildContentItem[],
  index: number,
  text: string,
): PrebuildContentItem[] => content.map((line, at) => (at === index ? { content: text } : line));

export const removeContentLine = (
  content: readonly PrebuildContentItem[],
  index: number,
): PrebuildContentItem[] => content.filter((_line, at) => at !== index);

/** The sizes (XS to 2XL) a prebuild does not offer yet, in size order. */
export const unusedSizes = (options: readonly SizingOption[]): Size[] =>
  SIZES.filter((size) => !options.some((option) => option.name === size));

/**
 * 001 §3 sizing options: adds a size (the first unused one when none is named) with
 * cost weight 1, keeping the options in size order. A size already offered, or none
 * left, leaves the list as it is.
 */
export const addSizingOption = (options: readonly SizingOption[], size?: Size): SizingOption[] => {
  const name = size ?? unusedSizes(options)[0];
  if (name === undefined || options.some((option) => option.name === name)) return [...options];
  return [...options, { name, cost_weight: 1 }].sort((a, b) => SIZES.indexOf(a.name) - SIZES.indexOf(b.name));
};

export const removeSizingOption = (options: readonly SizingOption[], size: Size): SizingOption[] =>
  options.filter((option) => option.name !== size);

/**
 * Reads a cost weight as typed: a non-negative number (digits and an optional dot).
 * Null when it is not one, so the field can say so and keep the stored weight.
 */
export const parseCostWeight = (text: string): number | null => {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$|^\.\d+$/.test(trimmed) ? Number(trimmed) : null;
};

/** Sets one size's cost weight (a non-negative finite number; anything else changes nothing). */
export const setSizingOptionWeight = (
  options: readonly SizingOption[],
  size: Size,
  weight: number,
): SizingOption[] =>
  Number.isFinite(weight) && weight >= 0
    ? options.map((option) => (option.name === size ? { ...option, cost_weight: weight } : option))
    : [...options];
