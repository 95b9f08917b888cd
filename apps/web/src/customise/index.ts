/**
 * The customer form (issue 17): the answer inputs of the twelve field types and the form view
 * built from them, shared by the editor's form builder (previews and Fill Mode) and the
 * shopper's customisation on a creation's page. See ./contract.ts.
 */
export type { AnswerContext, CustomerFormViewProps, FieldInputProps } from './contract';
export { CustomerFormView } from './CustomerFormView';
export { FieldInput } from './fields/FieldInput';
export { useCustomiseTexts } from './i18n/useCustomiseTexts';
