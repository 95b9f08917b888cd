import type { CombinationConfig } from '@atelier/schema';
import { CombinationConfigSchema, fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  addGroup,
  addGroupOption,
  canAddRemoveGroups,
  changeGroupOptionPartMaterial,
  groupOptionThumbnailMaterial,
  canEditGroup,
  canIncludePartInGroup,
  chooseGroupOption,
  deleteGroup,
  deleteGroupConfirmation,
  deleteGroupOptionConfirmation,
  excludePartFromGroup,
  groupOfPart,
  includePartInGroup,
  isColorwayBlockVisible,
  isColorwayEnabledForCreator,
  isMaterialInitializerVisible,
  isPartLinked,
  removeGroupOption,
  renameGroup,
  renameGroupOption,
  selectablePartsForGroup,
  setColorwayEnabledForCreator,
  setGroupEditRole,
  setGroupOptionPartMaterial,
  setGroupOptionThumbnail,
} from './colorways';

// fixtures.combinationConfig: group_main holds body and hood, options opt_navy (default,
// both denim) and opt_sand; every part's default material is mat_cotton.
const config = (): CombinationConfig => fixtures.combinationConfig;
const group = (c: CombinationConfig, value = 'group_main') => c.groups.find((g) => g.value === value)!;
const material = (c: CombinationConfig, partId: string) => c.parts.find((p) => p.value === partId)?.default;

describe("002 §4, §9 'New Com.' and 'New Option'", () => {
  it("a new group is named 'New Com.' with no parts or options", () => {
    const c = addGroup(config(), { value: 'group_new' });
    expect(group(c, 'group_new')).toEqual({
      value: 'group_new',
      name: 'New Com.',
      includeParts: [],
      options: [],
      enabledEditForRoles: ['creator', 'consumer'],
    });
    expect(group(renameGroup(c, 'group_new', 'Trim'), 'group_new').name).toBe('Trim');
  });

  it("a new option is named 'New Option' and gives each part its current default", () => {
    const c = addGroupOption(config(), 'group_main', { oValue: 'opt_new' });
    expect(group(c).options[2]).toEqual({
      oValue: 'opt_new',
      oName: 'New Option',
      oParts: [
        { value: 'part_body', default: 'mat_cotton' },
        { value: 'part_hood', default: 'mat_cotton' },
      ],
    });
    expect(group(renameGroupOption(c, 'group_main', 'opt_new', 'Olive')).options[2]?.oName).toBe('Olive');
    expect(
      group(setGroupOptionThumbnail(c, 'group_main', 'opt_new', 'mat_denim')).options[2]
        ?.oThumbnailMaterialID,
    ).toBe('mat_denim');
  });

  it('a part without a default material gets an option entry without one', () => {
    const bare = {
      ...config(),
      parts: config().parts.map((p) => (p.value === 'part_body' ? { ...p, default: undefined } : p)),
    };
    expect(group(addGroupOption(bare, 'group_main', { oValue: 'o' })).options[2]?.oParts[0]).toEqual({
      value: 'part_body',
    });
    expect(
      group(
        includePartInGroup(excludePartFromGroup(bare, 'group_main', 'part_body'), 'group_main', 'part_body'),
      ).options[0]?.oParts,
    ).toContainEqual({
      value: 'part_body',
    });
  });
});

describe('001 §4, 002 §4 including and excluding parts', () => {
  it("including a part adds it to every option with the part's current default", () => {
    const c = includePartInGroup(config(), 'group_main', 'part_sleeves');
    expect(group(c).includeParts).toEqual(['part_body', 'part_hood', 'part_sleeves']);
    expect(group(c).options.map((o) => o.oParts.at(-1))).toEqual([
      { value: 'part_sleeves', default: 'mat_cotton' },
      { value: 'part_sleeves', default: 'mat_cotton' },
    ]);
    expect(includePartInGroup(c, 'group_main', 'part_sleeves')).toEqual(c);
  });

  it('excluding a part removes it from the group and every option', () => {
    const c = excludePartFromGroup(config(), 'group_main', 'part_hood');
    expect(group(c).includeParts).toEqual(['part_body']);
    expect(group(c).options.every((o) => o.oParts.every((p) => p.value !== 'part_hood'))).toBe(true);
  });

  it('sets one part’s material in one option', () => {
    const c = setGroupOptionPartMaterial(config(), 'group_main', 'opt_sand', 'part_hood', 'mat_leather');
    expect(group(c).options[1]?.oParts[1]).toEqual({ value: 'part_hood', default: 'mat_leather' });
    expect(group(c).options[0]?.oParts[1]).toEqual({ value: 'part_hood', default: 'mat_denim' });
  });
});

