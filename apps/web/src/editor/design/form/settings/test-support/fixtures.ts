import {
  CombinationConfigSchema,
  FieldSchema,
  type CombinationConfig,
  type FieldInput,
  type FieldOfType,
  type FieldType,
  type Material,
} from '@atelier/schema';

/** A field of a type with its schema defaults (what a new field of the builder holds). */
export const fieldOf = <T extends FieldType>(
  type: T,
  extra: Partial<Omit<FieldOfType<T>, 'type'>> = {},
): FieldOfType<T> =>
  FieldSchema.parse({
    id: `field_${type}`,
    title: { en: 'Your choice', 'zh-TW': '你的選擇' },
    ...extra,
    type,
  } as FieldInput) as FieldOfType<T>;

/** A hoodie design: three parts with their allowed materials, a colorway, a variation and a decal. */
export const hoodieConfig = (): CombinationConfig =>
  CombinationConfigSchema.parse({
    parts: [
      { value: 'body', text: 'Body', default: 'cotton', materials: ['cotton', 'fleece'] },
      { value: 'hood', text: 'Hood', default: 'fleece', materials: ['fleece', 'leather'] },
      { value: 'cuffs', text: 'Cuffs', default: 'rib', materials: ['rib'] },
    ],
    groups: [
      {
        value: 'group_ember',
        name: 'Ember',
        includeParts: ['body'],
        options: [
          { oValue: 'red', oName: 'Ember red', oParts: [{ value: 'body', default: 'cotton' }] },
          { oValue: 'black', oName: 'Night black', oParts: [{ value: 'body', default: 'fleece' }] },
        ],
      },
    ],
    variant: [
      {
        id: 'variant_hood',
        name: 'Hood style',
        includeParts: ['hood'],
        options: [
          { optionId: 'with_hood', name: 'With hood', partConfig: [{ partId: 'hood', visible: true }] },
          { optionId: 'no_hood', name: 'Without hood', partConfig: [{ partId: 'hood', visible: false }] },
        ],
      },
    ],
    decals: { placed: [{ value: 'decal_chest', text: 'Chest print' }] },
  });

/** A design without parts, colorways, variations or decals. */
export const emptyConfig = (): CombinationConfig => CombinationConfigSchema.parse({});

export const hoodieMaterials = (): Material[] => [
  { id: 'cotton', asset_data: { name: 'Brushed cotton', category: 'fabric' } },
  { id: 'fleece', asset_data: { name: 'Polar fleece', category: 'fabric' } },
  { id: 'leather', asset_data: { name: 'Nappa leather', category: 'leather' } },
  { id: 'rib', asset_data: { name: 'Rib knit', category: 'fabric' } },
];
