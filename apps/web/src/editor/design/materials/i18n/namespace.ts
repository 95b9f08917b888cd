/** The i18next namespace of the materials panel's texts. */
export const MATERIALS_NAMESPACE = 'editorMaterials';
