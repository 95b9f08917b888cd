import {
  isV2Decal,
  migrateDecalsV2ToV3,
  type CanvasDecalLayer,
  type CombinationConfig,
  type DesignDocument,
  type DesignSection,
} from '@atelier/schema';
import { resolvePartAppearances } from '@atelier/domain';
import { decalLayersByPart, type DecalLayer } from '../decals/decal-layer';
import { ModelLoadError } from '../loading/model-loader';
import { mapMeshesToParts, type PartMeshes } from '../loading/part-map';
import type { EngineServices } from '../services/services';
import type { TextureWorkerClient } from '../workers/texture-worker-client';
import type { CameraRig } from './camera-rig';
import type { DecalCanvases } from './decal-canvases';
import type { ModelSlot } from './model-slot';
import type { PartLooks } from './part-looks';
import type { SceneSettings } from './scene-settings';
import type { Stage } from './stage';
import type { ApplyDesignOptions, ViewerError, ViewerEvents } from './viewer-types';
import type { ViewerWork } from './work-counters';

/** The sections that decide how parts look (which material each wears, which show). */
const LOOK_SECTIONS: readonly DesignSection[] = [
  'materials',
  'parts',
  'groups',
  'groupsSetup',
  'variant',
  'variantSetup',
];

/** The design as it is on screen. */
export interface AppliedDesign {
  document: DesignDocument;
  /** The config after v2 decals were migrated. */
  config: CombinationConfig;
  partMeshes: PartMeshes;
  canvasLayers: Readonly<Record<string, readonly CanvasDecalLayer[]>> | undefined;
  layers: Map<string, DecalLayer[]>;
}

interface Job {
  document: DesignDocument;
  /** Null: every section. */
  sections: Set<DesignSection> | null;
  canvasLayers: Readonly<Record<string, readonly CanvasDecalLayer[]>> | undefined;
  canvasLayersGiven: boolean;
  settle: { resolve: () => void; reject: (error: unknown) => void }[];
}

export interface DesignApplicationParts {
  services: EngineServices;
  stage: Stage;
  camera: CameraRig;
  model: ModelSlot;
  looks: PartLooks;
  decals: DecalCanvases;
  scene: SceneSettings;
  work: ViewerWork;
  worker: () => Promise<TextureWorkerClient | null>;
  decalImageWidth: number;
  emit<K extends keyof ViewerEvents>(type: K, event: ViewerEvents[K]): void;
  reportError(error: ViewerError): void;
  isDisposed(): boolean;
}

/**
 * The design concern: designs applied one at a time (calls made meanwhile are coalesced:
 * the latest document wins, the sections add up), and of each only the sections that
 * changed: part looks for materials, colourways and variations; only the changed parts'
 * decal canvases for decals; background, lighting and environment each alone. The
 * document was validated by whoever made it (the protocol server, the editor store).
 */
export class DesignApplication {
  private pending: Job | null = null;
  private running = false;
  private shown: AppliedDesign | null = null;
  private readonly migrations = new Map<string, string>();

  constructor(private readonly parts: DesignApplicationParts) {}

  get applied(): AppliedDesign | null {
    return this.shown;
  }

  apply(document: DesignDocument, options: ApplyDesignOptions = {}): Promise<void> {
    return new Promise((resolve, reject) => {
      const settle = { resolve, reject };
      const sections = options.sections ? new Set(options.sections) : null;
      const given = options.decalLayers !== undefined;
      const job = this.pending;
      if (job) {
        job.document = document;
        if (job.sections && sections) for (const section of sections) job.sections.add(section);
        else job.sections = null;
        if (given) {
          job.canvasLayers = options.decalLayers;
          job.canvasLayersGiven = true;
        }
        job.settle.push(settle);
      } else {
        this.pending = {
          document,
          sections,
          canvasLayers: options.decalLayers,
          canvasLayersGiven: given,
          settle: [settle],
        };
      }
      void this.pump();
    });
  }

  /** Forgets the design shown (its model and materials are freed by the viewer). */
  clear(): void {
    this.pending = null;
    this.shown = null;
  }

