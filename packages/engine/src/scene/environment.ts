import type { PMREMGenerator, Scene, Texture, WebGLRenderTarget, WebGLRenderer } from 'three';
import { DEFAULT_ENVIRONMENT_INTENSITY, type EnvironmentConfig } from '@atelier/schema';
import type { EnvironmentServices } from './environment-map';

export type { EnvironmentServices };

/**
 * The module that fetches, decodes and prefilters environment maps, loaded with the first
 * environment (environment-map.ts): the first frame never waits for it.
 */
const importEnvironmentMap = () => import('./environment-map');

/**
 * Image-based lighting (002 §3 environment_config): an HDR (.hdr, .exr) or ordinary
 * equirectangular image prefiltered with PMREM, or a neutral studio room when the design
 * names none; its intensity is the scene's environmentIntensity. Loading is separate
 * from showing, so the viewer can draw the garment first and bring this in after.
 */
export class SceneEnvironment {
  private url: string | null | undefined = undefined;
  private target: WebGLRenderTarget | null = null;
  private token = 0;
  private pmrem: PMREMGenerator | null = null;

  constructor(
    private readonly scene: Scene,
    private readonly renderer: WebGLRenderer,
    private readonly services: EnvironmentServices,
  ) {}

  /** Whether an environment map is in place. */
  get ready(): boolean {
    return this.target !== null;
  }

  /** Sets the intensity at once (no reload). */
  setIntensity(intensity: number | undefined): void {
    this.scene.environmentIntensity = intensity ?? DEFAULT_ENVIRONMENT_INTENSITY;
  }

  /** Whether {@link load} would change anything for this config. */
  needsLoad(config: EnvironmentConfig | undefined): boolean {
    return (config?.url ?? null) !== this.url;
  }

  /**
   * Loads and prefilters the environment map. Resolves to false when a newer call
   * superseded this one. Rejects when the file cannot be fetched or decoded.
   */
  async load(config: EnvironmentConfig | undefined): Promise<boolean> {
    const url = config?.url ?? null;
    if (url === this.url) return true;
    this.url = url;
    const token = ++this.token;
    const stale = () => token !== this.token;
    let map: Awaited<ReturnType<typeof importEnvironmentMap>>;
    let source: Texture | null = null;
    try {
      map = await importEnvironmentMap();
      if (stale()) return false;
      if (url !== null) {
        source = await map.loadEnvironmentSource(this.services, url, stale);
        if (!source) return false;
      }
    } catch (error) {
      if (token === this.token) this.url = undefined;
      throw error;
    }
    this.pmrem ??= map.createPmrem(this.renderer);
    const target = map.prefilterEnvironment(this.pmrem, source);
    this.target?.dispose();
    this.target = target;
    this.scene.environment = target.texture;
    return true;
  }

  /**
   * Prefilters the current environment again (its map is a render target, whose texels
   * are gone with a lost WebGL context). Resolves once it is in place; nothing to do when
   * none was loaded. Rejects like {@link load}.
   */
  async rebuild(): Promise<void> {
    const url = this.url;
    if (url === undefined) return;
    // The generator's own targets and compiled shaders belonged to the lost context.
    this.pmrem?.dispose();
    this.pmrem = null;
    this.url = undefined;
    await this.load(url === null ? undefined : { url, intensity: this.scene.environmentIntensity });
  }

  dispose(): void {
    this.token++;
    this.target?.dispose();
    this.target = null;
    this.pmrem?.dispose();
    this.pmrem = null;
    this.scene.environment = null;
  }
}
