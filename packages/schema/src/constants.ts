/**
 * Business constants named by the specification. Each list is `as const` so that
 * it doubles as the source of a zod enum and of a TypeScript union.
 */

/** 000 §9: the sizes a garment is sold in. */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL'] as const;

/** 002 §9: the sizes a new sizeSelect field offers ("Default sizes XS, S, M, L, XL"). */
export const DEFAULT_FIELD_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;

/** 000 §3, 001 §4: how a creation is sold; a cart item's type uses the same values. */
export const PURCHASE_TYPES = ['instant-purchase', 'retail-preorder', 'sample'] as const;

/** 000 §3, 001 §9: the fixed main categories; every other category is a sub-category. */
export const MAIN_CATEGORIES = ['Men', 'Women', 'Unisex', 'Accessories'] as const;

/** 000 §1, 002 intro: the named interface languages ("and about 55 more"). */
export const LANGUAGES = ['en', 'zh-TW', 'zh-CN', 'ja', 'ko', 'ru', 'de', 'fr'] as const;

/** 002 §6: the roles a form, colorway or variation can be enabled for. */
export const EDIT_ROLES = ['creator', 'consumer'] as const;

/** 000 §3, 001 §4: public is found by search, private is reachable only by link. */
export const VISIBILITIES = ['public', 'private'] as const;

/** 000 §2: the home category tabs (a producer may blacklist some of them). */
export const HOME_TABS = ['trending', 'latest', 'discover', 'following'] as const;

/** 001 §2: what the editor edits. */
export const EDIT_TYPES = ['creation', 'prebuild'] as const;

/** 000 §1, 001 §1: prices are shown in Hong Kong dollars. */
export const CURRENCY = 'HKD' as const;

/** Minor units per major unit of {@link CURRENCY} (cents per dollar); see DECISIONS.md. */
export const MINOR_UNITS_PER_MAJOR = 100;

/** 000 §5, §9: amount of a single-size (retail) line. */
export const RETAIL_AMOUNT_RANGE = { min: 1, max: 10 } as const;

/** 000 §5, §9: amount per size of a sample line. */
export const SAMPLE_AMOUNT_RANGE = { min: 0, max: 150 } as const;

/** 001 §3, 002 §4: default camera of the viewer (position [0,1,6] looking at [0,0,0]). */
export const DEFAULT_CAMERA_TRANSFORM = {
  position: [0, 1, 6],
  target: [0, 0, 0],
} as const;

/** 001 §9: new creation and new prebuild order limits. */
export const DEFAULT_MINIMUM_ORDER = 5;
export const DEFAULT_MAXIMUM_ORDER = 1000;

/** 001 §9: the editor's production estimate is 100 minutes per piece. */
export const DEFAULT_MANUFACTURING_TIME_PER_PIECE_MS = 100 * 60 * 1000;

/** 001 §9: manufacturing time is entered in days and stored in ms. */
export const MS_PER_DAY = 86_400_000;
