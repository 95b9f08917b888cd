import { describe, expect, it } from 'vitest';
import { parseValid, rejectedPaths } from '../test/helpers';
import {
  BackgroundConfigSchema,
  CameraTransformSchema,
  EnvironmentConfigSchema,
  LIGHTING_PRESETS,
  LightingConfigSchema,
  defaultCameraTransform,
} from './scene-config';

describe('Scene settings (002 §3, §9)', () => {
  it('002 §9: environment intensity defaults to 1', () => {
    expect(parseValid(EnvironmentConfigSchema, {})).toEqual({ intensity: 1 });
  });

  it('002 §9: environment intensity runs 0 to 5 (slider 0-500 % / 100)', () => {
    expect(rejectedPaths(EnvironmentConfigSchema, { intensity: 0 })).toEqual([]);
    expect(rejectedPaths(EnvironmentConfigSchema, { intensity: 5 })).toEqual([]);
    expect(rejectedPaths(EnvironmentConfigSchema, { intensity: 5.1 })).toEqual(['intensity']);
    expect(rejectedPaths(EnvironmentConfigSchema, { intensity: -0.1 })).toEqual(['intensity']);
  });

  it('002 §9: the light angle is in radians within -π..π, default 0', () => {
    expect(parseValid(LightingConfigSchema, {})).toEqual({ layout: [], angle: 0 });
    expect(rejectedPaths(LightingConfigSchema, { angle: Math.PI })).toEqual([]);
    expect(rejectedPaths(LightingConfigSchema, { angle: -Math.PI })).toEqual([]);
    expect(rejectedPaths(LightingConfigSchema, { angle: 180 })).toEqual(['angle']);
    expect(rejectedPaths(LightingConfigSchema, { angle: -3.2 })).toEqual(['angle']);
  });

  it('002 §3: a light has position, rotation, a non-negative intensity and an optional colour', () => {
    const light = { position: [1, 2, 3], rotation: [0, 0, 0], intensity: -1, color: 'red' };
    expect(rejectedPaths(LightingConfigSchema, { layout: [light] }).sort()).toEqual([
      'layout[0].color',
      'layout[0].intensity',
    ]);
  });

  it('002 §2: there are 10 lighting presets', () => {
    expect(LIGHTING_PRESETS).toHaveLength(10);
  });

  it('002 §3: background type is img, color or gradient', () => {
    expect(rejectedPaths(BackgroundConfigSchema, { type: 'video', url: 'x.mp4' })).toEqual(['type']);
  });

  it('002 §2: an image background needs its url', () => {
    expect(rejectedPaths(BackgroundConfigSchema, { type: 'img' })).toEqual(['url']);
    expect(rejectedPaths(BackgroundConfigSchema, { type: 'img', url: 'studio.jpg' })).toEqual([]);
  });

  it('002 §2: a colour background needs a #rrggbb colour', () => {
    expect(rejectedPaths(BackgroundConfigSchema, { type: 'color', color: 'teal' })).toEqual(['color']);
    expect(rejectedPaths(BackgroundConfigSchema, { type: 'color', color: '#008080' })).toEqual([]);
  });

  it('DECISIONS: a gradient background keeps its CSS gradient in color', () => {
    const gradient = { type: 'gradient', color: 'linear-gradient(#fff, #000)' };
    expect(rejectedPaths(BackgroundConfigSchema, gradient)).toEqual([]);
    expect(rejectedPaths(BackgroundConfigSchema, { type: 'gradient' })).toEqual(['color']);
  });

  it('001 §2: the default camera sits at [0,1,6] looking at [0,0,0], a fresh copy each time', () => {
    const camera = defaultCameraTransform();
    expect(camera).toEqual({ position: [0, 1, 6], target: [0, 0, 0] });
    camera.position[0] = 9;
    expect(defaultCameraTransform().position[0]).toBe(0);
  });

  it('001 §3: a camera transform is a position and a target, each [x, y, z]', () => {
    expect(rejectedPaths(CameraTransformSchema, { position: [0, 1, 6], target: [0, 0] })).toEqual(['target']);
  });
});
