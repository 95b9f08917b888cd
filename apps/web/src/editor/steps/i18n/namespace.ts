/** The i18next namespace of the Render, Info and Sale steps' texts. */
export const EDITOR_STEPS_NAMESPACE = 'editorSteps';
