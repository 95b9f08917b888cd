import type { Instant } from './time';
import { toMillis } from './time';
import type { RandomSource } from './random';
import { randomText } from './random';

/**
 * 002 §3: ids made of a prefix, a timestamp and random text, e.g.
 * `section_1714550400000_k3x9q2` or `field_1714550400000_a81bz0`.
 */
export const createId = (prefix: string, now: Instant, random: RandomSource): string =>
  `${prefix}${toMillis(now)}_${randomText(random)}`;

/** 002 §3: a section id, 'section_' plus a timestamp and random text. */
export const createSectionId = (now: Instant, random: RandomSource): string =>
  createId('section_', now, random);

/** 002 §3: the id of the auto-made default section, 'section_default_' plus a timestamp. */
export const createDefaultSectionId = (now: Instant): string => `section_default_${toMillis(now)}`;

/** 002 §3: a field id, 'field_' plus a timestamp and random text. */
export const createFieldId = (now: Instant, random: RandomSource): string => createId('field_', now, random);
