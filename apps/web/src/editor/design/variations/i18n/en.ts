import { MESSAGES_EN, type MessageKey } from '@atelier/domain';

/** The i18next namespace of the Variations panel's own texts. */
export const VARIATIONS_NAMESPACE = 'editorVariations';

/** The domain messages the Variations panel shows (001 §4, §5, 002 §2, §6, §8), translated with it. */
export const VARIATIONS_MESSAGE_KEYS = [
  'variation.title',
  'variation.newVariant',
  'variation.newOption',
  'variation.confirmDelete',
  'variation.enableForCreator',
  'permission.enableCreatorEdit',
  'permission.enableConsumerEdit',
  'empty.noParts',
  'empty.noVariant',
  'empty.noOptions',
] as const satisfies readonly MessageKey[];

export type VariationsMessageKey = (typeof VARIATIONS_MESSAGE_KEYS)[number];

/** The panel's own texts (not quoted by the documents; ours), English. */
export const texts = {
  add: 'Add variation',
  deleteMode: 'Delete variations',
  settings: 'Variation settings',
  enableForCreatorHint: 'Creators who make a creation from this prebuild may add and remove variations.',
  summary: 'Parts: {{parts}} · Options: {{options}}',
  remove: 'Delete {{name}}',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete variation',
  back: 'All variations',
  save: 'Save',
  name: 'Name',
  permissions: 'Permissions',
  locked: 'The producer keeps this variation as it is.',
  parts: 'Parts',
  partsHint: 'Choose the parts this variation shows or hides.',
  noSelectableParts: 'Every part is already in another variation.',
  options: 'Options',
  addOption: 'Add option',
  optionName: 'Option name',
  isDefault: 'Default',
  show: 'Show {{part}} in {{option}}',
  removeOption: 'Delete option {{name}}',
} as const;

export type VariationsTextKey = keyof typeof texts;
export type VariationsTexts = Readonly<Record<VariationsTextKey, string>>;
export type VariationsMessages = Readonly<Record<VariationsMessageKey, string>>;

/** English messages: the domain's texts, verbatim. */
export const messages: VariationsMessages = Object.fromEntries(
  VARIATIONS_MESSAGE_KEYS.map((key) => [key, MESSAGES_EN[key]]),
) as VariationsMessages;

export interface VariationsCatalogueData {
  readonly texts: VariationsTexts;
  readonly messages: VariationsMessages;
}

export const en: VariationsCatalogueData = { texts, messages };
