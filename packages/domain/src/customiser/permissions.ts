import type { EditRole, EditType } from '@atelier/schema';
import { EDIT_ROLES } from '@atelier/schema';

/**
 * 002 §6 the two kinds of role list on a design:
 * - who may add or remove colorways / variations (groupsSetup / variantSetup
 *   .enabledForAddRemoveRoles): empty or missing counts as allowed;
 * - who may edit one colorway or variation (enabledEditForRoles): missing means
 *   allowed, a list (even an empty one) allows only the roles it names.
 */

/** Who is editing: the producer on a prebuild, a creator, or a consumer customising. */
export type Editor = 'producer' | EditRole;

/** 002 §6: add/remove lists: empty or missing counts as allowed. */
export const isAddRemoveAllowed = (roles: readonly EditRole[] | undefined, role: EditRole): boolean =>
  roles === undefined || roles.length === 0 || roles.includes(role);

/**
 * 002 §6: on a prebuild the producer (or a creator editing a prebuild) can always add
 * or remove; on a creation the creator needs to be allowed by the setup's list.
 */
export const canAddRemove = (
  setup: { readonly enabledForAddRemoveRoles?: readonly EditRole[] | undefined } | undefined,
  editType: EditType,
): boolean => editType === 'prebuild' || isAddRemoveAllowed(setup?.enabledForAddRemoveRoles, 'creator');

/** 002 §6: edit lists: missing means allowed; a producer may always edit. */
export const isEditAllowed = (roles: readonly EditRole[] | undefined, editor: Editor): boolean =>
  editor === 'producer' || roles === undefined || roles.includes(editor);

/** Adds or removes a role in a role list (keeping the EDIT_ROLES order). */
export const withRole = (
  roles: readonly EditRole[] | undefined,
  role: EditRole,
  enabled: boolean,
): EditRole[] => {
  const current = new Set(roles ?? []);
  if (enabled) current.add(role);
  else current.delete(role);
  return EDIT_ROLES.filter((each) => current.has(each));
};

/**
 * 002 §6 the prebuild's creator toggle ('Enable Variation for Creator' and its colorway
 * twin) over an add/remove list. Because an empty list means "allowed", turning the
 * creator off leaves a non-empty list without the creator: ['consumer'].
 */
export const addRemoveRolesWithCreator = (
  roles: readonly EditRole[] | undefined,
  enabled: boolean,
): EditRole[] => {
  const next = withRole(roles, 'creator', enabled);
  return enabled || next.length > 0 ? next : ['consumer'];
};

/** 002 §6: who edits in the editor: the producer a prebuild, the creator a creation. */
export const editorOf = (editType: EditType): Editor => (editType === 'prebuild' ? 'producer' : 'creator');

/**
 * 002 §6 the permissions popup of one colorway or variation: on a prebuild the producer
 * decides whether creators may edit it ('Enable Creator Edit'); on a creation its creator
 * decides whether consumers may ('Enable Consumer Edit'). Nobody sets their own role.
 */
export const editRolesSetOn = (editType: EditType): readonly EditRole[] =>
  editType === 'prebuild' ? ['creator'] : ['consumer'];
