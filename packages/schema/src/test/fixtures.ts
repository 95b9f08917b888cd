import type { Asset, MaterialAsset, ModelAsset } from '../records/asset';
import type { CanvasDecalLayer } from '../records/canvas-decal-layer';
import type { CartItem, NewCartItem } from '../records/cart-item';
import type { CaseMetadata } from '../records/case-metadata';
import type { CombinationConfig } from '../records/combination-config';
import type { CostConfig } from '../records/cost-config';
import type { Creation } from '../records/creation';
import type { CreationCategory } from '../records/creation-category';
import type { DecalSetup } from '../records/decal-setup';
import type {
  CheckboxField,
  ColorSelectField,
  ColorwaySelectField,
  DateField,
  DecalLayerConfigField,
  MaterialSelectField,
  NumberField,
  OptionField,
  PartSelectField,
  SizeSelectField,
  TextField,
  VariationSelectField,
} from '../records/field';
import type { Form } from '../records/form';
import type { Group, GroupOption } from '../records/group';
import type { Material } from '../records/material';
import type { MediaPlate } from '../records/media-plate';
import type { Notification } from '../records/notification';
import type { Part } from '../records/part';
import type { PlacedDecal } from '../records/placed-decal';
import type { Prebuild } from '../records/prebuild';
import type { Producer } from '../records/producer';
import type { BackgroundConfig, EnvironmentConfig, LightingConfig } from '../records/scene-config';
import type { Section } from '../records/section';
import type { ShareData } from '../records/share-data';
import type { CreationSizing, PrebuildSizing } from '../records/sizing';
import type { TrendMediaItem } from '../records/trend-media-item';
import type { User, UserProfile } from '../records/user';
import type { Variant, VariantOption } from '../records/variant';

/**
 * Valid records of every schema, for the tests of this package and of the packages
 * that use it. Each is exactly what its schema parses it to (every default written
 * out), so `XSchema.parse(fixtures.x)` equals `fixtures.x`. Every property access
 * builds a fresh object: a test may change what it gets without touching another's.
 *
 * The scene: a hoodie prebuild by the producer "atelier_works" (parts body, hood,
 * sleeves, cuffs), a creation "Midnight Hoodie" by the creator "mei_lin" built on it.
 */

const CREATED_AT = '2024-05-01T08:00:00.000Z';
const UPDATED_AT = '2024-05-02T09:30:00.000Z';

const userProfile = (): UserProfile => ({
  profile_image: 'avatar-mei.webp',
  profile_banner: 'banner-mei.webp',
});

const user = (): User => ({
  id: 'user_mei',
  name: 'Mei Lin',
  at_name: 'mei_lin',
  is_creator: true,
  visibility: 'public',
  profile_image: 'avatar-mei.webp',
  profile_banner: 'banner-mei.webp',
  user_profile: userProfile(),
  userRoleInProducer: [
    {
      role: 'manager',
      producer: { id: 'producer_atelier', name: 'Atelier Works', at_name: 'atelier_works' },
    },
  ],
});

const producer = (): Producer => ({
  id: 'producer_atelier',
  name: 'Atelier Works',
  at_name: 'atelier_works',
  profile_image: 'logo-atelier.webp',
  metadata: {
    homePage: {
      notice: { enabled: true, title: { en: 'Welcome', 'zh-TW': '歡迎' }, text: 'New drops every Friday.' },
      banner: { enabled: true, url: 'banner-atelier.webp', link: '/shop', aspectRatio: 4 },
    },
    tabBlacklist: ['discover'],
    isDirectShopPage: false,
  },
});

const creationCategory = (): CreationCategory => ({ id: 'cat_men', name: 'Men', value: 'men' });

const materialAsset = (id = 'mat_cotton', name = 'Brushed cotton'): MaterialAsset => ({
  id,
  type: 'MATERIAL',
  producer_id: 'producer_atelier',
  created_at: CREATED_AT,
  vt_reference_data: {
    name,
    category: 'fabric',
    thumb: `${id}-thumb.webp`,
    scale_x: 1,
    scale_y: 1,
    model_info: [
      {
        textures: { diffuse: `${id}-diffuse.webp`, normal: `${id}-normal.webp` },
        roughness_factor: 0.85,
        metalness_factor: 0,
        opacity_factor: 1,
      },
    ],
  },
});

