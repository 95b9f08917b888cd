import { lazy } from 'react';

/** The field settings editors (their own branch and chunk), loaded when a field is first edited. */
export const FieldSettingsSlot = lazy(() =>
  import('./settings').then((module) => ({ default: module.FieldSettings })),
);
