import type { CustomiseTextKey } from '../i18n/en';

export interface PaletteColour {
  readonly value: string;
  readonly name: CustomiseTextKey;
}

const colour = (name: string, value: string): PaletteColour => ({
  value,
  name: `colour_${name}` as CustomiseTextKey,
});

/**
 * 002 §3 colorSelect paletteType: the documents name 'default', 'material' and 'web' but not
 * their colours. Ours (docs/decisions.md): ten named colours each, the same names in every
 * palette, so a shopper reads them alike; 'custom' offers only the field's colorOptions.
 */
export const PALETTES: Readonly<Record<'default' | 'material' | 'web', readonly PaletteColour[]>> = {
  default: [
    colour('black', '#1c1b19'),
    colour('white', '#ffffff'),
    colour('grey', '#8a857e'),
    colour('red', '#c0392b'),
    colour('orange', '#e67e22'),
    colour('yellow', '#f1c40f'),
    colour('green', '#27ae60'),
    colour('blue', '#2e86de'),
    colour('purple', '#8e44ad'),
    colour('pink', '#e84393'),
  ],
  // Material Design 2 'primary 500' colours.
  material: [
    colour('black', '#212121'),
    colour('white', '#fafafa'),
    colour('grey', '#9e9e9e'),
    colour('red', '#f44336'),
    colour('orange', '#ff9800'),
    colour('yellow', '#ffeb3b'),
    colour('green', '#4caf50'),
    colour('blue', '#2196f3'),
    colour('purple', '#9c27b0'),
    colour('pink', '#e91e63'),
  ],
  // CSS named colours of the same names.
  web: [
    colour('black', '#000000'),
    colour('white', '#ffffff'),
    colour('grey', '#808080'),
    colour('red', '#ff0000'),
    colour('orange', '#ffa500'),
    colour('yellow', '#ffff00'),
    colour('green', '#008000'),
    colour('blue', '#0000ff'),
    colour('purple', '#800080'),
    colour('pink', '#ffc0cb'),
  ],
};
