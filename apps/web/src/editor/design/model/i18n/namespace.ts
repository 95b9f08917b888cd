/** The i18next namespace of the model selector's texts. */
export const MODEL_NAMESPACE = 'editorModel';
