/**
 * The editor's Render, Info and Sale steps (001 §2-§5, §9). Each takes the frame's
 * `StepProps` and handles a creation and a prebuild; their texts are in the `editorSteps`
 * namespace (see ./i18n).
 */
export { RenderStep } from './render/RenderStep';
export { InfoStep } from './info/InfoStep';
export { SaleStep } from './sale/SaleStep';
export { categoriesQueryKey } from './info/useCategories';
