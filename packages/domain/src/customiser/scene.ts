import type { BackgroundConfig, LightingConfig } from '@atelier/schema';
import { LIGHTING_PRESETS } from '@atelier/schema';
import type { MessageKey } from '../messages';
import { lightingPresetLayout } from './light-layouts';

/**
 * 002 §2, §3, §9 scene settings: the environment intensity and light angle sliders,
 * background type switching and the preset lists. Preset urls are relative paths of the
 * demo assets (`environments/studio.exr`), stored as they are in designs: the viewer
 * resolves them against the address its assets are served from, so they hold wherever
 * the viewer is embedded.
 */

export interface SliderSpec {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

const snap = (value: number, spec: SliderSpec): number => {
  const clamped = Math.min(spec.max, Math.max(spec.min, Number.isFinite(value) ? value : spec.min));
  const snapped = spec.min + Math.round((clamped - spec.min) / spec.step) * spec.step;
  return Math.min(spec.max, snapped);
};

/** 002 §9: the environment intensity slider: 0 to 500 %, step 10. */
export const ENVIRONMENT_INTENSITY_SLIDER: SliderSpec = { min: 0, max: 500, step: 10 };

/** 002 §9: the stored intensity is the slider value divided by 100 (snapped and clamped). */
export const environmentIntensityFromSlider = (percent: number): number =>
  snap(percent, ENVIRONMENT_INTENSITY_SLIDER) / 100;

/** 002 §9: the slider position of a stored intensity. */
export const sliderFromEnvironmentIntensity = (intensity: number): number =>
  snap(intensity * 100, ENVIRONMENT_INTENSITY_SLIDER);

/** 002 §9: the light angle slider: -180 to 180 degrees, step 5. */
export const LIGHT_ANGLE_SLIDER: SliderSpec = { min: -180, max: 180, step: 5 };

export const degreesToRadians = (degrees: number): number => (degrees * Math.PI) / 180;
export const radiansToDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** 002 §9: the stored light angle (radians) of a slider position (degrees, snapped). */
export const lightAngleFromSlider = (degrees: number): number =>
  degreesToRadians(snap(degrees, LIGHT_ANGLE_SLIDER));

/** 002 §9: the slider position (degrees) of a stored angle. */
export const sliderFromLightAngle = (radians: number): number =>
  snap(radiansToDegrees(radians), LIGHT_ANGLE_SLIDER);

/** Sets the light angle of a lighting config from the slider. */
export const setLightAngle = (lighting: LightingConfig | undefined, degrees: number): LightingConfig => ({
  layout: lighting?.layout ?? defaultLightingConfig().layout,
  angle: lightAngleFromSlider(degrees),
});

/**
 * 002 §9: two default lights, intensities 0.8 and 0.65: the `default` preset's layout
 * (./light-layouts.ts), which the engine also lights a design without a layout with.
 */
export const defaultLightingConfig = (): LightingConfig => ({
  layout: lightingPresetLayout('default'),
  angle: 0,
});

/** 002 §2: the 10 lighting presets with their labels. */
export const LIGHTING_PRESET_LABELS: Readonly<Record<(typeof LIGHTING_PRESETS)[number], MessageKey>> = {
  default: 'lighting.default',
  'Dramatic Contrast': 'lighting.dramaticContrast',
  'Soft Ambience': 'lighting.softAmbience',
  'Side Highlight': 'lighting.sideHighlight',
  'Overhead Glow': 'lighting.overheadGlow',
  'Neon Nights': 'lighting.neonNights',
  'Solar Flare': 'lighting.solarFlare',
  'Quantum Flux': 'lighting.quantumFlux',
  'Shadowy Abyss': 'lighting.shadowyAbyss',
  'Spectral Whisper': 'lighting.spectralWhisper',
};

/** 002 §2: the Light panel's presets in order, each with its label. */
export const LIGHTING_PRESET_CHOICES: readonly {
  readonly name: (typeof LIGHTING_PRESETS)[number];
  readonly label: MessageKey;
}[] = LIGHTING_PRESETS.map((name) => ({ name, label: LIGHTING_PRESET_LABELS[name] }));

export interface ScenePreset {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly thumb: string;
}

const preset = (folder: string, id: string, name: string, extension: string): ScenePreset => ({
  id,
  name,
  url: `${folder}/${id}.${extension}`,
  thumb: `${folder}/${id}.thumb.webp`,
});

/** 002 §2: the 13 HDR environment presets. */
export const ENVIRONMENT_PRESETS: readonly ScenePreset[] = [
  preset('environments', 'studio', 'Studio', 'exr'),
  preset('environments', 'room', 'Soft room', 'hdr'),
  preset('environments', 'apartment', 'Apartment', 'exr'),
  preset('environments', 'city', 'City', 'exr'),
  preset('environments', 'dawn', 'Dawn', 'exr'),
  preset('environments', 'forest', 'Forest', 'exr'),
  preset('environments', 'lobby', 'Lobby', 'exr'),
  preset('environments', 'night', 'Night', 'exr'),
  preset('environments', 'park', 'Park', 'exr'),
  preset('environments', 'sunset', 'Sunset', 'exr'),
  preset('environments', 'warehouse', 'Warehouse', 'exr'),
  preset('environments', 'venice', 'Venice', 'exr'),
  preset('environments', 'workshop', 'Workshop', 'exr'),
];

/** 002 §2: the 13 stock background images. */
export const BACKGROUND_IMAGE_PRESETS: readonly ScenePreset[] = [
  preset('backgrounds', 'studio-white', 'Studio white', 'jpg'),
  preset('backgrounds', 'studio-warm', 'Warm studio', 'jpg'),
  preset('backgrounds', 'studio-charcoal', 'Charcoal studio', 'jpg'),
  preset('backgrounds', 'sage-wall', 'Sage wall', 'jpg'),
  preset('backgrounds', 'peach-studio', 'Peach fuzz studio', 'jpg'),
  preset('backgrounds', 'concrete', 'Concrete', 'jpg'),
  preset('backgrounds', 'terrazzo', 'Terrazzo', 'jpg'),
  preset('backgrounds', 'linen', 'Linen', 'jpg'),
  preset('backgrounds', 'sunset-gradient', 'Sunset gradient', 'jpg'),
  preset('backgrounds', 'ocean-mist', 'Ocean mist', 'jpg'),
  preset('backgrounds', 'bokeh-night', 'Night bokeh', 'jpg'),
  preset('backgrounds', 'marble', 'White marble', 'jpg'),
  preset('backgrounds', 'kraft-paper', 'Kraft paper', 'jpg'),
];

/**
 * 002 §2: the stock images offered: the 13, plus the extra images of the one creator
 * brand that has them (which brand and which images are not shown: the host passes them).
 */
export const backgroundImageChoices = (brandExtras: readonly ScenePreset[] = []): ScenePreset[] => [
  ...BACKGROUND_IMAGE_PRESETS,
  ...brandExtras,
];

export interface ColorPreset {
  readonly name: string;
  readonly code: string;
  readonly hex: string;
}

/** 002 §2: the 15 preset colours (the Pantone colours of the year up to 2024). */
export const BACKGROUND_COLOR_PRESETS: readonly ColorPreset[] = [
  { name: 'Peach Fuzz', code: 'PANTONE 13-1023', hex: '#ffbe98' },
  { name: 'Viva Magenta', code: 'PANTONE 18-1750', hex: '#bb2649' },
  { name: 'Very Peri', code: 'PANTONE 17-3938', hex: '#6667ab' },
  { name: 'Illuminating', code: 'PANTONE 13-0647', hex: '#f5df4d' },
  { name: 'Ultimate Gray', code: 'PANTONE 17-5104', hex: '#939597' },
  { name: 'Classic Blue', code: 'PANTONE 19-4052', hex: '#0f4c81' },
  { name: 'Living Coral', code: 'PANTONE 16-1546', hex: '#ff6f61' },
  { name: 'Ultra Violet', code: 'PANTONE 18-3838', hex: '#5f4b8b' },
  { name: 'Greenery', code: 'PANTONE 15-0343', hex: '#88b04b' },
  { name: 'Rose Quartz', code: 'PANTONE 13-1520', hex: '#f7cac9' },
  { name: 'Serenity', code: 'PANTONE 15-3919', hex: '#92a8d1' },
  { name: 'Marsala', code: 'PANTONE 18-1438', hex: '#955251' },
  { name: 'Radiant Orchid', code: 'PANTONE 18-3224', hex: '#b565a7' },
  { name: 'Emerald', code: 'PANTONE 17-5641', hex: '#009b77' },
  { name: 'Tangerine Tango', code: 'PANTONE 17-1463', hex: '#dd4124' },
];

/** The colour a switch to the colour type starts from: the first preset. */
export const DEFAULT_BACKGROUND_COLOR = (BACKGROUND_COLOR_PRESETS[0] as ColorPreset).hex;

/** The image a switch to the image type starts from: the first stock image. */
export const DEFAULT_BACKGROUND_IMAGE = (BACKGROUND_IMAGE_PRESETS[0] as ScenePreset).url;

/** Decision: a gradient chosen without one of its own starts from the first two preset colours. */
export const DEFAULT_BACKGROUND_GRADIENT = 'linear-gradient(180deg, #ffbe98 0%, #f7cac9 100%)';

/** 002 §2: choosing a colour makes the background that colour and clears the image url. */
export const chooseBackgroundColor = (color: string): BackgroundConfig => ({ type: 'color', color });

/** 002 §2: choosing an image makes the background that image (its url set). */
export const chooseBackgroundImage = (url: string): BackgroundConfig => ({ type: 'img', url });

/** 002 §2: choosing a gradient keeps its CSS gradient in `color` (no url). */
export const chooseBackgroundGradient = (gradient: string): BackgroundConfig => ({
  type: 'gradient',
  color: gradient,
});

/**
 * 002 §2 background type switch. Switching to a colour clears the url (keeping a
 * `#rrggbb` colour, else the first preset); switching to an image sets the url (the
 * current one, else the first stock image); switching to a gradient keeps a gradient,
 * else the default one.
 */
export const switchBackgroundType = (
  background: BackgroundConfig | undefined,
  type: BackgroundConfig['type'],
): BackgroundConfig => {
  if (type === 'color') {
    const color =
      background?.type === 'color' && background.color ? background.color : DEFAULT_BACKGROUND_COLOR;
    return chooseBackgroundColor(color);
  }
  if (type === 'img') return chooseBackgroundImage(background?.url || DEFAULT_BACKGROUND_IMAGE);
  const gradient =
    background?.type === 'gradient' && background.color ? background.color : DEFAULT_BACKGROUND_GRADIENT;
  return chooseBackgroundGradient(gradient);
};
