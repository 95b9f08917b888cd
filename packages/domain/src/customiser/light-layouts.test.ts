import { LIGHTING_PRESETS, LightingConfigSchema } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { LIGHTING_PRESET_LAYOUTS, lightingPresetLayout } from './light-layouts';
import { defaultLightingConfig } from './scene';

describe('lighting preset layouts', () => {
  it('gives every preset of 002 §2 a valid layout', () => {
    expect(Object.keys(LIGHTING_PRESET_LAYOUTS)).toEqual([...LIGHTING_PRESETS]);
    for (const name of LIGHTING_PRESETS) {
      const layout = lightingPresetLayout(name);
      expect(layout.length).toBeGreaterThan(0);
      expect(LightingConfigSchema.safeParse({ layout, angle: 0 }).success).toBe(true);
    }
  });

  it('has one default: the pair of 002 §9, which the default lighting config stores', () => {
    expect(lightingPresetLayout('default')).toEqual([
      { position: [-4, 3, 3], rotation: [0, 0, 0], intensity: 0.8 },
      { position: [4, 2, -3], rotation: [0, 0, 0], intensity: 0.65 },
    ]);
    expect(defaultLightingConfig()).toEqual({ layout: lightingPresetLayout('default'), angle: 0 });
  });

  it('answers a fresh copy, so a stored layout never changes the table', () => {
    const layout = lightingPresetLayout('Neon Nights');
    layout[0]!.position[0] = 99;
    layout[0]!.intensity = 0;
    expect(LIGHTING_PRESET_LAYOUTS['Neon Nights'][0]).toMatchObject({ position: [-4, 2, 3], intensity: 1.1 });
    expect(lightingPresetLayout('Neon Nights')[0]!.color).toBe('#ff3cac');
  });
});
