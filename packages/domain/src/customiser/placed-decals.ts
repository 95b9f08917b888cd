import type {
  CombinationConfig,
  DecalAreaLimit,
  DecalSetup,
  EditType,
  PlacedDecal,
  Vec2,
} from '@atelier/schema';
import { DECAL_LIMITS, DEFAULT_LAYER_NAME } from '@atelier/schema';
import { decalPartOf } from './appearance';
import { canAddDecalLayer, initialMask, newPlacedDecal, removeMask } from './decal-layers';

/**
 * 002 §2, §4 the decal panel's layers. The panel edits the design's placed decals
 * (combination_config.decals.placed): each part's canvas lists the decals drawn on it, a
 * new layer is a new placed decal bound to that part. Operations take a config and return
 * a new one; the input is never modified.
 */

type Placement = Partial<Pick<PlacedDecal, 'position' | 'scale' | 'rotation' | 'world_position'>>;

const withPlaced = (config: CombinationConfig, placed: PlacedDecal[]): CombinationConfig => ({
  ...config,
  decals: { ...config.decals, placed },
});

const mapDecal = (
  config: CombinationConfig,
  value: string,
  recipe: (decal: PlacedDecal) => PlacedDecal,
): CombinationConfig =>
  withPlaced(
    config,
    config.decals.placed.map((decal) => (decal.value === value ? recipe(decal) : decal)),
  );

/** 002 §2: the layers of one part's canvas, in drawing order (the last is on top). */
export const decalsOnPart = (config: CombinationConfig, part: string): PlacedDecal[] =>
  config.decals.placed.filter((decal) => decalPartOf(decal, config) === part);

/**
 * 002 §2 the part (canvas) selector: the parts a decal may go on, in the design's order;
 * the parts 'Default Part Management' hides (decals.setup.disable_part_keys) are left out.
 */
export const decalCanvasParts = (config: CombinationConfig): string[] =>
  config.parts
    .map((part) => part.value)
    .filter((part) => !config.decals.setup.disable_part_keys.includes(part));

/**
 * 002 §2 'Default Part Management' eye: shows or hides a part in the canvas selector
 * (decision: the eye lists the part in decals.setup.disable_part_keys).
 */
export const toggleDecalPartHidden = (setup: DecalSetup, part: string): DecalSetup => ({
  ...setup,
  disable_part_keys: setup.disable_part_keys.includes(part)
    ? setup.disable_part_keys.filter((key) => key !== part)
    : [...setup.disable_part_keys, part],
});

/** 002 §9: the decal setting free_decal: 0 none, 1 to 10, -1 unlimited. */
export const setFreeDecal = (setup: DecalSetup, count: number): DecalSetup => ({
  ...setup,
  free_decal: count,
});

/**
 * The decals a creation's creator added on top of its prebuild's (those the prebuild does
 * not have): what a creation's free_decal allowance counts.
 */
export const customDecalCount = (
  config: Pick<CombinationConfig, 'decals'>,
  prebuildConfig: Pick<CombinationConfig, 'decals'>,
): number => {
  const fromPrebuild = new Set(prebuildConfig.decals.placed.map((decal) => decal.value));
  return config.decals.placed.filter((decal) => !fromPrebuild.has(decal.value)).length;
};

/**
 * 002 §4: whether a layer may be added: always on a prebuild; on a creation when its
 * prebuild's free_decal allows another custom decal (-1 unlimited, 0 none, N at most N).
 */
export const canAddPlacedDecal = (
  editType: EditType,
  config: CombinationConfig,
  prebuildConfig: CombinationConfig,
): boolean =>
  canAddDecalLayer(prebuildConfig.decals.setup, editType, customDecalCount(config, prebuildConfig));

/**
 * 001 §3, 002 §6: whether the editor may change a decal: the producer always on a
 * prebuild; a creation's creator when the decal is editable_creator.
 */
export const canEditPlacedDecal = (
  decal: Pick<PlacedDecal, 'editable_creator'>,
  editType: EditType,
): boolean => editType === 'prebuild' || decal.editable_creator;

