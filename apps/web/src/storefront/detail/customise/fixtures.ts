import type { CombinationConfigInput } from '@atelier/schema';

/**
 * A design with something for the shopper to customise (stories and tests): a colourway open
 * to consumers, a lining question with a HK$24.00 extra, and a required monogram.
 */
export const customisableConfig = (): CombinationConfigInput => ({
  parts: [
    { value: 'part_body', text: 'Body', default: 'mat_denim', materials: ['mat_denim', 'mat_canvas'] },
    { value: 'part_hood', text: 'Hood', default: 'mat_denim', materials: ['mat_denim', 'mat_canvas'] },
  ],
  groups: [
    {
      value: 'group_main',
      name: 'Main colour',
      defaultOption: 'opt_navy',
      includeParts: ['part_body', 'part_hood'],
      options: [
        { oValue: 'opt_navy', oName: 'Navy', oParts: [{ value: 'part_body', default: 'mat_denim' }] },
        { oValue: 'opt_sand', oName: 'Sand', oParts: [{ value: 'part_body', default: 'mat_canvas' }] },
      ],
      enabledEditForRoles: ['creator', 'consumer'],
    },
  ],
  form: {
    sections: [{ id: 'section_details', title: { en: 'Details', 'zh-TW': '細節' } }],
    fields: [
      {
        id: 'field_lining',
        type: 'option',
        title: { en: 'Lining', 'zh-TW': '內襯' },
        sectionId: 'section_details',
        options: [
          { id: 'lining_plain', text: 'Plain' },
          { id: 'lining_silk', text: 'Silk', extraPrice: { type: 'fixed', value: 2400 } },
        ],
      },
      {
        id: 'field_monogram',
        type: 'text',
        title: { en: 'Monogram', 'zh-TW': '字母組合' },
        required: true,
        sectionId: 'section_details',
        maxLength: 3,
      },
    ],
  },
});
