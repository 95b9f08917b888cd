import { HexColorSchema, PALETTE_TYPES, type ColorOption, type ColorSelectField } from '@atelier/schema';
import { Select } from '@atelier/ui';
import { ObjectEditor } from '../ObjectEditor';
import { objectTexts } from '../objectTexts';
import { ToggleSetting } from '../ToggleSetting';
import type { TypeSettingsProps } from '../types';

const PALETTE_TEXT = {
  default: 'paletteDefault',
  material: 'paletteMaterial',
  web: 'paletteWeb',
  custom: 'paletteCustom',
} as const;

/** A new row's colour: one the list does not hold yet (colour options are unique by value). */
const STARTER_COLOURS = [
  '#000000',
  '#ffffff',
  '#c8102e',
  '#1f4e79',
  '#2e7d32',
  '#f2c94c',
  '#8e44ad',
  '#808080',
];
const unusedColour = (rows: readonly ColorOption[]) =>
  STARTER_COLOURS.find((colour) => !rows.some((row) => row.value.toLowerCase() === colour)) ??
  `#${(rows.length * 0x10203).toString(16).padStart(6, '0').slice(-6)}`;

/**
 * 002 §3 colorSelect: colour picker, custom colour, the palette, and for a custom palette its
 * colour options (value #rrggbb, label) in the object editor.
 */
export function ColorSelectSettings({ field, commit, t }: TypeSettingsProps<'colorSelect'>) {
  return (
    <>
      <ToggleSetting
        label={t('showColorPicker')}
        checked={field.showColorPicker}
        onChange={(showColorPicker) => commit({ ...field, showColorPicker })}
      />
      <ToggleSetting
        label={t('allowCustomColor')}
        checked={field.allowCustomColor}
        onChange={(allowCustomColor) => commit({ ...field, allowCustomColor })}
      />
      <Select
        label={t('paletteType')}
        value={field.paletteType}
        options={PALETTE_TYPES.map((type) => ({ value: type, label: t(PALETTE_TEXT[type]) }))}
        onChange={(type) => commit({ ...field, paletteType: type as ColorSelectField['paletteType'] })}
      />
      {field.paletteType === 'custom' && (
        <ObjectEditor<ColorOption>
          label={t('colorOptions')}
          rows={field.colorOptions}
          allowEmptyRows
          newRow={(rows) => ({ value: unusedColour(rows), label: '' })}
          columns={[
            {
              key: 'value',
              label: t('colorValue'),
              kind: 'text',
              check: (text) =>
                HexColorSchema.safeParse(text.trim()).success
                  ? { ok: true, value: text.trim() }
                  : { ok: false, error: t('invalidHex') },
            },
            { key: 'label', label: t('colorLabel'), kind: 'text' },
          ]}
          onRowsChange={(colorOptions) => commit({ ...field, colorOptions })}
          texts={objectTexts(t)}
        />
      )}
    </>
  );
}