const modelAsset = (): ModelAsset => ({
  id: 'model_hoodie',
  type: 'MODEL',
  producer_id: 'producer_atelier',
  created_at: CREATED_AT,
  vt_reference_data: { name: 'Hoodie', category: 'tops', thumb: 'hoodie-thumb.webp', url: 'hoodie.fbx' },
  producer: { id: 'producer_atelier', at_name: 'atelier_works' },
  materials: [materialAsset(), materialAsset('mat_denim', 'Raw denim')],
});

const material = (): Material => ({
  id: 'mat_leather',
  text: 'Nappa leather',
  value: 'mat_leather',
  asset_data: { name: 'Nappa leather', category: 'leather', thumb: 'mat_leather-thumb.webp' },
});

const part = (value = 'part_body', text = 'Body'): Part => ({
  value,
  text,
  default: 'mat_cotton',
  materials: ['mat_cotton', 'mat_denim'],
  visible: true,
});

const groupOption = (oValue = 'opt_navy', oName = 'Navy'): GroupOption => ({
  oValue,
  oName,
  oThumbnailMaterialID: 'mat_denim',
  oParts: [
    { value: 'part_body', default: 'mat_denim' },
    { value: 'part_hood', default: 'mat_denim' },
  ],
});

const group = (): Group => ({
  value: 'group_main',
  name: 'Main colour',
  defaultOption: 'opt_navy',
  includeParts: ['part_body', 'part_hood'],
  options: [groupOption(), groupOption('opt_sand', 'Sand')],
  enabledEditForRoles: ['creator', 'consumer'],
});

const variantOption = (optionId = 'vopt_cuffs', name = 'With cuffs', visible = true): VariantOption => ({
  optionId,
  name,
  partConfig: [{ partId: 'part_cuffs', visible }],
  current: visible,
});

const variant = (): Variant => ({
  id: 'variant_cuffs',
  name: 'Cuffs',
  defaultPartId: 'part_cuffs',
  defaultOptionId: 'vopt_cuffs',
  includeParts: ['part_cuffs'],
  options: [variantOption(), variantOption('vopt_plain', 'Plain', false)],
  enabledEditForRoles: ['creator', 'consumer'],
});

/** A decal in the v3 (merged texture) format. */
const placedDecal = (): PlacedDecal => ({
  value: 'decal_logo',
  text: 'Chest logo',
  position: { x: 0.5, y: 0.4 },
  scale: { x: 0.25, y: 0.25 },
  rotation: 15,
  offset: { x: 0, y: 0.1 },
  world_position: { x: 0, y: 1.2, z: 0.3 },
  material_config: { map: 'decal_logo-merged.png' },
  part_binding: 'part_body',
  editable_creator: true,
  editable_consumer: true,
  limit_enable: true,
  limit: { min: { x: 0.2, y: 0.2 }, max: { x: 0.8, y: 0.8 } },
  maskPosition: { x: 0.5, y: 0.6 },
  maskScale: { x: 4, y: 4 },
  maskRotation: 0,
});

/** The same kind of decal in the v2 format: diffuse in map, opacity in alphaMap. */
const placedDecalV2 = (value = 'decal_logo'): PlacedDecal => ({
  ...placedDecal(),
  value,
  material_config: { map: `${value}-diffuse.jpg`, alphaMap: `${value}-opacity.jpg` },
});

const decalSetup = (): DecalSetup => ({
  free_decal: 3,
  constructeur_decal: false,
  default_part_key: 'part_body',
  disable_part_keys: ['part_cuffs'],
});

const canvasDecalLayer = (): CanvasDecalLayer => ({
  id: 'layer_1',
  name: 'Doube click rename me',
  position: { x: 0.5, y: 0.5 },
  scale: { x: 0.25, y: 0.25 },
  rotation: 0,
  color: '#ffffff',
  url: 'layer_1.webp',
  maskPosition: { x: 0.5, y: 0.5 },
  maskScale: { x: 4, y: 4 },
  maskRotation: 0,
  maskUrl: 'layer_1-mask.webp',
  maskColor: '#000000',
});

