import type { CombinationConfig, EditRole, EditType, Variant, VariantOption } from '@atelier/schema';
import { DEFAULT_VARIANT_NAME, DEFAULT_VARIANT_OPTION_NAME, EDIT_ROLES } from '@atelier/schema';
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
 * 001 §4, 002 §4, §6 variations (combination_config.variant): each shows or hides
 * parts per option. Operations take the design and return a new one; the input is
 * never modified. A part belongs to at most one variation.
 */

type Config = CombinationConfig;

const mapVariant = (config: Config, variantId: string, update: (variant: Variant) => Variant): Config => ({
  ...config,
  variant: config.variant.map((variant) => (variant.id === variantId ? update(variant) : variant)),
});

const setPartsVisible = (config: Config, partIds: readonly string[], visible = true): Config => ({
  ...config,
  parts: config.parts.map((part) => (partIds.includes(part.value) ? { ...part, visible } : part)),
});

/** 002 §4, §9: adds a variation named 'New Variant' with no parts and no options. */
export const addVariant = (
  config: Config,
  options: { readonly id: string; readonly name?: string },
): Config => ({
  ...config,
  variant: [
    ...config.variant,
    {
      id: options.id,
      name: options.name ?? DEFAULT_VARIANT_NAME,
      includeParts: [],
      options: [],
      enabledEditForRoles: [...EDIT_ROLES],
    },
  ],
});

export const renameVariant = (config: Config, variantId: string, name: string): Config =>
  mapVariant(config, variantId, (variant) => ({ ...variant, name }));

/** 002 §4: the variation a part belongs to, or null. */
export const variantOfPart = (config: Config, partId: string): Variant | null =>
  config.variant.find((variant) => variant.includeParts.includes(partId)) ?? null;

/** 001 §4, 002 §4: a part already in another variation cannot be added to this one. */
export const canAddPartToVariant = (config: Config, variantId: string, partId: string): boolean => {
  const owner = variantOfPart(config, partId);
  return config.parts.some((part) => part.value === partId) && (owner === null || owner.id === variantId);
};

/** 002 §4: the parts this variation may pick from: those in no other variation. */
export const selectablePartsForVariant = (config: Config, variantId: string): Config['parts'] =>
  config.parts.filter((part) => canAddPartToVariant(config, variantId, part.value));

/**
 * 001 §4: adds a part to a variation (every option shows it); no change when the part
 * is in another variation or already in this one.
 */
export const addPartToVariant = (config: Config, variantId: string, partId: string): Config => {
  if (!canAddPartToVariant(config, variantId, partId)) return config;
  return mapVariant(config, variantId, (variant) =>
    variant.includeParts.includes(partId)
      ? variant
      : {
          ...variant,
          includeParts: [...variant.includeParts, partId],
          options: variant.options.map((option) => ({
            ...option,
            partConfig: [...option.partConfig, { partId, visible: true }],
          })),
        },
  );
};

/** Removes a part from a variation and its options; the part is visible again. */
export const removePartFromVariant = (config: Config, variantId: string, partId: string): Config => {
  const variant = config.variant.find((each) => each.id === variantId);
  if (variant === undefined || !variant.includeParts.includes(partId)) return config;
  const updated = mapVariant(config, variantId, (each) => ({
    ...each,
    includeParts: each.includeParts.filter((id) => id !== partId),
    ...(each.defaultPartId === partId ? { defaultPartId: undefined } : {}),
    options: each.options.map((option) => ({
      ...option,
      partConfig: option.partConfig.filter((entry) => entry.partId !== partId),
    })),
  }));
  return setPartsVisible(updated, [partId]);
};

/** 002 §4, §9: adds an option named 'New Option' that shows every part of the variation. */
export const addVariantOption = (
  config: Config,
  variantId: string,
  options: { readonly optionId: string; readonly name?: string },
): Config =>
  mapVariant(config, variantId, (variant) => ({
    ...variant,
    options: [
      ...variant.options,
      {
        optionId: options.optionId,
        name: options.name ?? DEFAULT_VARIANT_OPTION_NAME,
        partConfig: variant.includeParts.map((partId) => ({ partId, visible: true })),
      },
    ],
  }));

const mapOption = (
  config: Config,
  variantId: string,
  optionId: string,
  update: (option: VariantOption) => VariantOption,
): Config =>
  mapVariant(config, variantId, (variant) => ({
    ...variant,
    options: variant.options.map((option) => (option.optionId === optionId ? update(option) : option)),
  }));

export const renameVariantOption = (
  config: Config,
  variantId: string,
  optionId: string,
  name: string,
): Config => mapOption(config, variantId, optionId, (option) => ({ ...option, name }));

/** Shows or hides a part in one option of a variation (only parts of the variation). */
export const setVariantOptionPartVisible = (
  config: Config,
  variantId: string,
  optionId: string,
  partId: string,
  visible: boolean,
): Config => {
  const variant = config.variant.find((each) => each.id === variantId);
  if (variant === undefined || !variant.includeParts.includes(partId)) return config;
  return mapOption(config, variantId, optionId, (option) => ({
    ...option,
    partConfig: option.partConfig.some((entry) => entry.partId === partId)
      ? option.partConfig.map((entry) => (entry.partId === partId ? { partId, visible } : entry))
      : [...option.partConfig, { partId, visible }],
  }));
};

/**
 * The editor's part visibility toggle in an option: sets it in the option and, when that
 * option is the variation's default, shows or hides the part at once.
 */
