import { DEFAULT_CAPTURE_FOV, DEFAULT_CAPTURE_SIZE, type MediaPlate } from '@atelier/schema';
import { captureCamera, encodePixelsHere, renderOffscreen, type CaptureOptions } from '../capture/capture';
import type { TextureWorkerClient } from '../workers/texture-worker-client';
import type { CameraRig } from './camera-rig';
import type { DecalCanvases } from './decal-canvases';
import type { SceneSettings } from './scene-settings';
import type { Stage } from './stage';
import type { ViewerError } from './viewer-types';

/**
 * The capture concern (001 §7 captureThumbnail; media plates): the current design drawn
 * offscreen at a size, position, rotation and field of view, encoded in the texture
 * worker when there is one; the live view is not touched.
 */
export class ViewerCapture {
  constructor(
    private readonly stage: Stage,
    private readonly camera: CameraRig,
    private readonly decals: DecalCanvases,
    private readonly scene: SceneSettings,
    private readonly worker: () => Promise<TextureWorkerClient | null>,
    private readonly reportError: (error: ViewerError) => void,
  ) {}

  async thumbnail(options: CaptureOptions = {}): Promise<Blob> {
    const [width, height] = options.size ?? DEFAULT_CAPTURE_SIZE;
    const type = options.type ?? 'image/webp';
    const stage = this.stage;
    const camera = captureCamera(
      { ...options, fov: options.fov ?? DEFAULT_CAPTURE_FOV },
      this.camera.initialTransform,
      stage.camera.near,
      stage.camera.far,
    );
    let captured;
    try {
      // A lost context draws nothing: the capture would be a blank image.
      if (stage.contextLost) throw new Error('The WebGL context is lost');
      this.decals.compositor.flush();
      if (stage.shadowsDirty) stage.renderer.shadowMap.needsUpdate = true;
      this.scene.setAspect(width / height);
      captured = renderOffscreen(stage.renderer, stage.scene, camera, width, height);
    } catch (error) {
      this.reportError({ code: 'capture-failed', message: 'Capture failed', cause: error });
      throw error;
    } finally {
      this.scene.setAspect(stage.width / stage.height);
    }
    const worker = await this.worker();
    if (worker)
      return worker.encodePixels(captured.pixels, captured.width, captured.height, type, options.quality);
    return encodePixelsHere(captured, type, options.quality);
  }

  /** Every auto-capture plate (type `capture`, auto_capture not false), one after another. */
  async mediaPlates(
    plates: readonly MediaPlate[],
    options: Pick<CaptureOptions, 'type' | 'quality'> = {},
  ): Promise<{ id: number; blob: Blob }[]> {
    const results: { id: number; blob: Blob }[] = [];
    for (const plate of plates) {
      const info = plate.captureInfo;
      if (plate.type !== 'capture' || !info || info.auto_capture === false) continue;
      const blob = await this.thumbnail({
        ...options,
        size: info.size,
        fov: info.fov,
        ...(info.position ? { position: info.position } : {}),
        ...(info.rotation ? { rotation: info.rotation } : {}),
      });
      results.push({ id: plate.id, blob });
    }
    return results;
  }
}
