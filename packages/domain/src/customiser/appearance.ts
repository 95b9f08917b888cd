import type {
  CameraTransform,
  CombinationConfig,
  PlacedDecal,
  Variant,
  VariantOption,
} from '@atelier/schema';
import { defaultCameraTransform } from '@atelier/schema';

/**
 * 001 §2, §3, 002 §4 how a design looks once its rules are applied: each part's
 * material and visibility, the part a decal is drawn on, and the initial camera. The
 * engine and the hosts read the design through these.
 */

/** What a part looks like once the design's rules are applied. */
export interface PartAppearance {
  readonly materialId: string | undefined;
  readonly visible: boolean;
}

/** 002 §4: the variation's current option: the one marked current, else its default option. */
export const currentVariantOption = (variant: Variant): VariantOption | undefined =>
  variant.options.find((option) => option.current === true) ??
  variant.options.find((option) => option.optionId === variant.defaultOptionId);

/**
 * 001 §3, 002 §4: every part's material and visibility. A part starts with its own
 * default material and visible flag; a colorway's default option gives the materials
 * of the parts it lists; a variation's current option gives the visibility of its parts.
 */
export const resolvePartAppearances = (config: CombinationConfig): Map<string, PartAppearance> => {
  const result = new Map<string, { materialId: string | undefined; visible: boolean }>();
  for (const part of config.parts)
    result.set(part.value, { materialId: part.default, visible: part.visible });
  for (const group of config.groups) {
    const option = group.options.find((candidate) => candidate.oValue === group.defaultOption);
    for (const entry of option?.oParts ?? []) {
      const state = result.get(entry.value);
      if (state !== undefined && entry.default !== undefined) state.materialId = entry.default;
    }
  }
  for (const variant of config.variant) {
    for (const entry of currentVariantOption(variant)?.partConfig ?? []) {
      const state = result.get(entry.partId);
      if (state !== undefined) state.visible = entry.visible;
    }
  }
  return result;
};

/**
 * 002 §3: the part a placed decal is drawn on: its part_binding, else the design's
 * default decal part (decals.setup.default_part_key), else the first part.
 */
export const decalPartOf = (
  decal: Pick<PlacedDecal, 'part_binding'>,
  config: CombinationConfig,
): string | undefined => decal.part_binding ?? config.decals.setup.default_part_key ?? config.parts[0]?.value;

/**
 * 001 §2 Reset Viewport, 002 §4 collapsing all sections: the design's initial camera,
 * else position [0,1,6] looking at [0,0,0].
 */
export const initialCamera = (config: Pick<CombinationConfig, 'initialCameraTransform'>): CameraTransform =>
  config.initialCameraTransform ?? defaultCameraTransform();
