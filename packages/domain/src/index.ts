export const PACKAGE = '@atelier/domain';
