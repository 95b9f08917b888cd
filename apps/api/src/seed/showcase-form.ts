import type { CombinationConfig, FieldInput, FormInput, PlacedDecalInput } from '@atelier/schema';
import {
  type DecalImageOf,
  colourway,
  designOn,
  materialsFor,
  onOffVariation,
  partsOf,
  wearChosenOptions,
} from './showcase-designs';
import type { PlannedPrebuild } from './producers';

/**
 * 'Made-to-measure Hoodie' (issue 17): a made-to-order form with every one of the twelve
 * field types, in three sections with saved camera views, titled in the eight languages of
 * the interface (field texts in en, zh-TW, zh-CN and ja). The design carries what the
 * form's selectors point at: a colourway, a variation and a decal.
 */

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const SECTIONS = [
  {
    id: 'section_showcase_fit',
    title: {
      en: 'Fit and size',
      'zh-TW': '版型與尺寸',
      'zh-CN': '版型与尺寸',
      ja: 'フィットとサイズ',
      ko: '핏과 사이즈',
      ru: 'Посадка и размер',
      de: 'Passform und Größe',
      fr: 'Coupe et taille',
    },
    cameraTransform: { position: [0, 0.4, 4.2], target: [0, 0.1, 0] },
  },
  {
    id: 'section_showcase_look',
    title: {
      en: 'Colours and details',
      'zh-TW': '顏色與細節',
      'zh-CN': '颜色与细节',
      ja: 'カラーとディテール',
      ko: '색상과 디테일',
      ru: 'Цвета и детали',
      de: 'Farben und Details',
      fr: 'Couleurs et détails',
    },
    cameraTransform: { position: [2.6, 0.8, 3.6], target: [0, 0.3, 0] },
  },
  {
    id: 'section_showcase_finish',
    title: {
      en: 'Finishing and delivery',
      'zh-TW': '收尾與交貨',
      'zh-CN': '收尾与交货',
      ja: '仕上げとお届け',
      ko: '마감과 배송',
      ru: 'Отделка и доставка',
      de: 'Veredelung und Lieferung',
      fr: 'Finitions et livraison',
    },
    cameraTransform: { position: [0, 1.2, -5], target: [0, 0.4, 0] },
  },
] as const;
const [FIT, LOOK, FINISH] = SECTIONS.map((section) => section.id) as [string, string, string];

/** A field title in four languages. */
const title = (en: string, zhTW: string, zhCN: string, ja: string) => ({
  en,
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  ja,
});

