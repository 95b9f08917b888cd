import type { CombinationConfig, DesignDocument, Field, FormAnswerMap, PlacedDecal } from '@atelier/schema';
import { applyCustomerAnswers, customerForm } from './customer-form';
import { chooseGroupOption } from './colorways';
import { applyVariantOption } from './variations';

/**
 * The operations a host asks of a shown design (001 §7 functions; 002 §4 answers): each
 * takes the design and returns the next one, run here once; the protocol sends the
 * difference. An operation on something the design does not hold is refused with a
 * {@link DesignRuleError} naming it, rather than ignored, since a host asked for it.
 */

export const DESIGN_RULE_ERROR_CODES = [
  'part_not_found',
  'material_not_found',
  'material_not_allowed',
  'group_not_found',
  'variant_not_found',
  'option_not_found',
  'decal_not_found',
  'field_not_found',
] as const;
export type DesignRuleErrorCode = (typeof DESIGN_RULE_ERROR_CODES)[number];

/** An operation the design's rules refuse; `code` says why. */
export class DesignRuleError extends Error {
  override readonly name = 'DesignRuleError';
  constructor(
    readonly code: DesignRuleErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const find = <Item, Key extends keyof Item>(
  items: readonly Item[],
  key: Key,
  id: string,
  code: DesignRuleErrorCode,
  what: string,
): Item => {
  const item = items.find((entry) => entry[key] === id);
  if (item === undefined) throw new DesignRuleError(code, `${what} "${id}" is not in the design`);
  return item;
};

const withConfig = (design: DesignDocument, config: CombinationConfig): DesignDocument => ({
  ...design,
  config,
});

const mapPart = (
  design: DesignDocument,
  partId: string,
  update: (part: CombinationConfig['parts'][number]) => CombinationConfig['parts'][number],
): DesignDocument => {
  find(design.config.parts, 'value', partId, 'part_not_found', 'Part');
  return withConfig(design, {
    ...design.config,
    parts: design.config.parts.map((part) => (part.value === partId ? update(part) : part)),
  });
};

/**
 * Issue 20: a choice made by a design function (a partner page's `setColorwayOption`, say)
 * also becomes the answer of each customer-form field that asks for exactly that choice, so
 * the form's answers keep describing the design shown: what is priced, saved as a design,
 * shared and ordered is what the shopper saw. `answerFor` gives a field's new answer, or
 * undefined to leave it. A choice no shopper may make (a colourway only the creator may
 * change) has no field to answer.
 */
function answerChoice(
  design: DesignDocument,
  answerFor: (field: Field) => string | undefined,
): DesignDocument {
  const answers: FormAnswerMap = {};
  for (const field of customerForm(design.config).fields) {
    const answer = answerFor(field);
    if (answer !== undefined) answers[field.id] = answer;
  }
  if (Object.keys(answers).length === 0) return design;
  const { form } = design.config;
  return withConfig(design, {
    ...design.config,
    form: { ...form, answers: { ...form.answers, current: { ...form.answers.current, ...answers } } },
  });
}

/**
 * 002 §4: a colourway's option is chosen: the group's default and its parts' materials
 * (chooseGroupOption); the fields that choose that colourway take it as their answer.
 */
export function chooseColorwayOption(design: DesignDocument, group: string, option: string): DesignDocument {
  const found = find(design.config.groups, 'value', group, 'group_not_found', 'Colorway');
  find(found.options, 'oValue', option, 'option_not_found', 'Option');
  const chosen = withConfig(design, chooseGroupOption(design.config, group, option));
  return answerChoice(chosen, (field) =>
    field.type === 'colorwaySelect' &&
    field.targetColorway === group &&
    field.options.some((entry) => entry.value === option)
      ? option
      : undefined,
  );
}

/**
 * 002 §4: a variation's option is shown: it becomes current and its parts take its
 * visibility; the fields that choose that variation take it as their answer.
 */
export function showVariationOption(design: DesignDocument, variant: string, option: string): DesignDocument {
  const found = find(design.config.variant, 'id', variant, 'variant_not_found', 'Variation');
  find(found.options, 'optionId', option, 'option_not_found', 'Option');
  const shown = withConfig(design, applyVariantOption(design.config, variant, option));
  return answerChoice(shown, (field) =>
    field.type === 'variationSelect' &&
    field.targetVariation === variant &&
    field.options.some((entry) => entry.value === option)
      ? option
      : undefined,
  );
}

/** 001 §7 setPartVisibility: shows or hides a part. */
export const setPartVisible = (design: DesignDocument, part: string, visible: boolean): DesignDocument =>
  mapPart(design, part, (current) => ({ ...current, visible }));

/**
 * 001 §7 setPartMaterial: a part shows one of the design's materials. A part that
 * lists selectable materials allows only those; a part that lists none allows any.
 */
export function choosePartMaterial(design: DesignDocument, part: string, material: string): DesignDocument {
  const current = find(design.config.parts, 'value', part, 'part_not_found', 'Part');
  find(design.materials, 'id', material, 'material_not_found', 'Material');
  if (current.materials.length > 0 && !current.materials.includes(material)) {
    throw new DesignRuleError(
      'material_not_allowed',
      `Material "${material}" is not allowed on part "${part}"`,
    );
  }
  const chosen = mapPart(design, part, (entry) => ({ ...entry, default: material }));
  // A material question answers for all its parts: it takes the material once every one of
  // them shows it (answering it otherwise would change parts the host did not touch).
  const shows = new Map(chosen.config.parts.map((entry) => [entry.value, entry.default]));
  return answerChoice(chosen, (field) =>
    field.type === 'materialSelect' &&
    field.targetParts.includes(part) &&
    field.targetParts.every((target) => shows.get(target) === material) &&
    (field.materialOptions.length === 0 || field.materialOptions.includes(material))
      ? material
      : undefined,
  );
}

/** Where a placed decal sits: the fields a drag handle (001 §4 rotate, scale, pan) changes. */
export type DecalPlacement = Partial<
  Pick<PlacedDecal, 'position' | 'scale' | 'rotation' | 'offset' | 'world_position' | 'part_binding'>
>;

/** 001 §4: a placed decal moves (dragged, scaled or rotated); fields left out stay. */
export function moveDecal(design: DesignDocument, decal: string, placement: DecalPlacement): DesignDocument {
  find(design.config.decals.placed, 'value', decal, 'decal_not_found', 'Decal');
  const change = Object.fromEntries(Object.entries(placement).filter(([, value]) => value !== undefined));
  return withConfig(design, {
    ...design.config,
    decals: {
      ...design.config.decals,
      placed: design.config.decals.placed.map((entry) =>
        entry.value === decal ? { ...entry, ...change } : entry,
      ),
    },
  });
}

/**
 * 002 §4, issue 17: a customer's answers become the form's current answers and are applied
 * to the design (applyCustomerAnswers): the customer form's own fields and its virtual ones
 * (open colourways, variations and decals, free decals). Answers to fields the customer
 * form does not have are refused.
 */
export function answerForm(design: DesignDocument, answers: FormAnswerMap): DesignDocument {
  const { form } = design.config;
  const fields = customerForm(design.config).fields;
  for (const fieldId of Object.keys(answers)) find(fields, 'id', fieldId, 'field_not_found', 'Field');
  const answered: CombinationConfig = {
    ...design.config,
    form: { ...form, answers: { ...form.answers, current: { ...form.answers.current, ...answers } } },
  };
  return withConfig(design, applyCustomerAnswers(answered, answers));
}