const backgroundConfig = (): BackgroundConfig => ({ type: 'color', color: '#1f2a44' });
const environmentConfig = (): EnvironmentConfig => ({ url: 'studio.hdr', intensity: 1.2 });
const lightingConfig = (): LightingConfig => ({
  layout: [
    { position: [5, 5, 5], rotation: [0, 0, 0], intensity: 0.8 },
    { position: [-5, 3, -5], rotation: [0, 0, 0], intensity: 0.65, color: '#ffeedd' },
  ],
  angle: Math.PI / 4,
});

const section = (): Section => ({
  id: 'section_1714550400000_ab12',
  title: { en: 'Fabric', 'zh-TW': '布料' },
  collapsed: false,
  items: [],
  cameraTransform: { position: [0, 1.5, 4], target: [0, 1, 0] },
});

const base = { required: false, sectionId: 'section_1714550400000_ab12' } as const;

const materialSelectField = (): MaterialSelectField => ({
  ...base,
  id: 'field_1714550400001_body',
  type: 'materialSelect',
  title: { en: 'Body fabric', 'zh-TW': '主體布料' },
  subtitle: 'Pick the main fabric',
  required: true,
  targetParts: ['part_body'],
  materialOptions: ['mat_cotton', 'mat_denim'],
  materialCategories: ['fabric', 'leather', 'metal'],
  allowCustomUpload: false,
  showPreview: true,
  displayMode: 'grid',
});

const partSelectField = (): PartSelectField => ({
  ...base,
  id: 'field_1714550400002_parts',
  type: 'partSelect',
  title: 'Extras',
  targetParts: ['part_hood', 'part_cuffs'],
  partDisplayNames: { part_hood: 'Hood' },
  selectionMode: 'toggle',
  showPartNames: true,
  enableOpacityControl: false,
});

const decalLayerConfigField = (): DecalLayerConfigField => ({
  ...base,
  id: 'field_1714550400003_logo',
  type: 'decalLayerConfig',
  title: 'Your logo',
  targetDecalId: 'decal_logo',
  urlOptions: [{ name: 'Star', url: 'https://cdn.example.com/star.png' }],
  allowCustomUpload: true,
  maxFileSize: 5,
  allowedFormats: ['jpg', 'png', 'svg'],
  allowTextOverlay: true,
  textOverlayOptions: { fonts: ['Inter'], colors: ['#ffffff', '#000000'], maxLength: 50 },
  uploadEndpoint: '/api/upload/decal',
});

const sizeSelectField = (): SizeSelectField => ({
  ...base,
  id: 'field_1714550400004_size',
  type: 'sizeSelect',
  title: 'Size',
  sizeChart: 'standard',
  availableSizes: [
    { value: 'S', label: 'S', measurements: { chest: 92 } },
    { value: 'M', label: 'M', measurements: { chest: 98 } },
  ],
  showSizeChart: true,
  sizeChartImage: 'size-chart.jpg',
  measurementUnits: 'cm',
});

const variationSelectField = (): VariationSelectField => ({
  ...base,
  id: 'field_1714550400005_cuffs',
  type: 'variationSelect',
  title: 'Cuffs',
  targetVariation: 'variant_cuffs',
  defaultValue: 'vopt_cuffs',
  options: [
    { value: 'vopt_cuffs', label: 'With cuffs' },
    { value: 'vopt_plain', label: 'Plain' },
  ],
});

const colorwaySelectField = (): ColorwaySelectField => ({
  ...base,
  id: 'field_1714550400006_colour',
  type: 'colorwaySelect',
  title: 'Colourway',
  targetColorway: 'group_main',
  options: [
    { value: 'opt_navy', label: 'Navy' },
    { value: 'opt_sand', label: 'Sand' },
  ],
});

const optionField = (): OptionField => ({
  ...base,
  id: 'field_1714550400007_fit',
  type: 'option',
  title: 'Fit',
  options: [
    { id: 'fit_regular', text: { en: 'Regular' } },
    {
      id: 'fit_oversized',
      text: { en: 'Oversized', 'zh-TW': '寬鬆' },
      extraPrice: { type: 'fixed', value: 5000 },
    },
  ],
  enableOther: false,
});

