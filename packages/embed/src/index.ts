export const PACKAGE = '@atelier/embed';