/**
 * 002 §4, §9: adds a layer to a part's canvas: a new placed decal (editable by creator and
 * consumer, 001 §3) named 'Doube click rename me', with its image, at `placement` (default
 * the middle at a quarter size). It is drawn on top.
 */
export const addPlacedDecal = (
  config: CombinationConfig,
  value: string,
  part: string,
  imageUrl: string,
  placement: Placement = {},
): CombinationConfig => {
  const decal: PlacedDecal = {
    ...newPlacedDecal(value, part),
    text: DEFAULT_LAYER_NAME,
    material_config: { map: imageUrl },
    ...placement,
  };
  return withPlaced(config, [...config.decals.placed, decal]);
};

/** 002 §4: renames a layer (double-click); a blank name is ignored, others are trimmed. */
export const renamePlacedDecal = (
  config: CombinationConfig,
  value: string,
  name: string,
): CombinationConfig => {
  const trimmed = name.trim();
  return trimmed === '' ? config : mapDecal(config, value, (decal) => ({ ...decal, text: trimmed }));
};

/** 002 §4: deletes a layer (after 'Are you sure you want to delete this layer?'). */
export const deletePlacedDecal = (config: CombinationConfig, value: string): CombinationConfig =>
  withPlaced(
    config,
    config.decals.placed.filter((decal) => decal.value !== value),
  );

/**
 * 002 §4: an upload replaces the layer's image (a merged v3 texture: the old opacity map,
 * if any, goes with the old image).
 */
export const replacePlacedDecalImage = (
  config: CombinationConfig,
  value: string,
  url: string,
): CombinationConfig => mapDecal(config, value, (decal) => ({ ...decal, material_config: { map: url } }));

/** 002 §4: the layer's colour (the colour picker; white leaves the image as it is). */
export const setPlacedDecalColor = (
  config: CombinationConfig,
  value: string,
  color: string,
): CombinationConfig => mapDecal(config, value, (decal) => ({ ...decal, color }));

/** 002 §5: the fine-tune offset. */
export const setPlacedDecalOffset = (
  config: CombinationConfig,
  value: string,
  offset: Vec2,
): CombinationConfig => mapDecal(config, value, (decal) => ({ ...decal, offset }));

/**
 * 002 §4: adds a mask with its image; it starts at the decal's position with the y axis
 * flipped and an inverse scale, unrotated.
 */
export const addPlacedDecalMask = (
  config: CombinationConfig,
  value: string,
  maskUrl: string,
): CombinationConfig => mapDecal(config, value, (decal) => ({ ...decal, ...initialMask(decal), maskUrl }));

/** 002 §4: removes a layer's mask. */
export const removePlacedDecalMask = (config: CombinationConfig, value: string): CombinationConfig =>
  mapDecal(config, value, (decal) => removeMask(decal));

/** 002 §5, §3: the area a decal's position is kept in: its limit when enabled, else the UV square. */
export const decalArea = (decal: Pick<PlacedDecal, 'limit_enable' | 'limit'>): DecalAreaLimit => {
  const square = { min: { x: DECAL_LIMITS.position.min, y: DECAL_LIMITS.position.min } };
  const full = { ...square, max: { x: DECAL_LIMITS.position.max, y: DECAL_LIMITS.position.max } };
  if (!decal.limit_enable || !decal.limit) return full;
  const clamp = (n: number) => Math.min(DECAL_LIMITS.position.max, Math.max(DECAL_LIMITS.position.min, n));
  return {
    min: { x: clamp(decal.limit.min.x), y: clamp(decal.limit.min.y) },
    max: { x: clamp(decal.limit.max.x), y: clamp(decal.limit.max.y) },
  };
};

const clampTo = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * 002 §4, §5: moves, scales or turns a layer (UV canvas, fine-tune sliders, the 3D handles).
 * The position stays in the decal's area, the scale in 0.025..10, the rotation in 0..360;
 * a mask moves, scales and turns with its layer, keeping its place on it.
 */
