import { z } from 'zod';
import {
  EDIT_ROLES,
  EDIT_TYPES,
  HOME_TABS,
  LANGUAGES,
  MAIN_CATEGORIES,
  PURCHASE_TYPES,
  SIZES,
  VISIBILITIES,
} from './constants';

/**
 * Shared building blocks of the records: ids, vectors, colours, dates, text and money.
 */

/** Entity ids are opaque non-empty strings (the documents do not show their format). */
export const IdSchema = z.string().min(1, { error: 'Id must not be empty' });
export type Id = z.infer<typeof IdSchema>;

/**
 * A user's or producer's handle. It is used in routes (/{at_name}) and, for creator
 * shops, as the first label of a host, which 000 §1 cuts at the first hyphen: so it
 * holds letters, digits and underscores only.
 */
export const AtNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,64}$/, { error: 'at_name must be 1-64 letters, digits or underscores' });
export type AtName = z.infer<typeof AtNameSchema>;

/**
 * Money as an integer number of minor units (HKD cents). The documents store plain
 * HKD numbers; this project keeps their field names and stores cents (DECISIONS.md).
 */
export const MoneyMinorSchema = z
  .number()
  .int({ error: 'Money is an integer number of minor units (cents)' })
  .nonnegative({ error: 'Money must not be negative' });
export type MoneyMinor = z.infer<typeof MoneyMinorSchema>;

/** A point in time as an ISO 8601 date-time string with an offset or Z. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;

/** A calendar date written YYYY-MM-DD (002 §5, disabled dates). */
export const IsoDateSchema = z.iso.date({ error: 'Expected a date written YYYY-MM-DD' });
export type IsoDate = z.infer<typeof IsoDateSchema>;

/** A colour as #rrggbb (001 §4: the picker pads hex values to 6 digits). */
export const HexColorSchema = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'Expected a colour written #rrggbb' });
export type HexColor = z.infer<typeof HexColorSchema>;

/** A language tag such as en, zh-TW or pt-BR (000 §1: about 63 languages). */
export const LanguageTagSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: 'Expected a language tag such as en or zh-TW' });
export type LanguageTag = z.infer<typeof LanguageTagSchema>;

/** A multilingual text: language tag to text, with at least one language (002 §3). */
export const LocalizedTextSchema = z
  .record(LanguageTagSchema, z.string())
  .refine((text) => Object.keys(text).length > 0, {
    error: 'A multilingual text needs at least one language',
  });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** 002 §3: a field's title and subtitle are "multilingual or string". */
export const TextOrLocalizedSchema = z.union([z.string(), LocalizedTextSchema]);
export type TextOrLocalized = z.infer<typeof TextOrLocalizedSchema>;

const finite = z.number().finite();

/** A 2D vector {x, y}. */
export const Vec2Schema = z.object({ x: finite, y: finite });
export type Vec2 = z.infer<typeof Vec2Schema>;

/** A 3D vector {x, y, z}. */
export const Vec3Schema = z.object({ x: finite, y: finite, z: finite });
export type Vec3 = z.infer<typeof Vec3Schema>;

/** A 3D vector written as a tuple [x, y, z] (camera transforms, capture info, lights). */
export const Vec3TupleSchema = z.tuple([finite, finite, finite]);
export type Vec3Tuple = z.infer<typeof Vec3TupleSchema>;

/** 000 §3, 001 §4. */
export const VisibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof VisibilitySchema>;

/** 000 §9: XS, S, M, L, XL, 2XL. */
export const SizeSchema = z.enum(SIZES);
export type Size = z.infer<typeof SizeSchema>;

/** 000 §3: instant-purchase, retail-preorder or sample. */
export const PurchaseTypeSchema = z.enum(PURCHASE_TYPES);
export type PurchaseType = z.infer<typeof PurchaseTypeSchema>;

/** 002 §6: creator or consumer. */
export const EditRoleSchema = z.enum(EDIT_ROLES);
export type EditRole = z.infer<typeof EditRoleSchema>;

/** 000 §3: Men, Women, Unisex, Accessories. */
export const MainCategorySchema = z.enum(MAIN_CATEGORIES);
export type MainCategory = z.infer<typeof MainCategorySchema>;

/** 000 §1: the eight named interface languages. */
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

/** 000 §2: trending, latest, discover, following. */
export const HomeTabSchema = z.enum(HOME_TABS);
export type HomeTab = z.infer<typeof HomeTabSchema>;

/** 001 §2: the editor edits a creation or a prebuild. */
export const EditTypeSchema = z.enum(EDIT_TYPES);
export type EditType = z.infer<typeof EditTypeSchema>;

/** Roles a form, colorway or variation is enabled for; absent means both (002 §3, §6). */
export const enabledRolesDefault = (): EditRole[] => [...EDIT_ROLES];

/**
 * Reports every repeated key in `items` as an issue at the repeated entry
 * (`path` is the list's path relative to the value being refined).
 */
export const reportDuplicates = <T>(
  ctx: z.RefinementCtx,
  items: readonly T[],
  keyOf: (item: T) => string | undefined,
  path: (string | number)[],
  what: string,
): void => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (key === undefined) return;
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', message: `${what} "${key}" is repeated`, path: [...path, index] });
    }
    seen.add(key);
  });
};

/** A list whose entries must all differ, e.g. role or size lists. */
export const uniqueList = <T extends z.ZodType<string>>(item: T, what: string) =>
  z.array(item).superRefine((list, ctx) => reportDuplicates(ctx, list, (entry) => entry, [], what));
