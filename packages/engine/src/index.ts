export const PACKAGE = '@atelier/engine';
