import type {
  CombinationConfig,
  CostTier,
  Creation,
  MoneyMinor,
  Prebuild,
  ProducerSummary,
  PurchaseType,
} from '@atelier/schema';
import {
  CURRENT_COMBINATION_CONFIG_VERSION,
  CombinationConfigSchema,
  DEFAULT_MANUFACTURING_TIME_PER_PIECE_MS,
  DEFAULT_MAXIMUM_ORDER,
  DEFAULT_MINIMUM_ORDER,
  DEFAULT_PREBUILD_NAME,
  MINOR_UNITS_PER_MAJOR,
} from '@atelier/schema';
import { roundHalfUp } from '../shared/immutable';
import type { Instant } from '../shared/time';
import { addMonths, toIsoString } from '../shared/time';

/**
 * 001 §4, §9 what a new creation and a new prebuild start with. A new item has no id
 * until its first save (001 §2, §4), and a visitor who is not logged in may edit before
 * a user id exists (001 §6), so drafts make those optional.
 */

/** A creation in the editor: `id` and `userId` are set by the first save. */
export type CreationDraft = Omit<Creation, 'id' | 'userId'> & { id?: string; userId?: string };

/** A prebuild in the editor: `id` is set by the first save. */
export type PrebuildDraft = Omit<Prebuild, 'id'> & { id?: string };

/** 001 §9: a new creation's kickstart ends five months after now. */
export const NEW_CREATION_KICKSTART_MONTHS = 5;
/** 001 §9: preorder period inputs default to an end one month after now. */
export const PREORDER_PERIOD_DEFAULT_MONTHS = 1;
/** 001 §9: a new creation's totalPrice is 1.25 times the first cost tier. */
export const NEW_CREATION_PRICE_FACTOR = 1.25;

/**
 * Rounds cents to whole HKD. The documents kept prices in whole dollars, so "rounded to
 * an integer" (001 §9) and "rounded" (001 §5) mean whole dollars here (decision).
 */
export const roundToWholeDollars = (cents: number): MoneyMinor =>
  roundHalfUp(cents / MINOR_UNITS_PER_MAJOR) * MINOR_UNITS_PER_MAJOR;

/** 001 §9: 1.25 times the first cost tier, rounded to whole HKD; 0 without tiers. */
export const initialTotalPrice = (costConfig: readonly CostTier[]): MoneyMinor => {
  const first = costConfig[0];
  return first === undefined ? 0 : roundToWholeDollars(first.cost * NEW_CREATION_PRICE_FACTOR);
};

/** 001 §4: the default purchase type is the first allowed one, otherwise instant-purchase. */
export const defaultPurchaseType = (allowed: readonly PurchaseType[] | undefined): PurchaseType =>
  allowed?.[0] ?? 'instant-purchase';

/** An empty design stamped with the current version (v3), every schema default written out. */
export const emptyCombinationConfig = (): CombinationConfig =>
  CombinationConfigSchema.parse({ version: CURRENT_COMBINATION_CONFIG_VERSION });

/** 001 §9: preorder period inputs start now and end one month after now. */
export const defaultPreorderPeriod = (now: Instant): { kickstart_start: string; kickstart_end: string } => ({
  kickstart_start: toIsoString(now),
  kickstart_end: toIsoString(addMonths(now, PREORDER_PERIOD_DEFAULT_MONTHS)),
});

export interface NewCreationInput {
  /** The prebuild the creation is built from (its design, tiers and allowed types). */
  readonly prebuild: Prebuild;
  readonly now: Instant;
  /** 001 §6: the signed-in user the creation is attached to, when there is one. */
  readonly userId?: string;
}

/**
 * 001 §9 new creation: minimum_order 5, kickstart_periode 0, kickstart start now and
 * end five months later, visibility public, totalPrice 1.25 times the first cost tier
 * (rounded), purchase type the first allowed one. It is a draft (decisions), starts
 * from the prebuild's design and lists that prebuild.
 */
export const newCreation = ({ prebuild, now, userId }: NewCreationInput): CreationDraft => ({
  ...(userId === undefined ? {} : { userId }),
  name: '',
  description: '',
  creation_category: [],
  tags: [],
  totalPrice: initialTotalPrice(prebuild.cost_config),
  is_draft: true,
  is_deleted: false,
  visibility: 'public',
  purchaseType: defaultPurchaseType(prebuild.extra_option.allowPurchaseType),
  kickstart_start: toIsoString(now),
  kickstart_end: toIsoString(addMonths(now, NEW_CREATION_KICKSTART_MONTHS)),
  kickstart_periode: 0,
  minimum_order: DEFAULT_MINIMUM_ORDER,
  sizing: { blacklist: [] },
  waterflow_config: { media_placement: [] },
  combination_config: { ...prebuild.combination_config, version: CURRENT_COMBINATION_CONFIG_VERSION },
  prebuilds: [prebuild],
});

/**
 * 001 §9 new prebuild: visibility public, allow_direct_purchase true,
 * option_shipping_fee_include true, minimum_order 5, maximum_order 1000, is_draft true,
 * is_deleted false; named 'New prebuild' (which saving rejects, so it gets renamed).
 * Sizes and purchase types start empty: the producer chooses them (001 §5 checks).
 */
export const newPrebuild = (options: { readonly producer?: ProducerSummary } = {}): PrebuildDraft => ({
  name: DEFAULT_PREBUILD_NAME,
  description: '',
  content: [],
  category: [],
  tags: [],
  visibility: 'public',
  allow_direct_purchase: true,
  option_shipping_fee_include: true,
  sizing: { options: [] },
  extra_option: { allowPurchaseType: [], manufacturingTimePerPiece: DEFAULT_MANUFACTURING_TIME_PER_PIECE_MS },
  waterflow_config: { media_placement: [] },
  minimum_order: DEFAULT_MINIMUM_ORDER,
  maximum_order: DEFAULT_MAXIMUM_ORDER,
  cost_config: [],
  is_draft: true,
  is_deleted: false,
  combination_config: emptyCombinationConfig(),
  ...producerFields(options.producer),
});

const producerFields = (
  producer: ProducerSummary | undefined,
): Pick<Prebuild, 'producer' | 'producer_id'> => {
  if (producer === undefined) return {};
  return producer.id === undefined ? { producer } : { producer, producer_id: producer.id };
};