export function formHoodieDesign(
  prebuild: PlannedPrebuild,
  imageOf: DecalImageOf,
  now: Date,
): CombinationConfig {
  const group = colourway(prebuild, {
    value: 'body-colourway',
    name: 'Body colourway',
    parts: ['hoodie', 'sleeves', 'hood', 'front', 'back'],
    options: [
      ['Heather grey', 'fleece-heather-grey'],
      ['Oatmeal', 'fleece-oatmeal'],
      ['Forest green', 'fleece-forest'],
      ['Black', 'fleece-black'],
    ],
    roles: ['creator', 'consumer'],
  });
  const groups = group ? [group] : [];
  const hood = onOffVariation(prebuild, 'hood', 'Hood', 'hood', ['With hood', 'Without hood']);
  const pocket = partsOf(prebuild, ['pocket', 'sleeves'])[0];
  const trims = partsOf(prebuild, ['straps', 'rib'])[0];
  const badges = [
    ['Mountain badge', 'mountain-badge'],
    ['Heart', 'heart-mark'],
    ['Sunburst', 'sunburst'],
  ]
    .map(([name, decalId]) => ({ name: name as string, url: imageOf(decalId as string) }))
    .filter((option): option is { name: string; url: string } => option.url !== undefined);
  const chestPart = partsOf(prebuild, ['hoodie', 'front'])[0];
  const badge: PlacedDecalInput | null =
    chestPart && badges[0]
      ? {
          value: 'decal-chest-badge',
          text: badges[0].name,
          position: { x: 0.5, y: 0.62 },
          scale: { x: 0.2, y: 0.2 },
          material_config: { map: badges[0].url, alphaMap: null },
          part_binding: chestPart,
          editable_creator: true,
          editable_consumer: true,
        }
      : null;
  const pocketFabrics = pocket
    ? materialsFor(prebuild, pocket, ['fleece-heather-grey', 'denim-indigo', 'corduroy-tan', 'jersey-black'])
    : [];
  const minDate = isoDay(now.getTime() + 14 * DAY);
  const year = Number(minDate.slice(0, 4));

  const fields: FieldInput[] = [
    {
      id: 'field_showcase_size',
      type: 'sizeSelect',
      title: title('Size', '尺寸', '尺码', 'サイズ'),
      subtitle: title(
        'Measured flat, in cm',
        '平放測量，單位為公分',
        '平铺测量，单位为厘米',
        '平置き寸法（cm）',
      ),
      required: true,
      sectionId: FIT,
      sizeChart: 'custom',
      availableSizes: [
        ['XS', 96, 64],
        ['S', 102, 67],
        ['M', 108, 70],
        ['L', 114, 73],
        ['XL', 120, 76],
      ].map(([value, chest, length]) => ({
        value: value as string,
        label: value as string,
        measurements: { chest: chest as number, length: length as number },
      })),
      showSizeChart: true,
      measurementUnits: 'cm',
    },
    {
      id: 'field_showcase_sleeve',
      type: 'number',
      title: title('Extra sleeve length (cm)', '加長袖長（公分）', '加长袖长（厘米）', '袖丈の延長（cm）'),
      subtitle: title('Up to 2 cm is free', '2 公分以內免費', '2 厘米以内免费', '2cmまでは無料'),
      sectionId: FIT,
      min: 0,
      max: 8,
      step: 0.5,
      priceRanges: [
        { id: 'free', rangeStart: 0, rangeEnd: 2, type: 'fixed', value: 0 },
        { id: 'short', rangeStart: 2.5, rangeEnd: 5, type: 'fixed', value: 4_000 },
        { id: 'long', rangeStart: 5.5, rangeEnd: 8, type: 'percentage', value: 8 },
      ],
    },
    ...(hood
      ? [
          {
            id: 'field_showcase_hood',
            type: 'variationSelect',
            title: title('Hood', '帽子', '帽子', 'フード'),
            sectionId: FIT,
            targetVariation: hood.id,
            defaultValue: hood.options[0]!.optionId,
            options: hood.options.map((option) => ({ value: option.optionId, label: option.name })),
          } satisfies FieldInput,
        ]
      : []),
    ...(group
      ? [
          {
            id: 'field_showcase_colourway',
            type: 'colorwaySelect',
            title: title('Body colour', '衣身顏色', '衣身颜色', 'ボディカラー'),
            required: true,
            sectionId: LOOK,
            targetColorway: group.value,
            options: group.options.map((option) => ({ value: option.oValue, label: option.oName })),
          } satisfies FieldInput,
        ]
      : []),
    {
      id: 'field_showcase_pocket_fabric',
      type: 'materialSelect',
      title: title('Pocket fabric', '口袋布料', '口袋面料', 'ポケットの生地'),
      sectionId: LOOK,
      targetParts: pocket ? [pocket] : [],
      materialOptions: pocketFabrics,
      materialCategories: ['fabric'],
      displayMode: 'grid',
    },
    {
      id: 'field_showcase_trims',
      type: 'partSelect',
      title: title('Show the drawstrings', '顯示抽繩', '显示抽绳', 'ドローコードを付ける'),
      sectionId: LOOK,
      targetParts: trims ? [trims] : [],
      partDisplayNames: trims ? { [trims]: 'Drawstrings' } : {},
      selectionMode: 'toggle',
      showPartNames: true,
    },
    {
      id: 'field_showcase_badge',
      type: 'decalLayerConfig',
      title: title('Chest badge', '胸前徽章', '胸前徽章', '胸元のバッジ'),
      subtitle: title(
        'Pick a badge or upload your own',
        '選擇徽章或上傳自己的圖案',
        '选择徽章或上传自己的图案',
        'バッジを選ぶか自分の画像をアップロード',
      ),
      sectionId: LOOK,
      ...(badge ? { targetDecalId: badge.value } : {}),
      urlOptions: badges,
      allowCustomUpload: true,
      maxFileSize: 5,
      allowedFormats: ['jpg', 'png'],
      allowTextOverlay: true,
      textOverlayOptions: {
        fonts: ['Inter', 'Playfair Display'],
        colors: ['#ffffff', '#1d1d1f'],
        maxLength: 12,
      },
    },
    {
      id: 'field_showcase_thread',
      type: 'colorSelect',
      title: title('Embroidery thread colour', '刺繡線顏色', '刺绣线颜色', '刺しゅう糸の色'),
      sectionId: LOOK,
      paletteType: 'custom',
      showColorPicker: false,
      allowCustomColor: false,
      colorOptions: [
        { value: '#f5f0e6', label: 'Ivory' },
        { value: '#1d1d1f', label: 'Ink' },
        { value: '#c2185b', label: 'Raspberry' },
        { value: '#c9a227', label: 'Gold' },
        { value: '#2e5e4e', label: 'Jade' },
      ],
    },
    {
      id: 'field_showcase_initials',
      type: 'text',
      title: title('Embroidered initials', '刺繡姓名縮寫', '刺绣姓名缩写', '刺しゅうイニシャル'),
      subtitle: title(
        'Up to 3 letters, on the left cuff',
        '最多 3 個字母，繡於左袖口',
        '最多 3 个字母，绣于左袖口',
        '3文字まで、左袖口に',
      ),
      sectionId: FINISH,
      maxLength: 3,
      placeholder: title('e.g. MLN', '例如 MLN', '例如 MLN', '例：MLN'),
    },
    {
      id: 'field_showcase_finish',
      type: 'option',
      title: title('Finish', '處理工藝', '处理工艺', '仕上げ'),
      required: true,
      sectionId: FINISH,
      options: [
        { id: 'standard', text: title('Standard', '標準', '标准', 'スタンダード') },
        {
          id: 'garment-dyed',
          text: title('Garment-dyed wash', '成衣染色水洗', '成衣染色水洗', '製品染めウォッシュ'),
          extraPrice: { type: 'percentage', value: 10 },
        },
        {
          id: 'hand-finished',
          text: title('Hand-finished seams', '手工收邊', '手工收边', '手仕上げの縫い目'),
          extraPrice: { type: 'fixed', value: 12_000 },
        },
      ],
    },
    {
      id: 'field_showcase_extras',
      type: 'checkbox',
      title: title('Extras', '附加服務', '附加服务', 'オプション'),
      subtitle: title('Choose up to two', '最多選兩項', '最多选两项', '2つまで選べます'),
      sectionId: FINISH,
      maxSelections: 2,
      options: [
        {
          id: 'gift-wrap',
          text: title('Gift wrap', '禮品包裝', '礼品包装', 'ギフトラッピング'),
          extraPrice: { type: 'fixed', value: 3_000 },
        },
        {
          id: 'spare-cord',
          text: title('Spare drawstring', '備用抽繩', '备用抽绳', '予備のドローコード'),
          extraPrice: { type: 'fixed', value: 1_500 },
        },
        { id: 'card', text: title('Handwritten card', '手寫卡片', '手写卡片', '手書きのカード') },
      ],
    },
    {
      id: 'field_showcase_delivery',
      type: 'date',
      title: title('Delivery by', '希望送達日期', '希望送达日期', 'お届け希望日'),
      subtitle: title(
        'We make it in about two weeks',
        '製作約需兩星期',
        '制作约需两周',
        '製作には約2週間かかります',
      ),
      sectionId: FINISH,
      minDate,
      maxDate: isoDay(now.getTime() + 120 * DAY),
      dateFormat: 'DD/MM/YYYY',
      disabledDates: [`${year}-12-25`, `${year}-12-26`, `${year + 1}-01-01`],
    },
  ];

  const defaults: Record<string, string> = {
    field_showcase_size: 'M',
    field_showcase_finish: 'standard',
    field_showcase_thread: '#f5f0e6',
    ...(hood ? { field_showcase_hood: hood.options[0]!.optionId } : {}),
    ...(group?.defaultOption ? { field_showcase_colourway: group.defaultOption } : {}),
    ...(pocketFabrics[0] ? { field_showcase_pocket_fabric: pocketFabrics[0] } : {}),
  };
  const form: FormInput = {
    enabledForRoles: ['creator', 'consumer'],
    description: 'Made to your measure: tell us how you want it.',
    sections: SECTIONS.map((section) => ({
      id: section.id,
      title: section.title,
      collapsed: false,
      items: [],
      cameraTransform: {
        position: [...section.cameraTransform.position],
        target: [...section.cameraTransform.target],
      },
    })),
    fields,
    answers: { defaults, current: {} },
  };
  return designOn(prebuild, {
    parts: wearChosenOptions(prebuild.config.parts, groups),
    groups,
    variant: hood ? [hood] : [],
    decals: { placed: badge ? [badge] : [], setup: prebuild.config.decals.setup },
    form,
  });
}
