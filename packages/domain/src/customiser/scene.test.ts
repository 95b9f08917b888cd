import { BackgroundConfigSchema, LIGHTING_PRESETS, LightingConfigSchema } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage, message } from '../messages';
import {
  BACKGROUND_COLOR_PRESETS,
  BACKGROUND_IMAGE_PRESETS,
  ENVIRONMENT_PRESETS,
  LIGHTING_PRESET_CHOICES,
  backgroundImageChoices,
  chooseBackgroundColor,
  chooseBackgroundGradient,
  chooseBackgroundImage,
  defaultLightingConfig,
  degreesToRadians,
  environmentIntensityFromSlider,
  lightAngleFromSlider,
  radiansToDegrees,
  setLightAngle,
  sliderFromEnvironmentIntensity,
  sliderFromLightAngle,
  switchBackgroundType,
} from './scene';

describe('002 §9 environment intensity slider', () => {
  it('runs 0 to 500 % in steps of 10 and stores value / 100', () => {
    expect(environmentIntensityFromSlider(100)).toBe(1);
    expect(environmentIntensityFromSlider(250)).toBe(2.5);
    expect(environmentIntensityFromSlider(0)).toBe(0);
    expect(environmentIntensityFromSlider(500)).toBe(5);
  });

  it('clamps and snaps to the step', () => {
    expect(environmentIntensityFromSlider(734)).toBe(5);
    expect(environmentIntensityFromSlider(-20)).toBe(0);
    expect(environmentIntensityFromSlider(124)).toBe(1.2);
    expect(environmentIntensityFromSlider(Number.NaN)).toBe(0);
  });

  it('reads a stored intensity back as a slider position', () => {
    expect(sliderFromEnvironmentIntensity(1.2)).toBe(120);
    expect(sliderFromEnvironmentIntensity(1)).toBe(100);
  });
});

describe('002 §9 light angle slider: degrees to radians', () => {
  it('converts degrees to radians and back', () => {
    expect(degreesToRadians(180)).toBeCloseTo(Math.PI);
    expect(radiansToDegrees(Math.PI / 2)).toBeCloseTo(90);
    expect(lightAngleFromSlider(-90)).toBeCloseTo(-Math.PI / 2);
    expect(sliderFromLightAngle(Math.PI / 4)).toBe(45);
  });

  it('runs -180 to 180 in steps of 5', () => {
    expect(radiansToDegrees(lightAngleFromSlider(47))).toBeCloseTo(45);
    expect(lightAngleFromSlider(400)).toBeCloseTo(Math.PI);
  });

  it('property: the stored angle is always within -π..π (the schema range)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (degrees) => {
        const lighting = setLightAngle(undefined, degrees);
        expect(LightingConfigSchema.safeParse(lighting).success).toBe(true);
      }),
    );
  });

  it('keeps the lights when setting the angle', () => {
    const layout = defaultLightingConfig().layout.slice(0, 1);
    expect(setLightAngle({ layout, angle: 0 }, 90).layout).toEqual(layout);
  });

  it('two default lights with intensities 0.8 and 0.65', () => {
    expect(defaultLightingConfig().layout.map((light) => light.intensity)).toEqual([0.8, 0.65]);
  });
});