const checkboxField = (): CheckboxField => ({
  ...base,
  id: 'field_1714550400008_extras',
  type: 'checkbox',
  title: 'Add-ons',
  options: [
    { id: 'addon_pocket', text: 'Inner pocket', extraPrice: { type: 'percentage', value: 2.5 } },
    { id: 'addon_tag', text: 'Name tag' },
  ],
  enableOther: true,
  maxSelections: 2,
});

const numberField = (): NumberField => ({
  ...base,
  id: 'field_1714550400009_length',
  type: 'number',
  title: 'Sleeve length (cm)',
  min: 50,
  max: 70,
  step: 0.5,
  priceRanges: [{ id: 'range_long', rangeStart: 65, rangeEnd: 70, type: 'fixed', value: 2000 }],
});

const textField = (): TextField => ({
  ...base,
  id: 'field_1714550400010_note',
  type: 'text',
  title: 'Embroidery text',
  maxLength: 20,
  placeholder: 'Up to 20 letters',
});

const dateField = (): DateField => ({
  ...base,
  id: 'field_1714550400011_date',
  type: 'date',
  title: 'Needed by',
  minDate: '2024-06-01',
  maxDate: '2024-12-31',
  dateFormat: 'DD/MM/YYYY',
  disabledDates: ['2024-12-25'],
});

const colorSelectField = (): ColorSelectField => ({
  ...base,
  id: 'field_1714550400012_thread',
  type: 'colorSelect',
  title: 'Thread colour',
  showColorPicker: true,
  allowCustomColor: true,
  paletteType: 'custom',
  colorOptions: [
    { value: '#ff0000', label: 'Red' },
    { value: '#ffd700', label: 'Gold' },
  ],
});

const form = (): Form => ({
  enabledForRoles: ['creator', 'consumer'],
  description: 'Product customization form',
  fields: [materialSelectField(), colorwaySelectField(), sizeSelectField(), textField()],
  sections: [section()],
  answers: {
    defaults: { field_1714550400001_body: 'mat_cotton', field_1714550400004_size: 'S' },
    current: { field_1714550400001_body: 'mat_denim', field_1714550400010_note: 'MEI' },
  },
});

const combinationConfig = (): CombinationConfig => ({
  parts: [part(), part('part_hood', 'Hood'), part('part_sleeves', 'Sleeves'), part('part_cuffs', 'Cuffs')],
  decals: { placed: [placedDecal()], setup: decalSetup() },
  groups: [group()],
  groupsSetup: { enabledForAddRemoveRoles: ['creator'] },
  variant: [variant()],
  variantSetup: { enabledForAddRemoveRoles: [] },
  background_config: backgroundConfig(),
  environment_config: environmentConfig(),
  lighting_config: lightingConfig(),
  initialCameraTransform: { position: [0, 1, 6], target: [0, 0, 0] },
  form: form(),
  version: 'v3',
});

/** A legacy design: v2 decals (diffuse + opacity maps), stamped v2. */
const combinationConfigV2 = (): CombinationConfig => ({
  ...combinationConfig(),
  decals: { placed: [placedDecalV2('decal_logo'), placedDecalV2('decal_sleeve')], setup: decalSetup() },
  version: 'v2',
});

const mediaPlate = (): MediaPlate => ({
  id: 1714550400000,
  type: 'capture',
  url: 'capture-front.webp',
  caption: 'Front',
  fit: 'cover',
  captureInfo: {
    auto_capture: true,
    size: [1920, 1080],
    position: [0, 1, 6],
    rotation: [0, 0, 0],
    fov: 75,
  },
});

const costConfig = (): CostConfig => [
  { quantity: 1, cost: 60000 },
  { quantity: 5, cost: 45000 },
  { quantity: 20, cost: 38000 },
];

const prebuildSizing = (): PrebuildSizing => ({
  options: [
    { name: 'S', cost_weight: 1 },
    { name: 'M', cost_weight: 1 },
    { name: 'L', cost_weight: 1.1 },
    { name: '2XL', cost_weight: 1.2 },
  ],
  chart_url: 'hoodie-chart.jpg',
});

