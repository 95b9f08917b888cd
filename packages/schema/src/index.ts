/**
 * @atelier/schema: zod schemas and inferred types for every entity of the
 * specification, their defaults and ranges, versioned data migrations, readable
 * validation issues, and shared fixtures. The one public entry of the package.
 */

export {
  SIZES,
  DEFAULT_FIELD_SIZES,
  PURCHASE_TYPES,
  MAIN_CATEGORIES,
  LANGUAGES,
  EDIT_ROLES,
  VISIBILITIES,
  HOME_TABS,
  EDIT_TYPES,
  CURRENCY,
  MINOR_UNITS_PER_MAJOR,
  RETAIL_AMOUNT_RANGE,
  SAMPLE_AMOUNT_RANGE,
  DEFAULT_CAMERA_TRANSFORM,
  DEFAULT_MINIMUM_ORDER,
  DEFAULT_MAXIMUM_ORDER,
  DEFAULT_MANUFACTURING_TIME_PER_PIECE_MS,
  MS_PER_DAY,
} from './constants';

export {
  IdSchema,
  AtNameSchema,
  MoneyMinorSchema,
  IsoDateTimeSchema,
  IsoDateSchema,
  HexColorSchema,
  LanguageTagSchema,
  LocalizedTextSchema,
  TextOrLocalizedSchema,
  Vec2Schema,
  Vec3Schema,
  Vec3TupleSchema,
  VisibilitySchema,
  SizeSchema,
  PurchaseTypeSchema,
  EditRoleSchema,
  MainCategorySchema,
  LanguageSchema,
  HomeTabSchema,
  EditTypeSchema,
  type Id,
  type AtName,
  type MoneyMinor,
  type IsoDateTime,
  type IsoDate,
  type HexColor,
  type LanguageTag,
  type LocalizedText,
  type TextOrLocalized,
  type Vec2,
  type Vec3,
  type Vec3Tuple,
  type Visibility,
  type Size,
  type PurchaseType,
  type EditRole,
  type MainCategory,
  type Language,
  type HomeTab,
  type EditType,
} from './primitives';

export {
  formatIssuePath,
  issuesFromZodError,
  parseOrIssues,
  formatIssues,
  type ParseIssue,
  type ParseResult,
} from './issues';

export {
  ASSET_TYPES,
  AssetTypeSchema,
  MaterialAssetSchema,
  ModelAssetSchema,
  AssetSchema,
  type AssetType,
  type MaterialAsset,
  type ModelAsset,
  type Asset,
} from './records/asset';

export {
  DEFAULT_LAYER_NAME,
  DEFAULT_LAYER_COLOR,
  CanvasDecalLayerSchema,
  type CanvasDecalLayer,
} from './records/canvas-decal-layer';

export {
  CART_ITEM_TYPES,
  RetailQuantitySchema,
  SampleSizeAmountSchema,
  SAMPLE_EMPTY_MESSAGE,
  SampleQuantitySchema,
  NewCartItemSchema,
  CartItemSchema,
  type RetailQuantity,
  type SampleSizeAmount,
  type SampleQuantity,
  type CartQuantity,
  type NewCartItem,
  type NewCartItemInput,
  type CartItem,
} from './records/cart-item';

export {
  SHIPPING_COUNTRIES,
  PhoneSchema,
  ShippingAddressSchema,
  type ShippingCountry,
  type ShippingAddress,
  type ShippingAddressInput,
} from './records/address';

export {
  CategoriesFilterSchema,
  CaseMetadataSchema,
  type CategoriesFilter,
  type CaseMetadata,
} from './records/case-metadata';

export {
  COMBINATION_CONFIG_VERSIONS,
  CURRENT_COMBINATION_CONFIG_VERSION,
  UNSTAMPED_COMBINATION_CONFIG_VERSION,
  CombinationConfigVersionSchema,
  DecalsSchema,
  CombinationConfigSchema,
  isV2Decal,
  needsDecalMigration,
  migrateDecalsV2ToV3,
  migrateDecalsV3ToV2,
  type CombinationConfigVersion,
  type Decals,
  type CombinationConfig,
  type CombinationConfigInput,
  type MergeDecalImages,
  type DecalMigrationFailure,
  type DecalMigrationResult,
} from './records/combination-config';

export {
  MODEL_FORMATS,
  TEXTURE_SIZES,
  DESIGN_SECTIONS,
  CONFIG_SECTIONS,
  LIST_KEYS,
  ModelRefSchema,
  QualitySchema,
  DesignDocumentSchema,
  DesignPatchSchema,
  PartsPatchSchema,
  MaterialsPatchSchema,
  GroupsPatchSchema,
  VariantPatchSchema,
  PlacedDecalsPatchSchema,
  type ModelRef,
  type Quality,
  type DesignDocument,
  type DesignDocumentInput,
  type DesignSection,
  type ConfigSection,
  type DesignPatch,
  type DesignPatchInput,
} from './records/design-document';

