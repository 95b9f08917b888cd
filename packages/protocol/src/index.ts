export const PACKAGE = '@atelier/protocol';
