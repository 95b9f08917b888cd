import type { DesignFunctionName } from './constants';
import type { Design } from './design';
import type { DesignPatch } from './design-patch';
import { ProtocolError } from './errors';
import type { FunctionArgs, FunctionResult } from './functions';

/** What a design function does: the patch it applies (if any) and what it answers. */
export interface DesignFunctionPlan<Name extends DesignFunctionName> {
  patch: DesignPatch | null;
  result: FunctionResult<Name>;
}

const find = <Item, Key extends keyof Item>(
  items: readonly Item[],
  key: Key,
  id: string,
  code: string,
  what: string,
): Item => {
  const item = items.find((entry) => entry[key] === id);
  if (!item) throw new ProtocolError(code, `${what} "${id}" is not in the design`);
  return item;
};

const plans: {
  [Name in DesignFunctionName]: (design: Design, args: FunctionArgs<Name>) => DesignFunctionPlan<Name>;
} = {
  getPartList: (design) => ({ patch: null, result: design.parts }),
  getMaterialList: (design) => ({ patch: null, result: design.materials }),

  setPartVisibility: (design, { part, visible }) => {
    const current = find(design.parts, 'value', part, 'part_not_found', 'Part');
    return {
      patch: { parts: { update: [{ value: part, visible }] } },
      result: { ...current, visible },
    };
  },

  setPartMaterial: (design, { part, material }) => {
    const current = find(design.parts, 'value', part, 'part_not_found', 'Part');
    find(design.materials, 'id', material, 'material_not_found', 'Material');
    if (current.materials.length > 0 && !current.materials.includes(material)) {
      throw new ProtocolError(
        'material_not_allowed',
        `Material "${material}" is not allowed on part "${part}"`,
      );
    }
    return {
      patch: { parts: { update: [{ value: part, default: material }] } },
      result: { ...current, default: material },
    };
  },

  // 002 §4: choosing an option sets the group's default option and the parts' materials.
  setColorwayOption: (design, { group, option }) => {
    const current = find(design.groups, 'value', group, 'group_not_found', 'Colorway');
    const chosen = find(current.options, 'oValue', option, 'option_not_found', 'Option');
    const known = new Set(design.parts.map((part) => part.value));
    const parts = chosen.oParts
      .filter((entry) => entry.default !== undefined && known.has(entry.value))
      .map((entry) => ({ value: entry.value, default: entry.default }));
    return {
      patch: {
        groups: { update: [{ value: group, defaultOption: option }] },
        ...(parts.length > 0 ? { parts: { update: parts } } : {}),
      },
      result: { ...current, defaultOption: option },
    };
  },

  // 002 §4: a variation's option becomes its current one; the parts it lists are shown or hidden.
  setVariationOption: (design, { variant, option }) => {
    const current = find(design.variant, 'id', variant, 'variant_not_found', 'Variation');
    const chosen = find(current.options, 'optionId', option, 'option_not_found', 'Option');
    const options = current.options.map((entry) => ({ ...entry, current: entry.optionId === option }));
    const known = new Set(design.parts.map((part) => part.value));
    const parts = chosen.partConfig
      .filter((entry) => known.has(entry.partId))
      .map((entry) => ({ value: entry.partId, visible: entry.visible }));
    return {
      patch: {
        variant: { update: [{ id: variant, options }] },
        ...(parts.length > 0 ? { parts: { update: parts } } : {}),
      },
      result: { ...current, options },
    };
  },
};

/**
 * How a design function answers on `design`: its result and the patch to apply.
 * Throws a {@link ProtocolError} (`part_not_found`, `material_not_found`,
 * `material_not_allowed`, `group_not_found`, `variant_not_found`, `option_not_found`).
 */
export function planDesignFunction<Name extends DesignFunctionName>(
  name: Name,
  design: Design,
  args: FunctionArgs<Name>,
): DesignFunctionPlan<Name> {
  return (plans[name] as (design: Design, args: FunctionArgs<Name>) => DesignFunctionPlan<Name>)(
    design,
    args,
  );
}
