import type { CombinationConfig, EditRole, EditType, Group, GroupOption } from '@atelier/schema';
import { DEFAULT_GROUP_NAME, DEFAULT_GROUP_OPTION_NAME, EDIT_ROLES } from '@atelier/schema';
import type { Message } from '../messages';
import { message } from '../messages';
import type { Editor } from './permissions';
import {
  addRemoveRolesWithCreator,
  canAddRemove,
  isAddRemoveAllowed,
  isEditAllowed,
  withRole,
} from './permissions';

/**
 * 001 §4, 002 §2, §4, §6 colorways (combination_config.groups): a group of parts whose
 * options each give every part a material. Operations take the design and return a new
 * one; the input is never modified. A part belongs to at most one group.
 */

type Config = CombinationConfig;

const mapGroup = (config: Config, groupValue: string, update: (group: Group) => Group): Config => ({
  ...config,
  groups: config.groups.map((group) => (group.value === groupValue ? update(group) : group)),
});

const mapOption = (
  config: Config,
  groupValue: string,
  oValue: string,
  update: (option: GroupOption) => GroupOption,
): Config =>
  mapGroup(config, groupValue, (group) => ({
    ...group,
    options: group.options.map((option) => (option.oValue === oValue ? update(option) : option)),
  }));

/** 002 §4, §9: adds a group named 'New Com.' with no parts and no options. */
export const addGroup = (
  config: Config,
  options: { readonly value: string; readonly name?: string },
): Config => ({
  ...config,
  groups: [
    ...config.groups,
    {
      value: options.value,
      name: options.name ?? DEFAULT_GROUP_NAME,
      includeParts: [],
      options: [],
      enabledEditForRoles: [...EDIT_ROLES],
    },
  ],
});

export const renameGroup = (config: Config, groupValue: string, name: string): Config =>
  mapGroup(config, groupValue, (group) => ({ ...group, name }));

/** 002 §4: the group a part belongs to, or null. */
export const groupOfPart = (config: Config, partId: string): Group | null =>
  config.groups.find((group) => group.includeParts.includes(partId)) ?? null;

/** 002 §2: a part controlled by a colorway group shows 'Linked'. */
export const isPartLinked = (config: Config, partId: string): boolean => groupOfPart(config, partId) !== null;

/** 001 §4, 002 §4: a part already in another group cannot be added to this one. */
export const canIncludePartInGroup = (config: Config, groupValue: string, partId: string): boolean => {
  const owner = groupOfPart(config, partId);
  return config.parts.some((part) => part.value === partId) && (owner === null || owner.value === groupValue);
};

/** 002 §4: the parts a group's 'Select Parts' shows: those in no other group. */
export const selectablePartsForGroup = (config: Config, groupValue: string): Config['parts'] =>
  config.parts.filter((part) => canIncludePartInGroup(config, groupValue, part.value));

/**
 * 001 §4, 002 §4: including a part adds it to the group and to each option's parts
 * with the part's current default material. No change when it is in another group.
 */
export const includePartInGroup = (config: Config, groupValue: string, partId: string): Config => {
  if (!canIncludePartInGroup(config, groupValue, partId)) return config;
  const material = config.parts.find((part) => part.value === partId)?.default;
  return mapGroup(config, groupValue, (group) =>
    group.includeParts.includes(partId)
      ? group
      : {
          ...group,
          includeParts: [...group.includeParts, partId],
          options: group.options.map((option) => ({
            ...option,
            oParts: [
              ...option.oParts,
              material === undefined ? { value: partId } : { value: partId, default: material },
            ],
          })),
        },
  );
};

/** 001 §4, 002 §4: excluding a part removes it from the group and from each option. */
export const excludePartFromGroup = (config: Config, groupValue: string, partId: string): Config =>
  mapGroup(config, groupValue, (group) => ({
    ...group,
    includeParts: group.includeParts.filter((id) => id !== partId),
    options: group.options.map((option) => ({
      ...option,
      oParts: option.oParts.filter((part) => part.value !== partId),
    })),
  }));

/** 002 §4, §9: adds an option named 'New Option' giving each part of the group its current default. */
export const addGroupOption = (
  config: Config,
  groupValue: string,
  options: { readonly oValue: string; readonly oName?: string },
): Config =>
  mapGroup(config, groupValue, (group) => ({
    ...group,
    options: [
      ...group.options,
      {
        oValue: options.oValue,
        oName: options.oName ?? DEFAULT_GROUP_OPTION_NAME,
        oParts: group.includeParts.map((partId) => {
          const material = config.parts.find((part) => part.value === partId)?.default;
          return material === undefined ? { value: partId } : { value: partId, default: material };
        }),
      },
    ],
  }));

export const renameGroupOption = (
  config: Config,
  groupValue: string,
  oValue: string,
  oName: string,
): Config => mapOption(config, groupValue, oValue, (option) => ({ ...option, oName }));

/** 002 §2 'OPTION MATERIAL': the option's thumbnail material. */
export const setGroupOptionThumbnail = (
  config: Config,
  groupValue: string,
  oValue: string,
  materialId: string,
): Config =>
  mapOption(config, groupValue, oValue, (option) => ({ ...option, oThumbnailMaterialID: materialId }));

