/** The i18next namespace of the form builder's field settings editors. */
export const FORM_SETTINGS_NAMESPACE = 'editorFormSettings';
