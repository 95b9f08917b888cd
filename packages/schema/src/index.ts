export const PACKAGE = '@atelier/schema';
