/** The form builder's field settings editors (issue 17, 002 §3, §5): see ./contract.ts. */
export { FieldSettings } from './FieldSettings';
export type { FieldSettingsProps } from './contract';
