/**
 * What the editor's frame (store, top bar, stepper, viewer, save) and its steps agree on.
 * The frame owns the one store holding an `EditorDocument`; a step reads the document and
 * changes it only through `change`, whose recipe calls `@atelier/domain` operations, so every
 * change is one undoable history entry, kept in the draft and sent to the viewer.
 */
import type { CreationDraft, PrebuildDraft } from '@atelier/domain';
import type { AtelierViewer } from '@atelier/embed';
import type { Prebuild } from '@atelier/schema';
import type { Draft } from 'immer';
import { createContext, useContext } from 'react';

/** The item being edited: a creation (with the prebuild it is made on) or a prebuild. */
export type EditorDocument =
  | { readonly kind: 'creation'; readonly item: CreationDraft; readonly prebuild: Prebuild }
  | { readonly kind: 'prebuild'; readonly item: PrebuildDraft };

export type EditKind = EditorDocument['kind'];

/**
 * Changes the document: `recipe` mutates an immer draft of it (assigning the results of domain
 * operations). `label` names the change for the undo history (e.g. 'Move plate up').
 */
export type ChangeDocument = (recipe: (doc: Draft<EditorDocument>) => void, label?: string) => void;

/** What every step component receives from the frame. */
export interface StepProps {
  readonly doc: EditorDocument;
  readonly change: ChangeDocument;
}

/**
 * The editor's viewer (the embed client on the editor-mode iframe), for steps that ask it for
 * something (captures of media plates, the camera). Null until the viewer is ready.
 */
export const EditorViewerContext = createContext<AtelierViewer | null>(null);

export function useEditorViewer(): AtelierViewer | null {
  return useContext(EditorViewerContext);
}
