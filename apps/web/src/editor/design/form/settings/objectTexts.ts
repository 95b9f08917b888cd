import type { FormSettingsText } from './i18n/useFormSettingsText';
import type { ObjectEditorTexts } from './ObjectEditor';

/** The object editor's texts in the current language. */
export const objectTexts = (t: FormSettingsText): ObjectEditorTexts => ({
  addRow: t('addRow'),
  deleteRow: (number) => t('deleteRow', { number }),
  row: (number) => t('row', { number }),
  empty: t('noRows'),
  refused: t('notKept'),
});
