export const PACKAGE = '@atelier/ui';