export {
  DESIGN_ID_PATTERN,
  DesignIdSchema,
  DesignBodySchema,
  DesignUpdateSchema,
  DesignSchema,
  type DesignUpdate,
  type DesignBody,
  type Design,
} from './records/design';

export { CostTierSchema, CostConfigSchema, type CostTier, type CostConfig } from './records/cost-config';

export { CreationCategorySchema, type CreationCategory } from './records/creation-category';

export {
  CREATION_NAME_PLACEHOLDER,
  CreationMediaSchema,
  OrderSchema,
  OrderItemSchema,
  CreationSummarySchema,
  CreationUserSchema,
  CreationSchema,
  type CreationMedia,
  type Order,
  type OrderItem,
  type CreationSummary,
  type CreationUser,
  type Creation,
  type CreationInput,
} from './records/creation';

export {
  FREE_DECAL_UNLIMITED,
  FREE_DECAL_MAX,
  FreeDecalSchema,
  DecalSetupSchema,
  type DecalSetup,
} from './records/decal-setup';

export {
  FIELD_TYPES,
  FIELD_TYPES_DEFAULTING_TO_FIRST_OPTION,
  SELECTION_MODES,
  SIZE_CHART_TYPES,
  MEASUREMENT_UNITS,
  PALETTE_TYPES,
  DATE_FORMATS,
  PRICE_ADJUSTMENT_TYPES,
  MATERIAL_DISPLAY_MODES,
  DECAL_FILE_FORMATS,
  DEFAULT_MATERIAL_CATEGORIES,
  DECAL_FIELD_MAX_FILE_SIZE_RANGE,
  DEFAULT_DECAL_MAX_FILE_SIZE_MB,
  DEFAULT_DECAL_FORMATS,
  DEFAULT_DECAL_UPLOAD_ENDPOINT,
  DEFAULT_TEXT_OVERLAY_MAX_LENGTH,
  FieldIdSchema,
  FieldTypeSchema,
  PriceAdjustmentSchema,
  FieldChoiceSchema,
  MaterialSelectFieldSchema,
  PartSelectFieldSchema,
  DecalUrlOptionSchema,
  TextOverlayOptionsSchema,
  DecalLayerConfigFieldSchema,
  AvailableSizeSchema,
  SizeSelectFieldSchema,
  VariationSelectFieldSchema,
  ColorwaySelectFieldSchema,
  ChoiceOptionSchema,
  OptionFieldSchema,
  CheckboxFieldSchema,
  PriceRangeSchema,
  NumberFieldSchema,
  TextFieldSchema,
  DateFieldSchema,
  ColorOptionSchema,
  ColorSelectFieldSchema,
  FieldSchema,
  type FieldId,
  type FieldType,
  type PriceAdjustment,
  type FieldChoice,
  type MaterialSelectField,
  type PartSelectField,
  type DecalUrlOption,
  type TextOverlayOptions,
  type DecalLayerConfigField,
  type AvailableSize,
  type SizeSelectField,
  type VariationSelectField,
  type ColorwaySelectField,
  type ChoiceOption,
  type OptionField,
  type CheckboxField,
  type PriceRange,
  type NumberField,
  type TextField,
  type DateField,
  type ColorOption,
  type ColorSelectField,
  type Field,
  type FieldInput,
  type FieldOfType,
} from './records/field';

export {
  DEFAULT_FORM_DESCRIPTION,
  FormAnswerValueSchema,
  FormAnswerMapSchema,
  FormAnswersSchema,
  FormSchema,
  type FormAnswerValue,
  type FormAnswerMap,
  type FormAnswers,
  type Form,
  type FormInput,
} from './records/form';

export {
  DEFAULT_GROUP_NAME,
  DEFAULT_GROUP_OPTION_NAME,
  GroupOptionPartSchema,
  GroupOptionSchema,
  GroupSchema,
  GroupsSetupSchema,
  type GroupOptionPart,
  type GroupOption,
  type Group,
  type GroupsSetup,
} from './records/group';

export {
  DEFAULT_ROUGHNESS,
  DEFAULT_METALNESS,
  DEFAULT_OPACITY,
  MaterialTexturesSchema,
  ModelInfoSchema,
  AssetReferenceDataSchema,
  MaterialSchema,
  type MaterialTextures,
  type ModelInfo,
  type AssetReferenceData,
  type Material,
} from './records/material';

export {
  MEDIA_PLATE_TYPES,
  MEDIA_FITS,
  DEFAULT_CAPTURE_SIZE,
  DEFAULT_CAPTURE_FOV,
  MAX_CAPTURE_SIDE,
  MediaPlateTypeSchema,
  MediaFitSchema,
  CaptureInfoSchema,
  MediaPlateSchema,
  WaterflowConfigSchema,
  type MediaPlateType,
  type MediaFit,
  type CaptureInfo,
  type MediaPlate,
  type MediaPlateInput,
  type WaterflowConfig,
} from './records/media-plate';