const creationSizing = (): CreationSizing => ({ blacklist: ['2XL'] });

const prebuild = (): Prebuild => ({
  id: 'prebuild_hoodie',
  name: 'Classic hoodie',
  description: 'Heavyweight hoodie, cut and sewn to order.',
  content: [{ content: '100% cotton' }, { content: 'Machine wash cold' }],
  category: ['men', 'tops'],
  tags: ['hoodie'],
  visibility: 'public',
  allow_direct_purchase: true,
  option_shipping_fee_include: true,
  sizing: prebuildSizing(),
  extra_option: {
    allowPurchaseType: ['retail-preorder', 'sample'],
    manufacturingTimePerPiece: 6_000_000,
  },
  waterflow_config: { media_placement: [mediaPlate()] },
  minimum_order: 5,
  maximum_order: 1000,
  cost: 45000,
  cost_config: costConfig(),
  is_draft: false,
  is_deleted: false,
  combination_config: combinationConfig(),
  models: [modelAsset()],
  materials: [materialAsset(), materialAsset('mat_denim', 'Raw denim')],
  producer_id: 'producer_atelier',
  producer: { id: 'producer_atelier', name: 'Atelier Works', at_name: 'atelier_works' },
  updated_at: UPDATED_AT,
});

const creation = (): Creation => ({
  id: 'creation_midnight',
  userId: 'user_mei',
  name: 'Midnight Hoodie',
  description: 'Navy hoodie with a reflective chest logo.',
  creation_category: [creationCategory(), { id: 'cat_hoodies', name: 'Hoodies', value: 'hoodies' }],
  tags: ['hoodie', 'navy'],
  totalPrice: 75000,
  is_draft: false,
  is_deleted: false,
  visibility: 'public',
  purchaseType: 'retail-preorder',
  kickstart_start: '2024-05-01T00:00:00.000Z',
  kickstart_end: '2024-10-01T00:00:00.000Z',
  kickstart_periode: 0,
  minimum_order: 5,
  maximum_order: 200,
  sizing: creationSizing(),
  waterflow_config: { media_placement: [mediaPlate()] },
  combination_config: combinationConfig(),
  user: {
    id: 'user_mei',
    name: 'Mei Lin',
    at_name: 'mei_lin',
    user_profile: { profile_image: 'avatar-mei.webp' },
  },
  creation_media: [{ url: 'capture-front.webp' }],
  order_items: [
    { id: 'item_1', quantity: { amount: 2, size: 'M' }, order: [{ id: 'order_1', status: 'paid' }] },
  ],
  prebuilds: [prebuild()],
  favorited_users: [{ id: 'user_kai' }],
  createdAt: CREATED_AT,
  updatedAt: UPDATED_AT,
});

const cartItemCreation = () => ({
  id: 'creation_midnight',
  name: 'Midnight Hoodie',
  totalPrice: 75000,
  creation_media: [{ url: 'capture-front.webp' }],
  prebuilds: [{ cost_config: costConfig() }],
});

const newCartItem = (): NewCartItem => ({
  type: 'retail-preorder',
  creation_id: 'creation_midnight',
  quantity: { size: 'M', amount: 2 },
  price: 150000,
});

const cartItem = (): CartItem => ({
  ...newCartItem(),
  id: 'cart_1',
  creation: cartItemCreation(),
});

const sampleCartItem = (): CartItem => ({
  id: 'cart_2',
  type: 'sample',
  creation_id: 'creation_midnight',
  quantity: [
    { size: 'S', amount: 1 },
    { size: 'M', amount: 0 },
    { size: 'L', amount: 2 },
  ],
  price: 180000,
  creation: cartItemCreation(),
});

const notification = (): Notification => ({
  notificationData: {
    id: 'notif_1',
    userId: 'user_mei',
    eventId: 'event_goal',
    createdAt: CREATED_AT,
    readAt: null,
  },
  notificationMessage: {
    title: 'Pre order goal reached',
    text: 'Midnight Hoodie reached its minimum order. Production starts soon.',
    image: 'capture-front.webp',
    link: '/mei_lin/creation?creation_id=creation_midnight',
  },
  eventData: { creationId: 'creation_midnight', ordered: 5 },
});

