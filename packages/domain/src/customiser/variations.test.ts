import type { CombinationConfig } from '@atelier/schema';
import { CombinationConfigSchema, fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  addPartToVariant,
  addVariant,
  addVariantOption,
  applyVariantOption,
  canAddPartToVariant,
  canAddRemoveVariants,
  canEditVariant,
  changeVariantOptionPartVisible,
  isPartVisibleInOption,
  chooseVariantOption,
  deleteVariant,
  deleteVariantConfirmation,
  isVariationBlockVisible,
  isVariationEnabledForCreator,
  removePartFromVariant,
  removeVariantOption,
  renameVariant,
  renameVariantOption,
  saveVariant,
  selectablePartsForVariant,
  setVariantEditRole,
  setVariantOptionPartVisible,
  setVariationEnabledForCreator,
  variantOfPart,
} from './variations';

// fixtures.combinationConfig: parts body, hood, sleeves, cuffs; variant_cuffs holds cuffs
// with options vopt_cuffs (shows cuffs, the default) and vopt_plain (hides cuffs).
const config = (): CombinationConfig => fixtures.combinationConfig;
const variant = (c: CombinationConfig, id = 'variant_cuffs') => c.variant.find((v) => v.id === id)!;
const part = (c: CombinationConfig, id: string) => c.parts.find((p) => p.value === id)!;

describe('002 §4, §9 a new variation', () => {
  it("is named 'New Variant' with no parts or options", () => {
    const c = addVariant(config(), { id: 'variant_new' });
    expect(variant(c, 'variant_new')).toEqual({
      id: 'variant_new',
      name: 'New Variant',
      includeParts: [],
      options: [],
      enabledEditForRoles: ['creator', 'consumer'],
    });
    expect(renameVariant(c, 'variant_new', 'Hem').variant[1]?.name).toBe('Hem');
  });

  it("adds an option named 'New Option' showing the variation's parts", () => {
    const c = addVariantOption(config(), 'variant_cuffs', { optionId: 'vopt_new' });
    expect(variant(c).options[2]).toEqual({
      optionId: 'vopt_new',
      name: 'New Option',
      partConfig: [{ partId: 'part_cuffs', visible: true }],
    });
    expect(renameVariantOption(c, 'variant_cuffs', 'vopt_new', 'Long').variant[0]?.options[2]?.name).toBe(
      'Long',
    );
  });
});

describe('001 §4, 002 §4 choosing and clearing the default option', () => {
  it('choosing an option makes it the default and shows it', () => {
    const c = chooseVariantOption(config(), 'variant_cuffs', 'vopt_plain');
    expect(variant(c).defaultOptionId).toBe('vopt_plain');
    expect(part(c, 'part_cuffs').visible).toBe(false);
    expect(variant(c).options.map((o) => o.current)).toEqual([false, true]);
  });

  it('choosing the default again clears the default', () => {
    const c = chooseVariantOption(config(), 'variant_cuffs', 'vopt_cuffs');
    expect(variant(c).defaultOptionId).toBeUndefined();
    expect(CombinationConfigSchema.safeParse(c).success).toBe(true);
  });

  it('ignores an unknown variation or option', () => {
    const c = config();
    expect(chooseVariantOption(c, 'variant_cuffs', 'nope')).toBe(c);
    expect(chooseVariantOption(c, 'nope', 'vopt_cuffs')).toBe(c);
    expect(applyVariantOption(c, 'nope', 'x')).toBe(c);
  });
});

describe('001 §4, 002 §4 removing the default option', () => {
  it('makes the first remaining option the default', () => {
    const c = removeVariantOption(config(), 'variant_cuffs', 'vopt_cuffs');
    expect(variant(c).defaultOptionId).toBe('vopt_plain');
    expect(variant(c).options.map((o) => o.optionId)).toEqual(['vopt_plain']);
  });

  it('or none when no option remains', () => {
    const once = removeVariantOption(config(), 'variant_cuffs', 'vopt_plain');
    const twice = removeVariantOption(once, 'variant_cuffs', 'vopt_cuffs');
    expect(variant(twice).defaultOptionId).toBeUndefined();
  });

  it('keeps the default when another option is removed', () => {
    expect(variant(removeVariantOption(config(), 'variant_cuffs', 'vopt_plain')).defaultOptionId).toBe(
      'vopt_cuffs',
    );
  });
});

describe('001 §4, 002 §4 saving a variation with no options', () => {
  it('makes its parts visible again and clears its default option', () => {
    let c = chooseVariantOption(config(), 'variant_cuffs', 'vopt_plain'); // cuffs hidden
    c = removeVariantOption(c, 'variant_cuffs', 'vopt_plain');
    c = removeVariantOption(c, 'variant_cuffs', 'vopt_cuffs');
    c = { ...c, parts: c.parts.map((p) => (p.value === 'part_cuffs' ? { ...p, visible: false } : p)) };
    const saved = saveVariant(c, 'variant_cuffs');
    expect(part(saved, 'part_cuffs').visible).toBe(true);
    expect(variant(saved).defaultOptionId).toBeUndefined();
  });

  it('leaves a variation with options as it is', () => {
    const c = config();
    expect(saveVariant(c, 'variant_cuffs')).toBe(c);
    expect(saveVariant(c, 'nope')).toBe(c);
  });
});

