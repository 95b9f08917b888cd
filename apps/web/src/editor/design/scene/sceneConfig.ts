import type { CombinationConfig } from '@atelier/schema';
import type { Draft } from 'immer';
import type { EditorDocument } from '../../contract';

/**
 * Where the demo assets are served (apps/api serves `assets/` at `/assets/`); presets are
 * stored as paths relative to it, which the viewer resolves against its own asset base.
 */
export const assetAddress = (path: string): string => `/assets/${path}`;

/** The design of the document (the creation's or the prebuild's). */
export const designOf = (doc: EditorDocument): CombinationConfig => doc.item.combination_config;

/** The draft design in a `change` recipe. */
export const draftDesignOf = (doc: Draft<EditorDocument>): Draft<CombinationConfig> =>
  doc.item.combination_config;