  /** Settles every waiting call (the viewer is disposed). */
  cancel(): void {
    for (const settle of this.pending?.settle ?? []) settle.resolve();
    this.pending = null;
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.pending && !this.parts.isDisposed()) {
        const job = this.pending;
        this.pending = null;
        try {
          await this.applyNow(job);
          for (const settle of job.settle) settle.resolve();
        } catch (error) {
          for (const settle of job.settle) settle.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async applyNow(job: Job): Promise<void> {
    const { stage, camera, model: slot, looks, decals, scene, emit, reportError } = this.parts;
    const disposed = () => this.parts.isDisposed();
    const document = job.document;
    const source = document.model;
    if (!source) {
      const message = 'Invalid design: it names no model';
      reportError({ code: 'invalid-design', message });
      throw new Error(message);
    }
    const previous = this.shown;
    const modelChanged = !slot.current || slot.current.url !== source.url;
    const all = !previous || modelChanged || job.sections === null;
    const has = (section: DesignSection) => all || job.sections!.has(section);

    let config = document.config;
    if (config.decals.placed.some(isV2Decal)) config = await this.migrateDecals(config);
    if (disposed()) return;

    const canvasLayers = job.canvasLayersGiven || has('decals') ? job.canvasLayers : previous?.canvasLayers;
    const decalsChanged = has('decals') || has('parts') || job.canvasLayersGiven;
    const layers = !previous || decalsChanged ? decalLayersByPart(config, canvasLayers) : previous.layers;
    const looksChanged = decalsChanged || LOOK_SECTIONS.some(has);

    // Material textures depend on the design only, not on the model: they load while the
    // model downloads and parses.
    const appearances = looksChanged ? resolvePartAppearances(config) : null;
    const pendingLooks = appearances
      ? looks.prepare(
          appearances,
          new Map(document.materials.map((material) => [material.id, material])),
          new Set(layers.keys()),
        )
      : null;

    if (modelChanged) {
      try {
        const replaced = await slot.replace(
          source,
          ({ loaded, total }) =>
            emit('progress', { url: source.url, loaded, total, ratio: total > 0 ? loaded / total : null }),
          disposed,
        );
        if (!replaced) return;
      } catch (error) {
        reportError({
          code: 'model-load-failed',
          message: error instanceof Error ? error.message : String(error),
          url: source.url,
          reason: error instanceof ModelLoadError ? error.kind : 'unreadable',
          cause: error,
        });
        // The canvas keeps the background (and any previous model), never a blank frame.
        stage.invalidate();
        throw error;
      }
      this.parts.work.modelsLoaded++;
      scene.dropShadowForFirstFrame();
    }
    const model = slot.current;
    if (disposed() || !model) return;

    const partMeshes =
      !previous || modelChanged || has('parts')
        ? mapMeshesToParts(model.root, config.parts)
        : previous.partMeshes;
    this.shown = { document, config, partMeshes, canvasLayers, layers };

    if (appearances && pendingLooks) await looks.assign(partMeshes, appearances, pendingLooks, disposed);
    if (disposed()) return;
    if (has('initialCameraTransform')) camera.setInitial(config.initialCameraTransform);
    if (!previous || modelChanged) {
      camera.reset();
      emit('load', {
        url: model.url,
        parts: [...partMeshes].filter(([, meshes]) => meshes.length > 0).map(([id]) => id),
        partsWithoutMeshes: [...partMeshes].filter(([, meshes]) => meshes.length === 0).map(([id]) => id),
      });
    }
    stage.invalidate();

    if (looksChanged) await decals.apply(partMeshes, layers, looks);
    if (has('background_config')) await scene.applyBackground(config.background_config);
    if (has('lighting_config')) scene.applyLighting(config.lighting_config);
    if (has('environment_config')) scene.setEnvironmentIntensity(config.environment_config.intensity);
    stage.invalidate();

    // The shadow and the environment last: the garment is already on screen in plain
    // light, and a 4096 px shadow pass or prefiltering an HDR map takes a while, so they
    // wait for that frame.
    const upgradeShadow = scene.shadowPending;
    const loadEnvironment = has('environment_config') && scene.needsEnvironment(config.environment_config);
    if (upgradeShadow || loadEnvironment) {
      await stage.nextFrame();
      if (disposed()) return;
      if (upgradeShadow) scene.showShadow(slot.current !== null);
      if (loadEnvironment) await scene.loadEnvironment(config.environment_config);
      stage.invalidate();
    }
    // The design is shown once the parts' relief is in too (a first look's normal maps follow
    // its colours: the garment is on screen before them).
    await looks.reliefs();
    if (disposed()) return;
    stage.invalidate();
    emit('designapplied', { config });
  }

  /** v2 decals converted to v3 (001 §4): diffuse and opacity merged in the texture worker. */
  private async migrateDecals(config: CombinationConfig): Promise<CombinationConfig> {
    const { services, decalImageWidth } = this.parts;
    const worker = await this.parts.worker();
    const resolve = (url: string) => services.resolveImageUrl(url, decalImageWidth);
    const result = await migrateDecalsV2ToV3(config, async (diffuse, opacity) => {
      const key = `${diffuse}\n${opacity}`;
      const cached = this.migrations.get(key);
      if (cached) return cached;
      if (!worker) throw new Error('No texture worker to merge the decal images');
      const merged = await worker.mergeToDataUrl(resolve(diffuse), resolve(opacity));
      this.migrations.set(key, merged);
      return merged;
    });
    for (const failure of result.failures) {
      services.log.warn(
        `Decal "${failure.value}" was not converted to v3 and is kept unchanged: ${failure.error}`,
      );
    }
    this.parts.emit('designmigrated', result);
    return result.config;
  }
}
