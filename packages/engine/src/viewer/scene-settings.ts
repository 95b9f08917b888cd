import type { BackgroundConfig, EnvironmentConfig, LightingConfig } from '@atelier/schema';
import { SceneBackground } from '../scene/background';
import { SceneEnvironment } from '../scene/environment';
import { SceneLighting } from '../scene/lighting';
import type { EngineServices } from '../services/services';
import type { Stage } from './stage';
import type { ViewerError } from './viewer-types';
import type { ViewerWork } from './work-counters';

/** 001 §9, issue "Scene": shadow map 4096 on desktop, 512 on iOS and Android. */
export const SHADOW_MAP_SIZE = { desktop: 4096, mobileOs: 512 } as const;

/**
 * The scene concern: background, lighting (with the main light's shadow on the floor)
 * and the environment map, each applied only when its config changed, and counted.
 */
export class SceneSettings {
  readonly background: SceneBackground;
  readonly environment: SceneEnvironment;
  readonly lighting: SceneLighting;
  private backgroundKey: string | null = null;

  constructor(
    private readonly stage: Stage,
    services: EngineServices,
    private readonly shadowMapSize: number,
    private readonly work: ViewerWork,
    private readonly reportError: (error: ViewerError) => void,
  ) {
    this.background = new SceneBackground(stage.scene, services.loadImage, services.resolveImageUrl);
    this.environment = new SceneEnvironment(stage.scene, stage.renderer, services);
    this.lighting = new SceneLighting(shadowMapSize);
  }

  async applyBackground(config: BackgroundConfig | undefined): Promise<void> {
    const key = JSON.stringify(config ?? null);
    if (key !== this.backgroundKey) {
      this.backgroundKey = key;
      this.work.backgroundsApplied++;
    }
    try {
      await this.background.apply(config);
    } catch (error) {
      this.reportError({
        code: 'background-load-failed',
        message: `Failed to load background "${config?.url ?? ''}"`,
        ...(config?.url ? { url: config.url } : {}),
        cause: error,
      });
    }
  }

  applyLighting(config: LightingConfig | undefined): void {
    if (!this.lighting.apply(config)) return;
    this.work.lightingsApplied++;
    this.stage.shadowsDirty = true;
  }

  setEnvironmentIntensity(intensity: number | undefined): void {
    this.environment.setIntensity(intensity);
  }

  needsEnvironment(config: EnvironmentConfig | undefined): boolean {
    return this.environment.needsLoad(config);
  }

  async loadEnvironment(config: EnvironmentConfig | undefined): Promise<void> {
    if (!this.environment.needsLoad(config)) return;
    this.work.environmentsLoaded++;
    try {
      await this.environment.load(config);
    } catch (error) {
      const url = config?.url;
      this.reportError({
        code: 'environment-load-failed',
        message: `Failed to load environment "${url ?? ''}"`,
        ...(url ? { url } : {}),
        cause: error,
      });
    }
  }

  /** Prefilters the environment map again after a lost WebGL context; a failure is reported. */
  async rebuildEnvironment(): Promise<void> {
    try {
      await this.environment.rebuild();
    } catch (error) {
      this.reportError({
        code: 'environment-load-failed',
        message: 'Failed to rebuild the environment after the WebGL context came back',
        cause: error,
      });
    }
  }

  /**
   * A new model's first frame has no shadow pass at all: a shadow pass draws every mesh
   * once more (slow on weak GPUs and software renderers), so the garment shows at once in
   * plain light and its shadow follows in the next frame.
   */
  dropShadowForFirstFrame(): void {
    this.lighting.main.castShadow = false;
  }

  /** Whether the full shadow is still to come (after a new model's first frame). */
  get shadowPending(): boolean {
    return (
      !this.lighting.main.castShadow ||
      this.lighting.shadowMapSize !== this.shadowMapSize ||
      !this.stage.floor.visible
    );
  }

  /** Turns the main light's full-size shadow and the floor on (the floor only with a model). */
  showShadow(hasModel: boolean): void {
    this.lighting.main.castShadow = true;
    this.lighting.setShadowMapSize(this.shadowMapSize);
    this.stage.floor.visible = hasModel;
    this.stage.shadowsDirty = true;
  }

  setAspect(aspect: number): void {
    this.background.setAspect(aspect);
  }

  dispose(): void {
    this.background.dispose();
    this.environment.dispose();
    this.lighting.main.shadow.map?.dispose();
    this.lighting.dispose();
  }
}
