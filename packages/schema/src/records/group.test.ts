import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { GroupOptionSchema, GroupSchema, GroupsSetupSchema } from './group';

describe('Group / colorway (001 §3, 002 §3)', () => {
  it("002 §4: a new group is named 'New Com.' with no parts or options, editable by both roles", () => {
    expect(parseValid(GroupSchema, { value: 'g1' })).toEqual({
      value: 'g1',
      name: 'New Com.',
      includeParts: [],
      options: [],
      enabledEditForRoles: ['creator', 'consumer'],
    });
  });

  it("002 §4: a new option is named 'New Option'", () => {
    expect(parseValid(GroupOptionSchema, { oValue: 'o1' })).toEqual({
      oValue: 'o1',
      oName: 'New Option',
      oParts: [],
    });
  });

  it("002 §4: the default option is one of the group's options", () => {
    expect(rejectedPaths(GroupSchema, { ...fixtures.group, defaultOption: 'opt_gone' })).toEqual([
      'defaultOption',
    ]);
  });

  it('002 §6: enabledEditForRoles holds only creator and consumer', () => {
    expect(rejectedPaths(GroupSchema, { ...fixtures.group, enabledEditForRoles: ['admin'] })).toEqual([
      'enabledEditForRoles[0]',
    ]);
  });

  it('002 §4: option values and included parts are unique', () => {
    const group = fixtures.group;
    expect(rejectedPaths(GroupSchema, { ...group, options: [group.options[0], group.options[0]] })).toEqual([
      'options[1]',
    ]);
    expect(rejectedPaths(GroupSchema, { ...group, includeParts: ['part_body', 'part_body'] })).toEqual([
      'includeParts[1]',
    ]);
  });

  it('002 §4: an option lists a part once', () => {
    const option = fixtures.groupOption;
    expect(
      rejectedPaths(GroupOptionSchema, { ...option, oParts: [option.oParts[0], option.oParts[0]] }),
    ).toEqual(['oParts[1]']);
  });

  it('002 §6: groupsSetup.enabledForAddRemoveRoles may be missing (allowed) and holds known roles', () => {
    expect(parseValid(GroupsSetupSchema, {})).toEqual({});
    expect(rejectedPaths(GroupsSetupSchema, { enabledForAddRemoveRoles: ['guest'] })).toEqual([
      'enabledForAddRemoveRoles[0]',
    ]);
  });
});
