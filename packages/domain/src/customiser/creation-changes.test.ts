import {
  CombinationConfigSchema,
  type CombinationConfig,
  type CombinationConfigInput,
} from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { creationChangeViolations } from './creation-changes';

const design = (input: CombinationConfigInput): CombinationConfig => CombinationConfigSchema.parse(input);

/** A prebuild with a colorway, a variation, two decals (one locked, one limited) and materials. */
const prebuildDesign = (overrides: Partial<CombinationConfigInput> = {}): CombinationConfig =>
  design({
    parts: [
      { value: 'front', text: 'Front', default: 'm-white', materials: ['m-white', 'm-black'] },
      { value: 'sleeve', text: 'Sleeve', default: 'm-white', materials: ['m-white', 'm-red'] },
      { value: 'hood', text: 'Hood' },
    ],
    groups: [
      {
        value: 'g1',
        name: 'Body',
        includeParts: ['front'],
        defaultOption: 'o1',
        options: [
          { oValue: 'o1', oName: 'White', oParts: [{ value: 'front', default: 'm-white' }] },
          { oValue: 'o2', oName: 'Black', oParts: [{ value: 'front', default: 'm-black' }] },
        ],
        enabledEditForRoles: ['consumer'],
      },
    ],
    groupsSetup: { enabledForAddRemoveRoles: ['consumer'] },
    variant: [
      {
        id: 'v1',
        name: 'Hood',
        includeParts: ['hood'],
        defaultOptionId: 'a',
        options: [
          { optionId: 'a', name: 'With', partConfig: [{ partId: 'hood', visible: true }] },
          { optionId: 'b', name: 'Without', partConfig: [{ partId: 'hood', visible: false }] },
        ],
        enabledEditForRoles: ['consumer'],
      },
    ],
    variantSetup: { enabledForAddRemoveRoles: ['consumer'] },
    decals: {
      placed: [
        { value: 'logo', text: 'Logo', editable_creator: false },
        {
          value: 'badge',
          text: 'Badge',
          limit_enable: true,
          limit: { min: { x: 0.2, y: 0.2 }, max: { x: 0.6, y: 0.6 } },
          position: { x: 0.4, y: 0.4 },
        },
      ],
      setup: { free_decal: 1 },
    },
    ...overrides,
  });

const check = (after: CombinationConfig, prebuild = prebuildDesign(), before = prebuild) =>
  creationChangeViolations({ prebuild, before, after });

const rules = (after: CombinationConfig, prebuild?: CombinationConfig, before?: CombinationConfig) =>
  check(after, prebuild, before).map((violation) => violation.rule);

const edit = (recipe: (config: CombinationConfig) => void, from = prebuildDesign()): CombinationConfig => {
  const copy = JSON.parse(JSON.stringify(from)) as CombinationConfig;
  recipe(copy);
  return copy;
};