export {
  NotificationDataSchema,
  NotificationMessageSchema,
  NotificationSchema,
  type NotificationData,
  type NotificationMessage,
  type Notification,
} from './records/notification';

export { PartSchema, type Part } from './records/part';

export {
  DECAL_LIMITS,
  DEFAULT_DECAL_POSITION,
  DEFAULT_DECAL_SCALE,
  DecalPositionSchema,
  DecalScaleSchema,
  DecalOffsetSchema,
  DecalRotationSchema,
  FineTuneRotationSchema,
  DecalMaterialConfigSchema,
  DecalAreaLimitSchema,
  PlacedDecalSchema,
  type DecalPosition,
  type DecalScale,
  type DecalOffset,
  type DecalMaterialConfig,
  type DecalAreaLimit,
  type PlacedDecal,
  type PlacedDecalInput,
} from './records/placed-decal';

export {
  DEFAULT_PREBUILD_NAME,
  PrebuildContentItemSchema,
  PrebuildExtraOptionSchema,
  PrebuildSchema,
  type PrebuildContentItem,
  type PrebuildExtraOption,
  type Prebuild,
  type PrebuildInput,
} from './records/prebuild';

export {
  DEFAULT_PRINT_DPI_FLOOR,
  MAX_PRINT_AREA_MM,
  PrintMethodSchema,
  PrintAreaSchema,
  PrebuildPrintSchema,
  PrintDpiFloorSchema,
  type PrintMethod,
  type PrintArea,
  type PrebuildPrint,
} from './records/print-setup';

export {
  HomeNoticeSchema,
  HomeBannerSchema,
  ProducerMetadataSchema,
  ProducerSchema,
  ProducerSummarySchema,
  type HomeNotice,
  type HomeBanner,
  type ProducerMetadata,
  type Producer,
  type ProducerSummary,
} from './records/producer';

export {
  BACKGROUND_TYPES,
  ENVIRONMENT_INTENSITY_RANGE,
  DEFAULT_ENVIRONMENT_INTENSITY,
  LIGHT_ANGLE_RANGE,
  DEFAULT_LIGHT_INTENSITIES,
  LIGHTING_PRESETS,
  BackgroundTypeSchema,
  BackgroundConfigSchema,
  EnvironmentConfigSchema,
  LightSchema,
  LightingConfigSchema,
  CameraTransformSchema,
  defaultCameraTransform,
  type BackgroundType,
  type BackgroundConfig,
  type EnvironmentConfig,
  type Light,
  type LightingConfig,
  type CameraTransform,
} from './records/scene-config';

export {
  SectionIdSchema,
  DEFAULT_SECTION_TITLE,
  GENERAL_QUESTIONS_SECTION_TITLE,
  SectionSchema,
  type SectionId,
  type Section,
} from './records/section';

export {
  DEFAULT_QR_DOT_COLOR,
  DEFAULT_QR_BACKGROUND_COLOR,
  ShareDataSchema,
  type ShareData,
} from './records/share-data';

export {
  SizingOptionSchema,
  PrebuildSizingSchema,
  CreationSizingSchema,
  type SizingOption,
  type PrebuildSizing,
  type CreationSizing,
} from './records/sizing';

export {
  TREND_MEDIA_TYPES,
  TREND_MEDIA_MAX_SPAN,
  TrendMediaTypeSchema,
  TrendMediaItemSchema,
  type TrendMediaType,
  type TrendMediaItem,
} from './records/trend-media-item';

export {
  UserProfileSchema,
  UserRoleInProducerSchema,
  UserSchema,
  UserSummarySchema,
  type UserProfile,
  type UserRoleInProducer,
  type User,
  type UserSummary,
} from './records/user';

export {
  DEFAULT_VARIANT_NAME,
  DEFAULT_VARIANT_OPTION_NAME,
  VariantPartConfigSchema,
  VariantOptionSchema,
  VariantSchema,
  VariantSetupSchema,
  type VariantPartConfig,
  type VariantOption,
  type Variant,
  type VariantSetup,
} from './records/variant';

export { fixtures, type Fixtures } from './test/fixtures';
export {
  CreatorDashboardSchema,
  DashboardCreationSchema,
  DashboardDaySchema,
  DashboardPreorderSchema,
  type CreatorDashboard,
  type DashboardCreation,
  type DashboardDay,
} from './records/creator-dashboard';

export {
  DisplayNameSchema,
  type DisplayName,
  findUnsafeCharacter,
  handleKey,
  unsafeCharacterMessage,
  type UnsafeCharacter,
} from './names';
