import { z } from 'zod';
import { DEFAULT_FIELD_SIZES } from '../constants';
import {
  HexColorSchema,
  IdSchema,
  IsoDateSchema,
  MoneyMinorSchema,
  TextOrLocalizedSchema,
  reportDuplicates,
  uniqueList,
} from '../primitives';
import { SectionIdSchema } from './section';

/** 002 §3: the twelve kinds of form field. */
export const FIELD_TYPES = [
  'materialSelect',
  'partSelect',
  'decalLayerConfig',
  'sizeSelect',
  'variationSelect',
  'colorwaySelect',
  'option',
  'checkbox',
  'number',
  'text',
  'date',
  'colorSelect',
] as const;

/** 001 §5, 002 §4: these field types answer with their first option by default. */
export const FIELD_TYPES_DEFAULTING_TO_FIRST_OPTION = [
  'materialSelect',
  'colorwaySelect',
  'variationSelect',
  'sizeSelect',
] as const;

/** 002 §3 partSelect selectionMode. */
export const SELECTION_MODES = ['toggle', 'exclusive', 'variations'] as const;
/** 002 §3 sizeSelect sizeChart. */
export const SIZE_CHART_TYPES = ['standard', 'custom'] as const;
/** 002 §3 sizeSelect measurementUnits. */
export const MEASUREMENT_UNITS = ['cm', 'in'] as const;
/** 002 §3 colorSelect paletteType. */
export const PALETTE_TYPES = ['default', 'material', 'web', 'custom'] as const;
/** 002 §5 date formats. */
export const DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'DD-MM-YYYY'] as const;
/** 002 §3 extraPrice and priceRanges type: a fixed amount or a percentage. */
export const PRICE_ADJUSTMENT_TYPES = ['fixed', 'percentage'] as const;
/** materialSelect displayMode: 'grid' (the default, 002 §3) or 'list' (DECISIONS.md). */
export const MATERIAL_DISPLAY_MODES = ['grid', 'list'] as const;
/** Formats a decal field may allow (002 §3, §5 name jpg, png, svg, jpeg and webp). */
export const DECAL_FILE_FORMATS = ['jpg', 'jpeg', 'png', 'svg', 'webp'] as const;

/** 002 §3: material categories a materialSelect offers by default. */
export const DEFAULT_MATERIAL_CATEGORIES = ['fabric', 'leather', 'metal'] as const;
/** 002 §3, §5, §9: decal field limits and defaults. */
export const DECAL_FIELD_MAX_FILE_SIZE_RANGE = { min: 1, max: 50 } as const;
export const DEFAULT_DECAL_MAX_FILE_SIZE_MB = 5;
export const DEFAULT_DECAL_FORMATS = ['jpg', 'png', 'svg'] as const;
export const DEFAULT_DECAL_UPLOAD_ENDPOINT = '/api/upload/decal';
export const DEFAULT_TEXT_OVERLAY_MAX_LENGTH = 50;

/**
 * 002 §3 field ids are 'field_' plus a timestamp and random text.
 */
export const FieldIdSchema = z
  .string()
  .regex(/^field_[A-Za-z0-9_-]+$/, { error: "A field id starts with 'field_'" });
export type FieldId = z.infer<typeof FieldIdSchema>;

export const FieldTypeSchema = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof FieldTypeSchema>;

/**
 * 002 §3, §5 extraPrice {type, value} (also a price range's type and value): value is
 * at least 0; a fixed amount is money (integer cents), a percentage any number >= 0.
 */
export const PriceAdjustmentSchema = z
  .object({
    type: z.enum(PRICE_ADJUSTMENT_TYPES),
    value: z.number().min(0).finite(),
  })
  .superRefine((price, ctx) => {
    if (price.type === 'fixed' && !MoneyMinorSchema.safeParse(price.value).success) {
      ctx.addIssue({
        code: 'custom',
        message: 'A fixed amount is an integer number of cents',
        path: ['value'],
      });
    }
  });
export type PriceAdjustment = z.infer<typeof PriceAdjustmentSchema>;

