import { DEFAULT_LIGHT_INTENSITIES, type LIGHTING_PRESETS, type Light } from '@atelier/schema';

/**
 * The lights of the lighting presets (002 §2 names ten presets; their lights are not shown,
 * so these are ours). The one source of the layouts: the editor stores them in
 * `lighting_config.layout`, and the engine lights a design without a layout with `default`.
 * Positions are in the viewer's normalised model space (a garment fits a 3-unit box at the
 * origin); the lights are directional and point at the origin.
 */

export type LightingPresetName = (typeof LIGHTING_PRESETS)[number];

const light = (position: [number, number, number], intensity: number, color?: `#${string}`): Light => ({
  position,
  rotation: [0, 0, 0],
  intensity,
  ...(color ? { color } : {}),
});

/**
 * `default` is the documented pair of 002 §9 (intensities 0.8 and 0.65): a key light high
 * front-left and a fill light low back-right (decision: their positions are not shown;
 * these are the ones every golden image of the engine is drawn with).
 */
export const LIGHTING_PRESET_LAYOUTS: Readonly<Record<LightingPresetName, readonly Light[]>> = {
  default: [light([-4, 3, 3], DEFAULT_LIGHT_INTENSITIES[0]), light([4, 2, -3], DEFAULT_LIGHT_INTENSITIES[1])],
  'Dramatic Contrast': [light([5, 4, 1], 1.6), light([-4, 1, -2], 0.15)],
  'Soft Ambience': [light([-3, 4, 4], 0.45), light([3, 4, 4], 0.45), light([0, 3, -5], 0.35)],
  'Side Highlight': [light([6, 1.5, 0], 1.3), light([-3, 2, 3], 0.3)],
  'Overhead Glow': [light([0, 7, 0.5], 1.4, '#fff3e0'), light([0, -3, 3], 0.2)],
  'Neon Nights': [light([-4, 2, 3], 1.1, '#ff3cac'), light([4, 2, 3], 1.1, '#2b86ff')],
  'Solar Flare': [light([3, 3, 4], 1.4, '#ffb347'), light([-3, 1, -2], 0.5, '#ff5e3a')],
  'Quantum Flux': [light([-4, 3, 2], 0.9, '#7f5cff'), light([4, 1, 3], 0.9, '#00e5c3')],
  'Shadowy Abyss': [light([2, 5, -3], 0.35), light([-2, 1, 4], 0.1)],
  'Spectral Whisper': [light([-3, 4, 3], 0.6, '#c9e7ff'), light([3, 3, 3], 0.6, '#f0d9ff')],
};

/** The lights of a preset as a fresh copy, ready to store in `lighting_config.layout`. */
export function lightingPresetLayout(name: LightingPresetName): Light[] {
  return LIGHTING_PRESET_LAYOUTS[name].map((entry) => ({
    ...entry,
    position: [...entry.position],
    rotation: [...entry.rotation],
  }));
}