/** 002 §2 'Colorway Grid' / 'Edit Option': the material of one part in one option. */
export const setGroupOptionPartMaterial = (
  config: Config,
  groupValue: string,
  oValue: string,
  partId: string,
  materialId: string,
): Config =>
  mapOption(config, groupValue, oValue, (option) => ({
    ...option,
    oParts: option.oParts.map((part) => (part.value === partId ? { ...part, default: materialId } : part)),
  }));

/**
 * 002 §2 'Colorway Grid' / 'Edit Option' as the editor applies it: sets the part's material
 * in the option and, when that option is the group's chosen one, the part wears it at once.
 */
export const changeGroupOptionPartMaterial = (
  config: Config,
  groupValue: string,
  oValue: string,
  partId: string,
  materialId: string,
): Config => {
  const changed = setGroupOptionPartMaterial(config, groupValue, oValue, partId, materialId);
  const group = changed.groups.find((each) => each.value === groupValue);
  return group?.defaultOption === oValue && group.includeParts.includes(partId)
    ? {
        ...changed,
        parts: changed.parts.map((part) => (part.value === partId ? { ...part, default: materialId } : part)),
      }
    : changed;
};

/**
 * 002 §2 an option's tile shows its 'OPTION MATERIAL' (oThumbnailMaterialID), else the
 * material of its first part, else none.
 */
export const groupOptionThumbnailMaterial = (option: GroupOption): string | undefined =>
  option.oThumbnailMaterialID ?? option.oParts.find((part) => part.default !== undefined)?.default;

/**
 * 002 §4: choosing an option sets the group's default option and gives its parts the
 * option's materials. No change for an unknown group or option.
 */
export const chooseGroupOption = (config: Config, groupValue: string, oValue: string): Config => {
  const group = config.groups.find((each) => each.value === groupValue);
  const option = group?.options.find((each) => each.oValue === oValue);
  if (option === undefined) return config;
  const withDefault = mapGroup(config, groupValue, (each) => ({ ...each, defaultOption: oValue }));
  return {
    ...withDefault,
    parts: withDefault.parts.map((part) => {
      const material = option.oParts.find((entry) => entry.value === part.value)?.default;
      return material === undefined ? part : { ...part, default: material };
    }),
  };
};

/** 002 §5: asked before an option is deleted. */
export const deleteGroupOptionConfirmation = (): Message => message('colorway.confirmDeleteOption');

/**
 * 002 §4: removes an option; if it was the default the first remaining option becomes
 * the default, or none (the same rule as variations, 001 §4).
 */
export const removeGroupOption = (config: Config, groupValue: string, oValue: string): Config =>
  mapGroup(config, groupValue, (group) => {
    const options = group.options.filter((option) => option.oValue !== oValue);
    const defaultOption = group.defaultOption === oValue ? options[0]?.oValue : group.defaultOption;
    return { ...group, options, defaultOption };
  });

/** 002 §5: asked before a group is deleted. */
export const deleteGroupConfirmation = (): Message => message('colorway.confirmDeleteGroup');

/** 002 §2: deletes a group; its parts are no longer linked. */
export const deleteGroup = (config: Config, groupValue: string): Config => ({
  ...config,
  groups: config.groups.filter((group) => group.value !== groupValue),
});

/**
 * 002 §6: whether colorways may be added or removed: always on a prebuild; on a
 * creation when groupsSetup.enabledForAddRemoveRoles is empty, missing or has 'creator'.
 */
export const canAddRemoveGroups = (config: Config, editType: EditType): boolean =>
  canAddRemove(config.groupsSetup, editType);

/** 002 §6: with no permission and no groups the colorway block is hidden. */
export const isColorwayBlockVisible = (config: Config, editType: EditType): boolean =>
  canAddRemoveGroups(config, editType) || config.groups.length > 0;

/** 002 §6: whether someone may edit a colorway (missing roles mean allowed; a producer always). */
export const canEditGroup = (group: Pick<Group, 'enabledEditForRoles'>, editor: Editor): boolean =>
  isEditAllowed(group.enabledEditForRoles, editor);

/** 002 §6: 'Enable Creator Edit' / 'Enable Consumer Edit' on one colorway. */
export const setGroupEditRole = (
  config: Config,
  groupValue: string,
  role: EditRole,
  enabled: boolean,
): Config =>
  mapGroup(config, groupValue, (group) => ({
    ...group,
    enabledEditForRoles: withRole(group.enabledEditForRoles, role, enabled),
  }));

/** 002 §2: the prebuild's colorway settings popup: whether creators may add or remove colorways. */
export const isColorwayEnabledForCreator = (config: Config): boolean =>
  isAddRemoveAllowed(config.groupsSetup?.enabledForAddRemoveRoles, 'creator');

export const setColorwayEnabledForCreator = (config: Config, enabled: boolean): Config => ({
  ...config,
  groupsSetup: {
    ...config.groupsSetup,
    enabledForAddRemoveRoles: addRemoveRolesWithCreator(
      config.groupsSetup?.enabledForAddRemoveRoles,
      enabled,
    ),
  },
});

/**
 * 002 §2: the material initializer is hidden for a creation when every part is in a
 * group (a design without parts still shows it, with its empty state).
 */
export const isMaterialInitializerVisible = (config: Config, editType: EditType): boolean =>
  editType === 'prebuild' ||
  config.parts.length === 0 ||
  !config.parts.every((part) => isPartLinked(config, part.value));
