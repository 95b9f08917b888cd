import type { EditorCatalogue } from '../keys';
import { en } from './en';

// STUB: replaced by the translation.
export const zhCN: EditorCatalogue = en;