export const changeVariantOptionPartVisible = (
  config: Config,
  variantId: string,
  optionId: string,
  partId: string,
  visible: boolean,
): Config => {
  const changed = setVariantOptionPartVisible(config, variantId, optionId, partId, visible);
  const variant = changed.variant.find((each) => each.id === variantId);
  return changed !== config && variant?.defaultOptionId === optionId
    ? setPartsVisible(changed, [partId], visible)
    : changed;
};

/** Whether a part is shown in one option of a variation (a part it does not list is shown). */
export const isPartVisibleInOption = (option: VariantOption, partId: string): boolean =>
  option.partConfig.find((entry) => entry.partId === partId)?.visible ?? true;

/**
 * 002 §4 (answers): shows an option: it becomes the variation's current option and the
 * parts it lists take its visibility. No change for an unknown variation or option.
 */
export const applyVariantOption = (config: Config, variantId: string, optionId: string): Config => {
  const variant = config.variant.find((each) => each.id === variantId);
  const option = variant?.options.find((each) => each.optionId === optionId);
  if (variant === undefined || option === undefined) return config;
  const withCurrent = mapVariant(config, variantId, (each) => ({
    ...each,
    options: each.options.map((entry) => ({ ...entry, current: entry.optionId === optionId })),
  }));
  return {
    ...withCurrent,
    parts: withCurrent.parts.map((part) => {
      const entry = option.partConfig.find((each) => each.partId === part.value);
      return entry === undefined ? part : { ...part, visible: entry.visible };
    }),
  };
};

/**
 * 001 §4, 002 §4: choosing an option makes it the default (and shows it); choosing the
 * default again clears the default.
 */
export const chooseVariantOption = (config: Config, variantId: string, optionId: string): Config => {
  const variant = config.variant.find((each) => each.id === variantId);
  if (variant === undefined || !variant.options.some((option) => option.optionId === optionId)) return config;
  if (variant.defaultOptionId === optionId) {
    return mapVariant(config, variantId, (each) => ({ ...each, defaultOptionId: undefined }));
  }
  return applyVariantOption(
    mapVariant(config, variantId, (each) => ({ ...each, defaultOptionId: optionId })),
    variantId,
    optionId,
  );
};

/**
 * 001 §4, 002 §4: removes an option; if it was the default, the first remaining option
 * becomes the default, or none.
 */
export const removeVariantOption = (config: Config, variantId: string, optionId: string): Config =>
  mapVariant(config, variantId, (variant) => {
    const options = variant.options.filter((option) => option.optionId !== optionId);
    const defaultOptionId =
      variant.defaultOptionId === optionId ? options[0]?.optionId : variant.defaultOptionId;
    return { ...variant, options, defaultOptionId };
  });

/**
 * 001 §4, 002 §4: saving a variation with no options makes its parts visible again and
 * clears its default option; a variation with options is kept as it is.
 */
export const saveVariant = (config: Config, variantId: string): Config => {
  const variant = config.variant.find((each) => each.id === variantId);
  if (variant === undefined || variant.options.length > 0) return config;
  return setPartsVisible(
    mapVariant(config, variantId, (each) => ({ ...each, defaultOptionId: undefined })),
    variant.includeParts,
  );
};

/** 001 §5, 002 §5: asked before a variation is deleted. */
export const deleteVariantConfirmation = (): Message => message('variation.confirmDelete');

/** 001 §4, 002 §4: deletes a variation; its parts are visible again. */
export const deleteVariant = (config: Config, variantId: string): Config => {
  const variant = config.variant.find((each) => each.id === variantId);
  if (variant === undefined) return config;
  return setPartsVisible(
    { ...config, variant: config.variant.filter((each) => each.id !== variantId) },
    variant.includeParts,
  );
};

/**
 * 002 §6: whether variations may be added or removed: always on a prebuild; on a
 * creation when variantSetup.enabledForAddRemoveRoles is empty, missing or has 'creator'.
 */
export const canAddRemoveVariants = (config: Config, editType: EditType): boolean =>
  canAddRemove(config.variantSetup, editType);

/** 002 §6: the variation block is hidden with no permission to add and no variations. */
export const isVariationBlockVisible = (config: Config, editType: EditType): boolean =>
  canAddRemoveVariants(config, editType) || config.variant.length > 0;

/**
 * 001 §6, 002 §6: whether someone may edit a variation: a producer always; a creator
 * or consumer unless enabledEditForRoles is set and lacks them.
 */
export const canEditVariant = (variant: Pick<Variant, 'enabledEditForRoles'>, editor: Editor): boolean =>
  isEditAllowed(variant.enabledEditForRoles, editor);

/** 002 §6: 'Enable Creator Edit' / 'Enable Consumer Edit' on one variation. */
export const setVariantEditRole = (
  config: Config,
  variantId: string,
  role: EditRole,
  enabled: boolean,
): Config =>
  mapVariant(config, variantId, (variant) => ({
    ...variant,
    enabledEditForRoles: withRole(variant.enabledEditForRoles, role, enabled),
  }));

/** 002 §6: the prebuild's 'Enable Variation for Creator' toggle, read. */
export const isVariationEnabledForCreator = (config: Config): boolean =>
  isAddRemoveAllowed(config.variantSetup?.enabledForAddRemoveRoles, 'creator');

/** 002 §6: the prebuild's 'Enable Variation for Creator' toggle, set. */
export const setVariationEnabledForCreator = (config: Config, enabled: boolean): Config => ({
  ...config,
  variantSetup: {
    ...config.variantSetup,
    enabledForAddRemoveRoles: addRemoveRolesWithCreator(
      config.variantSetup?.enabledForAddRemoveRoles,
      enabled,
    ),
  },
});
