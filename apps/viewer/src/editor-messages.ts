import type { Viewer } from '@atelier/engine';
import { DEFAULT_CAPTURE_SIZE } from '@atelier/schema';
import type { DesignDocument, EditorFunctionHandlers, PointerEvent, ProtocolServer } from '@atelier/protocol';

/**
 * The editor's messages (001 §4, §7) wired to the engine's facade: decal handle drags
 * from the host's pointer events, media-plate capture and the shortcuts list.
 */

/** A Blob as a data URL. */
function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}

/** 001 §3 default capture size, used when a plate's captureInfo gives none. */
const DEFAULT_SIZE: readonly [number, number] = [DEFAULT_CAPTURE_SIZE[0], DEFAULT_CAPTURE_SIZE[1]];

/** The functions `captureMediaPlates` and `getShortcuts` over the engine. */
export function createEditorHandlers(viewer: Viewer): EditorFunctionHandlers {
  return {
    async captureMediaPlates({ plates, mimeType, quality }) {
      const captured = await viewer.captureMediaPlates(plates, {
        type: mimeType,
        ...(quality === undefined ? {} : { quality }),
      });
      const sizes = new Map(plates.map((plate) => [plate.id, plate.captureInfo?.size ?? DEFAULT_SIZE]));
      return Promise.all(
        captured.map(async ({ id, blob }) => {
          const [width, height] = sizes.get(id) ?? DEFAULT_SIZE;
          return { id, image: { dataUrl: await blobToDataUrl(blob), width, height, mimeType } };
        }),
      );
    },
    getShortcuts: () =>
      viewer.shortcuts.map(({ action, keys, description }) => ({ action, keys: [...keys], description })),
  };
}

/**
 * Follows a host's decal-handle drag (001 §4): `mousedown` with `drag` starts it, each
 * `mousemove` is handed to the engine, which applies it once per drawn frame, and
 * `mouseup` ends it. Every step the engine applies goes back to the host as
 * `decalChanged` (the surface under the pointer goes as a `raycaster` hit, from the
 * engine's `surfacehit`, wired in boot.ts): at frame rate, with no throttle. Returns the
 * pointer handler and the cleanup.
 */
export function bridgeDecalDrag(
  viewer: Viewer,
  server: Pick<ProtocolServer, 'emit'>,
  design: () => DesignDocument | null,
): { onPointer(event: PointerEvent): void; dispose(): void } {
  let dragging = false;

  const unsubscribe = viewer.on('decalchange', (change) => {
    server.emit('decalChanged', {
      decal: change.id,
      part: change.part,
      source: change.source,
      position: change.position,
      scale: change.scale,
      rotation: change.rotation,
      ...(change.world_position ? { world_position: change.world_position } : {}),
      final: change.final,
    });
  });

  const onPointer = (message: PointerEvent): void => {
    const { x, y } = message.data;
    if (message.event === 'mousedown') {
      const drag = message.data.drag;
      if (!drag) return;
      const placed = design()?.config.decals.placed.find((decal) => decal.value === drag.decal);
      const limit = placed?.limit_enable && placed.limit ? placed.limit : undefined;
      dragging = viewer.beginDecalDrag({
        part: drag.part,
        id: drag.decal,
        handle: drag.handle,
        pointer: { x, y },
        ...(limit ? { limit } : {}),
      });
    } else if (message.event === 'mousemove') {
      if (dragging) viewer.moveDecalDrag({ x, y });
    } else {
      if (!dragging) return;
      dragging = false;
      viewer.moveDecalDrag({ x, y }); // the release point counts
      viewer.endDecalDrag();
    }
  };

  return { onPointer, dispose: unsubscribe };
}
