import { afterSavePath, editCreationPath } from '@atelier/domain';
import type { EditorDocument } from '../contract';
import type { EditorItem } from '../store/documentSlice';

/** Who owns a saved item, for the paths after a save (the answer supplies them, 001 §7). */
const ownerAtName = (doc: EditorDocument, saved: EditorItem, fallback: string): string => {
  if (doc.kind === 'creation') return (saved as { user?: { at_name?: string } }).user?.at_name ?? fallback;
  return (saved as { producer?: { at_name?: string } }).producer?.at_name ?? fallback;
};

/** 001 §8 'Back to view': the item's page after a successful save. */
export function viewPathAfterSave(
  doc: EditorDocument,
  saved: EditorItem,
  sessionAtName: string,
): string | null {
  if (!saved.id) return null;
  const atName = ownerAtName(doc, saved, sessionAtName);
  return doc.kind === 'creation'
    ? afterSavePath({ editType: 'creation', id: saved.id, creatorAtName: atName })
    : afterSavePath({ editType: 'prebuild', id: saved.id, producerAtName: atName });
}

/** 001 §2: a new item goes to its own edit page after its first save. */
export function ownEditPath(doc: EditorDocument, saved: EditorItem, sessionAtName: string): string | null {
  if (!saved.id) return null;
  return doc.kind === 'creation'
    ? editCreationPath(ownerAtName(doc, saved, sessionAtName), saved.id, 'v3')
    : `/editor?edit_type=prebuild&prebuild_id=${encodeURIComponent(saved.id)}`;
}
