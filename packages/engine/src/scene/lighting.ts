import { AmbientLight, DirectionalLight, Group, Vector3, type Object3D } from 'three';
import {
  DEFAULT_LIGHT_INTENSITIES,
  type LIGHTING_PRESETS,
  type Light,
  type LightingConfig,
} from '@atelier/schema';

/** 001 §9: ambient light 0.5 and the main directional light 1. */
export const AMBIENT_LIGHT_INTENSITY = 0.5;
export const MAIN_LIGHT_INTENSITY = 1;

/** Layout lights always present (dark when unused), so presets never change the shader. */
const LAYOUT_LIGHT_SLOTS = 3;

/** The main (shadow-casting) light's position before the angle turns it. */
const MAIN_LIGHT_POSITION: readonly [number, number, number] = [2.5, 5, 4];

export type LightingPresetName = (typeof LIGHTING_PRESETS)[number];

const light = (position: [number, number, number], intensity: number, color?: `#${string}`): Light => ({
  position,
  rotation: [0, 0, 0],
  intensity,
  ...(color ? { color } : {}),
});

/**
 * The layout of each lighting preset of 002 §2 (the documents name them; their lights are
 * not shown, so these are ours). `default` is the documented pair of lights, intensities
 * 0.8 and 0.65 (002 §9). Positions are in the viewer's normalised model space (a garment
 * fits a 3-unit box at the origin). (Engine-local data; belongs in @atelier/domain.)
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

/** The lights of a preset, ready to store in `lighting_config.layout`. */
export function lightingPresetLayout(name: LightingPresetName): Light[] {
  return LIGHTING_PRESET_LAYOUTS[name].map((entry) => ({
    ...entry,
    position: [...entry.position],
    rotation: [...entry.rotation],
  }));
}

/**
 * The scene's lights: an ambient light (0.5), the main directional light (1, casting
 * the shadow) and the design's layout lights (the default pair when the design has no
 * lighting_config or an empty layout), all turned about the vertical axis by the angle
 * (radians, 002 §9). Directional lights point at the origin; a light's `rotation` has
 * no effect on a directional light and is ignored.
 */
export class SceneLighting {
  readonly group = new Group();
  readonly ambient = new AmbientLight(0xffffff, AMBIENT_LIGHT_INTENSITY);
  readonly main = new DirectionalLight(0xffffff, MAIN_LIGHT_INTENSITY);
  private layoutLights: DirectionalLight[] = [];
  private key = '';

  constructor(shadowMapSize: number) {
    this.group.name = 'lighting';
    this.main.name = 'main-light';
    this.main.castShadow = true;
    this.main.shadow.mapSize.set(shadowMapSize, shadowMapSize);
    this.main.shadow.bias = -0.0005;
    this.main.shadow.normalBias = 0.02;
    const shadowCamera = this.main.shadow.camera;
    shadowCamera.left = shadowCamera.bottom = -2.5;
    shadowCamera.right = shadowCamera.top = 2.5;
    shadowCamera.near = 0.5;
    shadowCamera.far = 20;
    this.group.add(this.ambient, this.main, this.main.target);
    this.apply(undefined);
  }

  /** The side of the main light's shadow map. */
  get shadowMapSize(): number {
    return this.main.shadow.mapSize.x;
  }

  /** Resizes the shadow map (three.js reallocates it at the next shadow pass). */
  setShadowMapSize(size: number): void {
    this.main.shadow.mapSize.set(size, size);
  }

  /** Applies a lighting config; answers whether anything changed. */
  apply(config: LightingConfig | undefined): boolean {
    const layout = config?.layout.length ? config.layout : LIGHTING_PRESET_LAYOUTS.default;
    const angle = config?.angle ?? 0;
    const key = JSON.stringify([layout, angle]);
    if (key === this.key) return false;
    this.key = key;
    const turn = (position: readonly [number, number, number], target: Object3D) =>
      target.position.copy(new Vector3(...position).applyAxisAngle(new Vector3(0, 1, 0), angle));
    turn(MAIN_LIGHT_POSITION, this.main);
    // Lights are kept in a fixed number of slots (unused ones dark), because changing the
    // number of lights recompiles every material's shader.
    while (this.layoutLights.length < Math.max(LAYOUT_LIGHT_SLOTS, layout.length)) {
      const slot = new DirectionalLight(0xffffff, 0);
      this.layoutLights.push(slot);
      this.group.add(slot);
    }
    this.layoutLights.forEach((slot, index) => {
      const entry = layout[index];
      slot.intensity = entry?.intensity ?? 0;
      slot.color.set(entry?.color ?? 0xffffff);
      if (entry) turn(entry.position, slot);
    });
    return true;
  }

  dispose(): void {
    for (const old of this.layoutLights) old.dispose();
    this.main.dispose();
    this.ambient.dispose();
    this.group.clear();
  }
}