export const placePlacedDecal = (
  config: CombinationConfig,
  value: string,
  placement: Placement,
): CombinationConfig =>
  mapDecal(config, value, (decal) => {
    const area = decalArea(decal);
    const position = placement.position
      ? {
          x: clampTo(placement.position.x, area.min.x, area.max.x),
          y: clampTo(placement.position.y, area.min.y, area.max.y),
        }
      : decal.position;
    const scale = placement.scale
      ? {
          x: clampTo(placement.scale.x, DECAL_LIMITS.scale.min, DECAL_LIMITS.scale.max),
          y: clampTo(placement.scale.y, DECAL_LIMITS.scale.min, DECAL_LIMITS.scale.max),
        }
      : decal.scale;
    const rotation = placement.rotation === undefined ? decal.rotation : storedRotation(placement.rotation);
    const next: PlacedDecal = { ...decal, position, scale, rotation };
    if (placement.world_position) next.world_position = placement.world_position;
    else if (placement.position) delete next.world_position; // no longer where it was on the model
    return decal.maskPosition && decal.maskScale ? { ...next, ...maskFollowing(decal, next) } : next;
  });

/**
 * A mask keeps its place on its layer when the layer moves: in UV terms (centre x, 1 - y;
 * size 1 / maskScale) its offset from the layer's centre scales and turns with the layer.
 */
const maskFollowing = (
  before: PlacedDecal,
  after: PlacedDecal,
): Pick<PlacedDecal, 'maskPosition' | 'maskScale' | 'maskRotation'> => {
  const maskPosition = before.maskPosition!;
  const maskScale = before.maskScale!;
  const fx = after.scale.x / before.scale.x;
  const fy = after.scale.y / before.scale.y;
  const turn = after.rotation - before.rotation;
  const radians = (turn * Math.PI) / 180;
  const dx = (maskPosition.x - before.position.x) * fx;
  const dy = (1 - maskPosition.y - before.position.y) * fy;
  return {
    maskPosition: {
      x: after.position.x + dx * Math.cos(radians) - dy * Math.sin(radians),
      y: 1 - (after.position.y + dx * Math.sin(radians) + dy * Math.cos(radians)),
    },
    maskScale: { x: maskScale.x / fx, y: maskScale.y / fy },
    maskRotation: (before.maskRotation ?? 0) + turn,
  };
};

/** 002 §5: a stored rotation (0..360, 001 §3) as the fine-tune slider shows it, -180..180. */
export const fineTuneRotation = (rotation: number): number => {
  const turned = ((rotation % 360) + 360) % 360;
  return turned > 180 ? turned - 360 : turned;
};

/** 001 §3: any rotation in degrees as stored, 0..360 (360 itself kept as 0). */
export const storedRotation = (rotation: number): number => ((rotation % 360) + 360) % 360;

/**
 * 002 §3, §6 area limits: sets a decal's limit; `enabled` false keeps the numbers but
 * switches the limit off. Min and max are put in order on each axis.
 */
export const setPlacedDecalLimit = (
  config: CombinationConfig,
  value: string,
  enabled: boolean,
  limit: DecalAreaLimit,
): CombinationConfig =>
  mapDecal(config, value, (decal) => ({
    ...decal,
    limit_enable: enabled,
    limit: {
      min: { x: Math.min(limit.min.x, limit.max.x), y: Math.min(limit.min.y, limit.max.y) },
      max: { x: Math.max(limit.min.x, limit.max.x), y: Math.max(limit.min.y, limit.max.y) },
    },
  }));

/**
 * 002 §6: whether a creation's decal has a limit set on its prebuild ('Limit Creator'):
 * read-only to the creation's creator.
 */
export const limitSetOnPrebuild = (value: string, prebuildConfig: CombinationConfig): boolean =>
  prebuildConfig.decals.placed.some((decal) => decal.value === value && decal.limit_enable);

/** 002 §2: a decal placed by a click on another part of the garment goes on that part's canvas. */
export const bindPlacedDecal = (config: CombinationConfig, value: string, part: string): CombinationConfig =>
  mapDecal(config, value, (decal) => ({ ...decal, part_binding: part }));
