import {
  DesignRuleError,
  answerForm,
  chooseColorwayOption,
  choosePartMaterial,
  diffDesign,
  setPartVisible,
  showVariationOption,
} from '@atelier/domain';
import type { DesignDocument, DesignPatch } from '@atelier/schema';
import type { DesignFunctionName } from './constants';
import { ProtocolError } from './errors';
import type { FunctionArgs, FunctionResult } from './functions';

/** What a design function does: the patch it applies (if any) and what it answers. */
export interface DesignFunctionPlan<Name extends DesignFunctionName> {
  patch: DesignPatch | null;
  result: FunctionResult<Name>;
}

/**
 * A change made by a domain operation: the patch is the difference it made (so the
 * engine redraws only those sections), the result read from the changed document.
 */
const changed = <Name extends DesignFunctionName>(
  before: DesignDocument,
  after: DesignDocument,
  result: (document: DesignDocument) => FunctionResult<Name>,
): DesignFunctionPlan<Name> => {
  const patch = diffDesign(before, after);
  return { patch: Object.keys(patch).length > 0 ? patch : null, result: result(after) };
};

const plans: {
  [Name in DesignFunctionName]: (
    document: DesignDocument,
    args: FunctionArgs<Name>,
  ) => DesignFunctionPlan<Name>;
} = {
  getPartList: (document) => ({ patch: null, result: document.config.parts }),
  getMaterialList: (document) => ({ patch: null, result: document.materials }),

  setPartVisibility: (document, { part, visible }) =>
    changed(document, setPartVisible(document, part, visible), (after) =>
      after.config.parts.find((entry) => entry.value === part)!,
    ),

  setPartMaterial: (document, { part, material }) =>
    changed(document, choosePartMaterial(document, part, material), (after) =>
      after.config.parts.find((entry) => entry.value === part)!,
    ),

  setColorwayOption: (document, { group, option }) =>
    changed(document, chooseColorwayOption(document, group, option), (after) =>
      after.config.groups.find((entry) => entry.value === group)!,
    ),

  setFormAnswers: (document, { answers }) =>
    changed(document, answerForm(document, answers), (after) => after.config.form.answers),

  setVariationOption: (document, { variant, option }) =>
    changed(document, showVariationOption(document, variant, option), (after) =>
      after.config.variant.find((entry) => entry.id === variant)!,
    ),
};

/**
 * How a design function answers on `document`: its result and the patch to apply. The
 * rules are the domain's (run once, there); a refusal becomes a {@link ProtocolError}
 * with the same code (`part_not_found`, `material_not_found`, `material_not_allowed`,
 * `group_not_found`, `variant_not_found`, `option_not_found`, `field_not_found`).
 */
export function planDesignFunction<Name extends DesignFunctionName>(
  name: Name,
  document: DesignDocument,
  args: FunctionArgs<Name>,
): DesignFunctionPlan<Name> {
  try {
    return (plans[name] as (document: DesignDocument, args: FunctionArgs<Name>) => DesignFunctionPlan<Name>)(
      document,
      args,
    );
  } catch (error) {
    if (error instanceof DesignRuleError) throw new ProtocolError(error.code, error.message);
    throw error;
  }
}
