import { z } from 'zod';
import { EditRoleSchema, IdSchema, enabledRolesDefault, reportDuplicates, uniqueList } from '../primitives';

/** 002 §9: names given to new colorways and options. */
export const DEFAULT_GROUP_NAME = 'New Com.';
export const DEFAULT_GROUP_OPTION_NAME = 'New Option';

/** 001 §3, 002 §3 group option part {value, default}: a part and its material in this option. */
export const GroupOptionPartSchema = z.object({
  value: IdSchema,
  default: IdSchema.optional(),
});
export type GroupOptionPart = z.infer<typeof GroupOptionPartSchema>;

/** 001 §3, 002 §3 group option: oValue, oName, oThumbnailMaterialID, oParts. */
export const GroupOptionSchema = z
  .object({
    oValue: IdSchema,
    oName: z.string().default(DEFAULT_GROUP_OPTION_NAME),
    oThumbnailMaterialID: IdSchema.optional(),
    oParts: z.array(GroupOptionPartSchema).default(() => []),
  })
  .superRefine((option, ctx) =>
    reportDuplicates(ctx, option.oParts, (part) => part.value, ['oParts'], 'Part'),
  );
export type GroupOption = z.infer<typeof GroupOptionSchema>;

/**
 * 001 §3, 002 §3 Group (colorway): value, name, defaultOption, includeParts, options,
 * enabledEditForRoles. "Missing means allowed" (002 §6), so absent roles are both roles.
 */
export const GroupSchema = z
  .object({
    value: IdSchema,
    name: z.string().default(DEFAULT_GROUP_NAME),
    defaultOption: IdSchema.optional(),
    includeParts: uniqueList(IdSchema, 'Part').default(() => []),
    options: z.array(GroupOptionSchema).default(() => []),
    enabledEditForRoles: uniqueList(EditRoleSchema, 'Role').default(enabledRolesDefault),
  })
  .superRefine((group, ctx) => {
    reportDuplicates(ctx, group.options, (option) => option.oValue, ['options'], 'Option');
    if (group.defaultOption !== undefined && !group.options.some((o) => o.oValue === group.defaultOption)) {
      ctx.addIssue({
        code: 'custom',
        message: `Default option "${group.defaultOption}" is not one of the group's options`,
        path: ['defaultOption'],
      });
    }
  });
export type Group = z.infer<typeof GroupSchema>;

/** 002 §3, §6 groupsSetup: who may add or remove colorways (empty or missing = allowed). */
export const GroupsSetupSchema = z.object({
  enabledForAddRemoveRoles: uniqueList(EditRoleSchema, 'Role').optional(),
});
export type GroupsSetup = z.infer<typeof GroupsSetupSchema>;