/** A value and label pair (002 §4: copied from a variation's or colorway's options). */
export const FieldChoiceSchema = z.object({
  value: z.string().min(1),
  label: z.string(),
});
export type FieldChoice = z.infer<typeof FieldChoiceSchema>;

const choices = (what: string) =>
  z
    .array(FieldChoiceSchema)
    .superRefine((list, ctx) => reportDuplicates(ctx, list, (choice) => choice.value, [], what))
    .default(() => []);

/** 002 §3 field (common): id, type, title, subtitle, required, sectionId. */
const fieldBase = {
  id: FieldIdSchema,
  title: TextOrLocalizedSchema,
  subtitle: TextOrLocalizedSchema.optional(),
  required: z.boolean().default(false),
  /** Absent: the field is in the virtual 'Unassigned' section. */
  sectionId: SectionIdSchema.optional(),
};

/** 002 §3 materialSelect. */
export const MaterialSelectFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('materialSelect'),
  targetParts: uniqueList(IdSchema, 'Part').default(() => []),
  materialOptions: uniqueList(IdSchema, 'Material').default(() => []),
  materialCategories: uniqueList(z.string().min(1), 'Category').default(() => [
    ...DEFAULT_MATERIAL_CATEGORIES,
  ]),
  allowCustomUpload: z.boolean().default(false),
  showPreview: z.boolean().default(true),
  displayMode: z.enum(MATERIAL_DISPLAY_MODES).default('grid'),
});
export type MaterialSelectField = z.infer<typeof MaterialSelectFieldSchema>;

/** 002 §3 partSelect. A display name exists only for a targeted part (002 §4). */
export const PartSelectFieldSchema = z
  .object({
    ...fieldBase,
    type: z.literal('partSelect'),
    targetParts: uniqueList(IdSchema, 'Part').default(() => []),
    partDisplayNames: z.record(IdSchema, z.string()).default(() => ({})),
    selectionMode: z.enum(SELECTION_MODES).default('toggle'),
    /** Typed by the creator as JSON (002 §5); its shape is not shown. */
    variations: z.json().optional(),
    showPartNames: z.boolean().default(true),
    enableOpacityControl: z.boolean().default(false),
  })
  .superRefine((field, ctx) => {
    for (const partId of Object.keys(field.partDisplayNames)) {
      if (!field.targetParts.includes(partId)) {
        ctx.addIssue({
          code: 'custom',
          message: `Part "${partId}" has a display name but is not a target part`,
          path: ['partDisplayNames', partId],
        });
      }
    }
  });
export type PartSelectField = z.infer<typeof PartSelectFieldSchema>;

/** 002 §3 decalLayerConfig urlOptions entry {name, url}. */
export const DecalUrlOptionSchema = z.object({ name: z.string(), url: z.string().min(1) });
export type DecalUrlOption = z.infer<typeof DecalUrlOptionSchema>;

/** 002 §3 textOverlayOptions {fonts, colors, maxLength (default 50)}. */
export const TextOverlayOptionsSchema = z.object({
  fonts: uniqueList(z.string().min(1), 'Font').default(() => []),
  colors: uniqueList(HexColorSchema, 'Colour').default(() => []),
  maxLength: z.number().int().min(1).default(DEFAULT_TEXT_OVERLAY_MAX_LENGTH),
});
export type TextOverlayOptions = z.infer<typeof TextOverlayOptionsSchema>;

/** 002 §3, §5 decalLayerConfig. maxFileSize is in MB, 1..50, default 5. */
export const DecalLayerConfigFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('decalLayerConfig'),
  targetDecalId: IdSchema.optional(),
  urlOptions: z.array(DecalUrlOptionSchema).default(() => []),
  allowCustomUpload: z.boolean().default(false),
  maxFileSize: z
    .number()
    .min(DECAL_FIELD_MAX_FILE_SIZE_RANGE.min)
    .max(DECAL_FIELD_MAX_FILE_SIZE_RANGE.max)
    .default(DEFAULT_DECAL_MAX_FILE_SIZE_MB),
  allowedFormats: uniqueList(z.enum(DECAL_FILE_FORMATS), 'Format').default(() => [...DEFAULT_DECAL_FORMATS]),
  allowTextOverlay: z.boolean().default(false),
  textOverlayOptions: TextOverlayOptionsSchema.prefault({}),
  uploadEndpoint: z.string().min(1).default(DEFAULT_DECAL_UPLOAD_ENDPOINT),
});
export type DecalLayerConfigField = z.infer<typeof DecalLayerConfigFieldSchema>;

