import type { CombinationConfig, EditType } from '@atelier/schema';
import { CURRENT_COMBINATION_CONFIG_VERSION } from '@atelier/schema';
import type { Message } from '../messages';
import { message } from '../messages';

/**
 * 001 §2, §4, §5 draft and published states: the top bar's badge and actions, what
 * each save mode does to is_draft, the unpublish confirmation and the leave guard.
 */

/** 001 §4: a save is a plain save, a publish or an unpublish. */
export const SAVE_MODES = ['save', 'publish', 'unpublish'] as const;
export type SaveMode = (typeof SAVE_MODES)[number];

/** 001 §2, §4: the top bar's actions. */
export type EditorAction = 'loginToSave' | 'saveDraft' | 'publish' | 'unpublish' | 'update';

/** 001 §4: 'Draft saved' for a draft, 'Already published' otherwise. */
export const publishBadge = (isDraft: boolean): Message =>
  message(isDraft ? 'editor.draftSaved' : 'editor.alreadyPublished');

/**
 * 001 §2, §4, §6: logged out, only 'Login to save'; a draft offers Save draft and
 * Publish; a published item Unpublish and Update.
 */
export const editorActions = (state: {
  readonly loggedIn: boolean;
  readonly isDraft: boolean;
}): EditorAction[] => {
  if (!state.loggedIn) return ['loginToSave'];
  return state.isDraft ? ['saveDraft', 'publish'] : ['unpublish', 'update'];
};

/** The label of each action. */
export const editorActionLabel = (action: EditorAction): Message =>
  message(
    (
      {
        loginToSave: 'editor.loginToSave',
        saveDraft: 'editor.saveDraft',
        publish: 'editor.publish',
        unpublish: 'editor.unpublish',
        update: 'editor.update',
      } as const
    )[action],
  );

export interface SaveRequest {
  readonly mode: SaveMode;
  /** Asked first; the save happens only after the user confirms. */
  readonly confirmation: Message | null;
}

/**
 * 001 §4: what an action saves. Publish saves with mode publish; Unpublish asks 'Are
 * you sure you want to unpublish?' and only then saves with mode unpublish; Save draft
 * and Update are plain saves. 'Login to save' saves nothing (null).
 */
export const saveRequestFor = (action: EditorAction): SaveRequest | null => {
  switch (action) {
    case 'publish':
      return { mode: 'publish', confirmation: null };
    case 'unpublish':
      return { mode: 'unpublish', confirmation: message('editor.confirmUnpublish') };
    case 'saveDraft':
    case 'update':
      return { mode: 'save', confirmation: null };
    case 'loginToSave':
      return null;
  }
};

/** 001 §4: is_draft after a save: publish sets false, unpublish true, a plain save keeps it. */
export const isDraftAfterSave = (isDraft: boolean, mode: SaveMode): boolean =>
  mode === 'publish' ? false : mode === 'unpublish' ? true : isDraft;

/** 001 §4: applies a save mode to an item, returning a new item. */
export const applySaveMode = <T extends { readonly is_draft: boolean }>(item: T, mode: SaveMode): T => {
  const isDraft = isDraftAfterSave(item.is_draft, mode);
  return isDraft === item.is_draft ? item : { ...item, is_draft: isDraft };
};

/** 001 §2: the top bar's last-saved text: 'Never saved' or the time to format. */
export const lastSavedLabel = (
  savedAt: string | null | undefined,
): { readonly kind: 'never'; readonly message: Message } | { readonly kind: 'at'; readonly at: string } =>
  savedAt ? { kind: 'at', at: savedAt } : { kind: 'never', message: message('editor.neverSaved') };

export interface LeaveGuard {
  /** In-app navigation asks 'You have unsaved changes. Are you sure you want to leave?'. */
  readonly confirmNavigation: Message | null;
  /** The browser's unload warning is armed. */
  readonly warnOnUnload: boolean;
}

/**
 * 001 §5, §6: leaving with unsaved changes asks for confirmation, in prebuild mode only
 * (001 §6 "the leave-guard applies only in prebuild mode"); the browser unload warning
 * is armed for edited items that have a name (decision: in both modes, since it is the
 * only guard a creator has against closing the tab).
 */
export const leaveGuard = (state: {
  readonly editType: EditType;
  readonly dirty: boolean;
  readonly name: string;
}): LeaveGuard => ({
  confirmNavigation: state.editType === 'prebuild' && state.dirty ? message('editor.unsavedChanges') : null,
  warnOnUnload: state.dirty && state.name.trim() !== '',
});

/** 001 §4: saving stamps combination_config.version as v3. */
export const stampDesignVersion = (config: CombinationConfig): CombinationConfig =>
  config.version === CURRENT_COMBINATION_CONFIG_VERSION
    ? config
    : { ...config, version: CURRENT_COMBINATION_CONFIG_VERSION };
