import type { EditorCatalogue } from '../keys';
import { en } from './en';

// STUB: replaced by the translation.
export const de: EditorCatalogue = en;
