import type { Viewer } from '@atelier/engine';
import { DEFAULT_CAPTURE_SIZE } from '@atelier/schema';
import type { DesignDocument, EditorFunctionHandlers, PointerEvent, ProtocolServer } from '@atelier/protocol';

/**
 * The editor's messages (001 §4, §7) wired to what the engine has today: decal handle
 * drags from the host's pointer events, media-plate capture and the shortcuts list.
 * Each engine call is one line marked `merge:`, for the engine helper to rewire when the
 * engine's facade changes.
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
      // merge: Viewer.captureMediaPlates (capture concern)
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
      // merge: Viewer.shortcuts
      viewer.shortcuts.map(({ action, keys, description }) => ({ action, keys: [...keys], description })),
  };
}

/**
 * Follows a host's decal-handle drag (001 §4): `mousedown` with `drag` starts it, each
 * `mousemove` is handed to the engine, which applies it once per drawn frame, and
 * `mouseup` ends it. Every step the engine applies goes back to the host as
 * `decalChanged` and, while dragging, as a `raycaster` hit under the pointer: at frame
 * rate, with no throttle. Returns the pointer handler and the cleanup.
 */
export function bridgeDecalDrag(
  viewer: Viewer,
  server: Pick<ProtocolServer, 'emit'>,
  design: () => DesignDocument | null,
): { onPointer(event: PointerEvent): void; dispose(): void } {
  let pointer: { x: number; y: number } | null = null;

  // merge: Viewer 'decalchange' event (decals concern)
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
    if (change.final || !pointer) return;
    // merge: Viewer.raycast (pointer concern)
    const hit = viewer.raycast(pointer.x, pointer.y, change.part);
    if (!hit) return;
    const [px, py, pz] = hit.point;
    const [nx, ny, nz] = hit.normal;
    server.emit('raycaster', {
      part: hit.part,
      uv: { x: hit.uv.x, y: hit.uv.y },
      point: { x: px, y: py, z: pz },
      normal: { x: nx, y: ny, z: nz },
    });
  });

  const onPointer = (message: PointerEvent): void => {
    const { x, y } = message.data;
    if (message.event === 'mousedown') {
      const drag = message.data.drag;
      if (!drag) return;
      const placed = design()?.config.decals.placed.find((decal) => decal.value === drag.decal);
      const limit = placed?.limit_enable && placed.limit ? placed.limit : undefined;
      pointer = { x, y };
      // merge: Viewer.beginDecalDrag (decals concern)
      const started = viewer.beginDecalDrag({
        part: drag.part,
        id: drag.decal,
        handle: drag.handle,
        pointer: { x, y },
        ...(limit ? { limit } : {}),
      });
      if (!started) pointer = null;
    } else if (message.event === 'mousemove') {
      if (!pointer) return;
      pointer = { x, y };
      viewer.moveDecalDrag({ x, y }); // merge: Viewer.moveDecalDrag
    } else {
      if (!pointer) return;
      pointer = null;
      viewer.moveDecalDrag({ x, y }); // merge: Viewer.moveDecalDrag (the release point counts)
      viewer.endDecalDrag(); // merge: Viewer.endDecalDrag
    }
  };

  return { onPointer, dispose: unsubscribe };
}
