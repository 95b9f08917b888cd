import { MESSAGES_EN, type MessageKey } from '@atelier/domain';

/** The i18next namespace of the Colorways panel's own texts. */
export const COLORWAYS_NAMESPACE = 'editorColorways';

/** The domain messages the Colorways panel shows (002 §2, §5, §6, §8), translated with it. */
export const COLORWAYS_MESSAGE_KEYS = [
  'colorway.title',
  'colorway.combinations',
  'colorway.selectParts',
  'colorway.grid',
  'colorway.optionMaterial',
  'colorway.editOption',
  'colorway.newGroup',
  'colorway.newOption',
  'colorway.confirmDeleteGroup',
  'colorway.confirmDeleteOption',
  'permission.enableCreatorEdit',
  'permission.enableConsumerEdit',
  'empty.noParts',
  'empty.noGroup',
  'empty.noCombinations',
  'empty.selectPartsForColorways',
] as const satisfies readonly MessageKey[];

export type ColorwaysMessageKey = (typeof COLORWAYS_MESSAGE_KEYS)[number];

/** The panel's own texts (not quoted by the documents; ours), English. */
export const texts = {
  add: 'Add colorway',
  deleteMode: 'Delete colorways',
  settings: 'Colorway settings',
  enableForCreator: 'Enable Colorway for Creator',
  enableForCreatorHint: 'Creators who make a creation from this prebuild may add and remove colorways.',
  summary: 'Parts: {{parts}} · Options: {{options}}',
  remove: 'Delete {{name}}',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteGroupTitle: 'Delete colorway',
  deleteOptionTitle: 'Delete option',
  back: 'All colorways',
  edit: 'Edit',
  done: 'Done',
  name: 'Name',
  permissions: 'Permissions',
  locked: 'The producer keeps this colorway as it is.',
  noSelectableParts: 'Every part is already in another colorway.',
  addOption: 'Add option',
  option: 'Option',
  optionName: 'Option name',
  cell: '{{part}} in {{option}}: {{material}}',
  thumbnail: 'Option material of {{option}}: {{material}}',
  noMaterial: 'No material',
  noMaterials: 'No materials to choose from.',
  chosen: 'Chosen',
} as const;

export type ColorwaysTextKey = keyof typeof texts;
export type ColorwaysTexts = Readonly<Record<ColorwaysTextKey, string>>;
export type ColorwaysMessages = Readonly<Record<ColorwaysMessageKey, string>>;

/** English messages: the domain's texts, verbatim. */
export const messages: ColorwaysMessages = Object.fromEntries(
  COLORWAYS_MESSAGE_KEYS.map((key) => [key, MESSAGES_EN[key]]),
) as ColorwaysMessages;

export interface ColorwaysCatalogueData {
  readonly texts: ColorwaysTexts;
  readonly messages: ColorwaysMessages;
}

export const en: ColorwaysCatalogueData = { texts, messages };