describe('001 §4, §5 deleting a variation', () => {
  it("asks 'Are you sure to delete this variation?'", () => {
    expect(formatMessage(deleteVariantConfirmation())).toBe('Are you sure to delete this variation?');
  });

  it('removes it and makes its parts visible again', () => {
    const hidden = chooseVariantOption(config(), 'variant_cuffs', 'vopt_plain');
    const c = deleteVariant(hidden, 'variant_cuffs');
    expect(c.variant).toEqual([]);
    expect(part(c, 'part_cuffs').visible).toBe(true);
    expect(deleteVariant(c, 'variant_cuffs')).toBe(c);
  });
});

describe('001 §4, 002 §4 a part in only one variation', () => {
  it('a part in another variation cannot be added', () => {
    const c = addVariant(config(), { id: 'variant_new' });
    expect(canAddPartToVariant(c, 'variant_new', 'part_cuffs')).toBe(false);
    expect(addPartToVariant(c, 'variant_new', 'part_cuffs')).toBe(c);
    expect(selectablePartsForVariant(c, 'variant_new').map((p) => p.value)).toEqual([
      'part_body',
      'part_hood',
      'part_sleeves',
    ]);
    expect(variantOfPart(c, 'part_cuffs')?.id).toBe('variant_cuffs');
    expect(variantOfPart(c, 'part_body')).toBeNull();
  });

  it('adding a free part adds it to the variation and to each option', () => {
    const c = addPartToVariant(config(), 'variant_cuffs', 'part_hood');
    expect(variant(c).includeParts).toEqual(['part_cuffs', 'part_hood']);
    expect(variant(c).options.map((o) => o.partConfig.length)).toEqual([2, 2]);
    expect(addPartToVariant(c, 'variant_cuffs', 'part_hood')).toEqual(c);
    expect(canAddPartToVariant(c, 'variant_cuffs', 'no_such_part')).toBe(false);
  });

  it('removing a part takes it out of the options and shows it again', () => {
    const hidden = chooseVariantOption(config(), 'variant_cuffs', 'vopt_plain');
    const c = removePartFromVariant(hidden, 'variant_cuffs', 'part_cuffs');
    expect(variant(c).includeParts).toEqual([]);
    expect(variant(c).defaultPartId).toBeUndefined();
    expect(variant(c).options.every((o) => o.partConfig.length === 0)).toBe(true);
    expect(part(c, 'part_cuffs').visible).toBe(true);
    expect(removePartFromVariant(c, 'variant_cuffs', 'part_cuffs')).toBe(c);
    const kept = removePartFromVariant(
      addPartToVariant(config(), 'variant_cuffs', 'part_hood'),
      'variant_cuffs',
      'part_hood',
    );
    expect(variant(kept).defaultPartId).toBe('part_cuffs');
  });

  it('sets one part’s visibility in one option', () => {
    const c = setVariantOptionPartVisible(config(), 'variant_cuffs', 'vopt_cuffs', 'part_cuffs', false);
    expect(variant(c).options[0]?.partConfig).toEqual([{ partId: 'part_cuffs', visible: false }]);
    const both = setVariantOptionPartVisible(
      addPartToVariant(config(), 'variant_cuffs', 'part_hood'),
      'variant_cuffs',
      'vopt_cuffs',
      'part_hood',
      false,
    );
    expect(variant(both).options[0]?.partConfig).toEqual([
      { partId: 'part_cuffs', visible: true },
      { partId: 'part_hood', visible: false },
    ]);
    const added = addPartToVariant(config(), 'variant_cuffs', 'part_hood');
    const withoutEntry = {
      ...added,
      variant: added.variant.map((v) => ({
        ...v,
        options: v.options.map((o) => ({ ...o, partConfig: [] })),
      })),
    };
    expect(
      variant(setVariantOptionPartVisible(withoutEntry, 'variant_cuffs', 'vopt_plain', 'part_hood', false))
        .options[1]?.partConfig,
    ).toEqual([{ partId: 'part_hood', visible: false }]);
    expect(setVariantOptionPartVisible(config(), 'variant_cuffs', 'vopt_cuffs', 'part_body', false)).toEqual(
      config(),
    );
  });

  it('property: after any sequence of adds, no part is in two variations', () => {
    const partIds = ['part_body', 'part_hood', 'part_sleeves', 'part_cuffs'];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('variant_cuffs', 'v2', 'v3'), fc.constantFrom(...partIds), fc.boolean()),
          {
            maxLength: 30,
          },
        ),
        (steps) => {
          let c = addVariant(addVariant(config(), { id: 'v2' }), { id: 'v3' });
          for (const [variantId, partId, add] of steps) {
            c = add ? addPartToVariant(c, variantId, partId) : removePartFromVariant(c, variantId, partId);
          }
          const all = c.variant.flatMap((v) => v.includeParts);
          expect(new Set(all).size).toBe(all.length);
          expect(CombinationConfigSchema.safeParse(c).success).toBe(true);
        },
      ),
    );
  });
});

