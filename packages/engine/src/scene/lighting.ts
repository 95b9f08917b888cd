import { AmbientLight, DirectionalLight, Group, Vector3, type Object3D } from 'three';
import { LIGHTING_PRESET_LAYOUTS } from '@atelier/domain';
import type { LightingConfig } from '@atelier/schema';

/** 001 §9: ambient light 0.5 and the main directional light 1. */
export const AMBIENT_LIGHT_INTENSITY = 0.5;
export const MAIN_LIGHT_INTENSITY = 1;

/** Layout lights always present (dark when unused), so presets never change the shader. */
const LAYOUT_LIGHT_SLOTS = 3;

/** The main (shadow-casting) light's position before the angle turns it. */
const MAIN_LIGHT_POSITION: readonly [number, number, number] = [2.5, 5, 4];

/**
 * The scene's lights: an ambient light (0.5), the main directional light (1, casting
 * the shadow) and the design's layout lights (the domain's `default` preset layout when
 * the design has no lighting_config or an empty layout), all turned about the vertical axis by the angle
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
