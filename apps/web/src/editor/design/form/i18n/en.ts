/**
 * The form builder's own texts in English (002 §2, §4; the builder's wording where the
 * document shows none). The specification's texts are domain messages (./messages.ts).
 */
export const en = {
  'type.materialSelect': 'Material',
  'type.partSelect': 'Parts',
  'type.decalLayerConfig': 'Decal image',
  'type.sizeSelect': 'Size',
  'type.variationSelect': 'Variation',
  'type.colorwaySelect': 'Colorway',
  'type.option': 'Single choice',
  'type.checkbox': 'Multiple choice',
  'type.number': 'Number',
  'type.text': 'Text',
  'type.date': 'Date',
  'type.colorSelect': 'Colour',
  addQuestion: 'Add a question',
  addQuestionTo: 'Add a question to {{section}}',
  chooseType: 'Choose a question type',
  toolbar: 'Form tools',
  previewAsShopper: 'Preview as shopper',
  fillModeHint:
    'Answer as your customers will: the design follows your answers. Leave Fill Mode to get your design back.',
  moveSection: 'Move section {{section}}',
  renameSection: 'Rename {{section}}',
  sectionTitle: 'Section title',
  removeSection: 'Remove {{section}}',
  removeSectionTitle: 'Remove section',
  remove: 'Remove',
  saveView: 'Save camera view',
  updateView: 'Update camera view',
  removeView: 'Remove camera view',
  viewSaved: 'Camera view saved',
  noView: 'No camera view',
  emptySection: 'No questions in this section yet',
  untitled: 'Untitled question',
  moveField: 'Move {{field}}',
  previewField: 'Preview {{field}}',
  editField: 'Edit {{field}}',
  deleteField: 'Delete {{field}}',
  deleteFieldTitle: 'Delete question',
  delete: 'Delete',
  required: 'Required',
  dndHelp:
    'To move an item, press Space or Enter, use the arrow keys, then press Space or Enter to drop it, or Escape to cancel. Alt with the up or down arrow moves it at once.',
  dndPickedUp: 'Picked up {{item}}.',
  dndOver: '{{item}} is over {{target}}.',
  dndDropped: '{{item}} was dropped on {{target}}.',
  dndCancelled: 'Moving {{item}} was cancelled.',
};

export type FormTextKey = keyof typeof en;
export type FormCatalogue = Readonly<Record<FormTextKey, string>>;