/** 002 §3 sizeSelect availableSizes entry {value, label, measurements}. */
export const AvailableSizeSchema = z.object({
  value: z.string().min(1),
  label: z.string(),
  /** Measurement name to value in the field's unit, e.g. { chest: 96 } (typed as JSON, 002 §5). */
  measurements: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
});
export type AvailableSize = z.infer<typeof AvailableSizeSchema>;

/** 002 §3 sizeSelect. Offers XS, S, M, L, XL by default (002 §9). */
export const SizeSelectFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('sizeSelect'),
  sizeChart: z.enum(SIZE_CHART_TYPES).default('standard'),
  availableSizes: z
    .array(AvailableSizeSchema)
    .superRefine((sizes, ctx) => reportDuplicates(ctx, sizes, (size) => size.value, [], 'Size'))
    .default(() => DEFAULT_FIELD_SIZES.map((size) => ({ value: size, label: size }))),
  showSizeChart: z.boolean().default(false),
  sizeChartImage: z.string().optional(),
  measurementUnits: z.enum(MEASUREMENT_UNITS).default('cm'),
});
export type SizeSelectField = z.infer<typeof SizeSelectFieldSchema>;

/** 002 §3 variationSelect: targetVariation, defaultValue (one of the options), options. */
export const VariationSelectFieldSchema = z
  .object({
    ...fieldBase,
    type: z.literal('variationSelect'),
    targetVariation: IdSchema.optional(),
    defaultValue: z.string().optional(),
    options: choices('Option'),
  })
  .superRefine((field, ctx) => {
    if (field.defaultValue !== undefined && !field.options.some((o) => o.value === field.defaultValue)) {
      ctx.addIssue({
        code: 'custom',
        message: `Default value "${field.defaultValue}" is not one of the options`,
        path: ['defaultValue'],
      });
    }
  });
export type VariationSelectField = z.infer<typeof VariationSelectFieldSchema>;

/** 002 §3 colorwaySelect: targetColorway, options. */
export const ColorwaySelectFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('colorwaySelect'),
  targetColorway: IdSchema.optional(),
  options: choices('Option'),
});
export type ColorwaySelectField = z.infer<typeof ColorwaySelectFieldSchema>;

/** 002 §3 option entry {id, text (multilingual), extraPrice}. */
export const ChoiceOptionSchema = z.object({
  id: IdSchema,
  text: TextOrLocalizedSchema,
  extraPrice: PriceAdjustmentSchema.optional(),
});
export type ChoiceOption = z.infer<typeof ChoiceOptionSchema>;

const choiceOptions = z
  .array(ChoiceOptionSchema)
  .superRefine((options, ctx) => reportDuplicates(ctx, options, (option) => option.id, [], 'Option'))
  .default(() => []);

/** 002 §3 option (radio): options, enableOther. */
export const OptionFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('option'),
  options: choiceOptions,
  enableOther: z.boolean().default(false),
});
export type OptionField = z.infer<typeof OptionFieldSchema>;

/** 002 §3, §5 checkbox: as option, plus maxSelections (min 1; absent means no limit). */
export const CheckboxFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('checkbox'),
  options: choiceOptions,
  enableOther: z.boolean().default(false),
  maxSelections: z.number().int().min(1).optional(),
});
export type CheckboxField = z.infer<typeof CheckboxFieldSchema>;

/** 002 §3, §5 number priceRanges entry: rangeStart and rangeEnd at least 0, start <= end. */
export const PriceRangeSchema = z
  .object({
    id: IdSchema,
    rangeStart: z.number().min(0).finite(),
    rangeEnd: z.number().min(0).finite(),
    type: z.enum(PRICE_ADJUSTMENT_TYPES),
    value: z.number().min(0).finite(),
  })
  .superRefine((range, ctx) => {
    if (range.rangeStart > range.rangeEnd) {
      ctx.addIssue({ code: 'custom', message: 'rangeStart must not exceed rangeEnd', path: ['rangeStart'] });
    }
    if (range.type === 'fixed' && !MoneyMinorSchema.safeParse(range.value).success) {
      ctx.addIssue({
        code: 'custom',
        message: 'A fixed amount is an integer number of cents',
        path: ['value'],
      });
    }
  });