describe('002 §2 background type switching', () => {
  it('choosing a colour clears the image url', () => {
    expect(switchBackgroundType({ type: 'img', url: 'backgrounds/linen.jpg' }, 'color')).toEqual({
      type: 'color',
      color: '#ffbe98',
    });
    expect(switchBackgroundType({ type: 'color', color: '#1f2a44' }, 'color')).toEqual({
      type: 'color',
      color: '#1f2a44',
    });
    expect(chooseBackgroundColor('#0f4c81')).toEqual({ type: 'color', color: '#0f4c81' });
  });

  it('choosing an image sets the url', () => {
    expect(chooseBackgroundImage('backgrounds/marble.jpg')).toEqual({
      type: 'img',
      url: 'backgrounds/marble.jpg',
    });
    expect(switchBackgroundType({ type: 'color', color: '#000000' }, 'img')).toEqual({
      type: 'img',
      url: 'backgrounds/studio-white.jpg',
    });
    expect(switchBackgroundType({ type: 'img', url: 'x.jpg' }, 'img')).toEqual({ type: 'img', url: 'x.jpg' });
    expect(switchBackgroundType(undefined, 'img').url).toBe('backgrounds/studio-white.jpg');
  });

  it('a gradient keeps its CSS in color', () => {
    expect(switchBackgroundType(undefined, 'gradient').type).toBe('gradient');
    expect(
      switchBackgroundType({ type: 'gradient', color: 'linear-gradient(red, blue)' }, 'gradient').color,
    ).toBe('linear-gradient(red, blue)');
    expect(chooseBackgroundGradient('g')).toEqual({ type: 'gradient', color: 'g' });
  });

  it('property: every switch gives a valid background', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('img', 'color', 'gradient' as const),
        fc.constantFrom('img', 'color', 'gradient' as const),
        (from, to) => {
          const start = switchBackgroundType(undefined, from);
          expect(BackgroundConfigSchema.safeParse(switchBackgroundType(start, to)).success).toBe(true);
        },
      ),
    );
  });
});

describe('002 §2 preset lists', () => {
  it('13 environments', () => {
    expect(ENVIRONMENT_PRESETS).toHaveLength(13);
    expect(new Set(ENVIRONMENT_PRESETS.map((p) => p.id)).size).toBe(13);
  });

  it('10 lighting presets with their names', () => {
    expect(LIGHTING_PRESET_CHOICES.map((choice) => formatMessage(message(choice.label)))).toEqual([
      'default',
      'Dramatic Contrast',
      'Soft Ambience',
      'Side Highlight',
      'Overhead Glow',
      'Neon Nights',
      'Solar Flare',
      'Quantum Flux',
      'Shadowy Abyss',
      'Spectral Whisper',
    ]);
    expect(LIGHTING_PRESET_CHOICES.map((choice) => choice.name)).toEqual([...LIGHTING_PRESETS]);
  });

  it('15 colours, each a #rrggbb', () => {
    expect(BACKGROUND_COLOR_PRESETS).toHaveLength(15);
    expect(BACKGROUND_COLOR_PRESETS.every((c) => /^#[0-9a-f]{6}$/.test(c.hex))).toBe(true);
  });

  it('13 backgrounds, plus the extras of a creator brand', () => {
    expect(BACKGROUND_IMAGE_PRESETS).toHaveLength(13);
    expect(backgroundImageChoices()).toHaveLength(13);
    const extra = { id: 'brand', name: 'Brand', url: 'b.jpg', thumb: 'b.webp' };
    expect(backgroundImageChoices(Array.from({ length: 10 }, () => extra))).toHaveLength(23);
  });
});

describe('002 §2 presets match the shipped assets (assets/catalog.json)', () => {
  it('names the same environments, backgrounds and colours', async () => {
    const { default: catalog } = await import('../../../../assets/catalog.json');
    expect(ENVIRONMENT_PRESETS.map(({ id, name, url, thumb }) => ({ id, name, url, thumb }))).toEqual(
      catalog.environments.map(({ id, name, url, thumb }) => ({ id, name, url, thumb })),
    );
    expect(BACKGROUND_IMAGE_PRESETS.map(({ id, name, url, thumb }) => ({ id, name, url, thumb }))).toEqual(
      catalog.backgrounds.map(({ id, name, url, thumb }) => ({ id, name, url, thumb })),
    );
    expect(BACKGROUND_COLOR_PRESETS).toEqual(
      catalog.colors.map(({ name, code, hex }) => ({ name, code, hex: hex.toLowerCase() })),
    );
  });
});

describe('002 §2 scene preset addresses', () => {
  it('are relative paths of the demo assets (the viewer resolves them against its asset base)', () => {
    const presets = [...ENVIRONMENT_PRESETS, ...BACKGROUND_IMAGE_PRESETS];
    expect(presets).toHaveLength(26);
    for (const { url, thumb } of presets)
      for (const path of [url, thumb])
        expect(path).toMatch(/^(environments|backgrounds)\/[a-z-]+(\.thumb)?\.(exr|hdr|jpg|webp)$/);
  });
});