describe('creationChangeViolations (002 §6, 001 §6)', () => {
  it('allows the unchanged design and choices of options', () => {
    expect(check(prebuildDesign())).toEqual([]);
    const chosen = edit((config) => {
      config.groups[0]!.defaultOption = 'o2';
      config.variant[0]!.defaultOptionId = 'b';
      config.variant[0]!.options[1]!.current = true;
      config.parts[0]!.default = 'm-black';
    });
    expect(check(chosen)).toEqual([]);
  });

  it('refuses adding or removing colorways when groupsSetup excludes the creator', () => {
    const removed = edit((config) => void config.groups.pop());
    const [violation] = check(removed);
    expect(violation?.rule).toBe('colorways.addRemove');
    expect(violation?.path).toBe('groups');
    expect(formatMessage(violation!.message)).toBe(
      'This prebuild does not allow creators to add or remove colorways.',
    );
    const added = edit(
      (config) =>
        void config.groups.push({
          ...config.groups[0]!,
          value: 'g2',
          name: 'Mine',
          enabledEditForRoles: ['creator', 'consumer'],
          includeParts: [],
          options: [],
          defaultOption: undefined,
        }),
    );
    expect(rules(added)).toContain('colorways.addRemove');
  });

  it('allows adding colorways when the list is empty, missing or names the creator', () => {
    const added = (setup: CombinationConfig['groupsSetup']) =>
      edit((config) => {
        config.groupsSetup = setup;
        config.groups.push({
          value: 'g2',
          name: 'Mine',
          includeParts: [],
          options: [],
          enabledEditForRoles: ['creator', 'consumer'],
        });
      });
    for (const setup of [
      undefined,
      { enabledForAddRemoveRoles: [] },
      { enabledForAddRemoveRoles: ['creator' as const] },
    ]) {
      const prebuild = prebuildDesign({ groupsSetup: setup });
      expect(rules(added(setup), prebuild, prebuild)).toEqual([]);
    }
  });

  it("refuses editing a colorway whose enabledEditForRoles lacks 'creator', and allows it when it has it", () => {
    const renamed = edit((config) => void (config.groups[0]!.name = 'Renamed'));
    const [violation] = check(renamed);
    expect(violation?.rule).toBe('colorway.edit');
    expect(violation?.path).toBe('groups[g1]');
    expect(formatMessage(violation!.message)).toBe(
      'This prebuild does not allow creators to edit the colorway "Body".',
    );
    const open = prebuildDesign({
      groups: [{ ...prebuildDesign().groups[0]!, enabledEditForRoles: ['creator'] }],
    });
    expect(
      rules(
        edit((config) => void (config.groups[0]!.name = 'Renamed'), open),
        open,
        open,
      ),
    ).toEqual([]);
  });

  it('reads the roles from the prebuild, not from the creation’s own copy', () => {
    const before = edit((config) => void (config.groups[0]!.enabledEditForRoles = ['creator', 'consumer']));
    const after = edit((config) => void (config.groups[0]!.name = 'Renamed'), before);
    expect(rules(after, prebuildDesign(), before)).toEqual(['colorway.edit']);
  });

  it('refuses adding or removing variations, and editing a locked one', () => {
    expect(rules(edit((config) => void config.variant.pop()))).toEqual(['variations.addRemove']);
    const hidden = edit((config) => void (config.variant[0]!.options[0]!.partConfig[0]!.visible = false));
    const [violation] = check(hidden);
    expect(violation?.rule).toBe('variation.edit');
    expect(violation?.path).toBe('variant[v1]');
    expect(formatMessage(violation!.message)).toBe(
      'This prebuild does not allow creators to edit the variation "Hood".',
    );
    expect(formatMessage(check(edit((config) => void config.variant.pop()))[0]!.message)).toBe(
      'This prebuild does not allow creators to add or remove variations.',
    );
  });

  it('lets a creator edit colorways and variations they added themselves', () => {
    const prebuild = prebuildDesign({ groupsSetup: {}, variantSetup: {} });
    const before = edit((config) => {
      config.groups.push({
        value: 'mine',
        name: 'Mine',
        includeParts: [],
        options: [],
        enabledEditForRoles: [],
      });
      config.variant.push({
        id: 'vmine',
        name: 'Mine',
        includeParts: [],
        options: [],
        enabledEditForRoles: [],
      });
    }, prebuild);
    const after = edit((config) => {
      config.groups[1]!.name = 'Renamed';
      config.variant[1]!.name = 'Renamed';
    }, before);
    expect(rules(after, prebuild, before)).toEqual([]);
  });

  it('keeps a decal the prebuild locks (editable_creator false) exactly as it is', () => {
    const moved = edit((config) => void (config.decals.placed[0]!.position = { x: 0.1, y: 0.1 }));
    const [violation] = check(moved);
    expect(violation?.rule).toBe('decal.locked');
    expect(violation?.path).toBe('decals.placed[logo]');
    expect(formatMessage(violation!.message)).toBe(
      'This prebuild does not allow creators to change the decal "Logo".',
    );
    expect(rules(edit((config) => void config.decals.placed.shift()))).toEqual(['decal.locked']);
  });

  it("holds the prebuild's area limit ('Limit Creator'): read-only, and the decal stays inside", () => {
    const widened = edit(
      (config) => void (config.decals.placed[1]!.limit = { min: { x: 0, y: 0 }, max: { x: 1, y: 1 } }),
    );
    expect(check(widened).map((v) => [v.rule, formatMessage(v.message)])).toEqual([
      [
        'decal.limitChanged',
        'The area limit of the decal "Badge" is set by the prebuild and cannot be changed.',
      ],
    ]);
    expect(rules(edit((config) => void (config.decals.placed[1]!.limit_enable = false)))).toEqual([
      'decal.limitChanged',
    ]);
    const outside = edit((config) => void (config.decals.placed[1]!.position = { x: 0.9, y: 0.4 }));
    expect(check(outside).map((v) => [v.rule, v.path, formatMessage(v.message)])).toEqual([
      [
        'decal.outsideLimit',
        'decals.placed[badge].position',
        'The decal "Badge" must stay inside the area the prebuild allows.',
      ],
    ]);
    expect(rules(edit((config) => void (config.decals.placed[1]!.position = { x: 0.6, y: 0.2 })))).toEqual(
      [],
    );
    expect(rules(edit((config) => void config.decals.placed.pop()))).toEqual([]);
  });

  it('counts the decals of their own against free_decal (0 none, N at most, -1 unlimited)', () => {
    const own = (count: number, from = prebuildDesign()) =>
      edit((config) => {
        for (let index = 0; index < count; index++)
          config.decals.placed.push({
            ...config.decals.placed[1]!,
            value: `own${index}`,
            limit_enable: false,
            limit: undefined,
          });
      }, from);
    expect(rules(own(1))).toEqual([]);
    const [violation] = check(own(2));
    expect(violation?.rule).toBe('decal.count');
    expect(formatMessage(violation!.message)).toBe('This prebuild allows at most 1 decal(s) of your own.');
    const none = prebuildDesign();
    none.decals.setup.free_decal = 0;
    expect(check(own(1, none), none, none).map((v) => formatMessage(v.message))).toEqual([
      'This prebuild does not allow creators to add decals.',
    ]);
    const unlimited = prebuildDesign();
    unlimited.decals.setup.free_decal = -1;
    expect(rules(own(10, unlimited), unlimited, unlimited)).toEqual([]);
    // What was stored before is not held against a save that does not add more.
    expect(rules(own(2), prebuildDesign(), own(2))).toEqual([]);
  });

  it('refuses materials outside what the prebuild allows for a part', () => {
    const red = edit((config) => void (config.parts[0]!.default = 'm-red'));
    const [violation] = check(red);
    expect(violation?.rule).toBe('material.notAllowed');
    expect(violation?.path).toBe('parts[front].default');
    expect(formatMessage(violation!.message)).toBe(
      'The material "m-red" is not one the prebuild allows for the part "Front".',
    );
    expect(rules(edit((config) => void config.parts[1]!.materials.push('m-black')))).toEqual([
      'material.notAllowed',
    ]);
    const option = edit((config) => void (config.groups[0]!.options[1]!.oParts[0]!.default = 'm-red'));
    expect(
      check(
        option,
        prebuildDesign({ groups: [{ ...prebuildDesign().groups[0]!, enabledEditForRoles: ['creator'] }] }),
        option,
      ),
    ).toEqual([]);
    const openPrebuild = prebuildDesign({
      groups: [{ ...prebuildDesign().groups[0]!, enabledEditForRoles: ['creator'] }],
    });
    expect(check(option, openPrebuild).map((v) => v.path)).toEqual(['groups[g1].options[o2].oParts[front]']);
    // A part whose prebuild lists no material allows any (the editor offers every material).
    expect(rules(edit((config) => void (config.parts[2]!.default = 'anything')))).toEqual([]);
    // A part the prebuild does not have is not a material choice it can judge.
    expect(
      rules(
        edit(
          (config) =>
            void config.parts.push({
              value: 'extra',
              text: 'Extra',
              default: 'x',
              materials: [],
              visible: true,
            }),
        ),
      ),
    ).toEqual([]);
  });

  it('names an unnamed decal by its id, and ignores prebuild decals the creation never had', () => {
    const prebuild = prebuildDesign();
    prebuild.decals.placed[0]!.text = '';
    const moved = edit((config) => void (config.decals.placed[0]!.rotation = 45), prebuild);
    expect(formatMessage(check(moved, prebuild, prebuild)[0]!.message)).toContain('the decal "logo"');
    const before = edit((config) => void config.decals.placed.shift(), prebuild);
    expect(rules(before, prebuild, before)).toEqual([]);
  });

  it('lists every violation of one save, colorways first', () => {
    const everything = edit((config) => {
      config.groups[0]!.name = 'Renamed';
      config.variant.pop();
      config.decals.placed[0]!.text = 'Mine';
      config.parts[0]!.default = 'm-red';
    });
    expect(rules(everything)).toEqual([
      'colorway.edit',
      'variations.addRemove',
      'decal.locked',
      'material.notAllowed',
    ]);
  });
});
