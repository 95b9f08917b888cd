import { fixtures } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  applySaveMode,
  editorActionLabel,
  editorActions,
  isDraftAfterSave,
  lastSavedLabel,
  leaveGuard,
  publishBadge,
  saveRequestFor,
  stampDesignVersion,
} from './publish';

describe('001 §4 draft and published states', () => {
  it("a draft shows 'Draft saved' with Save draft and Publish", () => {
    expect(formatMessage(publishBadge(true))).toBe('Draft saved');
    expect(editorActions({ loggedIn: true, isDraft: true })).toEqual(['saveDraft', 'publish']);
  });

  it("a published item shows 'Already published' with Unpublish and Update", () => {
    expect(formatMessage(publishBadge(false))).toBe('Already published');
    expect(editorActions({ loggedIn: true, isDraft: false })).toEqual(['unpublish', 'update']);
  });

  it("001 §6 a visitor not logged in sees only 'Login to save'", () => {
    expect(editorActions({ loggedIn: false, isDraft: true })).toEqual(['loginToSave']);
    expect(formatMessage(editorActionLabel('loginToSave'))).toBe('Login to save');
  });

  it('labels every action', () => {
    expect(
      (['saveDraft', 'publish', 'unpublish', 'update'] as const).map((a) =>
        formatMessage(editorActionLabel(a)),
      ),
    ).toEqual(['Save draft', 'Publish', 'Unpublish', 'Update']);
  });
});

describe('001 §4 publish and unpublish modes', () => {
  it('Publish saves with mode publish and no question', () => {
    expect(saveRequestFor('publish')).toEqual({ mode: 'publish', confirmation: null });
  });

  it("Unpublish asks 'Are you sure you want to unpublish?' before saving with mode unpublish", () => {
    const request = saveRequestFor('unpublish');
    expect(request?.mode).toBe('unpublish');
    expect(formatMessage(request!.confirmation!)).toBe('Are you sure you want to unpublish?');
  });

  it('Save draft and Update are plain saves; Login to save saves nothing', () => {
    expect(saveRequestFor('saveDraft')).toEqual({ mode: 'save', confirmation: null });
    expect(saveRequestFor('update')).toEqual({ mode: 'save', confirmation: null });
    expect(saveRequestFor('loginToSave')).toBeNull();
  });

  it('publish sets is_draft false, unpublish true, a plain save keeps it', () => {
    expect(isDraftAfterSave(true, 'publish')).toBe(false);
    expect(isDraftAfterSave(false, 'unpublish')).toBe(true);
    expect(isDraftAfterSave(true, 'save')).toBe(true);
    expect(isDraftAfterSave(false, 'save')).toBe(false);
  });

  it('applies a mode to an item without modifying it', () => {
    const creation = fixtures.creation; // published
    const unpublished = applySaveMode(creation, 'unpublish');
    expect(unpublished.is_draft).toBe(true);
    expect(creation.is_draft).toBe(false);
    expect(applySaveMode(creation, 'save')).toBe(creation);
  });
});

describe('001 §2 last saved', () => {
  it("shows 'Never saved' without a save time, else the time", () => {
    const never = lastSavedLabel(undefined);
    expect(never.kind === 'never' && formatMessage(never.message)).toBe('Never saved');
    expect(lastSavedLabel('2024-05-02T09:30:00.000Z')).toEqual({
      kind: 'at',
      at: '2024-05-02T09:30:00.000Z',
    });
  });
});

describe('001 §5, §6 leaving with unsaved changes', () => {
  it("asks 'You have unsaved changes. Are you sure you want to leave?' in prebuild mode", () => {
    const guard = leaveGuard({ editType: 'prebuild', dirty: true, name: 'Hoodie' });
    expect(formatMessage(guard.confirmNavigation!)).toBe(
      'You have unsaved changes. Are you sure you want to leave?',
    );
  });

  it('001 §6 the leave guard applies only in prebuild mode, and only with changes', () => {
    expect(leaveGuard({ editType: 'creation', dirty: true, name: 'x' }).confirmNavigation).toBeNull();
    expect(leaveGuard({ editType: 'prebuild', dirty: false, name: 'x' }).confirmNavigation).toBeNull();
  });

  it('arms the unload warning for edited items that have a name', () => {
    expect(leaveGuard({ editType: 'creation', dirty: true, name: 'Midnight' }).warnOnUnload).toBe(true);
    expect(leaveGuard({ editType: 'prebuild', dirty: true, name: '  ' }).warnOnUnload).toBe(false);
    expect(leaveGuard({ editType: 'prebuild', dirty: false, name: 'x' }).warnOnUnload).toBe(false);
  });
});

describe('001 §4 saving stamps the design version v3', () => {
  it('stamps a v2 design and leaves a v3 one as it is', () => {
    expect(stampDesignVersion(fixtures.combinationConfigV2).version).toBe('v3');
    const current = fixtures.combinationConfig;
    expect(stampDesignVersion(current)).toBe(current);
  });
});