describe('002 §6 variation permissions', () => {
  it('a prebuild may always add or remove variations', () => {
    const locked = { ...config(), variantSetup: { enabledForAddRemoveRoles: ['consumer' as const] } };
    expect(canAddRemoveVariants(locked, 'prebuild')).toBe(true);
  });

  it('a creation may when variantSetup.enabledForAddRemoveRoles is empty, missing or has creator', () => {
    expect(canAddRemoveVariants(config(), 'creation')).toBe(true); // []
    expect(canAddRemoveVariants({ ...config(), variantSetup: undefined }, 'creation')).toBe(true);
    expect(
      canAddRemoveVariants(
        { ...config(), variantSetup: { enabledForAddRemoveRoles: ['creator'] } },
        'creation',
      ),
    ).toBe(true);
    expect(
      canAddRemoveVariants(
        { ...config(), variantSetup: { enabledForAddRemoveRoles: ['consumer'] } },
        'creation',
      ),
    ).toBe(false);
  });

  it('the block is hidden with no permission and no variations', () => {
    const locked = { ...config(), variantSetup: { enabledForAddRemoveRoles: ['consumer' as const] } };
    expect(isVariationBlockVisible(locked, 'creation')).toBe(true);
    expect(isVariationBlockVisible({ ...locked, variant: [] }, 'creation')).toBe(false);
    expect(isVariationBlockVisible({ ...locked, variant: [] }, 'prebuild')).toBe(true);
  });

  it('001 §6 a creator may edit unless enabledEditForRoles is set and lacks creator; a producer always', () => {
    expect(canEditVariant({ enabledEditForRoles: ['creator', 'consumer'] }, 'creator')).toBe(true);
    expect(canEditVariant({ enabledEditForRoles: ['consumer'] }, 'creator')).toBe(false);
    expect(canEditVariant({ enabledEditForRoles: [] }, 'creator')).toBe(false);
    expect(canEditVariant({ enabledEditForRoles: undefined as never }, 'creator')).toBe(true);
    expect(canEditVariant({ enabledEditForRoles: [] }, 'producer')).toBe(true);
    expect(canEditVariant({ enabledEditForRoles: ['creator'] }, 'consumer')).toBe(false);
  });

  it("'Enable Creator Edit' and 'Enable Consumer Edit' set the roles", () => {
    const off = setVariantEditRole(config(), 'variant_cuffs', 'creator', false);
    expect(variant(off).enabledEditForRoles).toEqual(['consumer']);
    expect(variant(setVariantEditRole(off, 'variant_cuffs', 'creator', true)).enabledEditForRoles).toEqual([
      'creator',
      'consumer',
    ]);
  });

  it("the creator toggle 'Enable Variation for Creator' turns add/remove on and off", () => {
    const off = setVariationEnabledForCreator(config(), false);
    expect(isVariationEnabledForCreator(off)).toBe(false);
    expect(off.variantSetup?.enabledForAddRemoveRoles).toEqual(['consumer']);
    expect(canAddRemoveVariants(off, 'creation')).toBe(false);
    const on = setVariationEnabledForCreator(off, true);
    expect(isVariationEnabledForCreator(on)).toBe(true);
    expect(on.variantSetup?.enabledForAddRemoveRoles).toEqual(['creator', 'consumer']);
    expect(
      setVariationEnabledForCreator({ ...config(), variantSetup: undefined }, false).variantSetup,
    ).toEqual({
      enabledForAddRemoveRoles: ['consumer'],
    });
  });
});

describe('the editor’s part visibility toggle in an option', () => {
  it('hides the part at once when the option is the default', () => {
    const next = changeVariantOptionPartVisible(config(), 'variant_cuffs', 'vopt_cuffs', 'part_cuffs', false);
    expect(variant(next).options[0]?.partConfig).toEqual([{ partId: 'part_cuffs', visible: false }]);
    expect(part(next, 'part_cuffs').visible).toBe(false);
  });

  it('changes only the option when it is not the default', () => {
    const next = changeVariantOptionPartVisible(config(), 'variant_cuffs', 'vopt_plain', 'part_cuffs', true);
    expect(variant(next).options[1]?.partConfig).toEqual([{ partId: 'part_cuffs', visible: true }]);
    expect(next.parts).toEqual(config().parts);
  });

  it('ignores a part outside the variation', () => {
    const before = config();
    expect(changeVariantOptionPartVisible(before, 'variant_cuffs', 'vopt_cuffs', 'part_body', false)).toBe(
      before,
    );
  });

  it('reads a part’s visibility in an option (a part it does not list is shown)', () => {
    const [shown, hidden] = variant(config()).options;
    expect(isPartVisibleInOption(shown!, 'part_cuffs')).toBe(true);
    expect(isPartVisibleInOption(hidden!, 'part_cuffs')).toBe(false);
    expect(isPartVisibleInOption(hidden!, 'part_body')).toBe(true);
  });
});
