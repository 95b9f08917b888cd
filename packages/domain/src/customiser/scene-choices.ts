import type { BackgroundConfig, EnvironmentConfig, LightingConfig } from '@atelier/schema';
import { DEFAULT_ENVIRONMENT_INTENSITY, LIGHTING_PRESETS } from '@atelier/schema';
import { dequal } from 'dequal';
import { LIGHTING_PRESET_LAYOUTS, type LightingPresetName, lightingPresetLayout } from './light-layouts';
import {
  BACKGROUND_COLOR_PRESETS,
  type ScenePreset,
  chooseBackgroundGradient,
  environmentIntensityFromSlider,
} from './scene';

/**
 * 002 §2 the scene settings panel's choices over the design's scene configs (./scene.ts
 * holds the presets and sliders): which preset is current, and what choosing one stores.
 */

/**
 * The preset a stored url names: the preset's own relative path, or any address ending in
 * it (`/assets/environments/studio.exr`, as the seed stores it).
 */
export const presetOfUrl = <T extends ScenePreset>(
  presets: readonly T[],
  url: string | undefined,
): T | undefined =>
  url ? presets.find((preset) => url === preset.url || url.endsWith(`/${preset.url}`)) : undefined;

/** 002 §2: choosing an HDR preset keeps the intensity (default 1). */
export const chooseEnvironment = (
  environment: EnvironmentConfig | undefined,
  url: string,
): EnvironmentConfig => ({
  url,
  intensity: environment?.intensity ?? DEFAULT_ENVIRONMENT_INTENSITY,
});

/** 002 §9: the intensity slider (percent) over an environment, its map kept. */
export const setEnvironmentIntensity = (
  environment: EnvironmentConfig | undefined,
  percent: number,
): EnvironmentConfig => ({
  ...(environment?.url ? { url: environment.url } : {}),
  intensity: environmentIntensityFromSlider(percent),
});

/** The lighting preset whose lights a layout is; null for lights of another making. */
export const lightingPresetOf = (lighting: LightingConfig | undefined): LightingPresetName | null => {
  // A design without lights is lit with `default` (./light-layouts.ts).
  if (!lighting || lighting.layout.length === 0) return 'default';
  return LIGHTING_PRESETS.find((name) => dequal(LIGHTING_PRESET_LAYOUTS[name], lighting.layout)) ?? null;
};

/** 002 §2: choosing a lighting preset stores its lights and keeps the angle. */
export const chooseLightingPreset = (
  lighting: LightingConfig | undefined,
  name: LightingPresetName,
): LightingConfig => ({
  layout: lightingPresetLayout(name),
  angle: lighting?.angle ?? 0,
});

/**
 * Decision: the panel's gradients run top to bottom between two of the 15 preset colours
 * (the Pantone set gives gradients that belong together); the engine draws any CSS
 * linear or radial gradient, so older or imported ones still show.
 */
export const linearBackgroundGradient = (top: string, bottom: string): BackgroundConfig =>
  chooseBackgroundGradient(`linear-gradient(180deg, ${top} 0%, ${bottom} 100%)`);

const GRADIENT_COLORS = /^linear-gradient\(180deg,\s*(#[0-9a-f]{6})\s+0%,\s*(#[0-9a-f]{6})\s+100%\)$/i;

/** The top and bottom colours of a gradient the panel wrote; null for any other CSS. */
export const gradientColors = (gradient: string | undefined): readonly [string, string] | null => {
  const match = gradient ? GRADIENT_COLORS.exec(gradient.trim()) : null;
  return match ? [match[1]!.toLowerCase(), match[2]!.toLowerCase()] : null;
};

/** The preset colour a stored colour is (case-insensitive); undefined for a custom one. */
export const colorPresetOf = (color: string | undefined) =>
  color ? BACKGROUND_COLOR_PRESETS.find((preset) => preset.hex === color.toLowerCase()) : undefined;