describe('002 §4 choosing an option sets defaults', () => {
  it("sets the group's default option and the parts' default materials", () => {
    const c = chooseGroupOption(config(), 'group_main', 'opt_navy');
    expect(group(c).defaultOption).toBe('opt_navy');
    expect(material(c, 'part_body')).toBe('mat_denim');
    expect(material(c, 'part_hood')).toBe('mat_denim');
    expect(material(c, 'part_sleeves')).toBe('mat_cotton');
  });

  it('ignores an unknown group or option', () => {
    const c = config();
    expect(chooseGroupOption(c, 'group_main', 'nope')).toBe(c);
    expect(chooseGroupOption(c, 'nope', 'opt_navy')).toBe(c);
  });

  it('keeps a part whose option entry has no material', () => {
    const c = {
      ...config(),
      groups: [
        {
          ...group(config()),
          options: [{ oValue: 'o1', oName: 'x', oParts: [{ value: 'part_body' }] }],
          defaultOption: 'o1',
        },
      ],
    };
    expect(material(chooseGroupOption(c, 'group_main', 'o1'), 'part_body')).toBe('mat_cotton');
  });
});

describe('002 §4, §5 removing options and groups', () => {
  it("asks 'Are you sure to delete this option?' and 'Are you sure to delete this group?'", () => {
    expect(formatMessage(deleteGroupOptionConfirmation())).toBe('Are you sure to delete this option?');
    expect(formatMessage(deleteGroupConfirmation())).toBe('Are you sure to delete this group?');
  });

  it('removing the default option makes the first remaining one the default, or none', () => {
    const once = removeGroupOption(config(), 'group_main', 'opt_navy');
    expect(group(once).defaultOption).toBe('opt_sand');
    expect(group(removeGroupOption(once, 'group_main', 'opt_sand')).defaultOption).toBeUndefined();
    expect(group(removeGroupOption(config(), 'group_main', 'opt_sand')).defaultOption).toBe('opt_navy');
  });

  it('deleting a group unlinks its parts', () => {
    const c = deleteGroup(config(), 'group_main');
    expect(c.groups).toEqual([]);
    expect(isPartLinked(c, 'part_body')).toBe(false);
  });
});

describe('002 §4 a part in only one group', () => {
  it('parts in other groups are hidden from selection and cannot be included', () => {
    const c = addGroup(config(), { value: 'group_new' });
    expect(selectablePartsForGroup(c, 'group_new').map((p) => p.value)).toEqual([
      'part_sleeves',
      'part_cuffs',
    ]);
    expect(canIncludePartInGroup(c, 'group_new', 'part_body')).toBe(false);
    expect(includePartInGroup(c, 'group_new', 'part_body')).toBe(c);
    expect(canIncludePartInGroup(c, 'group_new', 'no_such_part')).toBe(false);
    expect(groupOfPart(c, 'part_body')?.value).toBe('group_main');
    expect(groupOfPart(c, 'part_cuffs')).toBeNull();
  });

  it('property: after any sequence of includes and excludes, no part is in two groups', () => {
    const partIds = ['part_body', 'part_hood', 'part_sleeves', 'part_cuffs'];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('group_main', 'g2', 'g3'), fc.constantFrom(...partIds), fc.boolean()),
          {
            maxLength: 30,
          },
        ),
        (steps) => {
          let c = addGroup(addGroup(config(), { value: 'g2' }), { value: 'g3' });
          c = addGroupOption(c, 'g2', { oValue: 'g2_o' });
          for (const [groupValue, partId, include] of steps) {
            c = include
              ? includePartInGroup(c, groupValue, partId)
              : excludePartFromGroup(c, groupValue, partId);
          }
          const all = c.groups.flatMap((g) => g.includeParts);
          expect(new Set(all).size).toBe(all.length);
          for (const g of c.groups) {
            for (const option of g.options)
              expect(option.oParts.map((p) => p.value).sort()).toEqual([...g.includeParts].sort());
          }
          expect(CombinationConfigSchema.safeParse(c).success).toBe(true);
        },
      ),
    );
  });
});

