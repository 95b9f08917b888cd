import type { CombinationConfig, Variant, VariantOption } from '@atelier/schema';

/** What a part looks like once the design's rules are applied. */
export interface PartAppearance {
  /** The material record to show, if any. */
  materialId: string | undefined;
  visible: boolean;
}

/** The variation's current option: the one marked `current`, else its default option. */
export function currentVariantOption(variant: Variant): VariantOption | undefined {
  return (
    variant.options.find((option) => option.current === true) ??
    variant.options.find((option) => option.optionId === variant.defaultOptionId)
  );
}

/**
 * Resolves every part's material and visibility (001 §3, 002 §4): each part starts with
 * its own `default` material and `visible` flag; a colorway group's default option sets
 * the materials of the parts it lists; a variation's current option sets the visibility
 * of the parts in its partConfig. (Engine-local rule; belongs in @atelier/domain.)
 */
export function resolvePartAppearances(config: CombinationConfig): Map<string, PartAppearance> {
  const result = new Map<string, PartAppearance>();
  for (const part of config.parts)
    result.set(part.value, { materialId: part.default, visible: part.visible });
  for (const group of config.groups) {
    const option = group.options.find((candidate) => candidate.oValue === group.defaultOption);
    if (!option) continue;
    for (const entry of option.oParts) {
      const state = result.get(entry.value);
      if (state && entry.default !== undefined) state.materialId = entry.default;
    }
  }
  for (const variant of config.variant) {
    const option = currentVariantOption(variant);
    if (!option) continue;
    for (const entry of option.partConfig) {
      const state = result.get(entry.partId);
      if (state) state.visible = entry.visible;
    }
  }
  return result;
}