const trendMediaItem = (): TrendMediaItem => ({
  order: 0,
  data: {
    uid: 'trend_1',
    category: 'men',
    size: [2, 2],
    type: 'video',
    url: 'trend-runway.mp4',
    redirect: '/shop',
  },
});

const caseMetadata = (): CaseMetadata => ({
  global: { enableUserCreateCreation: true },
  homePage: { categoriesFilter: { whitelist: ['men', 'women'] } },
});

const shareData = (): ShareData => ({
  text: 'https://atelier.example/mei_lin/creation',
  dotColor: '#000000',
  backgroundColor: '#ffffff',
  bottomText1: 'Mei Lin',
  bottomText2: '@mei_lin',
  logo: 'logo-atelier.webp',
  backgroundImage: 'wallpaper.jpg',
  wallpaper: true,
});

export const fixtures = {
  get user(): User {
    return user();
  },
  get userProfile(): UserProfile {
    return userProfile();
  },
  get producer(): Producer {
    return producer();
  },
  get creationCategory(): CreationCategory {
    return creationCategory();
  },
  get material(): Material {
    return material();
  },
  get materialAsset(): MaterialAsset {
    return materialAsset();
  },
  get modelAsset(): ModelAsset {
    return modelAsset();
  },
  get asset(): Asset {
    return modelAsset();
  },
  get part(): Part {
    return part();
  },
  get group(): Group {
    return group();
  },
  get groupOption(): GroupOption {
    return groupOption();
  },
  get variant(): Variant {
    return variant();
  },
  get variantOption(): VariantOption {
    return variantOption();
  },
  get placedDecal(): PlacedDecal {
    return placedDecal();
  },
  get placedDecalV2(): PlacedDecal {
    return placedDecalV2();
  },
  get decalSetup(): DecalSetup {
    return decalSetup();
  },
  get canvasDecalLayer(): CanvasDecalLayer {
    return canvasDecalLayer();
  },
  get backgroundConfig(): BackgroundConfig {
    return backgroundConfig();
  },
  get environmentConfig(): EnvironmentConfig {
    return environmentConfig();
  },
  get lightingConfig(): LightingConfig {
    return lightingConfig();
  },
  get section(): Section {
    return section();
  },
  /** One field of each of the twelve types. */
  get fields() {
    return {
      materialSelect: materialSelectField(),
      partSelect: partSelectField(),
      decalLayerConfig: decalLayerConfigField(),
      sizeSelect: sizeSelectField(),
      variationSelect: variationSelectField(),
      colorwaySelect: colorwaySelectField(),
      option: optionField(),
      checkbox: checkboxField(),
      number: numberField(),
      text: textField(),
      date: dateField(),
      colorSelect: colorSelectField(),
    };
  },
  get form(): Form {
    return form();
  },
  /** The current (v3) design of the hoodie. */
  get combinationConfig(): CombinationConfig {
    return combinationConfig();
  },
  /** A legacy design with two v2 decals, stamped v2. */
  get combinationConfigV2(): CombinationConfig {
    return combinationConfigV2();
  },
  get mediaPlate(): MediaPlate {
    return mediaPlate();
  },
  get costConfig(): CostConfig {
    return costConfig();
  },
  get prebuildSizing(): PrebuildSizing {
    return prebuildSizing();
  },
  get creationSizing(): CreationSizing {
    return creationSizing();
  },
  get prebuild(): Prebuild {
    return prebuild();
  },
  get creation(): Creation {
    return creation();
  },
  get newCartItem(): NewCartItem {
    return newCartItem();
  },
  get cartItem(): CartItem {
    return cartItem();
  },
  get sampleCartItem(): CartItem {
    return sampleCartItem();
  },
  get notification(): Notification {
    return notification();
  },
  get trendMediaItem(): TrendMediaItem {
    return trendMediaItem();
  },
  get caseMetadata(): CaseMetadata {
    return caseMetadata();
  },
  get shareData(): ShareData {
    return shareData();
  },
};

export type Fixtures = typeof fixtures;
