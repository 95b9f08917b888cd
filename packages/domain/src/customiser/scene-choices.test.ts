import { EnvironmentConfigSchema, LIGHTING_PRESETS, LightingConfigSchema } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { lightingPresetLayout } from './light-layouts';
import { BACKGROUND_IMAGE_PRESETS, DEFAULT_BACKGROUND_GRADIENT, ENVIRONMENT_PRESETS } from './scene';
import {
  chooseEnvironment,
  chooseLightingPreset,
  colorPresetOf,
  gradientColors,
  lightingPresetOf,
  linearBackgroundGradient,
  presetOfUrl,
  setEnvironmentIntensity,
} from './scene-choices';

describe('002 §2 scene choices', () => {
  it('finds the preset a stored url names, relative or served', () => {
    expect(presetOfUrl(ENVIRONMENT_PRESETS, 'environments/city.exr')?.id).toBe('city');
    expect(presetOfUrl(ENVIRONMENT_PRESETS, '/assets/environments/studio.exr')?.id).toBe('studio');
    expect(presetOfUrl(BACKGROUND_IMAGE_PRESETS, 'abc123.jpg')).toBeUndefined();
    expect(presetOfUrl(BACKGROUND_IMAGE_PRESETS, undefined)).toBeUndefined();
  });

  it('chooses an environment keeping its intensity, and sets the intensity keeping its map', () => {
    expect(chooseEnvironment(undefined, 'environments/park.exr')).toEqual({
      url: 'environments/park.exr',
      intensity: 1,
    });
    expect(chooseEnvironment({ url: 'x', intensity: 2.5 }, 'environments/park.exr').intensity).toBe(2.5);
    const set = setEnvironmentIntensity({ url: 'environments/park.exr', intensity: 1 }, 340);
    expect(set).toEqual({ url: 'environments/park.exr', intensity: 3.4 });
    expect(EnvironmentConfigSchema.parse(set)).toEqual(set);
    expect(setEnvironmentIntensity(undefined, 999)).toEqual({ intensity: 5 });
  });

  it('knows which lighting preset a layout is, and chooses one keeping the angle', () => {
    for (const name of LIGHTING_PRESETS)
      expect(lightingPresetOf({ layout: lightingPresetLayout(name), angle: 1 })).toBe(name);
    expect(lightingPresetOf(undefined)).toBe('default');
    expect(lightingPresetOf({ layout: [], angle: 0 })).toBe('default');
    const custom = {
      layout: [
        {
          position: [1, 1, 1] as [number, number, number],
          rotation: [0, 0, 0] as [number, number, number],
          intensity: 3,
        },
      ],
      angle: 0,
    };
    expect(lightingPresetOf(custom)).toBeNull();
    const chosen = chooseLightingPreset({ layout: [], angle: 0.5 }, 'Neon Nights');
    expect(chosen.angle).toBe(0.5);
    expect(lightingPresetOf(chosen)).toBe('Neon Nights');
    expect(LightingConfigSchema.parse(chosen)).toEqual(chosen);
    expect(chooseLightingPreset(undefined, 'Solar Flare').angle).toBe(0);
  });

  it('writes and reads the two-colour gradients, and ignores other CSS', () => {
    const gradient = linearBackgroundGradient('#ffbe98', '#0F4C81');
    expect(gradient).toEqual({
      type: 'gradient',
      color: 'linear-gradient(180deg, #ffbe98 0%, #0F4C81 100%)',
    });
    expect(gradientColors(gradient.color)).toEqual(['#ffbe98', '#0f4c81']);
    expect(gradientColors(DEFAULT_BACKGROUND_GRADIENT)).toEqual(['#ffbe98', '#f7cac9']);
    expect(gradientColors('radial-gradient(circle, red, blue)')).toBeNull();
    expect(gradientColors(undefined)).toBeNull();
  });

  it('finds the preset colour of a stored colour', () => {
    expect(colorPresetOf('#BB2649')?.name).toBe('Viva Magenta');
    expect(colorPresetOf('#123456')).toBeUndefined();
    expect(colorPresetOf(undefined)).toBeUndefined();
  });
});