export type PriceRange = z.infer<typeof PriceRangeSchema>;

/** 002 §3, §5 number: min, max, step (at least 0.01, default 1), priceRanges. */
export const NumberFieldSchema = z
  .object({
    ...fieldBase,
    type: z.literal('number'),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    step: z.number().min(0.01).finite().default(1),
    priceRanges: z
      .array(PriceRangeSchema)
      .superRefine((ranges, ctx) => reportDuplicates(ctx, ranges, (range) => range.id, [], 'Price range'))
      .default(() => []),
  })
  .superRefine((field, ctx) => {
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      ctx.addIssue({ code: 'custom', message: 'min must not exceed max', path: ['min'] });
    }
  });
export type NumberField = z.infer<typeof NumberFieldSchema>;

/** 002 §3, §5 text: maxLength (min 1; absent means no limit), placeholder. */
export const TextFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('text'),
  maxLength: z.number().int().min(1).optional(),
  placeholder: TextOrLocalizedSchema.optional(),
});
export type TextField = z.infer<typeof TextFieldSchema>;

/** 002 §3, §5 date: minDate, maxDate, dateFormat, disabledDates (YYYY-MM-DD). */
export const DateFieldSchema = z
  .object({
    ...fieldBase,
    type: z.literal('date'),
    minDate: IsoDateSchema.optional(),
    maxDate: IsoDateSchema.optional(),
    dateFormat: z.enum(DATE_FORMATS).default('YYYY-MM-DD'),
    disabledDates: uniqueList(IsoDateSchema, 'Date').default(() => []),
  })
  .superRefine((field, ctx) => {
    // YYYY-MM-DD strings sort as the dates they name.
    if (field.minDate !== undefined && field.maxDate !== undefined && field.minDate > field.maxDate) {
      ctx.addIssue({ code: 'custom', message: 'minDate must not be after maxDate', path: ['minDate'] });
    }
  });
export type DateField = z.infer<typeof DateFieldSchema>;

/** 002 §3 colorSelect colorOptions entry {value, label}. */
export const ColorOptionSchema = z.object({ value: HexColorSchema, label: z.string() });
export type ColorOption = z.infer<typeof ColorOptionSchema>;

/** 002 §3 colorSelect: showColorPicker, allowCustomColor, paletteType, colorOptions. */
export const ColorSelectFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('colorSelect'),
  showColorPicker: z.boolean().default(false),
  allowCustomColor: z.boolean().default(false),
  paletteType: z.enum(PALETTE_TYPES).default('default'),
  colorOptions: z
    .array(ColorOptionSchema)
    .superRefine((options, ctx) => reportDuplicates(ctx, options, (option) => option.value, [], 'Colour'))
    .default(() => []),
});
export type ColorSelectField = z.infer<typeof ColorSelectFieldSchema>;

/** 002 §3 Field: one of the twelve field types, told apart by `type`. */
export const FieldSchema = z.discriminatedUnion('type', [
  MaterialSelectFieldSchema,
  PartSelectFieldSchema,
  DecalLayerConfigFieldSchema,
  SizeSelectFieldSchema,
  VariationSelectFieldSchema,
  ColorwaySelectFieldSchema,
  OptionFieldSchema,
  CheckboxFieldSchema,
  NumberFieldSchema,
  TextFieldSchema,
  DateFieldSchema,
  ColorSelectFieldSchema,
]);
export type Field = z.infer<typeof FieldSchema>;
/** What FieldSchema accepts: defaulted keys may be left out. */
export type FieldInput = z.input<typeof FieldSchema>;

/** The field of one type, e.g. `FieldOfType<'checkbox'>`. */
export type FieldOfType<T extends FieldType> = Extract<Field, { type: T }>;
