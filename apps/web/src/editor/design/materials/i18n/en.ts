import { MESSAGES_EN } from '@atelier/domain';

/** The `@atelier/domain` messages the materials panel shows (English verbatim from the domain). */
export const MATERIALS_MESSAGE_KEYS = [
  'material.linked',
  'material.editSelectable',
  'material.library',
  'material.sortNewest',
  'material.sortOldest',
  'material.selectedCount',
  'material.selectedList',
  'empty.noParts',
  'empty.noOptions',
] as const;
export type MaterialsMessageKey = (typeof MATERIALS_MESSAGE_KEYS)[number];

/** The panel's own texts (002 §2 Material initializer and Part material panel). */
const texts = {
  parts: 'Parts',
  partsHint: 'Choose a part to pick its material and what customers may choose from.',
  showLinked: 'Show parts linked to a colorway',
  linkedHidden: 'Parts linked to a colorway, hidden: {{count}}',
  noMaterial: 'No material',
  allLinkedTitle: 'Every part follows a colorway',
  allLinkedText: "This creation's part materials are chosen through its colorways.",
  openColorways: 'Open Colorways',
  backToParts: 'Back to parts',
  selectable: 'Selectable materials',
  chooseHint: 'The material you choose is the one the design shows.',
  linkedNote: 'This part follows the colorway “{{group}}”: its material changes with the colorway’s option.',
  current: 'Current',
  search: 'Search by name',
  sort: 'Sort',
  loadMore: 'Load more',
  noResults: 'No materials match “{{query}}”.',
  noLibrary: 'Your library has no materials yet.',
  loadFailed: 'The materials could not be loaded.',
  retry: 'Try again',
  allowedHint: 'The prebuild allows these materials for this part. Tick those your customers may choose.',
  creatorLimited: 'The prebuild decides which materials this part may wear.',
  chosenForPart: 'Chosen for this part',
  cancel: 'Cancel',
  chooseAtLeastOne: 'Tick at least one material.',
} as const;

export type MaterialsTextKey = keyof typeof texts;

export interface MaterialsCatalogue {
  readonly texts: Readonly<Record<MaterialsTextKey, string>>;
  readonly messages: Readonly<Record<MaterialsMessageKey, string>>;
}

export const en: MaterialsCatalogue = {
  texts,
  messages: Object.fromEntries(MATERIALS_MESSAGE_KEYS.map((key) => [key, MESSAGES_EN[key]])) as Record<
    MaterialsMessageKey,
    string
  >,
};