describe('002 §6 colorway permissions', () => {
  it('a prebuild may always add or remove colorways', () => {
    const locked = { ...config(), groupsSetup: { enabledForAddRemoveRoles: ['consumer' as const] } };
    expect(canAddRemoveGroups(locked, 'prebuild')).toBe(true);
  });

  it('a creation needs the creator in groupsSetup.enabledForAddRemoveRoles (empty or missing is allowed)', () => {
    expect(canAddRemoveGroups(config(), 'creation')).toBe(true); // ['creator']
    expect(
      canAddRemoveGroups({ ...config(), groupsSetup: { enabledForAddRemoveRoles: [] } }, 'creation'),
    ).toBe(true);
    expect(canAddRemoveGroups({ ...config(), groupsSetup: undefined }, 'creation')).toBe(true);
    expect(
      canAddRemoveGroups(
        { ...config(), groupsSetup: { enabledForAddRemoveRoles: ['consumer'] } },
        'creation',
      ),
    ).toBe(false);
  });

  it('with no permission and no groups the colorway block is hidden', () => {
    const locked = { ...config(), groupsSetup: { enabledForAddRemoveRoles: ['consumer' as const] } };
    expect(isColorwayBlockVisible(locked, 'creation')).toBe(true);
    expect(isColorwayBlockVisible({ ...locked, groups: [] }, 'creation')).toBe(false);
  });

  it("enabledEditForRoles: 'Enable Creator Edit' / 'Enable Consumer Edit'; missing means allowed", () => {
    const c = setGroupEditRole(config(), 'group_main', 'consumer', false);
    expect(group(c).enabledEditForRoles).toEqual(['creator']);
    expect(canEditGroup(group(c), 'consumer')).toBe(false);
    expect(canEditGroup(group(c), 'creator')).toBe(true);
    expect(canEditGroup({ enabledEditForRoles: undefined as never }, 'consumer')).toBe(true);
    expect(canEditGroup({ enabledEditForRoles: [] }, 'producer')).toBe(true);
  });

  it('the prebuild settings popup turns creator add/remove on and off', () => {
    const off = setColorwayEnabledForCreator(config(), false);
    expect(isColorwayEnabledForCreator(off)).toBe(false);
    expect(canAddRemoveGroups(off, 'creation')).toBe(false);
    expect(isColorwayEnabledForCreator(setColorwayEnabledForCreator(off, true))).toBe(true);
    expect(setColorwayEnabledForCreator({ ...config(), groupsSetup: undefined }, true).groupsSetup).toEqual({
      enabledForAddRemoveRoles: ['creator'],
    });
  });
});

describe("002 §2 material initializer and 'Linked' parts", () => {
  it('marks parts in a group as linked', () => {
    expect(isPartLinked(config(), 'part_body')).toBe(true);
    expect(isPartLinked(config(), 'part_sleeves')).toBe(false);
  });

  it('is hidden for a creation when every part is in a group', () => {
    let c = config();
    expect(isMaterialInitializerVisible(c, 'creation')).toBe(true);
    c = includePartInGroup(includePartInGroup(c, 'group_main', 'part_sleeves'), 'group_main', 'part_cuffs');
    expect(isMaterialInitializerVisible(c, 'creation')).toBe(false);
    expect(isMaterialInitializerVisible(c, 'prebuild')).toBe(true);
    expect(isMaterialInitializerVisible({ ...c, parts: [] }, 'creation')).toBe(true);
  });
});

describe("002 §2 'Colorway Grid' edits as the editor applies them", () => {
  it('a material of the chosen option is worn at once', () => {
    const next = changeGroupOptionPartMaterial(config(), 'group_main', 'opt_navy', 'part_hood', 'mat_wool');
    expect(group(next).options[0]?.oParts).toEqual([
      { value: 'part_body', default: 'mat_denim' },
      { value: 'part_hood', default: 'mat_wool' },
    ]);
    expect(material(next, 'part_hood')).toBe('mat_wool');
    expect(material(next, 'part_body')).toBe(material(config(), 'part_body'));
  });

  it('a material of another option changes only that option', () => {
    const next = changeGroupOptionPartMaterial(config(), 'group_main', 'opt_sand', 'part_hood', 'mat_wool');
    expect(group(next).options[1]?.oParts[1]).toEqual({ value: 'part_hood', default: 'mat_wool' });
    expect(next.parts).toEqual(config().parts);
  });

  it('a part outside the group is not dressed', () => {
    const next = changeGroupOptionPartMaterial(config(), 'group_main', 'opt_navy', 'part_cuffs', 'mat_wool');
    expect(next.parts).toEqual(config().parts);
  });

  it("an option's tile shows its OPTION MATERIAL, else its first part's material, else none", () => {
    const option = group(config()).options[0]!;
    expect(groupOptionThumbnailMaterial(option)).toBe('mat_denim');
    const { oThumbnailMaterialID: _, ...bare } = option;
    expect(
      groupOptionThumbnailMaterial({
        ...bare,
        oParts: [{ value: 'part_body' }, { value: 'part_hood', default: 'mat_wool' }],
      }),
    ).toBe('mat_wool');
    expect(groupOptionThumbnailMaterial({ ...bare, oParts: [] })).toBeUndefined();
  });
});
