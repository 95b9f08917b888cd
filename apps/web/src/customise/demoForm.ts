import {
  CombinationConfigSchema,
  type Field,
  type FieldInput,
  type FieldOfType,
  FieldSchema,
  type Form,
  FormSchema,
  type Material,
} from '@atelier/schema';

/**
 * A realistic form for stories and tests: the demo T-shirt's parts and fabrics (assets/catalog.json,
 * served at /assets in Storybook), one question of every type.
 */
const material = (id: string, name: string, category: string): Material => ({
  id,
  asset_data: { name, category, thumb: `/assets/materials/${id}/thumb.webp` },
});

export const demoMaterials: Material[] = [
  material('jersey-white', 'Cotton jersey, optic white', 'fabric'),
  material('jersey-black', 'Cotton jersey, black', 'fabric'),
  material('jersey-navy', 'Cotton jersey, navy', 'fabric'),
  material('jersey-peach-fuzz', 'Cotton jersey, peach fuzz', 'fabric'),
  material('leather-smooth-cognac', 'Smooth leather, cognac', 'leather'),
];

export const demoConfig = CombinationConfigSchema.parse({
  parts: [
    { value: 'front', text: 'Front', default: 'jersey-white', materials: demoMaterials.map((m) => m.id) },
    { value: 'back', text: 'Back', default: 'jersey-white' },
    { value: 'sleeve_left', text: 'Left sleeve', default: 'jersey-white' },
    { value: 'sleeve_right', text: 'Right sleeve', default: 'jersey-white' },
    { value: 'collar', text: 'Collar rib', default: 'jersey-white' },
  ],
});

const field = <const T extends FieldInput>(input: T) => FieldSchema.parse(input) as FieldOfType<T['type']>;

export const demoFields = {
  materialSelect: field({
    id: 'field_fabric',
    type: 'materialSelect',
    title: { en: 'Body fabric', 'zh-TW': '衣身布料' },
    subtitle: { en: 'Cotton jersey, 180 g/m²' },
    required: true,
    sectionId: 'section_look',
    targetParts: ['front'],
    materialOptions: demoMaterials.map((m) => m.id),
  }),
  partSelect: field({
    id: 'field_parts',
    type: 'partSelect',
    title: { en: 'Parts to print on' },
    sectionId: 'section_look',
    targetParts: ['front', 'back', 'sleeve_left', 'sleeve_right'],
    partDisplayNames: { sleeve_left: 'Left arm', sleeve_right: 'Right arm' },
  }),
  decalLayerConfig: field({
    id: 'field_print',
    type: 'decalLayerConfig',
    title: { en: 'Chest print' },
    subtitle: { en: 'Choose an artwork or upload your own' },
    sectionId: 'section_look',
    urlOptions: [
      { name: 'Sunburst', url: '/assets/decals/sunburst.png' },
      { name: 'Heart mark', url: '/assets/decals/heart-mark.png' },
      { name: 'Mountain badge', url: '/assets/decals/mountain-badge.png' },
    ],
    allowCustomUpload: true,
    allowTextOverlay: true,
    textOverlayOptions: {
      fonts: ['Inter', 'Georgia'],
      colors: ['#1c1b19', '#ffffff', '#c0392b'],
      maxLength: 20,
    },
  }),
  sizeSelect: field({
    id: 'field_size',
    type: 'sizeSelect',
    title: { en: 'Size' },
    required: true,
    sectionId: 'section_fit',
    showSizeChart: true,
    availableSizes: [
      { value: 'S', label: 'S', measurements: { chest: 96, length: 68 } },
      { value: 'M', label: 'M', measurements: { chest: 102, length: 71 } },
      { value: 'L', label: 'L', measurements: { chest: 108, length: 74 } },
      { value: 'XL', label: 'XL', measurements: { chest: 114, length: 76 } },
    ],
  }),
  variationSelect: field({
    id: 'field_sleeves',
    type: 'variationSelect',
    title: { en: 'Sleeve length' },
    sectionId: 'section_fit',
    options: [
      { value: 'short', label: 'Short sleeves' },
      { value: 'long', label: 'Long sleeves' },
    ],
  }),
  colorwaySelect: field({
    id: 'field_colorway',
    type: 'colorwaySelect',
    title: { en: 'Colourway' },
    sectionId: 'section_look',
    options: [
      { value: 'harbour', label: 'Harbour' },
      { value: 'ember', label: 'Ember' },
    ],
  }),
  option: field({
    id: 'field_finish',
    type: 'option',
    title: { en: 'Hem finish' },
    sectionId: 'section_fit',
    enableOther: true,
    options: [
      { id: 'straight', text: { en: 'Straight hem' } },
      { id: 'curved', text: { en: 'Curved hem' }, extraPrice: { type: 'fixed', value: 1200 } },
      { id: 'split', text: { en: 'Side splits' }, extraPrice: { type: 'percentage', value: 10 } },
    ],
  }),
  checkbox: field({
    id: 'field_extras',
    type: 'checkbox',
    title: { en: 'Extras' },
    subtitle: { en: 'Pick what you like' },
    maxSelections: 2,
    options: [
      { id: 'label', text: { en: 'Woven neck label' }, extraPrice: { type: 'fixed', value: 800 } },
      { id: 'pocket', text: { en: 'Chest pocket' }, extraPrice: { type: 'fixed', value: 1500 } },
      { id: 'wrap', text: { en: 'Gift wrap' } },
    ],
  }),
  number: field({
    id: 'field_quantity',
    type: 'number',
    title: { en: 'Team size' },
    min: 1,
    max: 50,
    step: 1,
    priceRanges: [
      { id: 'small', rangeStart: 1, rangeEnd: 9, type: 'fixed', value: 0 },
      { id: 'team', rangeStart: 10, rangeEnd: 50, type: 'percentage', value: 5 },
    ],
  }),
  text: field({
    id: 'field_name',
    type: 'text',
    title: { en: 'Name on the back' },
    maxLength: 12,
    placeholder: { en: 'e.g. CHAN 7' },
  }),
  date: field({
    id: 'field_date',
    type: 'date',
    title: { en: 'Wanted by' },
    minDate: '2026-12-01',
    maxDate: '2027-03-31',
    dateFormat: 'DD/MM/YYYY',
    disabledDates: ['2026-12-25', '2027-01-01'],
  }),
  colorSelect: field({
    id: 'field_thread',
    type: 'colorSelect',
    title: { en: 'Stitching colour' },
    showColorPicker: true,
    colorOptions: [{ value: '#d4a373', label: 'Sand' }],
  }),
} as const satisfies Record<Field['type'], Field>;

export const demoForm: Form = FormSchema.parse({
  sections: [
    { id: 'section_look', title: { en: 'Look', 'zh-TW': '外觀' } },
    { id: 'section_fit', title: { en: 'Fit and finish', 'zh-TW': '版型與收邊' } },
  ],
  fields: Object.values(demoFields),
});
