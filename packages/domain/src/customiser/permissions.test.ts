import { describe, expect, it } from 'vitest';
import {
  addRemoveRolesWithCreator,
  canAddRemove,
  editRolesSetOn,
  editorOf,
  isAddRemoveAllowed,
  isEditAllowed,
  withRole,
} from './permissions';

describe('002 §6 add/remove lists: empty or missing counts as allowed', () => {
  it('allows with a missing or empty list, or one naming the role', () => {
    expect(isAddRemoveAllowed(undefined, 'creator')).toBe(true);
    expect(isAddRemoveAllowed([], 'creator')).toBe(true);
    expect(isAddRemoveAllowed(['creator'], 'creator')).toBe(true);
    expect(isAddRemoveAllowed(['consumer'], 'creator')).toBe(false);
  });

  it('a prebuild can always add or remove', () => {
    expect(canAddRemove({ enabledForAddRemoveRoles: ['consumer'] }, 'prebuild')).toBe(true);
    expect(canAddRemove(undefined, 'creation')).toBe(true);
  });

  it('DECISIONS: switching the creator off leaves a list without the creator', () => {
    expect(addRemoveRolesWithCreator(undefined, false)).toEqual(['consumer']);
    expect(addRemoveRolesWithCreator(['creator', 'consumer'], false)).toEqual(['consumer']);
    expect(addRemoveRolesWithCreator([], true)).toEqual(['creator']);
  });
});

describe('002 §6 edit lists: missing means allowed; a producer always', () => {
  it('reads the list', () => {
    expect(isEditAllowed(undefined, 'consumer')).toBe(true);
    expect(isEditAllowed([], 'consumer')).toBe(false);
    expect(isEditAllowed(['consumer'], 'consumer')).toBe(true);
    expect(isEditAllowed([], 'producer')).toBe(true);
  });

  it('adds and removes roles in their fixed order', () => {
    expect(withRole(['consumer'], 'creator', true)).toEqual(['creator', 'consumer']);
    expect(withRole(undefined, 'consumer', false)).toEqual([]);
  });
});

describe('002 §6 who edits and which role the permissions popup sets', () => {
  it('the producer edits a prebuild, the creator a creation', () => {
    expect(editorOf('prebuild')).toBe('producer');
    expect(editorOf('creation')).toBe('creator');
  });

  it("a prebuild sets 'Enable Creator Edit', a creation 'Enable Consumer Edit'", () => {
    expect(editRolesSetOn('prebuild')).toEqual(['creator']);
    expect(editRolesSetOn('creation')).toEqual(['consumer']);
  });
});
